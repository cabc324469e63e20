// The open list: an indexed 4-ary min-heap (shallower than binary, fewer cache misses) over parallel typed arrays, ordered by
// (key, secondary). A cell's heap index is kept in the node table's state (base + 2 + index), so a
// better g moves the cell up in place (decrease-key) instead of leaving stale entries behind.

export class OpenList {
  size = 0;
  /** Written into state for a cell at heap index i: base + 2 + i (set by the node table's owner). */
  offset = 2;
  private cells: Int32Array;
  private keys: Float64Array;
  private seconds: Float64Array;
  private state: Int32Array;

  constructor(state: Int32Array, capacity = 1024) {
    this.state = state;
    this.cells = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
    this.seconds = new Float64Array(capacity);
  }

  /** Empties the list; open cells are then marked base + 2 + index. */
  reset(base: number): void {
    this.size = 0;
    this.offset = base + 2;
  }

  get byteLength(): number {
    return this.cells.byteLength + this.keys.byteLength + this.seconds.byteLength;
  }

  push(cell: number, key: number, second: number): void {
    if (this.size === this.cells.length) this.grow();
    this.siftUp(this.size++, cell, key, second);
  }

  /** Gives an open cell (state = offset + i) a smaller key. */
  decrease(index: number, key: number, second: number): void {
    this.siftUp(index, this.cells[index]!, key, second);
  }

  private siftUp(i: number, cell: number, key: number, second: number): void {
    const cells = this.cells, keys = this.keys, seconds = this.seconds, state = this.state, offset = this.offset;
    while (i > 0) {
      const p = (i - 1) >> 2;
      const pk = keys[p]!;
      if (pk < key || (pk === key && seconds[p]! <= second)) break;
      const pc = cells[p]!;
      cells[i] = pc;
      keys[i] = pk;
      seconds[i] = seconds[p]!;
      state[pc] = offset + i;
      i = p;
    }
    cells[i] = cell;
    keys[i] = key;
    seconds[i] = second;
    state[cell] = offset + i;
  }

  /** Removes and returns the cell with the smallest (key, secondary); the list must not be empty. */
  pop(): number {
    const cells = this.cells, keys = this.keys, seconds = this.seconds, state = this.state, offset = this.offset;
    const top = cells[0]!;
    const n = --this.size;
    if (n > 0) {
      const cell = cells[n]!, key = keys[n]!, second = seconds[n]!;
      let i = 0;
      for (;;) {
        const first = 4 * i + 1;
        if (first >= n) break;
        // The smallest of up to four children.
        let c = first, ck = keys[first]!;
        const last = first + 4 < n ? first + 4 : n;
        for (let j = first + 1; j < last; j++) {
          const jk = keys[j]!;
          if (jk < ck || (jk === ck && seconds[j]! < seconds[c]!)) { c = j; ck = jk; }
        }
        if (key < ck || (key === ck && second <= seconds[c]!)) break;
        const cc = cells[c]!;
        cells[i] = cc;
        keys[i] = ck;
        seconds[i] = seconds[c]!;
        state[cc] = offset + i;
        i = c;
      }
      cells[i] = cell;
      keys[i] = key;
      seconds[i] = second;
      state[cell] = offset + i;
    }
    return top;
  }

  topKey(): number {
    return this.keys[0]!;
  }

  private grow(): void {
    const cap = this.cells.length * 2;
    const cells = new Int32Array(cap); cells.set(this.cells); this.cells = cells;
    const keys = new Float64Array(cap); keys.set(this.keys); this.keys = keys;
    const seconds = new Float64Array(cap); seconds.set(this.seconds); this.seconds = seconds;
  }
}
