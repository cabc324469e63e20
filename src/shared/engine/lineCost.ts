// What a straight segment between two cell centres costs on weighted terrain: the length it runs
// through each cell times that cell's cost, crossing edges exactly (the walk of lineOfSight.ts).
// A wall or impassable cell on the way blocks it, and where it passes exactly through a grid
// corner the corner rule decides, as for a diagonal step. This is the cost model of any-angle
// paths (weighted Theta*) and of smoothing; a grid step is a segment too (half in each cell).
import type { CornerRule } from './types';

/** What a segment's cost reads of a map. */
export interface LineCostMap {
  terrain: Uint8Array;
  typeCost: Float64Array;
  typePassable: Uint8Array;
  width: number;
}

/** The cost of the segment from the centre of (x0, y0) to that of (x1, y1); Infinity when it is blocked. */
export function segmentCost(map: LineCostMap, cornerRule: CornerRule, x0: number, y0: number, x1: number, y1: number): number {
  const { terrain, typeCost, typePassable, width } = map;
  const dx = x1 > x0 ? x1 - x0 : x0 - x1, dy = y1 > y0 ? y1 - y0 : y0 - y1;
  const sx = x1 > x0 ? 1 : -1, sy = y1 > y0 ? 1 : -1;
  const length = Math.sqrt(dx * dx + dy * dy);
  // Crossings at t = (2i+1)/(2dx) (vertical edges) and (2j+1)/(2dy) (horizontal ones).
  const tx = dx > 0 ? 1 / (2 * dx) : 0, ty = dy > 0 ? 1 / (2 * dy) : 0;
  let x = x0, y = y0, i = 0, j = 0, t = 0, sum = 0;
  let cell = y0 * width + x0;
  if (typePassable[terrain[cell]!] !== 1) return Infinity;
  while (i < dx || j < dy) {
    const a = (2 * i + 1) * dy, b = (2 * j + 1) * dx;
    let next: number;
    if (i < dx && (j >= dy || a < b)) {
      next = (2 * i + 1) * tx;
      x += sx; i++;
    } else if (j < dy && (i >= dx || b < a)) {
      next = (2 * j + 1) * ty;
      y += sy; j++;
    } else {
      // Exactly through a corner: the two side cells are touched at a point only.
      const side1 = typePassable[terrain[y * width + x + sx]!] === 1, side2 = typePassable[terrain[(y + sy) * width + x]!] === 1;
      if (cornerRule === 'no-cutting' ? !(side1 && side2) : cornerRule === 'no-squeeze' ? !(side1 || side2) : false) return Infinity;
      next = (2 * i + 1) * tx;
      x += sx; y += sy; i++; j++;
    }
    sum += typeCost[terrain[cell]!]! * (next - t);
    t = next;
    cell = y * width + x;
    if (typePassable[terrain[cell]!] !== 1) return Infinity;
  }
  sum += typeCost[terrain[cell]!]! * (1 - t);
  return sum * length;
}

/** The cost of a path of cells joined by straight segments (grid steps or any-angle lines); Infinity when a segment is blocked. */
export function polylineCost(map: LineCostMap, cornerRule: CornerRule, path: ArrayLike<number>): number {
  const w = map.width;
  let cost = 0;
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1]!, b = path[k]!;
    const ax = a % w, bx = b % w;
    cost += segmentCost(map, cornerRule, ax, (a - ax) / w, bx, (b - bx) / w);
  }
  return cost;
}
