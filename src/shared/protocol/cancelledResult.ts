// The result of a search cancelled before it reached the worker (the user pressed Esc while its
// map was still being sent): the shape a search cancelled before its first expansion has, so the
// UI shows it as any other cancelled run.
import { diagonalLength, heuristicReport, type SearchQuery, type SearchResult } from '../engine/index';

/** A 'cancelled' result with nothing expanded, for a search that was never started. */
export function cancelledBeforeStart(query: SearchQuery): SearchResult {
  const o = query.options;
  return {
    status: 'cancelled',
    path: new Int32Array(0),
    cost: Infinity,
    steps: 0,
    closest: -1,
    metrics: { expanded: 0, generated: 0, reopened: 0, maxOpenSize: 0, elapsedMs: 0 },
    heuristic: heuristicReport(o.heuristic, o.algorithm, o.topology, o.weight, diagonalLength(o.diagonalCost)),
    trace: o.recordTrace
      ? { length: 0, kind: new Uint8Array(0), cell: new Int32Array(0), g: new Float64Array(0), f: new Float64Array(0), parent: new Int32Array(0) }
      : null,
  };
}
