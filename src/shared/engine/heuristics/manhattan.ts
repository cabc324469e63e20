// Manhattan distance: the length of the shortest 4-connected path on an open square map.
import type { Heuristic } from './heuristic';

/** Steps along x plus steps along y. */
export function manhattanDistance(x: number, y: number, gx: number, gy: number): number {
  return (x > gx ? x - gx : gx - x) + (y > gy ? y - gy : gy - y);
}

export const manhattan = {
  name: 'manhattan',
  label: 'Manhattan',
  distance: manhattanDistance,
  withinStraightLine: false,
} as const satisfies Heuristic;
