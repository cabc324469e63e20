// The desktop host: the preload bridge for app IPC, and a MessagePort straight to the utility-
// process search worker (main only brokers it; a new port arrives after every worker restart).
// Main's SearchHost watches the worker for hangs (it pings it over its parentPort), so a hung
// worker reaches this side as a restart like any other: a new port with a new generation.
import { SEARCH_PORT_MESSAGE, type PreloadApi, type SearchWorkerNotice } from '../../shared/ipc/contract';
import type { WorkerEvent, WorkerRequest } from '../../shared/protocol/messages';
import { SearchClient, type SearchTransport } from '../../shared/protocol/searchClient';
import type { Host } from './host';
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

  return {
    kind: 'electron',
    search,
    onWorkerRestart: (l) => restarts.add(l),
    onMenuCommand: (l) => api.on('app:menu-command', l),
    appInfo: () => api.invoke('app:get-info'),
  };
}
