// The successors of one JPSW expansion, read from the weighted jump table: the moves cost-aware
// pruning keeps, each followed to its jump point (a diagonal run stops at its first cell with a
// forced neighbour or a straight jump point). A run's cost is summed over the cells it enters,
// which need not cost alike, and reaching the goal does not end the expansion (the octile
// distance no longer bounds what other ways cost).
import { reserveSuccessors, type SuccessorBuffer } from '../successor-buffer';
import { costAwareMoves, DIR_DX, DIR_DY, DIR_OF_STEP, NATURAL, type PruningMap } from './cost-aware-pruning';
import type { WeightedJumps } from './weighted-jumps';

/** The map and the query, as one expansion reads them. */
export interface WeightedExpansion extends PruningMap {
  jumps: WeightedJumps;
  height: number;
  goal: number;
  gx: number;
  gy: number;
}

/** Cost of k diagonal steps from c by `step` (the cells entered, each at its own cost, × √2 later). */
function diagonalCells(terrain: Uint8Array, typeCost: Float64Array, c: number, step: number, k: number): number {
  let sum = 0;
  for (let i = 1; i <= k; i++) sum += typeCost[terrain[c + i * step]!]!;
  return sum;
}

/** Cost of k straight steps in mask direction d (0..3) from (x, y), from the running sums. */
function straightCost(j: WeightedJumps, width: number, height: number, d: number, x: number, y: number, k: number): number {
  if (d < 2) {
    const r = j.rowSums, base = y * (width + 1) + x;
    return d === 0 ? r[base + k + 1]! - r[base + 1]! : r[base]! - r[base - k]!;
  }
  const col = j.columnSums, base = x * (height + 1) + y;
  return d === 2 ? col[base + k + 1]! - col[base + 1]! : col[base]! - col[base - k]!;
}

/**
 * Writes the jump points reachable from c (at gc, entered in direction `arrival`, as
 * arrivalDirection gives it: 4 for the start) into `out` with their g; returns how many.
 */
export function weightedSuccessors(
  e: WeightedExpansion,
  c: number,
  cx: number,
  cy: number,
  gc: number,
  arrival: number,
  out: SuccessorBuffer,
): number {
  const { table, forced } = e.jumps;
  const j = e.jumps, width = e.width, height = e.height, terrain = e.terrain, typeCost = e.typeCost;
  const a = DIR_OF_STEP[arrival]!;
  // Where no turn pays off (most nodes), only the run's own directions go on: no costs to compare.
  let moves = a < 0 ? e.mask[c]! : (forced[c]! & (1 << a)) === 0 ? e.mask[c]! & NATURAL[a]! : costAwareMoves(e, c, cx, cy, a);
  const gx = e.gx, gy = e.gy, goal = e.goal;
  const ddx = gx - cx, ddy = gy - cy;
  const adx = ddx < 0 ? -ddx : ddx, ady = ddy < 0 ? -ddy : ddy;
  const sgx = ddx > 0 ? 1 : ddx < 0 ? -1 : 0, sgy = ddy > 0 ? 1 : ddy < 0 ? -1 : 0;
  let count = 0;
  while (moves !== 0) {
    const low = moves & -moves;
    moves ^= low;
    const d = 31 - Math.clz32(low);
    const dist = table[c * 8 + d]!;
    const dx = DIR_DX[d]!, dy = DIR_DY[d]!;
    const step = dy * width + dx;
    if (d < 4) {
      const reach = dist > 0 ? dist : -dist;
      const onLine = dx === 0 ? ddx === 0 && sgy === dy : ddy === 0 && sgx === dx;
      const k = onLine ? (dx === 0 ? ady : adx) : 0;
      reserveSuccessors(out, count + 1);
      if (k > 0 && k <= reach) {
        // The scan meets the goal first: it ends there.
        out.cell[count] = goal; out.x[count] = gx; out.y[count] = gy;
        out.g[count] = gc + straightCost(j, width, height, d, cx, cy, k); count++;
      } else if (dist > 0) {
        out.cell[count] = c + dist * step; out.x[count] = cx + dist * dx; out.y[count] = cy + dist * dy;
        out.g[count] = gc + straightCost(j, width, height, d, cx, cy, dist); count++;
      }
      continue;
    }
    // Diagonal: the straight directions that make up d, in table order (E/W then S/N).
    const h = dx > 0 ? 0 : 1, v = dy > 0 ? 2 : 3;
    // The diagonal cell level with a goal in this quadrant, in diagonal steps (0: none).
    const level = sgx === dx && sgy === dy ? (adx < ady ? adx : ady) : 0;
    const rest = adx < ady ? ady - level : adx - level, toGoal = adx < ady ? v : h;
    let p = c, s = 0, t = dist, diagonal = 0; // diagonal: the cost of the cells entered up to p
    for (;;) {
      const run = t > 0 ? t : -t;
      const end = s + run;
      // The level cell is crossed by this run (its last cell only when no jump point of its own):
      // the goal is straight from it, or is it.
      if (level > s && level <= end && (level < end || t <= 0 || (forced[c + level * step]! & low) === 0)) {
        const l = c + level * step;
        const reach = table[l * 8 + toGoal]!;
        if (rest === 0 || rest <= (reach > 0 ? reach : -reach)) {
          reserveSuccessors(out, count + 1);
          out.cell[count] = goal; out.x[count] = gx; out.y[count] = gy;
          out.g[count] = gc + Math.SQRT2 * (diagonal + diagonalCells(terrain, typeCost, p, step, level - s))
            + straightCost(j, width, height, toGoal, cx + level * dx, cy + level * dy, rest);
          count++;
          if (rest === 0) break; // beyond the goal, the diagonal leads nowhere it does not
        }
      }
      if (t <= 0) break;
      diagonal += diagonalCells(terrain, typeCost, p, step, t);
      p += t * step;
      s = end;
      // p is a node of its own: a turn may pay off there, or straight runs from it meet jump
      // points. Those are scanned when (if) p is expanded, not yielded now as JPS2+ does: on a
      // weighted map such stops are many, and most of their jump points would never be expanded.
      reserveSuccessors(out, count + 1);
      out.cell[count] = p; out.x[count] = cx + s * dx; out.y[count] = cy + s * dy;
      out.g[count] = gc + Math.SQRT2 * diagonal; count++;
      break;
    }
  }
  return count;
}
