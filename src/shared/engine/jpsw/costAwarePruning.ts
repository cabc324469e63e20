// Which moves from a cell may start a shortest path, given the move that entered it, when moves
// cost their length × the cost of the cell entered: JPS's neighbour pruning with costs in it. A
// move x→n after p→x is pruned when p reaches n without x at most as cheaply: in one move (≤), or
// in two (<, or = when theirs is diagonal-then-straight and ours straight-then-diagonal, the order
// canonical JPS paths take). The rule holds for the moves that carry a run on as well: going on
// straight through a dear cell is pruned where stepping round it diagonally costs less, and a
// diagonal's straight branch where the straight step first, then the diagonal, costs less (a run
// along a border keeps to its cheap side). On a map of one cost this is exactly JPS's pruning;
// beside a change of cost it keeps the turns a path may profitably take there, which make the cell
// a jump point, and drops the runs no cheapest path takes. (Pruning a move that continues a run is
// sound for the same reason as any: the cheapest path to each cell, ties broken in this order,
// never takes a pruned move, since swapping in the alternative would give a better one.)

import { JUMP_DX, JUMP_DY } from '../jumpTable';

const LENGTH = [1, 1, 1, 1, Math.SQRT2, Math.SQRT2, Math.SQRT2, Math.SQRT2];
/** Mask direction of a step (dx, dy), at [(dy + 1) * 3 + dx + 1]; -1 for no step. */
export const DIR_OF_STEP = [7, 3, 5, 1, -1, 0, 6, 2, 4];
/** Two costs closer than this (relatively) are taken as equal, so rounding never prunes a true tie. */
const TIE = 1e-12;

/** The map as the pruning reads it. */
export interface PruningMap {
  mask: Uint8Array;
  terrain: Uint8Array;
  typeCost: Float64Array;
  width: number;
}

/**
 * The moves from x (at column cx, row cy) worth trying after entering it in mask direction `a`: a
 * subset of mask[x]. A diagonal run's own continuation is always there (nothing else reaches the
 * cell after next in two moves).
 */
export function costAwareMoves(m: PruningMap, x: number, cx: number, cy: number, a: number): number {
  const { mask, terrain, typeCost, width } = m;
  const px = cx - JUMP_DX[a]!, py = cy - JUMP_DY[a]!, p = py * width + px;
  const enter = LENGTH[a]! * typeCost[terrain[x]!]!, fromP = mask[p]!;
  let moves = mask[x]!, keep = 0;
  while (moves !== 0) {
    const low = moves & -moves;
    moves ^= low;
    const d = 31 - Math.clz32(low);
    const nx = cx + JUMP_DX[d]!, ny = cy + JUMP_DY[d]!;
    const ex = nx - px, ey = ny - py;
    if (ex === 0 && ey === 0) continue; // back to p
    const wn = typeCost[terrain[ny * width + nx]!]!;
    const viaX = enter + LENGTH[d]! * wn, slack = TIE * viaX;
    const aex = ex < 0 ? -ex : ex, aey = ey < 0 ? -ey : ey;
    if (aex <= 1 && aey <= 1) {
      const e = DIR_OF_STEP[(ey + 1) * 3 + ex + 1]!;
      if ((fromP & (1 << e)) !== 0 && LENGTH[e]! * wn <= viaX + slack) continue;
    }
    // Two moves p→y→n through a cell y beside both (not x), each allowed.
    const canonicalTie = a < 4 && d >= 4;
    let pruned = false;
    let steps = fromP;
    while (steps !== 0 && !pruned) {
      const lowF = steps & -steps;
      steps ^= lowF;
      const f = 31 - Math.clz32(lowF);
      const yx = px + JUMP_DX[f]!, yy = py + JUMP_DY[f]!;
      const gx = nx - yx, gy = ny - yy;
      if ((yx === cx && yy === cy) || gx < -1 || gx > 1 || gy < -1 || gy > 1 || (gx === 0 && gy === 0)) continue;
      const g = DIR_OF_STEP[(gy + 1) * 3 + gx + 1]!;
      const y = yy * width + yx;
      if ((mask[y]! & (1 << g)) === 0) continue;
      const alt = LENGTH[f]! * typeCost[terrain[y]!]! + LENGTH[g]! * wn;
      if (alt < viaX - slack) pruned = true;
      else if (canonicalTie && f >= 4 && g < 4 && alt <= viaX + slack) pruned = true;
    }
    if (!pruned) keep |= low;
  }
  return keep;
}
