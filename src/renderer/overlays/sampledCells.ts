// Spreads per-cell answers the worker sampled every `stride` cells over a map-sized byte array:
// each sample fills its stride × stride block, so a zoomed-out pane needs one sample a pixel.
import type { CellRect as TraceRect } from '../../shared/engine/trace/index';

/** The cells written, inclusive; null when the rectangle lies off the map. */
export interface WrittenBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Writes `samples` (ceil(width / stride) a row, row by row) for `rect` into `target`, a map of width × height. */
export function spreadSamples(target: Uint8Array, width: number, height: number, rect: TraceRect, samples: Uint8Array): WrittenBox | null {
  const stride = Math.max(1, rect.stride ?? 1);
  const cols = Math.ceil(rect.width / stride), rows = Math.ceil(rect.height / stride);
  const x0 = Math.max(0, rect.x), y0 = Math.max(0, rect.y);
  const x1 = Math.min(width, rect.x + rect.width), y1 = Math.min(height, rect.y + rect.height);
  if (x1 <= x0 || y1 <= y0) return null;
  for (let j = 0; j < rows; j++) {
    const top = rect.y + j * stride;
    for (let y = Math.max(y0, top); y < Math.min(y1, top + stride); y++) {
      const row = y * width;
      const first = j * cols;
      if (stride === 1) {
        target.set(samples.subarray(first + (x0 - rect.x), first + (x1 - rect.x)), row + x0);
        continue;
      }
      for (let x = x0; x < x1; x++) target[row + x] = samples[first + Math.floor((x - rect.x) / stride)]!;
    }
  }
  return { x0, y0, x1: x1 - 1, y1: y1 - 1 };
}
