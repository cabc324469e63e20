// What the parts of the search client (map uploads, live lanes) need of it: request ids, requests
// whose answer they wait for, one-way messages and cancels. One wire per client, so its parts
// share its ids and its table of answers waited for.
import type { WorkerEvent, WorkerRequest } from './messages';

export interface ClientWire {
  /** A new request id. */
  nextId(): number;
  /** Sends `request` and resolves with its answer (rejects with a SearchWorkerError on an error). */
  request(request: WorkerRequest, transfer: ArrayBuffer[]): Promise<WorkerEvent>;
  /** Sends `request` with no answer awaited; throws when the worker is gone. */
  post(request: WorkerRequest): void;
  /** Stops request `requestId` if it is still under way. */
  cancel(requestId: number): void;
}
