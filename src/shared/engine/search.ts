// Entry points of the engine: plan a query on a map's cached context, then run the right loop.
import type { Grid } from '../grid/grid';
import { BestFirstSearch } from './best-first';
import { BidirectionalSearch } from './bidirectional';
import { mapContext } from './map-context';
import { planSearch } from './plan';
import type { SearchQuery, SearchResult, SteppableSearch } from './types';

/**
 * A search that the caller advances with `step(n)`. Throws SearchInputError for a request the
 * engine cannot honour. The map's precomputed context is cached per grid object: after editing
 * cells in place call `invalidateSearchCache(grid)` (or bump a numeric `revision` on the grid).
 */
export function createSearch(grid: Grid, query: SearchQuery): SteppableSearch {
  const ctx = mapContext(grid);
  const plan = planSearch(ctx, query);
  return plan.options.algorithm === 'bidirectional' ? new BidirectionalSearch(ctx, plan) : new BestFirstSearch(ctx, plan);
}

/** Runs a search to the end (or to its node budget). */
export function runSearch(grid: Grid, query: SearchQuery): SearchResult {
  const search = createSearch(grid, query);
  while (!search.step(0x7fffffff));
  return search.result();
}
