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
