// The path File › Export's path items write: the last search's, only when it found one and the map,
// start and goal are still as it searched them. Otherwise the sentence that says what to do first.
import type { SearchResult } from '../../shared/engine/index';
import type { Run } from '../runs/run.svelte';
import type { MapDocument } from '../state/document.svelte';
import type { SearchRuns } from '../runs/searchRuns.svelte';

/** A search that found a path on the map as it is now. */
export interface FoundPath {
  run: Run;
  result: SearchResult;
}

/** The path to export, or the sentence saying why there is none. */
export function foundPath(runs: SearchRuns, doc: MapDocument): FoundPath | string {
  const run = runs.run;
  if (!run) return 'There is no path to export yet: run the search first (F9).';
  const result = run.result;
  if (!result) return 'The search has not reached its end yet: run it to the end first (F9, or End in the debugger), then export its path.';
  if (runs.isStale(doc)) return 'The map, start or goal changed since the last search: run the search again (F9), then export its path.';
  if (result.status === 'unreachable') return 'The last search found no path: the goal cannot be reached from the start. Move the start or goal, or open a way, and run the search again.';
  if (result.status !== 'found' || result.path.length === 0) return 'The last search stopped before it found a path: run the search to its end first (F9).';
  return { run, result };
}
