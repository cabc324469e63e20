// A replica of the engine's open list (open-list.ts) for replays: the same binary heap, moved by
// the same sift rules. The engine compares packed keys and looks at the exact secondaries only
// when those tie; since its packing is monotone, that is exactly the order of (key, secondary)
// pairs, so the same pushes, decreases and pops leave this heap laid out as the engine's was, and
// entries equal in both are popped in the engine's order. A cell's heap index is kept in a
// per-cell array lent by the trace index (replays run one at a time), as the engine keeps it in
// its node table.

export class OpenHeap {
  size = 0;
  cells: Int32Array;
  keys: Float64Array;
  seconds: Float64Array;

  /** `positions` has an entry per cell of the map; only entries of cells in this heap are read. */
  constructor(capacity: number, private readonly positions: Int32Array) {
    const n = Math.max(16, capacity);
    this.cells = new Int32Array(n);
    this.keys = new Float64Array(n);
    this.seconds = new Float64Array(n);
  }

  push(cell: number, key: number, second: number): void {
    if (this.size === this.cells.length) this.grow();
    this.siftUp(this.size++, cell, key, second);
  }

  /** Appends an entry that is already in heap order (no smaller than its parent): a checkpoint's layout. */
  append(cell: number, key: number, second: number): void {
    if (this.size === this.cells.length) this.grow();
    const i = this.size++;
    this.cells[i] = cell;
    this.keys[i] = key;
    this.seconds[i] = second;
    this.positions[cell] = i;
  }

  /** A better (key, secondary) for an open cell; like the engine, it may still sink when its secondary grows. */
  decrease(cell: number, key: number, second: number): void {
    const index = this.positions[cell]!;
    const old = this.keys[index]!;
    if (key < old || (key === old && second <= this.seconds[index]!)) this.siftUp(index, cell, key, second);
    else this.siftDown(index, cell, key, second);
  }

  /** Removes and returns the first cell; the heap must not be empty. */
  pop(): number {
    const top = this.cells[0]!;
    const n = --this.size;
    if (n > 0) this.siftDown(0, this.cells[n]!, this.keys[n]!, this.seconds[n]!);
    return top;
  }

  private siftUp(i: number, cell: number, key: number, second: number): void {
    const cells = this.cells, keys = this.keys, seconds = this.seconds, positions = this.positions;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p]!;
      if (pk < key || (pk === key && seconds[p]! <= second)) break;
      const pc = cells[p]!;
      cells[i] = pc;
      keys[i] = pk;
      seconds[i] = seconds[p]!;
      positions[pc] = i;
      i = p;
    }
    cells[i] = cell;
    keys[i] = key;
    seconds[i] = second;
    positions[cell] = i;
  }

  private siftDown(i: number, cell: number, key: number, second: number): void {
    const cells = this.cells, keys = this.keys, seconds = this.seconds, positions = this.positions, n = this.size;
    for (;;) {
      const first = 2 * i + 1;
      if (first >= n) break;
      // The smaller child (ties to the left one).
      let c = first, ck = keys[first]!;
      if (first + 1 < n) {
        const k1 = keys[first + 1]!;
        if (k1 < ck || (k1 === ck && seconds[first + 1]! < seconds[first]!)) { c = first + 1; ck = k1; }
      }
      if (key < ck || (key === ck && second <= seconds[c]!)) break;
      const cc = cells[c]!;
      cells[i] = cc;
      keys[i] = ck;
      seconds[i] = seconds[c]!;
      positions[cc] = i;
      i = c;
    }
    cells[i] = cell;
    keys[i] = key;
    seconds[i] = second;
    positions[cell] = i;
  }

  private grow(): void {
    const n = 2 * this.cells.length;
    const cells = new Int32Array(n); cells.set(this.cells); this.cells = cells;
    const keys = new Float64Array(n); keys.set(this.keys); this.keys = keys;
    const seconds = new Float64Array(n); seconds.set(this.seconds); this.seconds = seconds;
  }
}
