// What the dedicated search loops (jumpGraphLoop.ts, jpsw/jpswLoop.ts) return after a slice:
// numbers, as their hot paths return them, and the status each ends a search with.
import type { SearchStatus } from './types';

export const LOOP_RUNNING = 0, LOOP_FOUND = 1, LOOP_UNREACHABLE = 2, LOOP_BUDGET = 3;

/** The status a loop's outcome ends the search with; null while it runs. */
export const LOOP_STATUS: readonly (SearchStatus | null)[] = [null, 'found', 'unreachable', 'budget'];

/** The counters such a loop carries across slices (its state's), copied into the search's metrics. */
export interface LoopCounters {
  expanded: number;
  generated: number;
  maxOpen: number;
}
