// The close handshake of a window whose document may have unsaved changes. Closing (the window's
// close button, File › Close, or quitting) is held while the page asks Save / Don't Save /
// Cancel; the page answers "go ahead" through window:allow-close, and says nothing on Cancel.
// A clean document, or a page that cannot answer (crashed, reloading), closes at once: its last
// recovery backup stays on disk and is offered at the next start.
import type { CloseRequest } from '../shared/ipc/contract';

/** What to do once the page has allowed the close. */
export type CloseApproval = 'close-window' | 'quit-app';

/** One window's close state. */
export class CloseGuard {
  private dirty = false;
  private allowed = false;
  private pending: CloseRequest | null = null;

  /** The page reported whether its document has unsaved changes. */
  setDirty(dirty: boolean): void {
    this.dirty = dirty;
  }

  /** The page is (re)loading: it has no changes to ask about until it says so. */
  pageReset(): void {
    this.dirty = false;
    this.pending = null;
  }

  /** Whether a close waits for the page's answer. */
  get waiting(): boolean {
    return this.pending !== null;
  }

  /**
   * The window is about to close (`quitting`: because the app quits). Returns null to let it
   * close, or the request to send the page, in which case the close must be held.
   */
  closing(quitting: boolean, pageCanAnswer: boolean): CloseRequest | null {
    if (this.allowed || !this.dirty || !pageCanAnswer) return null;
    this.pending = { quitting };
    return this.pending;
  }

  /**
   * The page allowed the close (or the user chose to close a page that does not answer, whose
   * backup stays): what to do now, or null when no close was asked for.
   */
  allow(): CloseApproval | null {
    const request = this.pending;
    if (!request) return null;
    this.pending = null;
    this.allowed = true;
    return request.quitting ? 'quit-app' : 'close-window';
  }
}
