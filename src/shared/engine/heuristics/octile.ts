// Octile distance: the length of the shortest 8-connected path on an open square map.
import type { Heuristic } from './heuristic';

const DIAGONAL_EXTRA = Math.SQRT2 - 1;

/** Straight steps along the longer axis, diagonal ones (√2 each) for the shorter. */
export function octileDistance(x: number, y: number, gx: number, gy: number): number {
  const dx = x > gx ? x - gx : gx - x, dy = y > gy ? y - gy : gy - y;
  return dx > dy ? dx + DIAGONAL_EXTRA * dy : dy + DIAGONAL_EXTRA * dx;
}

export const octile = {
  name: 'octile',
  label: 'Octile',
  distance: octileDistance,
  withinStraightLine: false,
} as const satisfies Heuristic;
