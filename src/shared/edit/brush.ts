// Brush footprints: the cells a brush of a given size and shape covers when centred on a cell.
import { hexDiscSpan } from '../grid/hex';
import { type CellSink, type MapBounds, emitSpan } from './cells';

/** The shapes a user picks on square maps. */
export type BrushShape = 'square' | 'round';
/** What a brush covers: a square or round patch of squares, or a hex disc on hex maps. */
export type BrushFootprint = BrushShape | 'hex';

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
  /** Rows covered (for a hex brush, 2 × radius + 1). */
  readonly size: number;
  readonly shape: BrushFootprint;
  /** Offset of the first row (and column) from the centre cell: -floor(size / 2). */
  readonly first: number;
  /** Per row r (dy = first + r): leftmost dx covered. */
  readonly spanMin: Int8Array;
  /** Per row r: rightmost dx covered. */
  readonly spanMax: Int8Array;
  /**
   * The same spans for a centre on an odd row. Equal to spanMin/spanMax on square maps; a hex
   * disc's columns shift with the centre row's parity (odd rows sit half a cell right).
   */
  readonly oddSpanMin: Int8Array;
  readonly oddSpanMax: Int8Array;
  /** How many cells the footprint covers. */
  readonly cellCount: number;
}

const cache = new Map<string, Brush>();

/**
 * The footprint of a brush; cached, so tools may call it on every pointer move. A 'hex' brush of
 * size s covers the hex disc of radius floor(s / 2): size 1 one hex, size 3 a hex and its six
 * neighbours, so its width in cells stays close to the size, as on squares.
 */
export function makeBrush(size: number, shape: BrushFootprint = 'square'): Brush {
  const s = Math.min(MAX_BRUSH_SIZE, Math.max(MIN_BRUSH_SIZE, Math.round(size)));
  const key = `${shape}:${s}`;
  let brush = cache.get(key);
  if (!brush) {
    brush = shape === 'hex' ? buildHexBrush(Math.floor(s / 2)) : buildBrush(s, shape);
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
  return { size, shape, first, spanMin, spanMax, oddSpanMin: spanMin, oddSpanMax: spanMax, cellCount };
}

/** A hex disc of `radius` as row spans, for a centre on an even and on an odd row. */
function buildHexBrush(radius: number): Brush {
  const size = 2 * radius + 1;
  const spans = [new Int8Array(size), new Int8Array(size), new Int8Array(size), new Int8Array(size)] as const;
  let cellCount = 0;
  for (let r = 0; r < size; r++) {
    for (const parity of [0, 1]) {
      const [a, b] = hexDiscSpan(radius, parity, r - radius);
      spans[parity * 2]![r] = a;
      spans[parity * 2 + 1]![r] = b;
    }
    cellCount += spans[1][r]! - spans[0][r]! + 1;
  }
  return { size, shape: 'hex', first: -radius, spanMin: spans[0], spanMax: spans[1], oddSpanMin: spans[2], oddSpanMax: spans[3], cellCount };
}

/** The cells of one brush stamp centred on (cx, cy), clipped to the map. */
export function stampCells(bounds: MapBounds, brush: Brush, cx: number, cy: number, sink: CellSink): void {
  const odd = cy & 1;
  const spanMin = odd ? brush.oddSpanMin : brush.spanMin;
  const spanMax = odd ? brush.oddSpanMax : brush.spanMax;
  for (let r = 0; r < brush.size; r++) {
    emitSpan(bounds, cy + brush.first + r, cx + spanMin[r]!, cx + spanMax[r]!, sink);
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
  const { size, first } = brush;
  const spanMin = cy & 1 ? brush.oddSpanMin : brush.spanMin;
  const spanMax = cy & 1 ? brush.oddSpanMax : brush.spanMax;
  const prevMin = py & 1 ? brush.oddSpanMin : brush.spanMin;
  const prevMax = py & 1 ? brush.oddSpanMax : brush.spanMax;
  for (let r = 0; r < size; r++) {
    const y = cy + first + r;
    const a = cx + spanMin[r]!;
    const b = cx + spanMax[r]!;
    const pr = y - py - first; // the row of the previous stamp at the same y
    if (pr < 0 || pr >= size) {
      emitSpan(bounds, y, a, b, sink);
      continue;
    }
    const pa = px + prevMin[pr]!;
    const pb = px + prevMax[pr]!;
    // Spans are intervals, so new minus old is at most one piece on each side.
    emitSpan(bounds, y, a, Math.min(b, pa - 1), sink);
    emitSpan(bounds, y, Math.max(a, pb + 1), b, sink);
  }
}
