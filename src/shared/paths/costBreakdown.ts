// What a found path's cost is made of, under the rules it was searched with: cost and length per
// terrain, straight, diagonal and angled moves, turns, height costs, and the cost so far along the
// path (for a chart, and the path CSV's g column). Grid moves are costed by the engine's own move
// routine (engine/paths.ts: moveLength, heightTerm, in the order the search loops add them), so the
// total is the cost the engine reports; an any-angle or smoothed path's segments are split by the
// cells they run through (segmentCells.ts), each cell paying the length inside it times its cost,
// the model the engine prices lines with (engine/lineCost.ts).
import { algorithmInfo, diagonalLength } from '../engine/catalog';
import { heightTerm, moveLength } from '../engine/paths';
import { turnsAlong } from '../engine/turnCost/headings';
import type { SearchOptions } from '../engine/types';
import type { Grid } from '../grid/grid';
import { offsetToAxialQ } from '../grid/hex';
import { gridForUnitType } from '../grid/unitTypes';
import { segmentCells } from './segmentCells';

/** One terrain's part of a path. */
export interface TerrainPart {
  /** Its index in the palette, and its name. */
  terrain: number;
  name: string;
  /** Cells of it the path pays for: each cell a move enters (the start costs nothing), each cell an any-angle segment crosses. */
  cells: number;
  /** The path's length over it (a straight move 1, a diagonal its diagonal cost's length). */
  length: number;
  /** What it adds to the path's cost: length × the terrain's cost. */
  cost: number;
}

export interface CostBreakdown {
  /** The path's cost: every terrain's cost plus the height costs (what the engine reports). */
  cost: number;
  /** The path's length in cells. */
  length: number;
  /** The terrains the path pays for, in palette order. */
  terrains: TerrainPart[];
  /** Moves along a row or column, diagonal moves (45°), and any-angle segments at other angles. */
  straight: number;
  diagonal: number;
  angled: number;
  /** Changes of heading between one move (or segment) and the next. */
  turns: number;
  /** What the turn cost setting added: its price per angle unit (45° on squares, 60° on hexes) turned. */
  turnCost: number;
  /** Height costs: paid going up and going down, and the height climbed and descended. */
  height: { uphill: number; downhill: number; climb: number; descent: number };
  /** At each cell of the path: the length walked and the cost paid so far (0 at the start). */
  along: { length: Float64Array; cost: Float64Array };
}

/**
 * The breakdown of `path` (cell indices) on `grid` (the map itself, with its unit types: the one
 * `options.unitType` names is applied here), under `options`, the settings it was found with.
 */
export function costBreakdown(grid: Grid, options: SearchOptions, path: ArrayLike<number>): CostBreakdown {
  const costed = gridForUnitType(grid, options.unitType);
  const { anyAngle, countsMoves, heightCosts } = algorithmInfo(options.algorithm);
  const w = grid.width, hex = options.topology === 'hex';
  const diagonal = options.topology === 'square8' ? diagonalLength(options.diagonalCost) : 1;
  const heightCosting = !countsMoves && heightCosts ? options.heightCosting : null;
  const heights = heightCosting ? grid.heights : null;
  // Smoothing joins corners by straight segments as Theta* does (it is refused on hexes).
  const segments = (anyAngle || options.smooth) && !hex;
  const turned = options.turnCost > 0 ? turnsAlong(path, w, options.topology) : null;
  const parts = new Map<number, TerrainPart>();
  const part = (terrain: number) => {
    let p = parts.get(terrain);
    if (!p) parts.set(terrain, (p = { terrain, name: costed.palette[terrain]?.name ?? `Terrain ${terrain}`, cells: 0, length: 0, cost: 0 }));
    return p;
  };
  const costOf = (cell: number) => costed.palette[costed.terrain[cell]!]?.cost ?? 0;
  const length = new Float64Array(path.length), cost = new Float64Array(path.length);
  const b: CostBreakdown = { cost: 0, length: 0, terrains: [], straight: 0, diagonal: 0, angled: 0, turns: 0, turnCost: 0, height: { uphill: 0, downhill: 0, climb: 0, descent: 0 }, along: { length, cost } };
  let hx = 0, hy = 0, lastCell = -1;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!, to = path[i]!;
    const fx = from % w, fy = (from - fx) / w, tx = to % w, ty = (to - tx) / w;
    const dx = tx - fx, dy = ty - fy;
    let moved: number, paid: number;
    if (segments) {
      moved = 0;
      paid = 0;
      segmentCells(fx, fy, tx, ty, (x, y, inside) => {
        const cell = y * w + x, p = part(costed.terrain[cell]!), c = inside * costOf(cell);
        if (cell !== lastCell) p.cells++;
        lastCell = cell;
        p.length += inside;
        p.cost += c;
        moved += inside;
        paid += c;
      });
    } else {
      moved = moveLength(w, hex, diagonal, from, to);
      paid = moved * costOf(to);
      const p = part(costed.terrain[to]!);
      p.cells++;
      p.length += moved;
      p.cost += paid;
    }
    // Added as the search loops add them: the move, then its height term.
    let g = cost[i - 1]! + paid;
    if (heights) {
      const h = heightTerm(heights, heightCosting!, from, to), rise = heights[to]! - heights[from]!;
      g += h;
      if (rise > 0) { b.height.uphill += h; b.height.climb += rise; } else { b.height.downhill += h; b.height.descent -= rise; }
    }
    if (turned) {
      const t = options.turnCost * turned[i]!;
      g += t;
      b.turnCost += t;
    }
    cost[i] = g;
    length[i] = length[i - 1]! + moved;
    countMove(b, hex, dx, dy);
    // A heading as a vector: (dx, dy) on squares, axial (dq, dr) on hexes, where a row's shift would
    // make one direction read as two.
    const vx = hex ? offsetToAxialQ(tx, ty) - offsetToAxialQ(fx, fy) : dx, vy = dy;
    if (i > 1 && (hx * vy - hy * vx !== 0 || hx * vx + hy * vy <= 0)) b.turns++;
    hx = vx;
    hy = vy;
  }
  b.cost = cost[path.length - 1] ?? 0;
  b.length = length[path.length - 1] ?? 0;
  b.terrains = [...parts.values()].sort((p, q) => p.terrain - q.terrain);
  return b;
}

/** Counts a move (or segment) by its direction: along a row or column, at 45°, or at another angle. */
function countMove(b: CostBreakdown, hex: boolean, dx: number, dy: number): void {
  if (hex || dx === 0 || dy === 0) b.straight++;
  else if (Math.abs(dx) === Math.abs(dy)) b.diagonal++;
  else b.angled++;
}
