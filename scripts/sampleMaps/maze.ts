// A perfect maze (one path between any two cells) carved by an iterative randomized depth-first
// search: corridors one cell wide between one-cell walls.
import { createGrid, type Grid } from '../../src/shared/grid/grid';
import { defaultPalette } from '../../src/shared/grid/terrain';
import { seededRandom } from './noise';
import { terrainNamed } from './paint';

/** A maze of `cellsX` × `cellsY` rooms: a (2·cellsX + 1) × (2·cellsY + 1) map of walls and ground. */
export function carveMaze(cellsX: number, cellsY: number, seed: number): Grid {
  const width = 2 * cellsX + 1;
  const height = 2 * cellsY + 1;
  const grid = createGrid(width, height, 0, defaultPalette());
  const wall = terrainNamed(grid, 'Wall');
  const ground = terrainNamed(grid, 'Ground');
  grid.terrain.fill(wall);
  const rand = seededRandom(seed);
  const visited = new Uint8Array(cellsX * cellsY);
  const stack = [0];
  visited[0] = 1;
  grid.terrain[width + 1] = ground;
  while (stack.length > 0) {
    const room = stack[stack.length - 1]!;
    const rx = room % cellsX;
    const ry = Math.floor(room / cellsX);
    const next = [
      [rx + 1, ry],
      [rx - 1, ry],
      [rx, ry + 1],
      [rx, ry - 1],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < cellsX && y! < cellsY && !visited[y! * cellsX + x!]);
    if (next.length === 0) {
      stack.pop();
      continue;
    }
    const [nx, ny] = next[Math.floor(rand() * next.length)]!;
    visited[ny! * cellsX + nx!] = 1;
    // Open the wall between the rooms and the new room itself.
    grid.terrain[(ry + ny! + 1) * width + (rx + nx! + 1)] = ground;
    grid.terrain[(2 * ny! + 1) * width + (2 * nx! + 1)] = ground;
    stack.push(ny! * cellsX + nx!);
  }
  return grid;
}
