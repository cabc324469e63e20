// The g JPSW gave a jump point reached from the node it expanded, recomputed bit for bit from the
// map's jump table, run costs and running sums: each case repeats the arithmetic of one place in
// jpsw/jpswLoop.ts, in the same order (a change there must come here too; the trace-equivalence
// test compares every g). From a node a move is straight, diagonal, or diagonal then straight;
// which of the loop's sums made it follows from its shape, except for the goal reached diagonally
// then straight, which the goal's own check and a stop's branch can both reach: the event's bit 31
// says which (encoding.ts).
import * as Record from '../jpsw/cellRecord';
import { JUMP_STEPS } from '../jpsw/jumpEntry';
import { tiledIndex } from '../jpsw/tiledLayout';
import type { WeightedJumps } from '../jpsw/weightedJumps';
import type { ReplayFrame } from './frame';

const { COSTS, JUMPS } = Record;
/** Straight directions (mask order) and the diagonal of each pair of signs (jumpTable.ts's JUMP_DX/DY). */
const EAST = 0, WEST = 1, SOUTH = 2, NORTH = 3;
const diagonalOf = (sx: number, sy: number) => (sx > 0 ? (sy > 0 ? 4 : 5) : sy > 0 ? 6 : 7);

/** The cost of the cells the run from tiled cell i in direction d enters up to its next jump point (the loop's runCost). */
function runCost(j: WeightedJumps, i: number, d: number): number {
  return j.runCosts !== null ? j.unit * j.runCosts[i * JUMPS + COSTS + d]! : j.wideCosts![i * 8 + d]!;
}

/** Cost of k straight steps in direction d (E, W, S, N) from (x, y), from the running sums (the loop's straightCost). */
function straightCost(j: WeightedJumps, frame: ReplayFrame, d: number, x: number, y: number, k: number): number {
  const { rowSums, columnSums } = j;
  if (d < 2) {
    const base = y * (frame.width + 1) + x;
    return d === EAST ? rowSums[base + k + 1]! - rowSums[base + 1]! : rowSums[base]! - rowSums[base - k]!;
  }
  const base = x * (frame.height + 1) + y;
  return d === SOUTH ? columnSums[base + k + 1]! - columnSums[base + 1]! : columnSums[base]! - columnSums[base - k]!;
}

/**
 * g of `to` reached by JPSW's expansion of `from` (whose g was `gFrom`); `ownCheck` is the event's
 * bit 31. NaN when no run of the map makes that move (a trace of another map).
 */
export function weightedMoveG(frame: ReplayFrame, from: number, to: number, gFrom: number, ownCheck: number): number {
  const j = frame.map.weighted!, w = frame.width, tpr = j.layout.tilesPerRow, table = j.table;
  const fx = from % w, fy = (from - fx) / w, tx = to % w, ty = (to - tx) / w;
  const dx = tx - fx, dy = ty - fy, adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy;
  const sx = Math.sign(dx), sy = Math.sign(dy), goal = to === frame.goal;
  if (dx === 0 || dy === 0) {
    const d = dx > 0 ? EAST : dx < 0 ? WEST : dy > 0 ? SOUTH : NORTH;
    // The goal on a straight run is costed by the running sums; any other jump point by its run's cost.
    return goal ? gFrom + straightCost(j, frame, d, fx, fy, adx + ady) : gFrom + runCost(j, tiledIndex(tpr, fx, fy), d);
  }
  const d = diagonalOf(sx, sy), level = adx < ady ? adx : ady;
  let p = tiledIndex(tpr, fx, fy), k = 0, cells = 0;
  if (goal && (adx === ady || ownCheck === 1)) {
    // The goal's own check: the diagonal's stops up to the one before the goal's level, then cell by cell.
    for (;;) {
      let t = table[p * JUMPS + d]!;
      if (t > 0) t &= JUMP_STEPS;
      if (level <= k + (t > 0 ? t : -t)) break;
      if (t <= 0) return NaN;
      cells += runCost(j, p, d);
      k += t;
      p = tiledIndex(tpr, fx + k * sx, fy + k * sy);
    }
    let sum = cells;
    for (let i = k + 1; i <= level; i++) sum += frame.map.typeCost[frame.map.terrain[(fy + i * sy) * w + fx + i * sx]!]!;
    if (adx === ady) return gFrom + Math.SQRT2 * sum;
    const toGoal = adx < ady ? (sy > 0 ? SOUTH : NORTH) : sx > 0 ? EAST : WEST;
    return gFrom + Math.SQRT2 * sum + straightCost(j, frame, toGoal, fx + level * sx, fy + level * sy, adx < ady ? ady - level : adx - level);
  }
  // A stop of the diagonal `level` steps away, by its runs' costs…
  while (k < level) {
    const t = table[p * JUMPS + d]!;
    if (t <= 0) return NaN;
    cells += runCost(j, p, d);
    k += t & JUMP_STEPS;
    p = tiledIndex(tpr, fx + k * sx, fy + k * sy);
  }
  const gp = gFrom + Math.SQRT2 * cells;
  if (adx === ady) return gp;
  // …and the straight branch the diagonal keeps there.
  return gp + runCost(j, p, adx > ady ? (sx > 0 ? EAST : WEST) : sy > 0 ? SOUTH : NORTH);
}
