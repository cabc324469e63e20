// The desktop host: the preload bridge for app IPC, and a MessagePort straight to the utility-
// process search worker (main only brokers it; a new port arrives after every worker restart).
// Main's SearchHost watches the worker for hangs (it pings it over its parentPort), so a hung
// worker reaches this side as a restart like any other: a new port with a new generation.
// Files, backups, the title and the close handshake are thin calls to main's IPC channels.
import { SEARCH_PORT_MESSAGE, type OpenFileRequest, type PreloadApi, type SearchWorkerNotice } from '../../shared/ipc/contract';
import type { WorkerEvent, WorkerRequest } from '../../shared/protocol/messages';
import { SearchClient, type SearchTransport } from '../../shared/protocol/searchClient';
import type { Host, HostFiles } from './host';
import { Listeners } from '../../shared/listeners';

/** Sends over the current port; queues requests until the first port arrives. */
class PortTransport implements SearchTransport {
  private port: MessagePort | null = null;
  private queue: [WorkerRequest, ArrayBuffer[]][] = [];

  post(request: WorkerRequest, transfer: ArrayBuffer[]): void {
    if (this.port) this.port.postMessage(request, transfer);
    else this.queue.push([request, transfer]);
  }

  attach(port: MessagePort): void {
    this.port?.close();
    this.port = port;
    for (const [r, t] of this.queue) port.postMessage(r, t);
    this.queue = [];
  }
}

/** Where the preload posts the worker's port: the page's own window. */
export interface PortInbox {
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
}

export function createElectronHost(api: PreloadApi, page: PortInbox = window): Host {
  const restarts = new Listeners<string>();
  const transport = new PortTransport();
  const search = new SearchClient(transport);
  let connected = false;

  page.addEventListener('message', (e: MessageEvent) => {
    // Only the preload, which posts from the page's own window, may hand over a port.
    if (e.source !== page || (e.data as { type?: unknown } | null)?.type !== SEARCH_PORT_MESSAGE) return;
    const port = e.ports[0];
    if (!port) return;
    const notice = (e.data as { notice: SearchWorkerNotice }).notice;
    port.onmessage = (m: MessageEvent<WorkerEvent>) => search.receive(m.data);
    transport.attach(port);
    if (connected && notice.generation > 1) {
      search.reconnect(transport, notice.reason);
      restarts.emit(notice.reason);
    }
    connected = true;
  });

  // Main sends a file to open once, when the page has loaded, and never again: subscribe now and
  // keep what comes until the app listens.
  const openRequests = new BufferedListeners<OpenFileRequest>();
  api.on('app:open-file', (request) => openRequests.emit(request));

  return {
    kind: 'electron',
    nativeMenu: true,
    search,
    files: desktopFiles(api),
    onWorkerRestart: (l) => restarts.add(l),
    onMenuCommand: (l) => api.on('app:menu-command', l),
    appInfo: () => api.invoke('app:get-info'),
    setTitle: (title, dirty) => void api.invoke('window:set-title', title, dirty).catch(() => undefined),
    onOpenFile: (l) => openRequests.add(l),
    onCloseRequest: (l) => api.on('app:close-requested', () => l()),
    allowClose: () => void api.invoke('window:allow-close').catch(() => undefined),
    // Main holds the window's close and asks through app:close-requested; a beforeunload handler
    // would cancel the close silently in Electron.
    guardUnload: () => () => {},
  };
}

function desktopFiles(api: PreloadApi): HostFiles {
  return {
    open: () => api.invoke('file:open-dialog'),
    openPath: (path) => api.invoke('file:read', path),
    async openDropped(file) {
      const path = api.pathForFile(file);
      if (path) return api.invoke('file:read', path);
      return { ref: { path: null, name: file.name }, text: await file.text() };
    },
    save: async (ref, suggestedName, content) => api.invoke('file:save', ref, suggestedName, await content()),
    recent: () => api.invoke('file:recent'),
    writeBackup: (text, ref) => api.invoke('backup:write', text, ref),
    readBackup: () => api.invoke('backup:read'),
    clearBackup: () => api.invoke('backup:clear'),
  };
}

/** Listeners that get the values emitted before the first one subscribed. */
export class BufferedListeners<T> {
  private readonly listeners = new Listeners<T>();
  private waiting: T[] = [];

  emit(value: T): void {
    if (this.listeners.size === 0) this.waiting.push(value);
    else this.listeners.emit(value);
  }

  add(listener: (value: T) => void): () => void {
    const remove = this.listeners.add(listener);
    const waiting = this.waiting;
    this.waiting = [];
    for (const value of waiting) listener(value);
    return remove;
  }
}
