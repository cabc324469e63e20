// A SearchClient whose worker is watched and replaced: a watchdog pings the worker while requests
// are outstanding, and a crash, an exit, an unreadable message or a hang ends that worker and
// starts another at once. The client survives the restart and fails what was under way with the
// reason. Transport-free: the web host connects Web Workers, the CLI child processes.
import type { WorkerEvent, WorkerRequest } from './messages';
import { SearchClient, type SearchTransport } from './searchClient';
import { Watchdog, type WatchdogOptions } from './watchdog';
import { Listeners } from '../listeners';

/** The watchdog's timers and limits (defaults: ping every second, hung after 5 s of silence, 60 s to start). */
export type WorkerWatch = Pick<WatchdogOptions, 'timers' | 'pingEveryMs' | 'hungAfterMs' | 'startAfterMs'>;

/** What a worker it started reports back. */
export interface WorkerReports {
  /** The worker sent `event`. */
  event(event: WorkerEvent): void;
  /** The worker is gone or unusable; `reason` completes "The search worker stopped (…)". */
  failed(reason: string): void;
}

/** One started worker, as the watcher uses it. */
export interface WorkerConnection {
  /** Sends a request (throws if it cannot). */
  post(request: WorkerRequest, transfer: ArrayBuffer[]): void;
  /** Ends the worker for good: it is being replaced, or the client is closed. Must not wait for it. */
  end(): void;
}

/** A search worker that restarts itself; `terminate` ends it for good (end or cancel its searches first). */
export interface WatchedClient {
  readonly client: SearchClient;
  /** Called with how the worker ended each time it is replaced. */
  onRestart(listener: (reason: string) => void): () => void;
  terminate(): void;
}

/** Starts a worker with `connect` and keeps one running until `terminate`. */
export function watchedClient(connect: (reports: WorkerReports) => WorkerConnection, watch: WorkerWatch = {}): WatchedClient {
  const restarts = new Listeners<string>();
  let worker: WorkerConnection;
  let watchdog: Watchdog;
  let ended = false;
  const transport: SearchTransport = {
    post: (request, transfer) => {
      if (ended) throw new Error('This search worker was stopped; start a new one.');
      worker.post(request, transfer);
      watchdog.sent(request); // only once it left: a request that could not be sent is not awaited
    },
  };
  const client = new SearchClient(transport);

  const start = () => {
    // Reports from a worker already replaced are ignored: `mine` is only ever this start's.
    let mine: WorkerConnection | null = null;
    const dog = new Watchdog({
      ...watch,
      // The client's ping fails when the worker is replaced; the watchdog hears the pong itself.
      ping: () => void client.ping().catch(() => {}),
      onHung: (reason) => mine && restart(mine, reason),
    });
    watchdog = dog;
    mine = connect({
      event: (event) => {
        if (mine !== worker || ended) return;
        dog.received(event);
        client.receive(event);
      },
      failed: (reason) => mine && restart(mine, reason),
    });
    worker = mine;
  };
  const restart = (gone: WorkerConnection, reason: string) => {
    if (gone !== worker || ended) return; // a report from a worker already replaced
    watchdog.stop();
    gone.end();
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
      worker.end();
    },
  };
}
