// Chebyshev distance: the number of 8-connected moves, as if a diagonal cost as much as a straight step.
import type { Heuristic } from './heuristic';

/** The larger of the steps along x and along y. */
export function chebyshevDistance(x: number, y: number, gx: number, gy: number): number {
  const dx = x > gx ? x - gx : gx - x, dy = y > gy ? y - gy : gy - y;
  return dx > dy ? dx : dy;
}

export const chebyshev = {
  name: 'chebyshev',
  label: 'Chebyshev',
  distance: chebyshevDistance,
  withinStraightLine: true,
} as const satisfies Heuristic;
