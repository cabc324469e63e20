// A request the search worker (or the client, for a worker that went away) could not answer, with
// a message meant for the user.
import type { WorkerErrorCode } from './messages';

export class SearchWorkerError extends Error {
  constructor(
    readonly code: WorkerErrorCode | 'worker-restarted',
    message: string,
  ) {
    super(message);
    this.name = 'SearchWorkerError';
  }
}
