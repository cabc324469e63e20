// Jump Point Search successors for 8-connected maps without corner cutting, read from the
// allowed-move mask (bit set = that step is legal), so a jump is a scan over one byte per cell.
import { EAST, NORTH, NORTH_EAST, NORTH_WEST, SOUTH, SOUTH_EAST, SOUTH_WEST, WEST } from './moves';

const E = 1 << EAST, W = 1 << WEST, S = 1 << SOUTH, N = 1 << NORTH;
const SE = 1 << SOUTH_EAST, NE = 1 << NORTH_EAST, SW = 1 << SOUTH_WEST, NW = 1 << NORTH_WEST;

/** Direction bit of a step (dx, dy) ∈ {-1, 0, 1}², at [(dy + 1) * 3 + dx + 1]. */
const DIRECTION_BIT = [NW, N, NE, W, 0, E, SW, S, SE];
/**
 * Natural and forced successors of a node reached moving in a direction (index as above). With no
 * corner cutting, a straight arrival keeps every non-backward direction, a diagonal one only the
 * three forward directions; illegal moves are removed by the mask.
 */
const PRUNED = [
  W | N | NW, // arrived moving NW
  N | E | W | NE | NW,
  E | N | NE,
  W | N | S | NW | SW,
  0xff, // start: everything
  E | N | S | NE | SE,
  W | S | SW,
  S | E | W | SE | SW,
  E | S | SE,
];

/** Scan from `c` in a straight direction; returns the jump point or -1. */
function jumpStraight(mask: Uint8Array, c: number, step: number, bit: number, sideA: number, sideB: number, goal: number): number {
  for (;;) {
    if ((mask[c]! & bit) === 0) return -1;
    const prev = c;
    c += step;
    if (c === goal) return c;
    const m = mask[c]!, mp = mask[prev]!;
    // A side cell open here but closed beside the previous cell can only be reached through c.
    if (((m & sideA) !== 0 && (mp & sideA) === 0) || ((m & sideB) !== 0 && (mp & sideB) === 0)) return c;
  }
}

function jumpDiagonal(mask: Uint8Array, width: number, c: number, dx: number, dy: number, goal: number): number {
  const bit = DIRECTION_BIT[(dy + 1) * 3 + dx + 1]!;
  const step = dy * width + dx;
  const hBit = dx > 0 ? E : W, vBit = dy > 0 ? S : N;
  for (;;) {
    if ((mask[c]! & bit) === 0) return -1;
    c += step;
    if (c === goal) return c;
    if (jumpStraight(mask, c, dx, hBit, N, S, goal) !== -1) return c;
    if (jumpStraight(mask, c, dy * width, vBit, W, E, goal) !== -1) return c;
  }
}

/**
 * Writes the jump points reachable from `c` (reached from `parent`, -1 at the start) into `out`;
 * returns how many.
 */
export function jumpSuccessors(
  mask: Uint8Array,
  width: number,
  c: number,
  parent: number,
  goal: number,
  out: Int32Array,
): number {
  let dir = 4;
  if (parent >= 0) {
    const cx = c % width, px = parent % width;
    const dx = Math.sign(cx - px), dy = Math.sign((c - cx) / width - (parent - px) / width);
    dir = (dy + 1) * 3 + dx + 1;
  }
  const moves = mask[c]! & PRUNED[dir]!;
  let count = 0;
  for (let k = 0; k < 9; k++) {
    const bit = DIRECTION_BIT[k]!;
    if (bit === 0 || (moves & bit) === 0) continue;
    const dx = (k % 3) - 1, dy = ((k / 3) | 0) - 1;
    const j =
      dx !== 0 && dy !== 0
        ? jumpDiagonal(mask, width, c, dx, dy, goal)
        : dx !== 0
          ? jumpStraight(mask, c, dx, bit, N, S, goal)
          : jumpStraight(mask, c, dy * width, bit, W, E, goal);
    if (j >= 0) out[count++] = j;
  }
  return count;
}
