// One search Web Worker with its client, watched and restarted: a Web Worker's onerror rarely
// fires (the service catches everything), so a watchdog pings it while requests are outstanding,
// and a crash, an unreadable message or a hang replaces it. The client survives the restart and
// fails what was under way with the reason. The host's own worker and the batch pool's use this.
import type { WorkerEvent, WorkerRequest } from '../../../shared/protocol/messages';
import { SearchClient, type SearchTransport } from '../../../shared/protocol/searchClient';
import { Watchdog, type WatchdogOptions } from '../../../shared/protocol/watchdog';
import { Listeners } from '../../../shared/listeners';

/** The slice of a Web Worker the host uses. */
export interface WorkerLike {
  onmessage: ((e: MessageEvent<WorkerEvent>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
  postMessage(message: WorkerRequest, transfer: Transferable[]): void;
  terminate(): void;
}

/** The watchdog's timers and limits (defaults: ping every second, hung after 5 s of silence). */
export type WorkerWatch = Pick<WatchdogOptions, 'timers' | 'pingEveryMs' | 'hungAfterMs'>;

/** A search worker that restarts itself; `terminate` ends it for good (end or cancel its searches first). */
export interface WatchedSearchWorker {
  readonly client: SearchClient;
  /** Called with how the worker ended each time it is replaced. */
  onRestart(listener: (reason: string) => void): () => void;
  terminate(): void;
}

/** Starts a worker from `createWorker` and keeps one running until `terminate`. */
export function watchedSearchWorker(createWorker: () => WorkerLike, watch: WorkerWatch = {}): WatchedSearchWorker {
  const restarts = new Listeners<string>();
  let worker: WorkerLike;
  let watchdog: Watchdog;
  let ended = false;
  const transport: SearchTransport = {
    post: (request: WorkerRequest, transfer: ArrayBuffer[]) => {
      if (ended) throw new Error('This search worker was stopped; start a new one.');
      worker.postMessage(request, transfer);
      watchdog.sent(request); // only once it left: a request that could not be sent is not awaited
    },
  };
  const client = new SearchClient(transport);

  const start = () => {
    const w = createWorker();
    worker = w;
    watchdog = new Watchdog({
      ...watch,
      // The client's ping fails when the worker is replaced; the watchdog hears the pong itself.
      ping: () => void client.ping().catch(() => {}),
      onHung: (reason) => restart(w, reason),
    });
    w.onmessage = (e) => {
      watchdog.received(e.data);
      client.receive(e.data);
    };
    w.onerror = (e) => restart(w, `it crashed: ${e.message || 'unknown error'}`);
    w.onmessageerror = () => restart(w, 'it sent a message that could not be read');
  };
  const restart = (w: WorkerLike, reason: string) => {
    if (w !== worker || ended) return; // a report from a worker already replaced
    watchdog.stop();
    w.terminate();
    start();
    client.reconnect(transport, reason);
    restarts.emit(reason);
  };
  start();

  return {
    client,
    onRestart: (l) => restarts.add(l),
    terminate: () => {
      if (ended) return;
      ended = true;
      watchdog.stop();
      worker.terminate();
    },
  };
}
