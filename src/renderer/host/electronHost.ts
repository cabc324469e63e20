// The desktop host: the preload bridge for app IPC, and a MessagePort straight to the utility-
// process search worker (main only brokers it; a new port arrives after every worker restart).
// Main's SearchHost watches the worker for hangs (it pings it over its parentPort), so a hung
// worker reaches this side as a restart like any other: a new port with a new generation.
// A batch pool's workers are more utility processes, their ports numbered by pool and slot.
// Files, backups, the title and the close handshake are thin calls to main's IPC channels.
import { SEARCH_POOL_PORT_MESSAGE, SEARCH_PORT_MESSAGE, type OpenFileRequest, type PreloadApi, type SearchPoolNotice, type SearchWorkerNotice } from '../../shared/ipc/contract';
import type { WorkerEvent, WorkerRequest } from '../../shared/protocol/messages';
import { SearchClient, type SearchTransport } from '../../shared/protocol/searchClient';
import type { Host, HostFiles, SearchPool } from './host';
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

  /** Closes the port; later requests are dropped (their worker is gone). */
  close(): void {
    this.port?.close();
    this.port = null;
    this.queue = [];
    this.post = () => {};
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

  const pools = new PoolPorts(api);
  page.addEventListener('message', (e: MessageEvent) => {
    if (e.source !== page || (e.data as { type?: unknown } | null)?.type !== SEARCH_POOL_PORT_MESSAGE) return;
    const port = e.ports[0];
    if (port) pools.arrived((e.data as { notice: SearchPoolNotice }).notice, port);
  });

  // Main sends a file to open once, when the page has loaded, and never again: subscribe now and
  // keep what comes until the app listens.
  const openRequests = new BufferedListeners<OpenFileRequest>();
  api.on('app:open-file', (request) => openRequests.emit(request));

  return {
    kind: 'electron',
    nativeMenu: true,
    search,
    openSearchPool: (size) => pools.open(size),
    files: desktopFiles(api),
    copyText: (text) => api.invoke('clipboard:write-text', text),
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
    writeBackup: ({ text, ref, lineage, seq }) => api.invoke('backup:write', text, ref, lineage, seq),
    appendBackup: (frames) => api.invoke('backup:append', frames),
    readBackup: () => api.invoke('backup:read'),
    clearBackup: () => api.invoke('backup:clear'),
    exportText: (suggestedName, text) => api.invoke('export:save-text', suggestedName, text),
    async importFile(kind) {
      const imported = await api.invoke('import:choose-file', kind);
      return imported && { name: imported.name, size: imported.bytes.byteLength, content: imported.bytes };
    },
    exportFile: async (suggestedName, kind, content) => api.invoke('export:save-file', suggestedName, kind, await content()),
  };
}

/**
 * The page's side of batch pools: asks main for workers, and joins each port main sends (one per
 * worker, again after a restart) to its slot's client. Ports may arrive before main has answered
 * how many workers it started, so they wait by slot until the clients exist.
 */
class PoolPorts {
  private current = 0;
  private clients: SearchClient[] | null = null;
  private transports: PortTransport[] = [];
  private early = new Map<number, { notice: SearchPoolNotice; port: MessagePort }>();

  constructor(private readonly api: PreloadApi) {}

  async open(size: number): Promise<SearchPool> {
    const pool = ++this.current;
    this.clients = null;
    this.early.clear();
    const started = await this.api.invoke('search:pool', pool, Math.max(1, Math.floor(size)));
    if (started < 1) throw new Error('A* Studio could not start search workers for the batch; try again.');
    if (pool !== this.current) throw new Error('A newer batch replaced this one before it started.');
    this.transports = Array.from({ length: started }, () => new PortTransport());
    const clients = this.transports.map((t) => new SearchClient(t));
    this.clients = clients;
    for (const { notice, port } of this.early.values()) this.arrived(notice, port);
    this.early.clear();
    return {
      clients,
      close: () => {
        if (this.current !== pool) return;
        this.current++;
        this.clients = null;
        for (const t of this.transports) t.close();
        void this.api.invoke('search:pool', this.current, 0).catch(() => undefined);
      },
    };
  }

  /** A port from main for `notice.slot` of pool `notice.pool`; an earlier pool's are closed at once. */
  arrived(notice: SearchPoolNotice, port: MessagePort): void {
    if (notice.pool !== this.current) return void port.close();
    if (!this.clients) return void this.early.set(notice.slot, { notice, port });
    const client = this.clients[notice.slot];
    const transport = this.transports[notice.slot];
    if (!client || !transport) return void port.close();
    port.onmessage = (m: MessageEvent<WorkerEvent>) => client.receive(m.data);
    transport.attach(port);
    if (notice.generation > 1) client.reconnect(transport, notice.reason);
  }
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
