// How a failed import or export travels from the worker to the page: a file that cannot be read
// (ImportError) or a choice the formats refuse (a picture too big: ExchangeRefusal) as its
// sentence for the user, anything else as a bug in A* Studio; and back into an error the page can
// tell apart.
import { ImportError } from '../../shared/formats/importError';
import { failureOf, type WorkerFailure } from '../workers/workerMessages';

/** Something the user asked that cannot be done (a picture beyond the largest size); the message says what to choose instead. */
export class ExchangeRefusal extends Error {
  override readonly name = 'ExchangeRefusal';
}

/** Whether `error` is a sentence for the user rather than a bug. */
export function isSentence(error: unknown): boolean {
  return error instanceof ImportError || error instanceof ExchangeRefusal;
}

/** The message for request `id` that failed with `error`. */
export function failure(id: number, error: unknown): WorkerFailure {
  return failureOf(id, error, isSentence);
}

/** The error the page raises for a failed request: one whose message is a sentence to show as it is, or a bug. */
export function errorOf(message: WorkerFailure): Error {
  return message.sentence ? new ExchangeRefusal(message.message) : new Error(`${message.message} (this is a bug in A* Studio's import and export).`);
}
