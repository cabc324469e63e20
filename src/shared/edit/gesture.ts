// Records one gesture (a brush stroke, a fill, a shape) on one layer while it paints: the
// first `before` of each cell it touches. At the end the `after` values are read from the
// layer, so a cell painted many times in one stroke keeps its first before and last after.
// Every cell it touches is also reported as it goes (the history's cell watchers).
import { type CellBox, type CellSink, emptyBox, growInt32, isEmptyBox } from './cells';
import { CellDiff, type CellSpanSink, type LayerName, type LayerValues } from './cellDiff';

export class CellGesture {
  private indices: Int32Array = new Int32Array(4096);
  private before: LayerValues;
  private count = 0;
  private dirty: CellBox = emptyBox();

  constructor(
    /** Shown in the undo menu, e.g. "brush stroke". */
    readonly label: string,
    readonly layer: LayerName,
    /** The layer being painted; write to it only through `set`, `paint` or after `touch`. */
    readonly values: LayerValues,
    readonly width: number,
    /** One bit per map cell, all clear between gestures; owned by the history and reused. */
    private readonly touched: Uint32Array,
    private readonly onDirty: (rect: CellBox) => void,
    /** Told of each cell as it is first touched (and again when reverted). */
    private readonly report: CellSpanSink = () => {},
  ) {
    this.before = values instanceof Uint8Array ? new Uint8Array(4096) : new Int16Array(4096);
  }

  /** Cells recorded so far. */
  get touchedCount(): number {
    return this.count;
  }

  /**
   * Records `index` as about to change. Returns true the first time in this gesture, which
   * brushes that apply once per stroke (raise, lower) use to skip cells already done.
   */
  touch(index: number): boolean {
    const word = index >>> 5;
    const bit = 1 << (index & 31);
    if (this.touched[word]! & bit) return false;
    this.touched[word]! |= bit;
    if (this.count === this.indices.length) this.grow();
    this.indices[this.count] = index;
    this.before[this.count++] = this.values[index]!;
    this.includeInDirty(index);
    this.report(this.layer, index, 1);
    return true;
  }

  /** Sets a cell, recording it if its value changes. */
  set(index: number, value: number): void {
    if (this.values[index] === value) return;
    this.touch(index);
    this.values[index] = value;
  }

  /** A sink that paints every cell it receives with `value`: hand it to any rasteriser. */
  paint(value: number): CellSink {
    return (index) => this.set(index, value);
  }

  /**
   * Records a span of one row about to change (flood fill calls this before painting it).
   * Same as touching each cell, but grows the lists and the dirty rectangle once per span:
   * a 4096² fill spends most of its time here.
   */
  touchSpan(start: number, length: number): void {
    if (length <= 0) return;
    while (this.count + length > this.indices.length) this.grow();
    const { touched, indices, before, values } = this;
    let count = this.count;
    for (let i = start; i < start + length; i++) {
      const word = i >>> 5;
      const bit = 1 << (i & 31);
      if (touched[word]! & bit) continue;
      touched[word]! |= bit;
      indices[count] = i;
      before[count++] = values[i]!;
    }
    this.count = count;
    this.includeInDirty(start);
    this.includeInDirty(start + length - 1);
    this.report(this.layer, start, length);
  }

  /**
   * Marks a span as changed (redrawn, and reported) without recording it, for operations that keep
   * their own undo record (a fill keeps its spans: see filledSpans.ts).
   */
  markChanged(start: number, length: number): void {
    if (length <= 0) return;
    this.includeInDirty(start);
    this.includeInDirty(start + length - 1);
    this.report(this.layer, start, length);
  }

  /** Reports the cells changed since the last flush, so the renderer redraws them now. */
  flush(): void {
    if (isEmptyBox(this.dirty)) return;
    const rect = this.dirty;
    this.dirty = emptyBox();
    this.onDirty(rect);
  }

  /** Ends recording: the net changes as one diff (null if nothing changed), and clears the marks. */
  finish(): CellDiff | null {
    this.flush();
    const { indices, before, values, count } = this;
    const after = before instanceof Uint8Array ? new Uint8Array(count) : new Int16Array(count);
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const index = indices[i]!;
      this.touched[index >>> 5] = 0; // whole word: every set bit in it belongs to this gesture
      if (values[index] === before[i]) continue; // painted back to where it started
      indices[kept] = index;
      before[kept] = before[i]!;
      after[kept++] = values[index]!;
    }
    this.count = 0;
    return kept === 0 ? null : CellDiff.encode(this.layer, this.width, indices, before, after, kept);
  }

  /** Puts every touched cell back as it was and clears the marks (Escape during a drag). */
  revert(): void {
    for (let i = 0; i < this.count; i++) {
      const index = this.indices[i]!;
      this.touched[index >>> 5] = 0;
      this.values[index] = this.before[i]!;
      this.includeInDirty(index);
      this.report(this.layer, index, 1);
    }
    this.count = 0;
    this.flush();
  }

  private includeInDirty(index: number): void {
    const y = Math.floor(index / this.width);
    const x = index - y * this.width;
    const d = this.dirty;
    if (x < d.x0) d.x0 = x;
    if (x > d.x1) d.x1 = x;
    if (y < d.y0) d.y0 = y;
    if (y > d.y1) d.y1 = y;
  }

  private grow(): void {
    this.indices = growInt32(this.indices, this.count + 1);
    const next = this.before instanceof Uint8Array ? new Uint8Array(this.indices.length) : new Int16Array(this.indices.length);
    next.set(this.before);
    this.before = next;
  }
}
