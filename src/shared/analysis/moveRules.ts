// The movement rules an analysis walks the map by: the same moves, corner rule and costs a search
// with these options would use (planned by the engine, so a refusal is the engine's sentence), and
// the map's arrays, gathered once so each analysis loop reads plain locals.
import type { Grid } from '../grid/grid';
import { mapContext, type MapContext } from '../engine/mapContext';
import type { MoveTable } from '../engine/moves';
import { planSearch, type SearchPlan } from '../engine/plan';
import { DEFAULT_SEARCH_OPTIONS, type CornerRule, type SearchOptions } from '../engine/types';

export interface MoveRules {
  width: number;
  height: number;
  cells: number;
  hex: boolean;
  /** When a diagonal may pass a wall (square8 only); blocking a cell may remove the diagonals beside it. */
  cornerRule: CornerRule;
  /** Allowed moves per cell (bit d: direction d of `table`); 0 on walls. */
  mask: Uint8Array;
  table: MoveTable;
  terrain: Uint8Array;
  /** Cost multiplier per palette index. */
  typeCost: Float64Array;
  typePassable: Uint8Array;
  /** Heights when the options price height changes, else null. */
  heights: Int16Array | null;
  uphill: number;
  downhill: number;
}

/**
 * The rules of `options` on `grid`. Searches by steps (breadth-first search) still price moves by
 * the map here: an analysis answers what a move costs, not how one algorithm counts. Throws the
 * engine's SearchInputError for options it would refuse (a bad cost, a weight out of bounds).
 */
export function moveRules(grid: Grid, options: Partial<SearchOptions> = {}): MoveRules {
  const ctx = mapContext(grid);
  const plan = planSearch(ctx, { start: 0, goal: 0, options: { ...DEFAULT_SEARCH_OPTIONS, ...options, algorithm: 'dijkstra' } });
  return moveRulesOfPlan(ctx, plan);
}

/** The moves and prices a planned search walks by (the cost to the goal sweeps the same). */
export function moveRulesOfPlan(ctx: MapContext, plan: SearchPlan): MoveRules {
  const o = plan.options;
  return {
    width: ctx.width,
    height: ctx.height,
    cells: ctx.cells,
    hex: o.topology === 'hex',
    cornerRule: o.cornerRule,
    mask: ctx.moveMask(o.topology, o.cornerRule),
    table: ctx.moveTable(o.topology, plan.diagonal),
    terrain: ctx.terrain,
    typeCost: ctx.typeCost,
    typePassable: ctx.typePassable,
    heights: plan.heightCost ? ctx.heights : null,
    uphill: o.heightCosting?.uphill ?? 0,
    downhill: o.heightCosting?.downhill ?? 0,
  };
}

/**
 * The neighbour of `c` (at x, y) in direction `d` of the rules' table: a square move's offset is the
 * same on every row, a hex move's depends on the row's parity.
 */
export function neighbour(rules: MoveRules, c: number, y: number, d: number): number {
  return c + rules.table.offset[(rules.hex ? (y & 1) << 3 : 0) + d]!;
}

/** What the move from `from` into `to` in direction `d` costs: step length × the entered cell's cost, plus the height term. */
export function moveCost(rules: MoveRules, from: number, to: number, d: number): number {
  let cost = rules.table.length[d]! * rules.typeCost[rules.terrain[to]!]!;
  const heights = rules.heights;
  if (heights !== null) {
    const dh = heights[to]! - heights[from]!;
    cost += dh > 0 ? rules.uphill * dh : -rules.downhill * dh;
  }
  return cost;
}
