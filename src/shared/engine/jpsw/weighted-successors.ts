// The successors of one JPSW expansion, read from the weighted jump table. Like JPS over its table
// (jump-points.ts), a diagonal run yields the straight jump points met along it, each reached
// diagonally first, then straight; unlike it, a run stops at cells beside a change of cost, a
// node there is expanded in every direction, and reaching the goal does not end the expansion
// (on a weighted map the octile distance no longer bounds what another way may cost).
import { JUMP_DX, JUMP_DY, octileRun, PRUNED_BY_ARRIVAL } from '../jump-points';
import { reserveSuccessors, type SuccessorBuffer } from '../successor-buffer';
import type { WeightedJumps } from './weighted-jumps';

/** The map and the query, as one expansion reads them. */
export interface WeightedExpansion {
  jumps: WeightedJumps;
  mask: Uint8Array;
  terrain: Uint8Array;
  typeCost: Float64Array;
  width: number;
  goal: number;
  gx: number;
  gy: number;
}

/**
 * Writes the jump points reachable from c (at gc, entered in direction `arrival`, 4 for none) into
 * `out` with their g: a run's octile length × the cost of the first cell it enters (every cell of
 * a run costs that, see weighted-jumps.ts). Returns how many.
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
  const { table, uniform } = e.jumps;
  const mask = e.mask, width = e.width, terrain = e.terrain, typeCost = e.typeCost;
  // Pruning is JPS's only where the moves around c all cost alike; elsewhere every move is tried.
  let moves = uniform[c] === 1 ? mask[c]! & PRUNED_BY_ARRIVAL[arrival]! : mask[c]!;
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
    const dx = JUMP_DX[d]!, dy = JUMP_DY[d]!;
    const step = dy * width + dx;
    const unit = typeCost[terrain[c + step]!]!;
    if (d < 4) {
      const reach = dist > 0 ? dist : -dist;
      const onLine = dx === 0 ? ddx === 0 && sgy === dy : ddy === 0 && sgx === dx;
      const k = onLine ? (dx === 0 ? ady : adx) : 0;
      reserveSuccessors(out, count + 1);
      if (k > 0 && k <= reach) {
        // The scan meets the goal first: it ends there.
        out.cell[count] = goal; out.x[count] = gx; out.y[count] = gy; out.g[count] = gc + k * unit; count++;
      } else if (dist > 0) {
        out.cell[count] = c + dist * step; out.x[count] = cx + dist * dx; out.y[count] = cy + dist * dy;
        out.g[count] = gc + dist * unit; count++;
      }
      continue;
    }
    // Diagonal: the straight directions that make up d, in table order (E/W then S/N).
    const h = dx > 0 ? 0 : 1, v = dy > 0 ? 2 : 3;
    // The diagonal cell level with a goal in this quadrant, in diagonal steps (0: none).
    const level = sgx === dx && sgy === dy ? (adx < ady ? adx : ady) : 0;
    const rest = adx < ady ? ady - level : adx - level, toGoal = adx < ady ? v : h;
    let p = c, s = 0, t = dist;
    for (;;) {
      const run = t > 0 ? t : -t;
      const end = s + run;
      // The level cell is crossed by this run: the goal is straight from it (or is it). A run's
      // last cell counts only when uniform; otherwise it is a node of its own, expanded later.
      if (level > s && level <= end && (level < end || t <= 0 || uniform[c + level * step] === 1)) {
        const l = c + level * step;
        const reach = table[l * 8 + toGoal]!;
        if (rest === 0 || rest <= (reach > 0 ? reach : -reach)) {
          reserveSuccessors(out, count + 1);
          out.cell[count] = goal; out.x[count] = gx; out.y[count] = gy;
          out.g[count] = gc + octileRun(adx, ady) * unit; count++;
          if (rest === 0) break; // beyond the goal, the diagonal leads nowhere it does not
        }
      }
      if (t <= 0) break;
      p += t * step;
      s = end;
      const px = cx + s * dx, py = cy + s * dy;
      reserveSuccessors(out, count + 2);
      if (uniform[p] === 0) {
        // Beside a change of cost: p is a node itself, and the diagonal goes on from it.
        out.cell[count] = p; out.x[count] = px; out.y[count] = py; out.g[count] = gc + s * Math.SQRT2 * unit; count++;
        break;
      }
      const th = table[p * 8 + h]!, tv = table[p * 8 + v]!;
      if (th > 0) {
        out.cell[count] = p + th * dx; out.x[count] = px + th * dx; out.y[count] = py;
        out.g[count] = gc + (s * Math.SQRT2 + th) * unit; count++;
      }
      if (tv > 0) {
        out.cell[count] = p + tv * dy * width; out.x[count] = px; out.y[count] = py + tv * dy;
        out.g[count] = gc + (s * Math.SQRT2 + tv) * unit; count++;
      }
      t = table[p * 8 + d]!;
    }
  }
  return count;
}
