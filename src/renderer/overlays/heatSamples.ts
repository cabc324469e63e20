// How a heatmap answer lands in the map-sized array of colour indices the heatmap overlay paints
// from: each sample of the worker's rectangle colours its stride × stride block of cells (clipped
// to the map), so a zoomed-out view needs one sample a screen pixel. Kept free of Pixi for tests.
import type { TraceRect } from '../../shared/engine/trace/index';
import type { CellBox } from '../../shared/edit/cells';
import { colourIndex, type HeatRange } from './heatScale';

/**
 * Writes the colour index of each sample of `values` (for `rect`, sampled every `rect.stride`
 * cells, row by row) over its block in `indices` (a map of `width` × `height` cells, row by row).
 */
export function colourSamples(indices: Uint8Array, width: number, height: number, rect: TraceRect, values: Float32Array, range: HeatRange): CellBox {
  const stride = Math.max(1, rect.stride ?? 1);
  const cols = Math.ceil(rect.width / stride), rows = Math.ceil(rect.height / stride);
  const x0 = Math.max(0, rect.x), y0 = Math.max(0, rect.y);
  const x1 = Math.min(width, rect.x + rect.width), y1 = Math.min(height, rect.y + rect.height);
  // One sample row is coloured and widened to its cells once, then copied to the stride rows it covers.
  const cells = new Uint8Array(Math.max(0, x1 - x0));
  for (let j = 0; j < rows; j++) {
    if (stride === 1) for (let x = x0; x < x1; x++) cells[x - x0] = colourIndex(values[j * cols + x - rect.x]!, range.min, range.max);
    else {
      for (let i = 0; i < cols; i++) {
        const from = Math.max(x0, rect.x + i * stride) - x0, to = Math.min(x1, rect.x + (i + 1) * stride) - x0;
        if (to > from) cells.fill(colourIndex(values[j * cols + i]!, range.min, range.max), from, to);
      }
    }
    const top = rect.y + j * stride;
    for (let y = Math.max(y0, top); y < Math.min(y1, top + stride); y++) indices.set(cells, y * width + x0);
  }
  return { x0, y0, x1: x1 - 1, y1: y1 - 1 };
}
