// The web build's host: searches in a Web Worker, watched and restarted if it crashes or hangs
// (web/watchedSearchWorker.ts), and more of them on demand for batch runs; files through the
// browser (web/webFiles.ts); no native menu, so the page shows its own; the tab's title;
// beforeunload warns about unsaved changes.
import type { AppInfo } from '../../shared/ipc/contract';
import type { Host, HostFiles, SearchPool } from './host';
import { chooseWithInput, downloadText } from './web/browserFiles';
import { filePickersOf } from './web/fileSystemAccess';
import { RecentHandles } from './web/recentHandles';
import { IdbBackups, IdbRecentHandles, openStudioDatabase } from './web/studioDatabase';
import { watchedSearchWorker, type WorkerLike, type WorkerWatch } from './web/watchedSearchWorker';
import { WindowBackups } from './web/windowBackups';
import { holdWindowLock, liveWindows } from './web/windowLocks';
import { createWebFiles } from './web/webFiles';

export type { WorkerLike };

export interface WebHostOptions {
  /** Starts a search worker (tests pass a fake). */
  createWorker?: () => WorkerLike;
  /** The watchdog's timers and limits (defaults: ping every second, hung after 5 s of silence). */
  watchdog?: WorkerWatch;
  /** Project files and backups (tests pass fakes; by default the browser's). */
  files?: () => HostFiles;
  /** Writes text to the clipboard (tests pass a fake; by default the browser's Clipboard API). */
  writeClipboard?: (text: string) => Promise<void>;
}

/** The browser's file access: pickers where it has them, IndexedDB, this tab's lock. */
function browserFiles(): HostFiles {
  const db = openStudioDatabase();
  const windowId = crypto.randomUUID();
  holdWindowLock(windowId);
  return createWebFiles({
    pickers: filePickersOf(window),
    chooseFile: (accept) => chooseWithInput(accept),
    download: (name, text, type) => downloadText(name, text, document, type),
    recent: new RecentHandles(new IdbRecentHandles(db)),
    backups: new WindowBackups(new IdbBackups(db), windowId, () => liveWindows()),
  });
}

const startSearchWorker = (): WorkerLike =>
  new Worker(new URL('./searchWorker.web.ts', import.meta.url), { type: 'module', name: 'A* Studio search' });

export function createWebHost(appVersion: string, options: WebHostOptions = {}): Host {
  const createWorker = options.createWorker ?? startSearchWorker;
  const main = watchedSearchWorker(createWorker, options.watchdog);
  const openSearchPool = async (size: number): Promise<SearchPool> => {
    const workers = Array.from({ length: Math.max(1, Math.floor(size)) }, () => watchedSearchWorker(createWorker, options.watchdog));
    return { clients: workers.map((w) => w.client), close: () => workers.forEach((w) => w.terminate()) };
  };

  const files = (options.files ?? browserFiles)();
  const writeClipboard = options.writeClipboard ?? ((text: string) => navigator.clipboard.writeText(text));

  return {
    kind: 'web',
    nativeMenu: false,
    search: main.client,
    openSearchPool,
    files,
    copyText: async (text) => {
      try {
        await writeClipboard(text);
      } catch {
        throw new Error('The browser did not let A* Studio use the clipboard; allow it when asked (or focus the page), then copy again, or export the path as a file.');
      }
    },
    onWorkerRestart: (l) => main.onRestart(l),
    onMenuCommand: () => () => {},
    appInfo: async (): Promise<AppInfo> => ({
      appVersion,
      electronVersion: '',
      chromeVersion: /Chrome\/([\d.]+)/.exec(navigator.userAgent)?.[1] ?? '',
      platform: 'web',
    }),
    setTitle: (title) => void (document.title = title),
    // A page opens files only through its own menu and drops: nothing arrives from outside.
    onOpenFile: () => () => {},
    // The browser asks by itself (beforeunload), so no close request ever comes.
    onCloseRequest: () => () => {},
    allowClose: () => {},
    guardUnload: (isDirty) => {
      const warn = (e: BeforeUnloadEvent) => {
        if (!isDirty()) return;
        e.preventDefault();
        e.returnValue = ''; // older browsers show their prompt only when this is set
      };
      window.addEventListener('beforeunload', warn);
      return () => window.removeEventListener('beforeunload', warn);
    },
  };
}
