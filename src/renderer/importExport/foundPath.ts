// The path File › Export's path items write: the live path's answer while the map shows it (a route
// through waypoints with its legs), else the last search's, only when it found one and the map,
// start and goal are still as it searched them. Otherwise the sentence that says what to do first.
import type { SearchOptions, SearchResult } from '../../shared/engine/index';
import type { LivePaths } from '../live/livePaths.svelte';
import type { Run } from '../runs/run.svelte';
import type { MapDocument } from '../state/document.svelte';
import type { SearchRuns } from '../runs/searchRuns.svelte';

/** A search (or a route of searches) that found a path on the map as it is now. */
export interface FoundPath {
  /** The debugger's run it came from (its explored cells can go in a picture); null for the live path's answer. */
  run: Run | null;
  result: SearchResult;
  options: SearchOptions;
  start: number;
  goal: number;
  /** A route's waypoints and legs; null for a path without waypoints. */
  route: { waypoints: readonly number[]; legs: readonly SearchResult[] } | null;
}

/** The path to export, or the sentence saying why there is none. */
export function foundPath(runs: SearchRuns, doc: MapDocument, live: LivePaths): FoundPath | string {
  const answer = runs.pane.live;
  if (live.shows(runs, runs.pane, doc) && answer) {
    if (answer.version !== doc.version) return 'The live path is still being found for your last change; export again in a moment.';
    const { route } = answer;
    const problem = statusProblem(route.result, 'The path');
    if (problem) return problem;
    const waypoints = doc.waypoints;
    return { run: null, result: route.result, options: answer.options, start: doc.start, goal: doc.goal, route: waypoints.length > 0 ? { waypoints, legs: route.legs.map((l) => l.result) } : null };
  }
  if (doc.waypoints.length > 0) return 'The route through the waypoints is the live path’s: switch on View › Live path, then export it.';
  const run = runs.run;
  if (!run) return 'There is no path to export yet: run the search first (F9).';
  const result = run.result;
  if (!result) return 'The search has not reached its end yet: run it to the end first (F9, or End in the debugger), then export its path.';
  if (runs.isStale(doc)) return 'The map, start or goal changed since the last search: run the search again (F9), then export its path.';
  const problem = statusProblem(result, 'The last search');
  if (problem) return problem;
  const { query } = run;
  return { run, result, options: query.options, start: query.start, goal: query.goal, route: null };
}

/** Why `result` has no path to export (`what` found none…), or null. */
function statusProblem(result: SearchResult, what: string): string | null {
  if (result.status === 'unreachable') return `${what} found no path: the goal (or a waypoint) cannot be reached. Move the markers, or open a way, and try again.`;
  if (result.status !== 'found' || result.path.length === 0) return `${what} stopped before it found a path: run the search to its end first (F9).`;
  return null;
}
