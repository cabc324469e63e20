// The large weighted maps of the analysis and live benchmarks: 64-cell blocks of the palette's
// first five terrains with broken wall lines every 97 cells, the same on every run.
import { createGrid, type Grid } from '../../../src/shared/grid/grid';

/**
 * A side² map in 64-cell blocks of terrains 0–4 (all of terrain 0 when `uniform`), with broken
 * wall lines every 97 cells; `costs` replaces the first five terrains' costs.
 */
export function paintedMap(side: number, { uniform = false, costs }: { uniform?: boolean; costs?: readonly number[] } = {}): Grid {
  const grid = createGrid(side, side);
  if (costs) costs.forEach((cost, i) => (grid.palette[i]!.cost = cost));
  const wall = grid.palette.findIndex((t) => t.name === 'Wall');
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const blocks = Math.ceil(side / 64), kinds = Array.from({ length: blocks * blocks }, () => Math.floor(random() * 5));
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const onLine = (x % 97 === 50 || y % 97 === 50) && (x * 7 + y * 13) % 41 > 3;
      grid.terrain[y * side + x] = onLine ? wall : uniform ? 0 : kinds[Math.floor(y / 64) * blocks + Math.floor(x / 64)]!;
    }
  return grid;
}
