// Where a run of cells (a path, a search-tree branch) lies on the map: the centres of its cells
// (hex centres on hex maps), in order. Kept apart from the Pixi overlays so it can be tested in Node.
import type { CellLayout } from '../canvas/cellLayout';

/** World points (x0, y0, x1, y1, …) of `cells` on a map `width` cells wide. */
export function cellCentres(cells: Int32Array, width: number, layout: CellLayout): Float64Array {
  const out = new Float64Array(cells.length * 2);
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!, x = cell % width, y = (cell - x) / width;
    out[2 * i] = layout.centreX(x, y);
    out[2 * i + 1] = layout.centreY(y);
  }
  return out;
}

/**
 * The polyline through `points` (as cellCentres gives them) without the points inside straight
 * runs: where a path goes on in one direction, the cells between its turns add nothing to the
 * line drawn, but Pixi triangulates a stroke per point. A live path of 5,672 steps on 4096² was
 * stroked twice (outline and line) on every answer, most of the stroke's frame script.
 */
export function polylineCorners(points: Float64Array): Float64Array {
  const n = points.length >> 1;
  if (n < 3) return points;
  const out = new Float64Array(points.length);
  out[0] = points[0]!;
  out[1] = points[1]!;
  let k = 2;
  for (let i = 1; i < n - 1; i++) {
    const ax = points[2 * i]! - points[2 * i - 2]!, ay = points[2 * i + 1]! - points[2 * i - 1]!;
    const bx = points[2 * i + 2]! - points[2 * i]!, by = points[2 * i + 3]! - points[2 * i + 1]!;
    // On the line on through it (the same way, not doubling back): cross product nil, dot product positive.
    const straight = Math.abs(ax * by - ay * bx) <= 1e-9 * (Math.abs(ax) + Math.abs(ay)) * (Math.abs(bx) + Math.abs(by)) && ax * bx + ay * by > 0;
    if (straight) continue;
    out[k++] = points[2 * i]!;
    out[k++] = points[2 * i + 1]!;
  }
  out[k++] = points[2 * n - 2]!;
  out[k++] = points[2 * n - 1]!;
  return out.subarray(0, k);
}
