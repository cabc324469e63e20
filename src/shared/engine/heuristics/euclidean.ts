// Euclidean distance: the straight line between cell centres.
import type { Heuristic } from './heuristic';

export function euclideanDistance(x: number, y: number, gx: number, gy: number): number {
  const dx = x - gx, dy = y - gy;
  return Math.sqrt(dx * dx + dy * dy);
}

export const euclidean = {
  name: 'euclidean',
  label: 'Euclidean',
  distance: euclideanDistance,
  withinStraightLine: true,
} as const satisfies Heuristic;
