// The heuristic lab: where a search's heuristic lies on a map, for a goal. Two maps: h − h* per cell
// (h* the exact cost to the goal, engine/costToGoal.ts; positive where h overestimates, so the
// heuristic is inadmissible there), and per cell the worst consistency violation over its moves
// (h(n) > c(n, n') + h(n')), with counts and the worst cells. h is the heuristic as the search
// orders by it: weight × cheapest terrain × distance, computed by the trace's own replay frame
// (trace/frame.ts), so whatever heuristic the plan carries is the one measured. A job in slices:
// the cost to the goal first, then the cells a band of rows at a time.
import type { Grid } from '../grid/grid';
import { createCostToGoal } from '../engine/costToGoal';
import { mapContext } from '../engine/mapContext';
import { NEIGHBOURS, planSearch } from '../engine/plan';
import { distanceToTarget, replayFrame } from '../engine/trace/frame';
import type { SearchOptions } from '../engine/types';
import { moveCost, moveRulesOfPlan, neighbour } from './moveRules';

/** What the lab is asked: the heuristic of `options` measured towards `goal`. */
export interface HeuristicLabAsk {
  what: 'heuristic';
  goal: number;
  options: SearchOptions;
}

export interface HeuristicLabAnswer {
  what: 'heuristic';
  /** Per cell h − h*: positive where h overestimates; NaN where the goal cannot be reached (walls included). */
  error: Float32Array;
  /** Per cell the largest h(n) − c(n, n') − h(n') over its moves where that is positive, else 0. */
  violation: Float32Array;
  /** Cells from which the goal can be reached (where h* is known). */
  reached: number;
  /** Cells where h > h*, and the largest h − h*. */
  overestimates: number;
  worstOverestimate: number;
  /** Up to WORST_CELLS cells with the largest overestimates, largest first. */
  worstOverestimated: Int32Array;
  /** Moves checked, moves where h drops by more than the move costs, the cells they leave from, and the largest drop beyond the cost. */
  moves: number;
  inconsistentMoves: number;
  inconsistentCells: number;
  worstViolation: number;
  /** Up to WORST_CELLS cells with the largest violations, largest first. */
  worstInconsistent: Int32Array;
}

/** The typed arrays an answer holds (moved, not copied, to whoever asked). */
export function heuristicLabBuffers(answer: HeuristicLabAnswer): ArrayBufferView[] {
  return [answer.error, answer.violation, answer.worstOverestimated, answer.worstInconsistent];
}

/** How many of the worst cells an answer lists. */
export const WORST_CELLS = 5;
/** Cells the cost to the goal settles, or the sweep checks, per slice. */
const SLICE = 1 << 18;
/**
 * Differences below this fraction of the values compared read as none: h* is kept in single
 * precision (as the debugger's error layer, trace/layers.ts), and the moves' costs are sums of
 * doubles, so an exact heuristic would otherwise show a speckle of tiny errors.
 */
export const LAB_TOLERANCE = 2 ** -20;

/** The job for `ask` on `grid`; throws the engine's SearchInputError for options or a goal it would refuse. */
export function heuristicLabJob(grid: Grid, ask: HeuristicLabAsk): { step(): boolean; answer(): HeuristicLabAnswer } {
  const ctx = mapContext(grid);
  const plan = planSearch(ctx, { start: ask.goal, goal: ask.goal, options: ask.options });
  const cost = createCostToGoal(grid, { start: ask.goal, goal: ask.goal, options: ask.options });
  // The replay frame's h is the search's own; neighbour moves need no jump tables.
  const frame = replayFrame(ctx, { ...plan, policy: NEIGHBOURS });
  const rules = moveRulesOfPlan(ctx, plan);
  const { width, cells } = ctx;
  // Computed per cell and move rather than kept: a 4096² map's h would take 128 MB.
  const h = (c: number) => frame.hScale * distanceToTarget(frame, 0, c);
  const error = new Float32Array(cells).fill(NaN), violation = new Float32Array(cells);
  const over = new WorstCells(), inconsistent = new WorstCells();
  let hStar: Float32Array | null = null, row = 0;
  let reached = 0, overestimates = 0, moves = 0, inconsistentMoves = 0, inconsistentCells = 0;

  function sweepRow(y: number): void {
    const { mask, table, typePassable, terrain } = rules, count = table.count, star = hStar!;
    for (let c = y * width, end = c + width; c < end; c++) {
      if (typePassable[terrain[c]!] !== 1) continue;
      const hc = h(c), truth = star[c]!;
      if (truth !== Infinity) {
        reached++;
        const e = hc - truth;
        const off = Math.abs(e) <= LAB_TOLERANCE * (truth > 1 ? truth : 1) ? 0 : e;
        error[c] = off;
        if (off > 0) {
          overestimates++;
          over.offer(c, off);
        }
      }
      let worst = 0;
      for (let d = 0, allowed = mask[c]!; d < count; d++) {
        if ((allowed & (1 << d)) === 0) continue;
        const n = neighbour(rules, c, y, d), step = moveCost(rules, c, n, d), drop = hc - step - h(n);
        moves++;
        if (drop <= LAB_TOLERANCE * (hc > 1 ? hc : 1)) continue;
        inconsistentMoves++;
        if (drop > worst) worst = drop;
      }
      if (worst > 0) {
        violation[c] = worst;
        inconsistentCells++;
        inconsistent.offer(c, worst);
      }
    }
  }

  return {
    step() {
      if (hStar === null) {
        if (cost.step(SLICE)) hStar = cost.result();
        return false;
      }
      const rows = Math.max(1, Math.floor(SLICE / width));
      for (const stop = Math.min(ctx.height, row + rows); row < stop; row++) sweepRow(row);
      return row >= ctx.height;
    },
    answer: () => ({
      what: 'heuristic',
      error,
      violation,
      reached,
      overestimates,
      worstOverestimate: over.largest,
      worstOverestimated: over.cells(),
      moves,
      inconsistentMoves,
      inconsistentCells,
      worstViolation: inconsistent.largest,
      worstInconsistent: inconsistent.cells(),
    }),
  };
}

/** The WORST_CELLS cells with the largest amounts offered, kept sorted (a handful: insertion is enough). */
class WorstCells {
  private readonly kept: { cell: number; amount: number }[] = [];

  offer(cell: number, amount: number): void {
    const kept = this.kept;
    if (kept.length === WORST_CELLS && amount <= kept[WORST_CELLS - 1]!.amount) return;
    let at = kept.length;
    while (at > 0 && kept[at - 1]!.amount < amount) at--;
    kept.splice(at, 0, { cell, amount });
    if (kept.length > WORST_CELLS) kept.pop();
  }

  get largest(): number {
    return this.kept[0]?.amount ?? 0;
  }

  cells(): Int32Array {
    return Int32Array.from(this.kept, (k) => k.cell);
  }
}
