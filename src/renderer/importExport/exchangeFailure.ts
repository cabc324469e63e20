// How a failed import or export travels from the worker to the page: a file that cannot be read
// (ImportError) or a choice the formats refuse (a picture too big: ExchangeRefusal) as its
// sentence for the user, anything else as a bug in A* Studio; and back into an error the page can
// tell apart.
import { ImportError } from '../../shared/formats/import-error';
import type { ExchangeMessage } from './exchangeProtocol';

/** Something the user asked that cannot be done (a picture beyond the largest size); the message says what to choose instead. */
export class ExchangeRefusal extends Error {
  override readonly name = 'ExchangeRefusal';
}

/** The message for request `id` that failed with `error`. */
export function failure(id: number, error: unknown): Extract<ExchangeMessage, { kind: 'failed' }> {
  const message = error instanceof Error ? error.message : String(error);
  return { id, kind: 'failed', message, sentence: error instanceof ImportError || error instanceof ExchangeRefusal };
}

/** The error the page raises for a failed request: one whose message is a sentence to show as it is, or a bug. */
export function errorOf(message: Extract<ExchangeMessage, { kind: 'failed' }>): Error {
  return message.sentence ? new ExchangeRefusal(message.message) : new Error(`${message.message} (this is a bug in A* Studio's import and export).`);
}
