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
      if (stride === 1) copyRow(target, row, x0, x1, samples, first - rect.x);
      else spreadRow(target, row, x0, x1, samples, first, rect.x, stride, cols);
      if (changed.x1 < 0) continue;
      if (changed.x0 < cx0) cx0 = changed.x0;
      if (changed.x1 > cx1) cx1 = changed.x1;
      if (y < cy0) cy0 = y;
      cy1 = y;
    }
  }
  return cx1 < 0 ? null : { x0: cx0, y0: cy0, x1: cx1, y1: cy1 };
}

/** The cells of the row last written that changed, x0 to x1 (x1 −1: none); one object, so a row allocates nothing. */
const changed = { x0: 0, x1: -1 };

/**
 * One sample a cell: finds the first and last cell of the row that differ and copies what lies
 * between natively (a whole 1225² map in view is 1.5 M cells a slider move).
 */
function copyRow(target: Uint8Array, row: number, x0: number, x1: number, samples: Uint8Array, offset: number): void {
  let a = x0, b = x1 - 1;
  while (a <= b && target[row + a] === samples[offset + a]) a++;
  while (b >= a && target[row + b] === samples[offset + b]) b--;
  if (a <= b) target.set(samples.subarray(offset + a, offset + b + 1), row + a);
  changed.x0 = a;
  changed.x1 = a <= b ? b : -1;
}

/** Sample by sample, each over its `stride` cells of the row (clipped to the map): no division per cell. */
function spreadRow(target: Uint8Array, row: number, x0: number, x1: number, samples: Uint8Array, first: number, left0: number, stride: number, cols: number): void {
  let rx0 = x1, rx1 = -1;
  for (let i = 0; i < cols; i++) {
    const left = left0 + i * stride;
    const a = left < x0 ? x0 : left, b = left + stride < x1 ? left + stride : x1;
    const v = samples[first + i]!;
    for (let x = a; x < b; x++) {
      if (target[row + x] === v) continue;
      target[row + x] = v;
      if (x < rx0) rx0 = x;
      rx1 = x;
    }
  }
  changed.x0 = rx0;
  changed.x1 = rx1;
}

/**
 * Writes the changed samples of `rect` (their indices and bytes, as `CellChanges` lists them) into
 * `target`, a map of width × height, each over its stride × stride block clipped to the map, and
 * marks each block to repaint.
 */
export function applyChanges(
  target: Uint8Array, width: number, height: number, rect: TraceRect, samples: Int32Array, states: Uint8Array,
  mark: (x0: number, y0: number, x1: number, y1: number) => void,
): void {
  const stride = Math.max(1, rect.stride ?? 1);
  const cols = Math.ceil(rect.width / stride);
  for (let n = 0; n < samples.length; n++) {
    const s = samples[n]!, i = s % cols;
    const x0 = rect.x + i * stride, y0 = rect.y + ((s - i) / cols) * stride;
    const x1 = Math.min(width, x0 + stride, rect.x + rect.width) - 1, y1 = Math.min(height, y0 + stride, rect.y + rect.height) - 1;
    if (x0 < 0 || y0 < 0 || x1 < x0 || y1 < y0) continue;
    const v = states[n]!;
    for (let y = y0; y <= y1; y++) target.fill(v, y * width + x0, y * width + x1 + 1);
    mark(x0, y0, x1, y1);
  }
}

const EMPTY_WORDS = new Uint32Array(0);

/**
 * Like `spreadSamples`, for `target` already showing `before` (the previous answer about the same
 * rectangle): compares sample with sample and writes only the blocks of those that differ, so a
 * zoomed-out view (4 cells a sample at stride 2) reads a quarter of what spreading every cell does.
 * Samples are compared four at a time, and only a changed one costs block arithmetic: a scrub's
 * answer over a whole map in view is 0.4–1.5 M samples, of which a nearby step changes a few in a
 * thousand.
 */
export function spreadChangedSamples(target: Uint8Array, width: number, height: number, rect: TraceRect, before: Uint8Array, samples: Uint8Array): CellBox | null {
  const stride = Math.max(1, rect.stride ?? 1);
  const cols = Math.ceil(rect.width / stride), count = cols * Math.ceil(rect.height / stride);
  // Four samples compared at a time where both arrays allow a word view (they do as the worker sends them).
  const words = before.byteOffset % 4 === 0 && samples.byteOffset % 4 === 0 ? count >> 2 : 0;
  const before32 = words > 0 ? new Uint32Array(before.buffer, before.byteOffset, words) : EMPTY_WORDS;
  const samples32 = words > 0 ? new Uint32Array(samples.buffer, samples.byteOffset, words) : EMPTY_WORDS;
  const right = Math.min(width, rect.x + rect.width), bottom = Math.min(height, rect.y + rect.height);
  // A sample a cell on the map: each changed sample is one cell, with nothing to clip.
  const single = stride === 1 && rect.x >= 0 && rect.y >= 0 && right === rect.x + rect.width && bottom === rect.y + rect.height;
  let cx0 = width, cy0 = height, cx1 = -1, cy1 = -1;
  // The row of sample k as k moves forward (rowStart ≤ k < rowStart + cols), its top cell, and where that row's first sample lies.
  let rowStart = 0, top = rect.y, rowCell = rect.y * width + rect.x;
  // That row's cells on the map, y0 to y1 (exclusive; none when y1 ≤ y0).
  let y0 = top > 0 ? top : 0, y1 = top + stride < bottom ? top + stride : bottom;
  for (let w = 0; w <= words; w++) {
    if (w < words && before32[w] === samples32[w]) continue;
    for (let k = w << 2, end = w < words ? k + 4 : count; k < end; k++) {
      const v = samples[k]!;
      if (before[k] === v) continue;
      while (k >= rowStart + cols) {
        rowStart += cols;
        top += stride;
        rowCell += stride * width;
        y0 = top > 0 ? top : 0;
        y1 = top + stride < bottom ? top + stride : bottom;
      }
      if (single) {
        const x = rect.x + k - rowStart;
        target[rowCell + k - rowStart] = v;
        if (x < cx0) cx0 = x;
        if (x > cx1) cx1 = x;
        if (top < cy0) cy0 = top;
        cy1 = top;
        continue;
      }
      // The sample's stride × stride block, clipped to the map.
      const left = rect.x + (k - rowStart) * stride;
      const x0 = left > 0 ? left : 0, x1 = left + stride < right ? left + stride : right;
      if (x1 <= x0 || y1 <= y0) continue;
      if (x1 - x0 === 2 && y1 - y0 === 2) {
        // A whole block at stride 2 (a whole map zoomed out to half a pixel a cell): its four cells.
        const at = y0 * width + x0;
        target[at] = target[at + 1] = target[at + width] = target[at + width + 1] = v;
      } else for (let y = y0; y < y1; y++) for (let x = y * width + x0, end = y * width + x1; x < end; x++) target[x] = v;
      if (x0 < cx0) cx0 = x0;
      if (x1 - 1 > cx1) cx1 = x1 - 1;
      if (y0 < cy0) cy0 = y0;
      if (y1 - 1 > cy1) cy1 = y1 - 1;
    }
  }
  return cx1 < 0 ? null : { x0: cx0, y0: cy0, x1: cx1, y1: cy1 };
}
