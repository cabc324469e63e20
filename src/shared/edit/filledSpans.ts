// A flood fill's undo record: the row spans it painted, plus the one value they all had and the
// one they got. Every cell of a fill region starts with the same value, so a 4096² open fill is
// 4096 spans (32 KB) instead of 16.7 M recorded cells, and recording costs O(spans), not O(cells).
import type { Grid } from '../grid/grid';
import { emptyBox, growInt32, type CellBox } from './cells';
import type { CellSpanSink, LayerName } from './cellDiff';
import type { EditCommand } from './history';

export class FilledSpans {
  private spans: Int32Array = new Int32Array(256);
  private count = 0;
  readonly rect: CellBox = emptyBox();

  constructor(private readonly width: number) {}

  /** Records a span of one row (start index, length) about to be painted. */
  add(start: number, length: number): void {
    if (this.count + 2 > this.spans.length) this.spans = growInt32(this.spans, this.count + 2);
    this.spans[this.count++] = start;
    this.spans[this.count++] = length;
    const y = Math.floor(start / this.width);
    const x = start - y * this.width;
    const r = this.rect;
    if (x < r.x0) r.x0 = x;
    if (x + length - 1 > r.x1) r.x1 = x + length - 1;
    if (y < r.y0) r.y0 = y;
    if (y > r.y1) r.y1 = y;
  }

  get isEmpty(): boolean {
    return this.count === 0;
  }

  /** Calls `visit` with every recorded span. */
  forEachSpan(visit: (start: number, length: number) => void): void {
    const s = this.spans;
    for (let i = 0; i < this.count; i += 2) visit(s[i]!, s[i + 1]!);
  }

  /** Writes `value` into every recorded span. */
  write(layer: Uint8Array | Int16Array, value: number): void {
    const s = this.spans;
    for (let i = 0; i < this.count; i += 2) layer.fill(value, s[i]!, s[i]! + s[i + 1]!);
  }

  /**
   * The finished record as an undo command: spans sorted and merged where one ends where the
   * next begins (an open region's rows are contiguous in memory, so a whole-map fill is one span).
   */
  command(layer: LayerName, from: number, to: number): FillSpansCommand {
    const n = this.count / 2;
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => this.spans[2 * a]! - this.spans[2 * b]!);
    const merged = new Int32Array(this.count);
    let m = 0;
    for (const i of order) {
      const start = this.spans[2 * i]!;
      const length = this.spans[2 * i + 1]!;
      if (m > 0 && merged[m - 2]! + merged[m - 1]! === start) merged[m - 1]! += length;
      else {
        merged[m++] = start;
        merged[m++] = length;
      }
    }
    return new FillSpansCommand(layer, merged.slice(0, m), from, to, { ...this.rect });
  }
}

/** Undo/redo of a fill: writes the region's old or new value into its spans. */
export class FillSpansCommand implements EditCommand {
  constructor(
    readonly layer: LayerName,
    /** Pairs of (start index, length). */
    private readonly spans: Int32Array,
    readonly from: number,
    readonly to: number,
    readonly area: CellBox,
  ) {}

  get bytes(): number {
    return this.spans.byteLength + 64;
  }

  reportCells(report: CellSpanSink): void {
    const s = this.spans;
    for (let i = 0; i < s.length; i += 2) report(this.layer, s[i]!, s[i + 1]!);
  }

  redo(grid: Grid): void {
    this.write(grid, this.to);
  }

  undo(grid: Grid): void {
    this.write(grid, this.from);
  }

  private write(grid: Grid, value: number): void {
    const layer = this.layer === 'terrain' ? grid.terrain : grid.heights;
    if (!layer) throw new Error('The map has no heights layer to restore.');
    const s = this.spans;
    for (let i = 0; i < s.length; i += 2) layer.fill(value, s[i]!, s[i]! + s[i + 1]!);
  }
}
