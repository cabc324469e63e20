// Runs a batch's searches on a pool of search workers: each worker keeps `perWorker` searches in
// hand (so it never waits for the next one to arrive), results are handed over as they come, and
// a cancel stops every search under way. A worker that stops mid-batch (a crash, a hang) is
// restarted by its host; the searches it held are run once more, and after `maxWorkerStops` stops
// the batch ends with a sentence saying why instead of grinding on.
import { SearchWorkerError, type MapSource, type RunningSearch, type SearchClient } from '../protocol/searchClient';
import type { BatchJob } from './plan';
import { failedOutcome, outcomeOf } from './results';
import type { BatchOutcome } from './types';

/** How a batch ended. */
export interface BatchEnd {
  status: 'complete' | 'cancelled' | 'stopped';
  /** For 'stopped': why, in one sentence that says what to do. */
  message: string | null;
  /** Workers that stopped along the way and were restarted: how each ended. */
  workerStops: string[];
}

export interface BatchRunOptions {
  /** Called once per job, in the order answers arrive. */
  onOutcome(job: BatchJob, outcome: BatchOutcome): void;
  /** Called after each answer: jobs answered and jobs in all. */
  onProgress?(done: number, total: number): void;
  /** Searches each worker is handed at once (default 2). */
  perWorker?: number;
  /** Worker stops after which the batch gives up (default 3). */
  maxWorkerStops?: number;
}

/** A batch under way. */
export interface RunningBatch {
  readonly done: Promise<BatchEnd>;
  /** Stops dispatching and cancels every search under way; `done` then resolves with 'cancelled'. */
  cancel(): void;
}

/** Runs `jobs` on `clients` (one per worker) over the map `source`. */
export function runBatch(clients: readonly SearchClient[], source: MapSource, jobs: readonly BatchJob[], options: BatchRunOptions): RunningBatch {
  if (clients.length === 0) throw new Error('runBatch needs at least one search worker.');
  const perWorker = Math.max(1, options.perWorker ?? 2);
  const maxStops = Math.max(1, options.maxWorkerStops ?? 3);
  const retries: BatchJob[] = [];
  const retried = new Set<number>();
  const active = new Set<RunningSearch>();
  /** One error per worker stop: a client fails every request it held with the same error object. */
  const stopsSeen = new WeakSet<object>();
  const workerStops: string[] = [];
  let next = 0;
  let done = 0;
  let cancelled = false;
  let stopMessage: string | null = null;

  const take = (): BatchJob | undefined => retries.shift() ?? (next < jobs.length ? jobs[next++] : undefined);
  const halt = () => {
    for (const search of active) search.cancel();
  };
  const deliver = (job: BatchJob, outcome: BatchOutcome) => {
    done++;
    options.onOutcome(job, outcome);
    options.onProgress?.(done, jobs.length);
  };
  /** A worker stopped under `job`: run it again once, and give up after too many stops. */
  const workerStopped = (job: BatchJob, error: Error) => {
    if (!stopsSeen.has(error)) {
      stopsSeen.add(error);
      workerStops.push(error.message);
      if (workerStops.length >= maxStops && stopMessage === null) {
        stopMessage = `The search workers stopped ${workerStops.length} times (the last: ${lastReason(error)}), so the batch stopped after ${done} of ${jobs.length} searches. Your map is safe; try fewer workers, fewer pairs or a smaller map.`;
        halt();
      }
    }
    if (stopMessage !== null) return;
    if (retried.has(job.id)) deliver(job, failedOutcome(`The search worker stopped twice while running this search (${lastReason(error)}).`));
    else {
      retried.add(job.id);
      retries.push(job);
    }
  };

  const lane = async (client: SearchClient): Promise<void> => {
    for (;;) {
      if (cancelled || stopMessage !== null) return;
      const job = take();
      if (!job) return;
      const search = client.search(source, job.search);
      active.add(search);
      try {
        const result = await search.result;
        if (result.status === 'cancelled' && (cancelled || stopMessage !== null)) return;
        deliver(job, outcomeOf(result));
      } catch (err) {
        const error = err instanceof Error ? err : new Error(String(err));
        // The worker's own refusals (a search it cannot run) fail one search; anything else means the worker is gone.
        if (error instanceof SearchWorkerError && error.code !== 'worker-restarted') deliver(job, failedOutcome(error.message));
        else workerStopped(job, error);
      } finally {
        active.delete(search);
      }
    }
  };

  const lanes = clients.flatMap((client) => Array.from({ length: perWorker }, () => lane(client)));
  const finished = Promise.all(lanes).then((): BatchEnd => {
    if (stopMessage !== null) return { status: 'stopped', message: stopMessage, workerStops };
    return { status: cancelled ? 'cancelled' : 'complete', message: null, workerStops };
  });
  return {
    done: finished,
    cancel: () => {
      if (cancelled) return;
      cancelled = true;
      halt();
    },
  };
}

/** The reason inside a restart sentence ("it crashed: …"), or the error's own message. */
function lastReason(error: Error): string {
  return /stopped \(([^)]*)\)/.exec(error.message)?.[1] ?? error.message;
}
