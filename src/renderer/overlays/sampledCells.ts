// Spreads per-cell answers the worker sampled every `stride` cells over a map-sized byte array:
// each sample fills its stride × stride block, so a zoomed-out pane needs one sample a pixel.
// It says which cells actually changed, so stepping or dragging the timeline (a few cells change a
// step) repaints a few chunks rather than every chunk in view.
import type { CellBox } from '../../shared/edit/cells';
import type { TraceRect } from '../../shared/engine/trace/index';

/**
 * Writes `samples` (ceil(width / stride) a row, row by row) for `rect` into `target`, a map of width × height;
 * the cells changed, inclusive, or null when none did (or the rectangle lies off the map).
 */
export function spreadSamples(target: Uint8Array, width: number, height: number, rect: TraceRect, samples: Uint8Array): CellBox | null {
  const stride = Math.max(1, rect.stride ?? 1);
  const cols = Math.ceil(rect.width / stride), rows = Math.ceil(rect.height / stride);
  const x0 = Math.max(0, rect.x), y0 = Math.max(0, rect.y);
  const x1 = Math.min(width, rect.x + rect.width), y1 = Math.min(height, rect.y + rect.height);
  let cx0 = width, cy0 = height, cx1 = -1, cy1 = -1;
  for (let j = 0; j < rows; j++) {
    const top = rect.y + j * stride;
    const first = j * cols;
    for (let y = Math.max(y0, top); y < Math.min(y1, top + stride); y++) {
      const row = y * width;
      let rx0 = x1, rx1 = -1;
      for (let x = x0; x < x1; x++) {
        const v = samples[first + (stride === 1 ? x - rect.x : Math.floor((x - rect.x) / stride))]!;
        if (target[row + x] === v) continue;
        target[row + x] = v;
        if (x < rx0) rx0 = x;
        rx1 = x;
      }
      if (rx1 < 0) continue;
      if (rx0 < cx0) cx0 = rx0;
      if (rx1 > cx1) cx1 = rx1;
      if (y < cy0) cy0 = y;
      cy1 = y;
    }
  }
  return cx1 < 0 ? null : { x0: cx0, y0: cy0, x1: cx1, y1: cy1 };
}
