// Flood fill by terrain, 4-connected on square maps and 6-connected on hex maps: replaces the contiguous region of the clicked cell's
// value. Scanline spans over the typed layer with an explicit Int32Array stack, no recursion
// and no per-cell objects, so a 4096×4096 open map fills in a fraction of a second; `step`
// lets the UI spread a huge fill over several frames and show progress.
import { growInt32 } from './cells';

/** Told about each span just before it is painted (start index, length), e.g. to record undo. */
export type SpanListener = (start: number, length: number) => void;

/** A fill in progress over one layer. Create it, then `run()` or call `step()` until it returns true. */
export class FloodFill {
  /** The value being replaced (the clicked cell's value). */
  readonly target: number;
  /** Cells painted so far. */
  filled = 0;
  private stack: Int32Array;
  private top = 0;

  constructor(
    private readonly layer: Uint8Array | Int16Array,
    private readonly width: number,
    private readonly height: number,
    x: number,
    y: number,
    private readonly value: number,
    private readonly onSpan: SpanListener | null = null,
    /** Hex map (odd-r): a span touches one more column on its neighbour rows, left or right by parity. */
    private readonly hex = false,
  ) {
    const inside = x >= 0 && y >= 0 && x < width && y < height;
    const seed = y * width + x;
    this.target = inside ? layer[seed]! : value;
    this.stack = new Int32Array(1024);
    // Filling a region with its own value changes nothing; leaving the stack empty ends at once.
    if (inside && this.target !== value) this.stack[this.top++] = seed;
  }

  get done(): boolean {
    return this.top === 0;
  }

  /** Paints until about `budgetCells` more cells are filled (whole spans) or the fill ends; true when it has ended. */
  step(budgetCells = Infinity): boolean {
    const stopAt = this.filled + budgetCells;
    while (this.top > 0 && this.filled < stopAt) this.fillSpanAt(this.stack[--this.top]!);
    return this.top === 0;
  }

  /** Fills the whole region now. */
  run(): number {
    this.step();
    return this.filled;
  }

  /** Grows the seed into its full row span, paints it, then seeds the rows above and below. */
  private fillSpanAt(seed: number): void {
    const { layer, width, target } = this;
    if (layer[seed] !== target) return; // painted since it was pushed
    const rowStart = seed - (seed % width);
    const rowEnd = rowStart + width - 1;
    let left = seed;
    while (left > rowStart && layer[left - 1] === target) left--;
    let right = seed;
    while (right < rowEnd && layer[right + 1] === target) right++;
    this.onSpan?.(left, right - left + 1);
    layer.fill(this.value, left, right + 1);
    this.filled += right - left + 1;
    let from = left;
    let to = right;
    if (this.hex) {
      // Even rows reach one column left on the rows above and below, odd rows one right.
      const y = (rowStart / width) | 0;
      if (y & 1) to = Math.min(rowEnd, right + 1);
      else from = Math.max(rowStart, left - 1);
    }
    if (rowStart > 0) this.seedRow(from - width, to - width);
    if (rowEnd < this.height * width - 1) this.seedRow(from + width, to + width);
  }

  /** Pushes one seed per run of target cells in [from, to] of an adjacent row. */
  private seedRow(from: number, to: number): void {
    const { layer, target } = this;
    let inRun = false;
    for (let i = from; i <= to; i++) {
      if (layer[i] === target) {
        if (!inRun) this.push(i);
        inRun = true;
      } else inRun = false;
    }
  }

  private push(index: number): void {
    if (this.top === this.stack.length) this.stack = growInt32(this.stack, this.top + 1);
    this.stack[this.top++] = index;
  }
}

/** Fills the 4-connected (hex: 6-connected) region of (x, y)'s value with `value`; returns how many cells changed. */
export function floodFill(
  layer: Uint8Array | Int16Array,
  width: number,
  height: number,
  x: number,
  y: number,
  value: number,
  onSpan: SpanListener | null = null,
  hex = false,
): number {
  return new FloodFill(layer, width, height, x, y, value, onSpan, hex).run();
}
