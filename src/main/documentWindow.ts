// A main window and the document in it, on Electron: the title and unsaved-changes mark, the
// close handshake with the page (closeGuard.ts), reloading a page that crashed or was killed
// (crashReloads.ts; the reloaded page offers the recovery backup), and a way out when the page
// hangs while a close waits for its answer.
import { app, dialog, type BrowserWindow, type Event } from 'electron';
import { CloseGuard } from './closeGuard';
import { CrashReloads } from './crashReloads';
import { sendToPage } from './ipcHandlers';
import type { ManagedWindow } from './windowChannels';

/** Whether the app is quitting, as the window's close handler needs to know. */
export interface QuitState {
  /** True from `before-quit` until a window holds the quit to ask about unsaved changes. */
  requested: boolean;
}

/** A window whose page edits one project document. */
export class DocumentWindow implements ManagedWindow {
  /** The BrowserWindow's id, which keys the window's recovery backup. */
  readonly id: number;
  private readonly guard = new CloseGuard();
  private readonly crashes = new CrashReloads();
  private pageLoaded = false;

  constructor(
    readonly browserWindow: BrowserWindow,
    private readonly quit: QuitState,
  ) {
    this.id = browserWindow.id;
    const contents = browserWindow.webContents;
    contents.on('did-start-loading', () => {
      this.pageLoaded = false;
      this.guard.pageReset();
    });
    contents.on('did-finish-load', () => (this.pageLoaded = true));
    contents.on('render-process-gone', (_event, details) => this.pageGone(details.reason));
    // The title is the one the page sets through window:set-title, not its <title> element.
    browserWindow.on('page-title-updated', (event) => event.preventDefault());
    browserWindow.on('close', (event) => this.closing(event));
    browserWindow.on('unresponsive', () => void this.offerToCloseHungPage());
  }

  setTitle(title: string, dirty: boolean): void {
    this.browserWindow.setTitle(title || app.getName());
    if (process.platform === 'darwin') this.browserWindow.setDocumentEdited(dirty);
    this.guard.setDirty(dirty);
  }

  allowClose(): void {
    this.carryOut(this.guard.allow());
  }

  private closing(event: Event): void {
    const contents = this.browserWindow.webContents;
    const request = this.guard.closing(this.quit.requested, this.pageLoaded && !contents.isCrashed());
    if (!request) return;
    event.preventDefault();
    // Holding the close cancels the quit; window:allow-close quits again if that was the request.
    this.quit.requested = false;
    sendToPage(contents, 'app:close-requested', request);
  }

  private carryOut(approval: ReturnType<CloseGuard['allow']>): void {
    if (approval === 'quit-app') app.quit();
    else if (approval === 'close-window' && !this.browserWindow.isDestroyed()) this.browserWindow.close();
  }

  private pageGone(reason: string): void {
    this.pageLoaded = false;
    if (reason === 'clean-exit' || this.browserWindow.isDestroyed()) return;
    console.warn(`[window] the page is gone (${reason}); reloading it`);
    const contents = this.browserWindow.webContents;
    if (this.crashes.crashed()) {
      contents.reload();
      return;
    }
    void dialog
      .showMessageBox(this.browserWindow, {
        type: 'error',
        message: 'The A* Studio window keeps stopping.',
        detail: `It stopped several times within a minute (${reason}). Your last recovery backup is kept: it is offered when the window reloads or A* Studio starts again.`,
        buttons: ['Reload', 'Quit'],
        defaultId: 0,
        cancelId: 1,
      })
      .then(({ response }) => (response === 0 && !this.browserWindow.isDestroyed() ? contents.reload() : app.quit()));
  }

  /** A close waits for a page that stopped answering: let the user close it anyway. */
  private async offerToCloseHungPage(): Promise<void> {
    if (!this.guard.waiting) return;
    const { response } = await dialog.showMessageBox(this.browserWindow, {
      type: 'warning',
      message: 'A* Studio is not responding.',
      detail: 'You can wait for it, or close it now. Edits of about the last second, if any, would be lost; the recovery backup of the rest is offered when A* Studio starts again.',
      buttons: ['Wait', 'Close Anyway'],
      defaultId: 0,
      cancelId: 0,
    });
    if (response === 1) this.carryOut(this.guard.allow());
  }
}
