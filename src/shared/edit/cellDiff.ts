// The undo record of one gesture on one layer: which cells changed, their value before and
// after. Stored compactly because history is bounded in bytes: cells as runs of consecutive
// indices when that is smaller (fills and brush rows are runs), values as one number when
// every cell had the same one (a fill replaces one terrain by another).
import { type CellBox, emptyBox } from './cells';

/** The two cell layers a map has; each has its own value type. */
export type LayerName = 'terrain' | 'heights';
export type LayerValues = Uint8Array | Int16Array;

/**
 * Told which cells of a layer changed (or are about to, within the same synchronous call), as a
 * span of consecutive indices: how the history's observers (the recovery journal, a search
 * worker's copy) follow the map by delta. The values are read from the layer afterwards.
 */
export type CellSpanSink = (layer: LayerName, start: number, length: number) => void;

export class CellDiff {
  private constructor(
    readonly layer: LayerName,
    /** Changed cells: [start, length] pairs when `asRuns`, else plain indices. */
    private readonly cells: Int32Array,
    private readonly asRuns: boolean,
    /** Value per changed cell in `cells` order, or a single value shared by all of them. */
    private readonly before: LayerValues,
    private readonly after: LayerValues,
    /** How many cells changed. */
    readonly count: number,
    /** Bounding box of the changed cells. */
    readonly rect: CellBox,
  ) {}

  /**
   * Encodes `count` changes (distinct cell indices in any order, with values before and after).
   * Costs O(count): nothing here depends on the map size.
   */
  static encode(
    layer: LayerName,
    width: number,
    indices: Int32Array,
    before: LayerValues,
    after: LayerValues,
    count: number,
  ): CellDiff {
    let runs = count > 0 ? 1 : 0;
    for (let i = 1; i < count; i++) if (indices[i] !== indices[i - 1]! + 1) runs++;
    const asRuns = runs * 2 < count;
    const cells = asRuns ? toRuns(indices, count, runs) : indices.slice(0, count);
    const rect = boundsOf(cells, asRuns, width);
    return new CellDiff(layer, cells, asRuns, compact(before, count), compact(after, count), count, rect);
  }

  /** Bytes kept alive by this record (counted against the history budget). */
  get bytes(): number {
    return this.cells.byteLength + this.before.byteLength + this.after.byteLength + 64;
  }

  /** Calls `visit` with each span of consecutive changed cells (single cells as spans of 1). */
  forEachSpan(visit: (start: number, length: number) => void): void {
    const { cells } = this;
    if (this.asRuns) for (let r = 0; r < cells.length; r += 2) visit(cells[r]!, cells[r + 1]!);
    else for (let k = 0; k < cells.length; k++) visit(cells[k]!, 1);
  }

  /** Writes the before (undo) or after (redo) values into `values`. */
  write(values: LayerValues, which: 'before' | 'after'): void {
    const source = which === 'before' ? this.before : this.after;
    const uniform = source.length === 1;
    const { cells } = this;
    if (!this.asRuns) {
      for (let k = 0; k < cells.length; k++) values[cells[k]!] = uniform ? source[0]! : source[k]!;
      return;
    }
    let k = 0;
    for (let r = 0; r < cells.length; r += 2) {
      const start = cells[r]!;
      const length = cells[r + 1]!;
      if (uniform) values.fill(source[0]!, start, start + length);
      else values.set(source.subarray(k, k + length), start);
      k += length;
    }
  }
}

function toRuns(indices: Int32Array, count: number, runs: number): Int32Array {
  const out = new Int32Array(runs * 2);
  let r = -2;
  for (let i = 0; i < count; i++) {
    const index = indices[i]!;
    if (r >= 0 && index === out[r]! + out[r + 1]!) out[r + 1]!++;
    else {
      r += 2;
      out[r] = index;
      out[r + 1] = 1;
    }
  }
  return out;
}

/** One shared value when all are equal (a fill), else a right-sized copy. */
function compact(values: LayerValues, count: number): LayerValues {
  const first = values[0];
  for (let i = 1; i < count; i++) if (values[i] !== first) return values.slice(0, count);
  return values.slice(0, Math.min(1, count));
}

function boundsOf(cells: Int32Array, asRuns: boolean, width: number): CellBox {
  const rect = emptyBox();
  const step = asRuns ? 2 : 1;
  for (let k = 0; k < cells.length; k += step) {
    const first = cells[k]!;
    const last = asRuns ? first + cells[k + 1]! - 1 : first;
    const y0 = Math.floor(first / width);
    const y1 = Math.floor(last / width);
    // A run that wraps onto the next row spans the full width between them.
    const x0 = y0 === y1 ? first - y0 * width : 0;
    const x1 = y0 === y1 ? last - y1 * width : width - 1;
    if (x0 < rect.x0) rect.x0 = x0;
    if (x1 > rect.x1) rect.x1 = x1;
    if (y0 < rect.y0) rect.y0 = y0;
    if (y1 > rect.y1) rect.y1 = y1;
  }
  return rect;
}
