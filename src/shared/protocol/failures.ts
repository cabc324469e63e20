// What a worker answers when a request fails: the error event for what was thrown, with a sentence
// for the user. Their mistakes (a setting out of bounds, a condition that does not compile) say
// what to change; running out of memory says how to need less; anything else is our bug.
import { SearchInputError } from '../engine/index';
import { ConditionError } from '../debug/expression';
import type { WorkerEventOf } from './messages';
import { MalformedQueryError } from './runQueries';

/** The error event answering request `requestId`, which failed with `err`. */
export function failureOf(requestId: number, err: unknown): WorkerEventOf<'error'> {
  if (err instanceof SearchInputError || err instanceof ConditionError) return { kind: 'error', requestId, code: 'invalid-search', message: err.message };
  if (err instanceof MalformedQueryError)
    return { kind: 'error', requestId, code: 'malformed-request', message: `${err.message} This is a bug in A* Studio; please report it.` };
  if (err instanceof RangeError && /allocat|memory|length/i.test(err.message))
    return {
      kind: 'error',
      requestId,
      code: 'internal',
      message: 'The search ran out of memory. Turn off “Record every step”, set a node budget, or search a smaller map.',
    };
  const detail = err instanceof Error ? err.message : String(err);
  return {
    kind: 'error',
    requestId,
    code: 'internal',
    message: `The search failed unexpectedly (${detail}). Your map is unchanged; try again, and report the bug if it repeats.`,
  };
}
