// Hex distance: the number of moves between cells of a pointy-top hexagonal map (odd rows shifted right).
import type { Heuristic } from './heuristic';

/** Odd-r offset → axial q = x - (y - (y & 1)) / 2; the distance is the cube metric. */
export function hexDistance(x: number, y: number, gx: number, gy: number): number {
  const dy = y - gy;
  const dq = x - ((y - (y & 1)) >> 1) - (gx - ((gy - (gy & 1)) >> 1));
  const ds = dq + dy;
  return ((dq < 0 ? -dq : dq) + (dy < 0 ? -dy : dy) + (ds < 0 ? -ds : ds)) / 2;
}

export const hex = {
  name: 'hex',
  label: 'Hex distance',
  distance: hexDistance,
  withinStraightLine: false,
} as const satisfies Heuristic;
