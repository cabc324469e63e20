// A small level for the level-check tests: 10×6 cells, 4-connected, ground at cost 1, a wall down
// column 5 with one gap at the bottom (5,5), and a walled pocket of 3 cells at the top-right.
// Team A spawns left, Team B spawns right, the Flag sits in the gap's row.
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../../../src/shared/engine/types';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import type { PointOfInterest } from '../../../../src/shared/levelChecks/points';

export const WIDTH = 10;
export const RULES: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, topology: 'square4', heuristic: 'manhattan' };
export const at = (x: number, y: number) => y * WIDTH + x;

export function level(): { grid: Grid; wall: number; points: PointOfInterest[] } {
  const grid = createGrid(WIDTH, 6);
  const wall = grid.palette.findIndex((t) => t.name === 'Wall');
  for (let y = 0; y < 5; y++) grid.terrain[at(5, y)] = wall;
  // The pocket (7..9, 0) behind walls at (6,0) and (6..9, 1).
  for (const [x, y] of [[6, 0], [6, 1], [7, 1], [8, 1], [9, 1]] as const) grid.terrain[at(x, y)] = wall;
  const points: PointOfInterest[] = [
    { name: 'Spawn A1', group: 'Team A', cell: at(0, 0) },
    { name: 'Spawn A2', group: 'Team A', cell: at(0, 5) },
    { name: 'Spawn B1', group: 'Team B', cell: at(9, 5) },
    { name: 'Flag', group: 'Objectives', cell: at(4, 5) },
  ];
  return { grid, wall, points };
}
