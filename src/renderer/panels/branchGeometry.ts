// Where the picked search-tree branch runs on the map: through the centres of its cells (hex
// centres on hex maps), root first. Kept apart from the Pixi overlay so it can be tested in Node.
import type { CellLayout } from '../canvas/cellLayout';

/** World points (x0, y0, x1, y1, …) of the cells of `branch` on a map `width` cells wide. */
export function branchPoints(branch: Int32Array, width: number, layout: CellLayout): Float64Array {
  const out = new Float64Array(branch.length * 2);
  for (let i = 0; i < branch.length; i++) {
    const cell = branch[i]!, x = cell % width, y = (cell - x) / width;
    out[2 * i] = layout.centreX(x, y);
    out[2 * i + 1] = layout.centreY(y);
  }
  return out;
}
