// Entry points of the engine: plan a query on a map's cached context, then run the loop the
// algorithm's catalog entry names (a faster one where that loop applies).
import type { Grid } from '../grid/grid';
import { BestFirstSearch } from './bestFirst';
import { BidirectionalSearch } from './bidirectional';
import { algorithmInfo, isAlgorithmName, type SearchLoopName } from './catalog';
import { H_OCTILE } from './heuristics';
import { JumpGraphSearch } from './jumpGraphSearch';
import { JpswSearch } from './jpsw/jpswSearch';
import { prepareWeightedJumps } from './jpsw/weightedJumps';
import { TurnCostBidirectional } from './turnCost/turnCostBidirectional';
import { TurnCostSearch } from './turnCost/turnCostSearch';
import { mapContext, type MapContext } from './mapContext';
import { JUMP_POINTS, planSearch, type SearchPlan } from './plan';
import { DEFAULT_SEARCH_OPTIONS, type SearchQuery, type SearchResult, type SteppableSearch } from './types';

/** A loop that runs searches: its class, and what it prepares from a map beyond the move masks. */
interface SearchLoop {
  create(ctx: MapContext, plan: SearchPlan): SteppableSearch;
  /** For a faster loop an algorithm names: whether it can run this plan (else the algorithm's own loop does). */
  handles?(ctx: MapContext, plan: SearchPlan): boolean;
  prepare?(ctx: MapContext): Generator<void, void, void>;
}

/** The loops by their catalog names: a new loop is its class and one entry here. */
const LOOPS: Readonly<Record<SearchLoopName, SearchLoop>> = {
  'best-first': { create: (ctx, plan) => new BestFirstSearch(ctx, plan) },
  // The jump graph holds JPS's successors for the octile estimate and a g tie-break, untraced, on
  // maps small enough for a jump table; the best-first loop takes the rest.
  'jump-graph': {
    create: (ctx, plan) => new JumpGraphSearch(ctx, plan),
    handles: (ctx, plan) => !plan.options.recordTrace && plan.heuristic === H_OCTILE && !plan.reopen && !plan.tieBySequence && ctx.jumpTable() !== null,
  },
  bidirectional: { create: (ctx, plan) => new BidirectionalSearch(ctx, plan) },
  jpsw: { create: (ctx, plan) => new JpswSearch(ctx, plan), prepare: prepareWeightedJumps },
};

/**
 * A search that the caller advances with `step(n)`. Throws SearchInputError for a request the
 * engine cannot honour. The map's precomputed context is cached per grid object: after editing
 * cells in place call `invalidateSearchCache(grid)` (or bump a numeric `revision` on the grid).
 */
export function createSearch(grid: Grid, query: SearchQuery): SteppableSearch {
  const ctx = mapContext(grid);
  const plan = planSearch(ctx, query);
  const info = algorithmInfo(plan.options.algorithm);
  // A turn cost makes states of (cell, heading): loops of their own, so the cell loops keep their speed.
  if (plan.turnCost > 0) return info.sides === 2 ? new TurnCostBidirectional(ctx, plan) : new TurnCostSearch(ctx, plan);
  const fast = info.fastLoop === null ? null : LOOPS[info.fastLoop];
  return (fast?.handles?.(ctx, plan) ? fast : LOOPS[info.loop]).create(ctx, plan);
}

/**
 * createSearch for a map as it stands, building none of JPS's preparations it lacks: when the jump
 * table and graph are not current (an edit changed passability, or the map is too large for them),
 * JPS scans its runs on the map. A live answer after an edit uses it: rebuilding the jump graph of a
 * 1024² map takes about a second, a scanning JPS on it milliseconds.
 */
export function createSearchAsPrepared(grid: Grid, query: SearchQuery): SteppableSearch {
  const ctx = mapContext(grid);
  const plan = planSearch(ctx, query);
  if (plan.turnCost > 0 || plan.policy !== JUMP_POINTS || algorithmInfo(plan.options.algorithm).loop !== 'best-first' || ctx.jumpGraphHeld()) return createSearch(grid, query);
  return new BestFirstSearch(ctx, plan, true);
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
  // An unknown name prepares the masks alone; createSearch then refuses it with a sentence.
  const info = isAlgorithmName(algorithm) ? algorithmInfo(algorithm) : null;
  const ctx = mapContext(grid);
  yield* ctx.prepare(o.topology ?? DEFAULT_SEARCH_OPTIONS.topology, o.cornerRule ?? DEFAULT_SEARCH_OPTIONS.cornerRule, info?.successors === 'jump-points');
  const prepare = info === null ? undefined : LOOPS[info.loop].prepare;
  if (prepare) yield* prepare(ctx);
}

/** Runs a search to the end (or to its node budget). */
export function runSearch(grid: Grid, query: SearchQuery): SearchResult {
  const search = createSearch(grid, query);
  while (!search.step(0x7fffffff));
  return search.result();
}
