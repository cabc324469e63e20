// The main window, locked down: sandboxed renderer, isolated context, no Node, no new windows, no
// navigation away from our own page.
import { BrowserWindow, shell, type WebFrameMain } from 'electron';
import { fileURLToPath } from 'node:url';

const devServerUrl = process.env['ELECTRON_RENDERER_URL'];

/** Whether a frame is our own page (used by every IPC handler). */
export function isAppFrame(frame: WebFrameMain | null): boolean {
  if (!frame || frame.parent) return false;
  const url = frame.url;
  if (devServerUrl) return url.startsWith(devServerUrl);
  return url.startsWith('file://') && url.includes('/renderer/index.html');
}

export function createMainWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 800,
    minHeight: 500,
    show: false,
    title: 'A* Studio',
    backgroundColor: '#1e1f24',
    webPreferences: {
      preload: fileURLToPath(new URL('../preload/index.cjs', import.meta.url)),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  win.once('ready-to-show', () => win.show());

  // Links open in the user's browser; nothing opens inside the app.
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event) => event.preventDefault());
  win.webContents.on('will-attach-webview', (event) => event.preventDefault());

  if (devServerUrl) void win.loadURL(devServerUrl);
  else void win.loadFile(fileURLToPath(new URL('../renderer/index.html', import.meta.url)));
  return win;
}
