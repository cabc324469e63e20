// A min-heap of cells keyed by exact costs, each cell at most once: the Dijkstra sweeps over a
// whole map (the debugger's cost to the goal, the level analyses' cost fields) use it.
/**
 * A binary min-heap of cells keyed by their exact cost, each cell at most once (its slot says
 * where). The engine's open list is not reused: it keys by rounded f with a tie-break secondary,
 * and keeps positions in a search's node table.
 */
export class CostHeap {
  size = 0;
  private keys = new Float64Array(1024);
  private cells = new Int32Array(1024);

  /** Per cell: 0 never offered, −1 popped (settled), i + 1 while at heap index i. */
  constructor(readonly slot: Int32Array) {}

  topKey(): number {
    return this.keys[0]!;
  }

  /** Enters `cell` at `key`, or lowers its key if it is in the heap with a larger one; ignored for a popped cell. */
  offer(cell: number, key: number): void {
    const at = this.slot[cell]!;
    if (at < 0) return;
    if (at > 0) {
      if (key >= this.keys[at - 1]!) return;
      this.siftUp(at - 1, cell, key);
      return;
    }
    if (this.size === this.keys.length) this.grow();
    this.siftUp(this.size++, cell, key);
  }

  private siftUp(i: number, cell: number, key: number): void {
    const keys = this.keys, cells = this.cells, slot = this.slot;
    while (i > 0) {
      const p = (i - 1) >> 1, pk = keys[p]!;
      if (pk <= key) break;
      const pc = cells[p]!;
      keys[i] = pk;
      cells[i] = pc;
      slot[pc] = i + 1;
      i = p;
    }
    keys[i] = key;
    cells[i] = cell;
    slot[cell] = i + 1;
  }

  /** Removes and returns the cell with the smallest key (its slot becomes −1); the heap must not be empty. */
  pop(): number {
    const keys = this.keys, cells = this.cells, slot = this.slot;
    const top = cells[0]!;
    slot[top] = -1;
    const n = --this.size;
    if (n === 0) return top;
    const key = keys[n]!, cell = cells[n]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && keys[c + 1]! < keys[c]!) c++;
      const ck = keys[c]!;
      if (key <= ck) break;
      const cc = cells[c]!;
      keys[i] = ck;
      cells[i] = cc;
      slot[cc] = i + 1;
      i = c;
    }
    keys[i] = key;
    cells[i] = cell;
    slot[cell] = i + 1;
    return top;
  }

  private grow(): void {
    const keys = new Float64Array(2 * this.keys.length), cells = new Int32Array(2 * this.cells.length);
    keys.set(this.keys);
    cells.set(this.cells);
    this.keys = keys;
    this.cells = cells;
  }
}
