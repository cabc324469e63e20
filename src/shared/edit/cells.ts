// How rasterisers hand cells to their caller: one index at a time into a sink, or into a
// reusable typed buffer. Never arrays of objects: these run on every pointer move while
// painting maps of 16.7 million cells.

/** Receives one cell index (y * width + x) that lies inside the map. */
export type CellSink = (index: number) => void;

/** The part of a map that rasterisers need: they clip to it. A `Grid` is one. */
export interface MapBounds {
  readonly width: number;
  readonly height: number;
}

/**
 * A shape spanned by two opposite corner cells (xa, ya) and (xb, yb), in any order, filled or as
 * an outline: emits its cells inside `bounds`. The rectangle and ellipse tools are two of these.
 */
export type CornerShapeCells = (bounds: MapBounds, xa: number, ya: number, xb: number, yb: number, filled: boolean, sink: CellSink) => void;

/** An inclusive box of cells (x0..x1, y0..y1): what an edit changed; the renderer redraws the chunks it overlaps. (The trace's CellRect is x, y, width, height.) */
export interface CellBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A growable list of cell indices, reused between gestures so painting allocates nothing per cell. */
export class CellBuffer {
  cells: Int32Array;
  count = 0;

  constructor(capacity = 1024) {
    this.cells = new Int32Array(Math.max(16, capacity));
  }

  /** A sink that appends to this buffer; pass it to any rasteriser. */
  readonly add: CellSink = (index) => {
    if (this.count === this.cells.length) this.cells = growInt32(this.cells, this.count + 1);
    this.cells[this.count++] = index;
  };

  clear(): void {
    this.count = 0;
  }

  /** The filled part, as a view (no copy): valid until the next add or clear. */
  view(): Int32Array {
    return this.cells.subarray(0, this.count);
  }
}

/** A copy of `array` with room for at least `needed` elements (doubling, so appends are amortised O(1)). */
export function growInt32(array: Int32Array, needed: number): Int32Array {
  const next = new Int32Array(Math.max(needed, array.length * 2, 16));
  next.set(array);
  return next;
}

/** An empty rectangle that any `includeCell` turns into a real one. */
export function emptyBox(): CellBox {
  return { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
}

export function isEmptyBox(rect: CellBox): boolean {
  return rect.x0 > rect.x1 || rect.y0 > rect.y1;
}

/** Grows `rect` to hold `other` (in place). */
export function unionBox(rect: CellBox, other: CellBox): CellBox {
  if (other.x0 < rect.x0) rect.x0 = other.x0;
  if (other.y0 < rect.y0) rect.y0 = other.y0;
  if (other.x1 > rect.x1) rect.x1 = other.x1;
  if (other.y1 > rect.y1) rect.y1 = other.y1;
  return rect;
}

/** Emits cells x0..x1 of row y, clipped to the map. Every span-based rasteriser ends here. */
export function emitSpan(bounds: MapBounds, y: number, x0: number, x1: number, sink: CellSink): void {
  if (y < 0 || y >= bounds.height) return;
  const from = x0 < 0 ? 0 : x0;
  const to = x1 >= bounds.width ? bounds.width - 1 : x1;
  const row = y * bounds.width;
  for (let x = from; x <= to; x++) sink(row + x);
}
