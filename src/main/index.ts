// Electron main entry: a single instance with one window on our app:// page, the application
// menu, the IPC handlers, project files (recent list, recovery backups) and the search worker
// host. A second launch quits and hands its project file to this one.
import { join } from 'node:path';
import { app, clipboard, Menu, protocol, session, type WebContents } from 'electron';
import type { MenuCommand } from '../shared/ipc/contract';
import type { ProjectFileRef } from '../shared/ipc/projectFiles';
import { APP_SCHEME, APP_SCHEME_REGISTRATION, serveAppRequest } from './appProtocol';
import { batchChannels } from './batchChannels';
import { builtPaths } from './builtPaths';
import { contentSecurityPolicy } from './csp';
import { DocumentWindow, type QuitState } from './documentWindow';
import { fileArgument, handedOverFile, isProjectFile } from './fileArgument';
import { exchangeChannels } from './files/exchangeChannels';
import { exchangeDialogs } from './files/exchangeDialogs';
import { chooseExportTarget } from './files/exportDialog';
import { fileChannels } from './files/fileChannels';
import { projectDialogs } from './files/projectDialogs';
import { RecentFiles } from './files/recentFiles';
import { RECOVERY_FOLDER_NAME, RecoveryStore } from './files/recoveryBackups';
import { listSamples, type Sample } from './files/samples';
import { registerIpcHandlers, sendToPage } from './ipcHandlers';
import { buildAppMenu } from './menu';
import { OpenFileQueue } from './openFileQueue';
import { SearchPoolLink } from './searchPoolLink';
import { SearchWorkerLink } from './searchWorkerLink';
import { shellMode } from './shellMode';
import { isTrustedFrame } from './trustedFrame';
import { windowChannels } from './windowChannels';
import { createMainWindow } from './window';

/**
 * The app's data folder (recent list, recovery backups, Chromium's storage) inside the system's
 * application-data folder. Not the product name: Windows refuses the `*` of "A* Studio" in a
 * folder name. Set before the single-instance lock, which lives in it.
 */
const DATA_FOLDER_NAME = 'A-Star Studio';
app.setPath('userData', join(app.getPath('appData'), DATA_FOLDER_NAME));

const paths = builtPaths(import.meta.url);

// Sent with the lock request so the first instance reads it as given (Chromium may reorder or
// extend the argv it forwards).
const launchFile = fileArgument(process.argv, process.cwd());

if (!app.requestSingleInstanceLock({ file: launchFile })) app.quit();
else startPrimaryInstance();

function startPrimaryInstance(): void {
  const mode = shellMode(app.isPackaged, process.env);
  const openFiles = new OpenFileQueue();
  const quit: QuitState = { requested: false };
  const recent = new RecentFiles(app.getPath('userData'));
  const backups = new RecoveryStore(join(app.getPath('userData'), RECOVERY_FOLDER_NAME));
  let samples: Sample[] = [];
  let mainWindow: DocumentWindow | null = null;
  let searchLink: SearchWorkerLink | null = null;
  let poolLink: SearchPoolLink | null = null;

  // Both must happen before `ready`.
  app.enableSandbox();
  protocol.registerSchemesAsPrivileged([APP_SCHEME_REGISTRATION]);

  if (launchFile) openFiles.open(launchFile);
  app.on('second-instance', (_event, argv, workingDirectory, additionalData) => {
    const file = handedOverFile(additionalData) ?? fileArgument(argv, workingDirectory);
    if (file) openFiles.open(file);
    const win = mainWindow?.browserWindow;
    if (win?.isMinimized()) win.restore();
    win?.show();
    win?.focus();
  });
  // macOS hands files opened from Finder to the running app as events, not arguments.
  app.on('open-file', (event, path) => {
    event.preventDefault();
    if (isProjectFile(path)) openFiles.open(path);
  });
  app.on('before-quit', () => (quit.requested = true));

  // No permission prompts (camera, geolocation…): the app needs none.
  app.on('web-contents-created', (_event, contents) => {
    contents.session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  });

  const sendMenuCommand = (command: MenuCommand) => {
    if (mainWindow) sendToPage(mainWindow.browserWindow.webContents, 'app:menu-command', command);
  };
  const showMenu = (recentFiles: readonly ProjectFileRef[]) => {
    Menu.setApplicationMenu(
      buildAppMenu(sendMenuCommand, mode.developerTools, {
        recent: recentFiles,
        samples,
        openRecent: (path) => openFiles.open(path),
        openSample: (path) => openFiles.open(path),
        clearRecent: () => {
          app.clearRecentDocuments();
          void recent.clear();
        },
      }),
    );
  };
  recent.onChange(showMenu);

  void app.whenReady().then(async () => {
    session.defaultSession.setPermissionCheckHandler(() => false);
    const policy = contentSecurityPolicy('production');
    protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, paths.rendererRoot, policy));
    registerIpcHandlers(
      (frame) => isTrustedFrame(frame, mode.devServerUrl),
      (sender: WebContents) => (mainWindow && mainWindow.browserWindow.webContents === sender ? mainWindow : null),
      {
        ...fileChannels<DocumentWindow>({
          recent,
          backups,
          dialogs: projectDialogs<DocumentWindow>(),
          documentsFolder: app.getPath('documents'),
          noteRecentDocument: (path) => app.addRecentDocument(path),
          isSample: (path) => samples.some((s) => s.path === path),
        }),
        ...windowChannels<DocumentWindow>(),
        ...batchChannels<DocumentWindow>({
          openPool: (_window, pool, size) => poolLink?.open(pool, size) ?? 0,
          chooseExportTarget: (window, suggestedPath) => chooseExportTarget(window.browserWindow, suggestedPath),
          documentsFolder: app.getPath('documents'),
        }),
        ...exchangeChannels<DocumentWindow>({
          dialogs: exchangeDialogs<DocumentWindow>(),
          documentsFolder: app.getPath('documents'),
          writeClipboard: (text) => clipboard.writeText(text),
        }),
      },
    );
    showMenu([]); // at once; Open Recent and Samples fill in when read, below

    const win = createMainWindow(mode, paths.preload);
    mainWindow = new DocumentWindow(win, quit);
    searchLink = new SearchWorkerLink(paths.searchWorker, () => mainWindow?.browserWindow ?? null);
    poolLink = new SearchPoolLink(paths.searchWorker, () => mainWindow?.browserWindow ?? null);
    // A (re)load drops the page's listeners and ports (a batch pool's too): hold files until it has loaded again.
    win.webContents.on('did-start-loading', () => {
      openFiles.pageUnloaded();
      poolLink?.close();
    });
    win.webContents.on('did-finish-load', () => {
      searchLink?.connectWindow();
      // A bundled sample opens as a new map: saving it asks where, never over the sample.
      openFiles.pageLoaded((path) => sendToPage(win.webContents, 'app:open-file', samples.some((s) => s.path === path) ? { path, sample: true } : { path }));
    });
    win.on('closed', () => {
      openFiles.pageUnloaded();
      mainWindow = null;
    });

    // Packaged, the samples are an extra resource beside app.asar; in development, in the repository.
    samples = await listSamples(app.isPackaged ? join(process.resourcesPath, 'samples') : join(app.getAppPath(), 'resources', 'samples'));
    showMenu(await recent.list());
  });

  app.on('window-all-closed', () => {
    searchLink?.dispose();
    poolLink?.close();
    app.quit();
  });
}
