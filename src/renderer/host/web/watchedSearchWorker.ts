// One search Web Worker with its client, watched and restarted (shared/protocol/watchedClient.ts):
// a Web Worker's onerror rarely fires (the service catches everything), so a watchdog pings it
// while requests are outstanding, and a crash, an unreadable message or a hang replaces it.
// terminate() ends a Web Worker on the spot, so nothing waits on a worker that will not stop.
// The host's own worker and the batch pool's use this.
import type { WorkerEvent, WorkerRequest } from '../../../shared/protocol/messages';
import { watchedClient, type WatchedClient, type WorkerWatch } from '../../../shared/protocol/watchedClient';

export type { WorkerWatch };

/** The slice of a Web Worker the host uses. */
export interface WorkerLike {
  onmessage: ((e: MessageEvent<WorkerEvent>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
  postMessage(message: WorkerRequest, transfer: Transferable[]): void;
  terminate(): void;
}

/** A search worker that restarts itself; `terminate` ends it for good (end or cancel its searches first). */
export type WatchedSearchWorker = WatchedClient;

/** Starts a worker from `createWorker` and keeps one running until `terminate`. */
export function watchedSearchWorker(createWorker: () => WorkerLike, watch: WorkerWatch = {}): WatchedSearchWorker {
  return watchedClient((reports) => {
    const w = createWorker();
    w.onmessage = (e) => reports.event(e.data);
    w.onerror = (e) => reports.failed(`it crashed: ${e.message || 'unknown error'}`);
    w.onmessageerror = () => reports.failed('it sent a message that could not be read');
    return { post: (request, transfer) => w.postMessage(request, transfer), end: () => w.terminate() };
  }, watch);
}
