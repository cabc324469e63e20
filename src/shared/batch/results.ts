// Collects a batch's answers as they arrive (in any order) and turns them into records: each
// query searched by each configuration, with the optimum it is measured against.
import type { SearchResult } from '../engine/types';
import type { BatchJob, BatchPlan } from './plan';
import type { BatchOutcome, BatchRecord } from './types';

/** A search's answer as a batch keeps it (no path: a batch of thousands keeps only figures). */
export function outcomeOf(result: SearchResult): BatchOutcome {
  const m = result.metrics;
  return { status: result.status, cost: result.cost, expanded: m.expanded, generated: m.generated, timeMs: m.elapsedMs, message: null };
}

/** A search that could not run: the worker's sentence. */
export function failedOutcome(message: string): BatchOutcome {
  return { status: 'error', cost: Infinity, expanded: 0, generated: 0, timeMs: 0, message };
}

export class BatchResults {
  /** Configuration searches by job id. */
  private readonly searches = new Map<number, { job: BatchJob; outcome: BatchOutcome }>();
  /** Optimum-search costs by `query index|movement key`; null when the goal cannot be reached. */
  private readonly optima = new Map<string, number | null>();
  /** Configuration search outcomes by `query index|configuration`. */
  private readonly byPair = new Map<string, BatchOutcome>();

  constructor(private readonly plan: BatchPlan) {}

  /** Keeps one answer. */
  add(job: BatchJob, outcome: BatchOutcome): void {
    if (job.config === null) this.optima.set(`${job.query.index}|${job.movement}`, outcome.status === 'found' ? outcome.cost : null);
    else {
      this.searches.set(job.id, { job, outcome });
      this.byPair.set(`${job.query.index}|${job.config}`, outcome);
    }
  }

  /** Searches answered so far. */
  get size(): number {
    return this.searches.size;
  }

  /** The records of every configuration search answered, in plan order (query by query, configurations in order). */
  records(): BatchRecord[] {
    return [...this.searches.values()]
      .sort((a, b) => a.job.id - b.job.id)
      .map(({ job, outcome }) => ({ ...outcome, query: job.query, config: job.config!, optimal: this.optimumFor(job) }));
  }

  private optimumFor(job: BatchJob): number | null {
    const source = this.plan.optimum[job.config!]!;
    if (source.kind === 'listed') return job.query.listedOptimal;
    if (source.byConfig === null) return this.optima.get(`${job.query.index}|${source.movement}`) ?? null;
    const exact = this.byPair.get(`${job.query.index}|${source.byConfig}`);
    return exact?.status === 'found' ? exact.cost : null;
  }
}
