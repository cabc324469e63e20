// The vocabulary of a batch run: the configurations compared, the start/goal pairs (queries) they
// all search, and what each search answered. Cells are flat indices (y * width + x).
import type { SearchOptions, SearchStatus } from '../engine/types';

/** One configuration a batch runs every query through (a compare pane, a --config). */
export interface BatchConfig {
  /** How tables, charts and rows name it: "A* octile", "jps". */
  label: string;
  options: SearchOptions;
}

/** One start/goal pair of a batch. */
export interface BatchQuery {
  /** Position in the batch, from 0; rows and charts use it. */
  index: number;
  start: number;
  goal: number;
  /** The optimal cost a scenario file lists for the pair (MovingAI's movement rules); null otherwise. */
  listedOptimal: number | null;
}

/** How one search of a batch ended: the engine's statuses, or 'error' when it could not run. */
export type BatchStatus = SearchStatus | 'error';

/** What one search of a batch answered. */
export interface BatchOutcome {
  status: BatchStatus;
  /** Path cost when found; Infinity otherwise. */
  cost: number;
  expanded: number;
  generated: number;
  /** The engine's own search time in the worker (messaging not included). */
  timeMs: number;
  /** Why it failed, for 'error': one sentence. */
  message: string | null;
}

/** A query searched by one configuration, with the optimum it is measured against. */
export interface BatchRecord extends BatchOutcome {
  query: BatchQuery;
  /** Index into the batch's configurations. */
  config: number;
  /** The optimal cost under this configuration's movement rules; null when unknown (no path, or not computed). */
  optimal: number | null;
}
