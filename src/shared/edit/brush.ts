// Brush footprints: the cells a brush of a given size and shape covers when centred on a cell.
import { type CellSink, type MapBounds, emitSpan } from './cells';

export type BrushShape = 'square' | 'round';

export const MIN_BRUSH_SIZE = 1;
export const MAX_BRUSH_SIZE = 64;

/**
 * A brush footprint as one horizontal span per row, relative to the centre cell. Rows are
 * spans because both shapes are convex, and spans clip and diff cheaply.
 *
 * Centring: offsets run from `-floor(size / 2)` to `size - 1 - floor(size / 2)`, so for an
 * even size the centre cell is the lower-right of the four middle cells (size 2 covers the
 * cell, its left, upper and upper-left neighbours).
 */
export interface Brush {
  readonly size: number;
  readonly shape: BrushShape;
  /** Offset of the first row (and column) from the centre cell: -floor(size / 2). */
  readonly first: number;
  /** Per row r (dy = first + r): leftmost dx covered. */
  readonly spanMin: Int8Array;
  /** Per row r: rightmost dx covered. */
  readonly spanMax: Int8Array;
  /** How many cells the footprint covers. */
  readonly cellCount: number;
}

const cache = new Map<string, Brush>();

/** The footprint of a brush; cached, so tools may call it on every pointer move. */
export function makeBrush(size: number, shape: BrushShape = 'square'): Brush {
  const s = Math.min(MAX_BRUSH_SIZE, Math.max(MIN_BRUSH_SIZE, Math.round(size)));
  const key = `${shape}:${s}`;
  let brush = cache.get(key);
  if (!brush) {
    brush = buildBrush(s, shape);
    cache.set(key, brush);
  }
  return brush;
}

/**
 * Round brushes keep the cells whose centre lies strictly inside a circle of radius
 * size/2 − 1/4 around the footprint's geometric centre. The quarter-cell shrink makes size 3
 * a plus sign and size 5 a 5×5 square without its corners, like the pixel editors users know.
 */
function buildBrush(size: number, shape: BrushShape): Brush {
  const first = -Math.floor(size / 2);
  const spanMin = new Int8Array(size);
  const spanMax = new Int8Array(size);
  const centre = first + (size - 1) / 2;
  const radius = size / 2 - 0.25;
  let cellCount = 0;
  for (let r = 0; r < size; r++) {
    const dy = first + r - centre;
    // Rows are symmetric about the centre, so trim both ends together until inside the circle.
    let lo = first;
    let hi = first + size - 1;
    if (shape === 'round') {
      while (lo < hi && (lo - centre) ** 2 + dy * dy >= radius * radius) {
        lo++;
        hi--;
      }
    }
    spanMin[r] = lo;
    spanMax[r] = hi;
    cellCount += hi - lo + 1;
  }
  return { size, shape, first, spanMin, spanMax, cellCount };
}

/** The cells of one brush stamp centred on (cx, cy), clipped to the map. */
export function stampCells(bounds: MapBounds, brush: Brush, cx: number, cy: number, sink: CellSink): void {
  for (let r = 0; r < brush.size; r++) {
    emitSpan(bounds, cy + brush.first + r, cx + brush.spanMin[r]!, cx + brush.spanMax[r]!, sink);
  }
}

/**
 * The cells of a stamp at (cx, cy) that the stamp at (px, py) did not cover. A stroke moves
 * the brush one cell at a time, so this emits only the leading edge: a stroke costs in
 * proportion to the area it sweeps, not to size × length.
 */
export function stampCellsAfter(
  bounds: MapBounds,
  brush: Brush,
  px: number,
  py: number,
  cx: number,
  cy: number,
  sink: CellSink,
): void {
  const { size, first, spanMin, spanMax } = brush;
  for (let r = 0; r < size; r++) {
    const y = cy + first + r;
    const a = cx + spanMin[r]!;
    const b = cx + spanMax[r]!;
    const pr = y - py - first; // the row of the previous stamp at the same y
    if (pr < 0 || pr >= size) {
      emitSpan(bounds, y, a, b, sink);
      continue;
    }
    const pa = px + spanMin[pr]!;
    const pb = px + spanMax[pr]!;
    // Spans are intervals, so new minus old is at most one piece on each side.
    emitSpan(bounds, y, a, Math.min(b, pa - 1), sink);
    emitSpan(bounds, y, Math.max(a, pb + 1), b, sink);
  }
}
