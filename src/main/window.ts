// Creates the main window (options in windowOptions.ts) and keeps it on our page: no new windows,
// no navigation away, no <webview>; the app's own links open in the user's browser.
import { BrowserWindow, shell } from 'electron';
import { APP_INDEX_URL } from './appProtocol';
import { openAppLink } from './externalLinks';
import type { ShellMode } from './shellMode';
import { mainWindowOptions } from './windowOptions';

/** Opens the main window on our page (app:// or, in development, the dev server). */
export function createMainWindow(mode: ShellMode, preloadPath: string): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions({ preloadPath, developerTools: mode.developerTools }));
  win.once('ready-to-show', () => win.show());

  const openExternally = (url: string) => openAppLink(url, (link) => shell.openExternal(link), (message) => console.warn(message));
  win.webContents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
  // The page never navigates (in-page #fragment changes do not fire this event); a link it
  // follows opens in the browser when it is one of the app's links.
  win.webContents.on('will-navigate', (event) => {
    event.preventDefault();
    openExternally(event.url);
  });
  win.webContents.on('will-attach-webview', (event) => event.preventDefault());

  void win.loadURL(mode.devServerUrl ?? APP_INDEX_URL);
  return win;
}
