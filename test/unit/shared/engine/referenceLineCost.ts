// An independent price for a straight segment between cell centres, written from the rule in the
// issue, not from engine/lineCost.ts: gather every parameter t where the segment crosses a cell
// edge, sort them, and charge each piece between two crossings to the cell that holds its midpoint
// (cell (x, y) spans x ± ½, y ± ½). A piece in a wall blocks the segment; where a vertical and a
// horizontal crossing fall together the segment passes through a corner and the corner rule is
// asked about the two cells beside it. Also a reference Dijkstra whose steps are such segments.
import type { Grid } from '../../../../src/shared/grid/grid';
import type { CornerRule } from '../../../../src/shared/engine/index';

const passable = (grid: Grid, x: number, y: number) =>
  x >= 0 && y >= 0 && x < grid.width && y < grid.height && grid.palette[grid.terrain[y * grid.width + x]!]!.passable;

/** The segment's cost, or Infinity when a wall, an impassable cell or a forbidden corner blocks it. */
export function referenceSegmentCost(grid: Grid, rule: CornerRule, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax, dy = by - ay;
  const ts: { t: number; corner: boolean }[] = [];
  // Edges x = k + ½ between ax and bx (and the same for y), as exact fractions compared in integers.
  const xs: [number, number][] = [], ys: [number, number][] = [];
  for (let k = Math.min(ax, bx); k < Math.max(ax, bx); k++) xs.push([Math.abs(2 * (k - ax) + 1), 2 * Math.abs(dx)]);
  for (let k = Math.min(ay, by); k < Math.max(ay, by); k++) ys.push([Math.abs(2 * (k - ay) + 1), 2 * Math.abs(dy)]);
  for (const [n, d] of xs) ts.push({ t: n / d, corner: ys.some(([m, e]) => n * e === m * d) });
  for (const [m, e] of ys) if (!xs.some(([n, d]) => n * e === m * d)) ts.push({ t: m / e, corner: false });
  ts.sort((p, q) => p.t - q.t);
  const length = Math.hypot(dx, dy);
  const at = (t: number) => [Math.floor(ax + t * dx + 0.5), Math.floor(ay + t * dy + 0.5)] as const;
  let cost = 0, last = 0;
  for (const piece of [...ts, { t: 1, corner: false }]) {
    const [cx, cy] = at((last + piece.t) / 2);
    if (!passable(grid, cx, cy)) return Infinity;
    cost += grid.palette[grid.terrain[cy * grid.width + cx]!]!.cost * (piece.t - last) * length;
    if (piece.corner && piece.t < 1) {
      // The cells beside the corner: one step along x, or one along y, from the cell before it.
      const sx = Math.sign(dx), sy = Math.sign(dy);
      const side1 = passable(grid, cx + sx, cy), side2 = passable(grid, cx, cy + sy);
      if (rule === 'no-cutting' && !(side1 && side2)) return Infinity;
      if (rule === 'no-squeeze' && !(side1 || side2)) return Infinity;
    }
    last = piece.t;
  }
  return cost;
}

/** A path's cost as straight segments between its consecutive cells (Infinity when one is blocked). */
export function referencePathCost(grid: Grid, rule: CornerRule, path: ArrayLike<number>): number {
  let cost = 0;
  const w = grid.width;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!, b = path[i]!;
    cost += referenceSegmentCost(grid, rule, a % w, Math.floor(a / w), b % w, Math.floor(b / w));
  }
  return cost;
}

/** The cheapest path of grid steps (8 or 4 neighbours), each priced as a segment: the 8-connected optimum measured along the line. */
export function referenceGridLineOptimum(grid: Grid, rule: CornerRule, start: number, goal: number, diagonal = true): number {
  const n = grid.width * grid.height, w = grid.width;
  const dist = new Float64Array(n).fill(Infinity), done = new Uint8Array(n);
  if (!passable(grid, start % w, Math.floor(start / w))) return Infinity;
  dist[start] = 0;
  for (;;) {
    let c = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i]! < Infinity && (c < 0 || dist[i]! < dist[c]!)) c = i;
    if (c < 0) return Infinity;
    if (c === goal) return dist[c]!;
    done[c] = 1;
    const x = c % w, y = Math.floor(c / w);
    for (let ddy = -1; ddy <= 1; ddy++)
      for (let ddx = -1; ddx <= 1; ddx++) {
        if ((ddx === 0 && ddy === 0) || (!diagonal && ddx !== 0 && ddy !== 0)) continue;
        const nx = x + ddx, ny = y + ddy;
        if (!passable(grid, nx, ny)) continue;
        const step = referenceSegmentCost(grid, rule, x, y, nx, ny);
        const nb = ny * w + nx;
        if (dist[c]! + step < dist[nb]!) dist[nb] = dist[c]! + step;
      }
  }
}
