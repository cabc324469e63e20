// The true cost of the cheapest path from every cell to a query's goal (h*), for the debugger's
// heuristic-error layer: a Dijkstra search run backwards from the goal over the moves of the query's
// rules (topology, corner rule, diagonal cost, terrain costs, height costs). Height costs are not
// symmetric, so a cell u is reached from its successor v by the forward move u → v and pays what
// the forward search pays for that move. It runs in slices (`step`), so a worker can answer pings
// in between; a 4096² map takes a few seconds.
import type { Grid } from '../grid/grid';
import { mapContext } from './mapContext';
import { planSearch } from './plan';
import { createCostField } from '../analysis/costField';
import { moveRulesOfPlan } from '../analysis/moveRules';
import type { SearchQuery } from './types';

/** A reverse Dijkstra from a goal, advanced in slices. */
export interface CostToGoal {
  /** Settles up to `n` more cells; returns true when every cell that can reach the goal is settled. */
  step(n: number): boolean;
  /** h* per cell: the cheapest cost from the cell to the goal, Infinity where the goal cannot be reached. Valid once `step` returned true. */
  result(): Float32Array;
  /** Cells settled so far (for progress reports). */
  readonly settled: number;
}

/**
 * The cost from every cell to `query.goal` under the query's rules, counted as the forward search
 * counts a path's cost: step length (1, or the diagonal cost) × cost of the cell entered, plus the
 * height term of the move (uphill and downhill priced apart) when the query has height costing.
 * Breadth-first search is searched by steps but its paths cost what the map says, so its h* is the
 * map's cost too (without heights, as its path costs are). Moves are grid moves: Theta*'s any-angle
 * paths may be cheaper than h*. Throws SearchInputError for a query the engine would refuse.
 */
export function createCostToGoal(grid: Grid, query: SearchQuery): CostToGoal {
  const ctx = mapContext(grid);
  const plan = planSearch(ctx, query);
  // The analyses' cost field, swept towards the goal: the same moves and prices the plan resolved.
  const field = createCostField(moveRulesOfPlan(ctx, plan), { origin: plan.goal, direction: 'to', limit: Infinity });
  let answer: Float32Array | null = null;
  return {
    step: (n) => field.step(n),
    result() {
      // Single precision is what the error layer reads; the sweep's own doubles go once copied.
      answer ??= Float32Array.from(field.result());
      return answer;
    },
    get settled() {
      return field.settled;
    },
  };
}
