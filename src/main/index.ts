// Electron main entry: a single instance with one window on our app:// page, the application
// menu, the IPC handlers and the search worker host. A second launch quits and hands its project
// file to this one.
import { app, BrowserWindow, Menu, protocol, session } from 'electron';
import type { MenuCommand } from '../shared/ipc/contract';
import { APP_SCHEME, APP_SCHEME_REGISTRATION, serveAppRequest } from './appProtocol';
import { builtPaths } from './builtPaths';
import { contentSecurityPolicy } from './csp';
import { fileArgument, handedOverFile, isProjectFile } from './fileArgument';
import { registerIpcHandlers, sendToPage } from './ipcHandlers';
import { buildAppMenu } from './menu';
import { OpenFileQueue } from './openFileQueue';
import { SearchWorkerLink } from './searchWorkerLink';
import { shellMode } from './shellMode';
import { isTrustedFrame } from './trustedFrame';
import { createMainWindow } from './window';

const paths = builtPaths(import.meta.url);

// Sent with the lock request so the first instance reads it as given (Chromium may reorder or
// extend the argv it forwards).
const launchFile = fileArgument(process.argv, process.cwd());

if (!app.requestSingleInstanceLock({ file: launchFile })) app.quit();
else startPrimaryInstance();

function startPrimaryInstance(): void {
  const mode = shellMode(app.isPackaged, process.env);
  const openFiles = new OpenFileQueue();
  let mainWindow: BrowserWindow | null = null;
  let searchLink: SearchWorkerLink | null = null;

  // Both must happen before `ready`.
  app.enableSandbox();
  protocol.registerSchemesAsPrivileged([APP_SCHEME_REGISTRATION]);

  if (launchFile) openFiles.open(launchFile);
  app.on('second-instance', (_event, argv, workingDirectory, additionalData) => {
    const file = handedOverFile(additionalData) ?? fileArgument(argv, workingDirectory);
    if (file) openFiles.open(file);
    if (mainWindow?.isMinimized()) mainWindow.restore();
    mainWindow?.show();
    mainWindow?.focus();
  });
  // macOS hands files opened from Finder to the running app as events, not arguments.
  app.on('open-file', (event, path) => {
    event.preventDefault();
    if (isProjectFile(path)) openFiles.open(path);
  });

  // No permission prompts (camera, geolocation…): the app needs none.
  app.on('web-contents-created', (_event, contents) => {
    contents.session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  });

  void app.whenReady().then(() => {
    session.defaultSession.setPermissionCheckHandler(() => false);
    const policy = contentSecurityPolicy('production');
    protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, paths.rendererRoot, policy));
    registerIpcHandlers((frame) => isTrustedFrame(frame, mode.devServerUrl));
    const sendMenuCommand = (command: MenuCommand) => {
      if (mainWindow) sendToPage(mainWindow.webContents, 'app:menu-command', command);
    };
    Menu.setApplicationMenu(buildAppMenu(sendMenuCommand, mode.developerTools));

    const win = createMainWindow(mode, paths.preload);
    mainWindow = win;
    searchLink = new SearchWorkerLink(paths.searchWorker, () => mainWindow);
    // A (re)load drops the page's listeners and ports: hold files until it has loaded again.
    win.webContents.on('did-start-loading', () => openFiles.pageUnloaded());
    win.webContents.on('did-finish-load', () => {
      searchLink?.connectWindow();
      openFiles.pageLoaded((path) => sendToPage(win.webContents, 'app:open-file', { path }));
    });
    win.on('closed', () => {
      openFiles.pageUnloaded();
      mainWindow = null;
    });
  });

  app.on('window-all-closed', () => {
    searchLink?.dispose();
    app.quit();
  });
}
