// The zero heuristic: no estimate at all, which turns A* into Dijkstra's algorithm.
import type { Heuristic } from './heuristic';

export const zero = {
  name: 'zero',
  label: 'Zero (none)',
  distance: () => 0,
  withinStraightLine: true,
} as const satisfies Heuristic;
