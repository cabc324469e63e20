// The cost so far (g) at each cell of a found path, under the rules the search used: step length
// (1, the diagonal cost, or the straight-line length of an any-angle segment) times the cost of the
// cell entered, plus the height term; breadth-first search counts moves but its path is costed
// without heights, as the engine costs it; a turn cost adds its price per angle unit turned at each
// cell (turnCost/headings.ts). The last value is the path's cost.
import { algorithmInfo, diagonalLength } from '../engine/catalog';
import { turnsAlong } from '../engine/turnCost/headings';
import type { SearchOptions } from '../engine/types';
import type { Grid } from '../grid/grid';

/** g at each cell of `path` (0 at the start). */
export function pathCosts(grid: Grid, options: SearchOptions, path: ArrayLike<number>): Float64Array {
  const g = new Float64Array(path.length);
  const w = grid.width;
  const { anyAngle, countsMoves } = algorithmInfo(options.algorithm);
  const diagonal = options.topology === 'square8' ? diagonalLength(options.diagonalCost) : 1;
  const heights = !countsMoves && options.heightCosting ? grid.heights : null;
  const turns = options.turnCost > 0 ? turnsAlong(path, w, options.topology) : null;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!, b = path[i]!;
    const dx = Math.abs((b % w) - (a % w)), dy = Math.abs(Math.floor(b / w) - Math.floor(a / w));
    const length = options.topology === 'hex' ? 1 : anyAngle ? Math.hypot(dx, dy) : dx === 1 && dy === 1 ? diagonal : 1;
    let step = length * grid.palette[grid.terrain[b]!]!.cost;
    if (heights && options.heightCosting) {
      const dh = heights[b]! - heights[a]!;
      step += dh > 0 ? options.heightCosting.uphill * dh : -options.heightCosting.downhill * dh;
    }
    g[i] = g[i - 1]! + step + (turns ? options.turnCost * turns[i]! : 0);
  }
  return g;
}
