// The web build's host: searches in a Web Worker, watched and restarted if it crashes or hangs
// (a Web Worker's onerror rarely fires, since the service catches everything, so a watchdog pings
// it while requests are outstanding); files through the browser (web/webFiles.ts); no native
// menu, so the page shows its own; the tab's title; beforeunload warns about unsaved changes.
import type { AppInfo } from '../../shared/ipc/contract';
import type { WorkerEvent, WorkerRequest } from '../../shared/protocol/messages';
import { SearchClient, type SearchTransport } from '../../shared/protocol/searchClient';
import { Watchdog, type WatchdogOptions } from '../../shared/protocol/watchdog';
import type { Host, HostFiles } from './host';
import { Listeners } from '../../shared/listeners';
import { chooseWithInput, downloadText } from './web/browserFiles';
import { filePickersOf } from './web/fileSystemAccess';
import { RecentHandles } from './web/recentHandles';
import { IdbBackups, IdbRecentHandles, openStudioDatabase } from './web/studioDatabase';
import { WindowBackups } from './web/windowBackups';
import { holdWindowLock, liveWindows } from './web/windowLocks';
import { createWebFiles } from './web/webFiles';

/** The slice of a Web Worker the host uses. */
export interface WorkerLike {
  onmessage: ((e: MessageEvent<WorkerEvent>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
  postMessage(message: WorkerRequest, transfer: Transferable[]): void;
  terminate(): void;
}

export interface WebHostOptions {
  /** Starts a search worker (tests pass a fake). */
  createWorker?: () => WorkerLike;
  /** The watchdog's timers and limits (defaults: ping every second, hung after 5 s of silence). */
  watchdog?: Pick<WatchdogOptions, 'timers' | 'pingEveryMs' | 'hungAfterMs'>;
  /** Project files and backups (tests pass fakes; by default the browser's). */
  files?: () => HostFiles;
}

/** The browser's file access: pickers where it has them, IndexedDB, this tab's lock. */
function browserFiles(): HostFiles {
  const db = openStudioDatabase();
  const windowId = crypto.randomUUID();
  holdWindowLock(windowId);
  return createWebFiles({
    pickers: filePickersOf(window),
    chooseFile: (accept) => chooseWithInput(accept),
    download: (name, text) => downloadText(name, text),
    recent: new RecentHandles(new IdbRecentHandles(db)),
    backups: new WindowBackups(new IdbBackups(db), windowId, () => liveWindows()),
  });
}

const startSearchWorker = (): WorkerLike =>
  new Worker(new URL('./searchWorker.web.ts', import.meta.url), { type: 'module', name: 'A* Studio search' });

export function createWebHost(appVersion: string, options: WebHostOptions = {}): Host {
  const createWorker = options.createWorker ?? startSearchWorker;
  const restarts = new Listeners<string>();
  let worker: WorkerLike;
  let watchdog: Watchdog;
  const transport: SearchTransport = {
    post: (request: WorkerRequest, transfer: ArrayBuffer[]) => {
      worker.postMessage(request, transfer);
      watchdog.sent(request); // only once it left: a request that could not be sent is not awaited
    },
  };
  const search = new SearchClient(transport);

  const start = () => {
    const w = createWorker();
    worker = w;
    watchdog = new Watchdog({
      ...options.watchdog,
      // The client's ping fails when the worker is replaced; the watchdog hears the pong itself.
      ping: () => void search.ping().catch(() => {}),
      onHung: (reason) => restart(w, reason),
    });
    w.onmessage = (e) => {
      watchdog.received(e.data);
      search.receive(e.data);
    };
    w.onerror = (e) => restart(w, `it crashed: ${e.message || 'unknown error'}`);
    w.onmessageerror = () => restart(w, 'it sent a message that could not be read');
  };
  const restart = (w: WorkerLike, reason: string) => {
    if (w !== worker) return; // a report from a worker already replaced
    watchdog.stop();
    w.terminate();
    start();
    search.reconnect(transport, reason);
    restarts.emit(reason);
  };
  start();

  const files = (options.files ?? browserFiles)();

  return {
    kind: 'web',
    nativeMenu: false,
    search,
    files,
    onWorkerRestart: (l) => restarts.add(l),
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
