// Electron main entry: one window, the application menu, IPC handlers and the search worker host.
import { app, BrowserWindow, Menu, session } from 'electron';
import { fileURLToPath } from 'node:url';
import type { MenuCommand } from '../shared/ipc/contract';
import { registerIpcHandlers } from './ipcHandlers';
import { buildAppMenu } from './menu';
import { SearchWorkerLink } from './searchWorkerLink';
import { createMainWindow, isAppFrame } from './window';

const isDev = Boolean(process.env['ELECTRON_RENDERER_URL']);
let mainWindow: BrowserWindow | null = null;
let searchLink: SearchWorkerLink | null = null;

if (!app.requestSingleInstanceLock()) app.quit();

app.on('second-instance', () => {
  if (mainWindow?.isMinimized()) mainWindow.restore();
  mainWindow?.focus();
});

// No permission prompts (camera, geolocation…): the app needs none.
app.on('web-contents-created', (_event, contents) => {
  contents.session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
});

void app.whenReady().then(() => {
  session.defaultSession.setPermissionCheckHandler(() => false);
  registerIpcHandlers(isAppFrame);
  const send = (command: MenuCommand) => mainWindow?.webContents.send('app:menu-command', command);
  Menu.setApplicationMenu(buildAppMenu(send, isDev));

  mainWindow = createMainWindow();
  searchLink = new SearchWorkerLink(fileURLToPath(new URL('./searchWorker.js', import.meta.url)), () => mainWindow);
  // Every page load (first load, reload) needs a fresh port to the worker.
  mainWindow.webContents.on('did-finish-load', () => searchLink?.connectWindow());
  mainWindow.on('closed', () => (mainWindow = null));
});

app.on('window-all-closed', () => {
  searchLink?.dispose();
  app.quit();
});
