// A replica of the engine's open list (open-list.ts) for replays: the same binary heap, moved by
// the same sift rules. The engine compares packed keys and looks at the exact secondaries only
// when those tie; since its packing is monotone, that is exactly the order of (key, secondary)
// pairs, so the same pushes, decreases and pops leave this heap laid out as the engine's was, and
// entries equal in both are popped in the engine's order. Cells are found for decrease-key through
// a small hash table of their heap positions.

const EMPTY = -1;

export class OpenHeap {
  size = 0;
  cells: Int32Array;
  keys: Float64Array;
  seconds: Float64Array;
  private slotCell: Int32Array;
  private slotIndex: Int32Array;
  private slotsUsed = 0;

  constructor(capacity: number) {
    const n = Math.max(16, capacity);
    this.cells = new Int32Array(n);
    this.keys = new Float64Array(n);
    this.seconds = new Float64Array(n);
    this.slotCell = new Int32Array(ceilPow2(2 * n)).fill(EMPTY);
    this.slotIndex = new Int32Array(this.slotCell.length);
  }

  push(cell: number, key: number, second: number): void {
    if (this.size === this.cells.length) this.grow();
    this.siftUp(this.size++, cell, key, second);
  }

  /** A better (key, secondary) for an open cell; like the engine, it may still sink when its secondary grows. */
  decrease(cell: number, key: number, second: number): void {
    const index = this.slotIndex[this.slot(cell)]!;
    const old = this.keys[index]!;
    if (key < old || (key === old && second <= this.seconds[index]!)) this.siftUp(index, cell, key, second);
    else this.siftDown(index, cell, key, second);
  }

  /** Removes and returns the first cell; the heap must not be empty. */
  pop(): number {
    const top = this.cells[0]!;
    this.slotIndex[this.slot(top)] = -1;
    const n = --this.size;
    if (n > 0) this.siftDown(0, this.cells[n]!, this.keys[n]!, this.seconds[n]!);
    return top;
  }

  /** A copy to pop from without disturbing this one. */
  clone(): OpenHeap {
    const copy = new OpenHeap(this.size);
    copy.cells.set(this.cells.subarray(0, this.size));
    copy.keys.set(this.keys.subarray(0, this.size));
    copy.seconds.set(this.seconds.subarray(0, this.size));
    copy.size = this.size;
    for (let i = 0; i < this.size; i++) copy.place(this.cells[i]!, i);
    return copy;
  }

  private siftUp(i: number, cell: number, key: number, second: number): void {
    const cells = this.cells, keys = this.keys, seconds = this.seconds;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p]!;
      if (pk < key || (pk === key && seconds[p]! <= second)) break;
      cells[i] = cells[p]!;
      keys[i] = pk;
      seconds[i] = seconds[p]!;
      this.place(cells[i]!, i);
      i = p;
    }
    cells[i] = cell;
    keys[i] = key;
    seconds[i] = second;
    this.place(cell, i);
  }

  private siftDown(i: number, cell: number, key: number, second: number): void {
    const cells = this.cells, keys = this.keys, seconds = this.seconds, n = this.size;
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
      cells[i] = cells[c]!;
      keys[i] = ck;
      seconds[i] = seconds[c]!;
      this.place(cells[i]!, i);
      i = c;
    }
    cells[i] = cell;
    keys[i] = key;
    seconds[i] = second;
    this.place(cell, i);
  }

  /** Records that `cell` sits at heap index i. */
  private place(cell: number, i: number): void {
    const slot = this.slot(cell);
    if (this.slotCell[slot] === EMPTY) {
      this.slotCell[slot] = cell;
      if (2 * ++this.slotsUsed > this.slotCell.length) {
        this.slotIndex[slot] = i;
        this.rehash();
        return;
      }
    }
    this.slotIndex[slot] = i;
  }

  /** The slot of `cell` in the position table, or the empty slot where it would go. */
  private slot(cell: number): number {
    const cells = this.slotCell, mask = cells.length - 1;
    let s = (Math.imul(cell, 0x9e3779b1) >>> 0) & mask;
    while (cells[s] !== EMPTY && cells[s] !== cell) s = (s + 1) & mask;
    return s;
  }

  private rehash(): void {
    const oldCells = this.slotCell, oldIndex = this.slotIndex;
    this.slotCell = new Int32Array(2 * oldCells.length).fill(EMPTY);
    this.slotIndex = new Int32Array(this.slotCell.length);
    this.slotsUsed = 0;
    for (let s = 0; s < oldCells.length; s++) {
      if (oldCells[s] === EMPTY || oldIndex[s]! < 0) continue; // popped cells are forgotten
      const slot = this.slot(oldCells[s]!);
      this.slotCell[slot] = oldCells[s]!;
      this.slotIndex[slot] = oldIndex[s]!;
      this.slotsUsed++;
    }
  }

  private grow(): void {
    const n = 2 * this.cells.length;
    const cells = new Int32Array(n); cells.set(this.cells); this.cells = cells;
    const keys = new Float64Array(n); keys.set(this.keys); this.keys = keys;
    const seconds = new Float64Array(n); seconds.set(this.seconds); this.seconds = seconds;
  }
}

function ceilPow2(n: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(2, n)));
}
