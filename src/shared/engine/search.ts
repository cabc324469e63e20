// Entry points of the engine: plan a query on a map's cached context, then run the right loop.
import type { Grid } from '../grid/grid';
import { BestFirstSearch } from './best-first';
import { BidirectionalSearch } from './bidirectional';
import { H_OCTILE } from './heuristics';
import { JumpGraphSearch } from './jump-graph-search';
import { JpswSearch } from './jpsw/jpsw-search';
import { prepareWeightedJumps } from './jpsw/weighted-jumps';
import { mapContext } from './map-context';
import { planSearch } from './plan';
import { DEFAULT_SEARCH_OPTIONS, type SearchQuery, type SearchResult, type SteppableSearch } from './types';

/**
 * A search that the caller advances with `step(n)`. Throws SearchInputError for a request the
 * engine cannot honour. The map's precomputed context is cached per grid object: after editing
 * cells in place call `invalidateSearchCache(grid)` (or bump a numeric `revision` on the grid).
 */
export function createSearch(grid: Grid, query: SearchQuery): SteppableSearch {
  const ctx = mapContext(grid);
  const plan = planSearch(ctx, query);
  const algorithm = plan.options.algorithm;
  if (algorithm === 'jpsw') return new JpswSearch(ctx, plan);
  // Untraced JPS with the octile estimate and a g tie-break reads the map's jump graph; the rest
  // (a trace, other estimates or tie-breaks, maps too large for a jump table) the best-first loop.
  if (algorithm === 'jps' && !plan.options.recordTrace && plan.heuristic === H_OCTILE && !plan.reopen && !plan.tieBySequence && ctx.jumpTable() !== null)
    return new JumpGraphSearch(ctx, plan);
  return algorithm === 'bidirectional' ? new BidirectionalSearch(ctx, plan) : new BestFirstSearch(ctx, plan);
}

/**
 * Prepares everything `createSearch(grid, query)` would compute from the map (terrain counts,
 * move masks, jump tables), pausing at each `yield` so a worker can handle a cancel in between:
 * on a 4096² map that is most of a second of work before the first expansion. Optional: a search
 * created without it prepares the same at once.
 */
export function* prepareSearch(grid: Grid, query: SearchQuery): Generator<void, void, void> {
  const o = query.options ?? DEFAULT_SEARCH_OPTIONS;
  const algorithm = o.algorithm ?? DEFAULT_SEARCH_OPTIONS.algorithm;
  const ctx = mapContext(grid);
  yield* ctx.prepare(o.topology ?? DEFAULT_SEARCH_OPTIONS.topology, o.cornerRule ?? DEFAULT_SEARCH_OPTIONS.cornerRule, algorithm === 'jps');
  if (algorithm === 'jpsw') yield* prepareWeightedJumps(ctx);
}

/** Runs a search to the end (or to its node budget). */
export function runSearch(grid: Grid, query: SearchQuery): SearchResult {
  const search = createSearch(grid, query);
  while (!search.step(0x7fffffff));
  return search.result();
}
