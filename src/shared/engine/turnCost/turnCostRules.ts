// What a turn cost asks of a search, from the catalog's facts: which algorithms take one (the rest
// are refused with a sentence naming those that do), the map size its (cell, heading) states allow,
// and that such a search records no steps for the debugger (its trace would be of states, which
// the trace store, made for cells, cannot replay): it runs untraced and the app says so.
import { ALGORITHMS, TURN_COST_MAX_CELLS, algorithmInfo, type AlgorithmChoice } from '../catalog';
import type { SearchOptions } from '../types';

/** The algorithms that take a turn cost, as a person reads them ("A*, Weighted A*, Dijkstra or Bidirectional A*"). */
function takers(): string {
  const labels = ALGORITHMS.filter((a) => a.turnCosts).map((a) => a.label);
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** Why `info`'s algorithm cannot search `options`' turn cost on a map of `cells`, as a sentence; null when it can (or there is none). */
export function turnCostRefusal(info: AlgorithmChoice, options: SearchOptions, cells: number): string | null {
  if (!(options.turnCost > 0)) return null;
  if (!info.turnCosts) {
    const why = info.successors === 'jump-points' ? ' (its jumps pass the cells where a path could turn)'
      : info.anyAngle ? ' (its straight lines have no grid headings)'
      : !info.countsCost || info.countsMoves ? ' (it does not count path costs)' : '';
    return `${info.label} cannot add a turn cost${why}; set Turn cost to 0, or choose ${takers()} instead.`;
  }
  if (cells > TURN_COST_MAX_CELLS)
    return `A search with a turn cost runs on maps of up to ${TURN_COST_MAX_CELLS.toLocaleString('en-US')} cells (2048 × 2048); this map has ${cells.toLocaleString('en-US')}. Set Turn cost to 0 on this map.`;
  return null;
}

/** Whether a search with `options` records its steps: "Record every step" is on, the algorithm can, and no turn cost is set. */
export function recordsStepsWith(options: Pick<SearchOptions, 'algorithm' | 'recordTrace' | 'turnCost'>): boolean {
  return options.recordTrace && algorithmInfo(options.algorithm).recordsTrace && !(options.turnCost > 0);
}

/** What the app says of a search with a turn cost that cannot be stepped or show its explored cells. */
export const TURN_COST_UNTRACED = 'A search with a turn cost records no steps (it searches cell and heading together), so it shows its path and figures only; set Turn cost to 0 to step through a search.';
