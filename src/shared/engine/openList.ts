// The open list: an indexed binary min-heap over parallel typed arrays, ordered by (key, secondary).
// (Measured against a 4-ary heap here: the binary one is ~10 % faster, its one comparison per level
// mispredicting less than the 4-ary's three.) An entry's heap index is kept in its state word
// (base + 2 + index), so a better g moves the entry up in place (decrease-key) instead of leaving
// stale entries behind. An entry is the index of that word in the `state` array the list is given:
// a cell of a node table (nodeTable.ts), or 16 × cell + STATE in JPSW's cell records
// (jpsw/cellRecord.ts), so every search loop shares this one list.
//
// Comparing (key, secondary) pairs costs a second, unpredictable branch whenever keys tie, and keys
// tie all the time (that is what the rounded f is for). So each entry also carries one packed
// number, key · 2^B + q, where q is the secondary squeezed into B bits by a monotone, clamped map:
// packed order is the pair order except where two packed numbers are equal, and only then are the
// exact secondaries compared. Keys are integers, and B shrinks (repacking the heap, whose order does
// not change) whenever a key would no longer fit in 53 bits beside it.

/**
 * Keys are f rounded to 2⁻²⁰ of a step (floor(f · KEY_SCALE + ½), in every loop), so that paths of
 * equal cost tie exactly.
 */
export const KEY_SCALE = 1048576;

const DEFAULT_KEY_HINT = 2 ** 33;
const MAX_BITS = 25;
const POW2 = Float64Array.from({ length: 54 }, (_, i) => 2 ** i);

export class OpenList {
  size = 0;
  /** Written into an entry's state word at heap index i: base + 2 + i (set by the node table's owner). */
  offset = 2;
  private cells: Int32Array;
  private packed: Float64Array;
  private seconds: Float64Array;
  private state: Int32Array;
  /** 2^B, and the smallest key that no longer fits beside B bits. */
  private shift = 1;
  private keyLimit = 0;
  /** The secondary's expected range, mapped onto 0 … 2^B − 1. */
  private secondLo = 0;
  private secondSpan = 1;
  private qScale = 0;
  private qMax = 0;

  constructor(state: Int32Array, capacity = 1024) {
    this.state = state;
    this.cells = new Int32Array(capacity);
    this.packed = new Float64Array(capacity);
    this.seconds = new Float64Array(capacity);
    this.configure(DEFAULT_KEY_HINT, -DEFAULT_KEY_HINT, DEFAULT_KEY_HINT);
  }

  /** Empties the list; open cells are then marked base + 2 + index. */
  reset(base: number): void {
    this.size = 0;
    this.offset = base + 2;
  }

  /**
   * Tunes the packing for a search on an empty list (else the last search's tuning stays): keys expected below `keyHint`, secondaries
   * expected in [lo, hi]. Only speed depends on these guesses; order is exact whatever they are.
   */
  configure(keyHint: number, lo: number, hi: number): void {
    this.secondLo = lo;
    this.secondSpan = hi > lo ? hi - lo : 1;
    this.setBits(Math.min(MAX_BITS, 53 - bitsOf(keyHint)));
  }

  get byteLength(): number {
    return this.cells.byteLength + this.packed.byteLength + this.seconds.byteLength;
  }

  push(cell: number, key: number, second: number): void {
    if (this.size === this.cells.length) this.grow();
    if (key >= this.keyLimit) this.repack(key);
    this.siftUp(this.size++, cell, this.pack(key, second), second);
  }

  /**
   * Gives an open cell (state = offset + i) a better g: a key no larger. Its secondary may still
   * grow (the larger-g tie-break with a key that rounds to the same value), so then it sinks.
   */
  decrease(index: number, key: number, second: number): void {
    if (key >= this.keyLimit) this.repack(key);
    const packed = this.pack(key, second), old = this.packed[index]!;
    if (packed < old || (packed === old && second <= this.seconds[index]!)) this.siftUp(index, this.cells[index]!, packed, second);
    else this.siftDown(index, this.cells[index]!, packed, second);
  }

  /**
   * Appends an entry already in heap order (no smaller than its parent): how a replay restores a
   * list laid out as `entries()` gave it (trace/openCheckpoints.ts).
   */
  append(entry: number, key: number, second: number): void {
    if (this.size === this.cells.length) this.grow();
    if (key >= this.keyLimit) this.repack(key);
    const i = this.size++;
    this.cells[i] = entry;
    this.packed[i] = this.pack(key, second);
    this.seconds[i] = second;
    this.state[entry] = this.offset + i;
  }

  /** The entries in heap order (a copy). */
  entries(): Int32Array {
    return this.cells.slice(0, this.size);
  }

  /** Whether the first entry's key is below `key` (false on an empty list): no division, unlike topKey. */
  topBelow(key: number): boolean {
    return this.size > 0 && this.packed[0]! < key * this.shift;
  }

  /** The key of the first entry; the list must not be empty. */
  topKey(): number {
    return Math.floor(this.packed[0]! / this.shift);
  }

  private pack(key: number, second: number): number {
    let q = (second - this.secondLo) * this.qScale;
    q = q <= 0 ? 0 : q >= this.qMax ? this.qMax : Math.floor(q);
    return key * this.shift + q;
  }

  // siftUp and siftDown write their entry moves out in full, with the arrays in locals: small helper
  // methods for "move an entry" measured ~7 % slower on the whole search here.
  private siftUp(i: number, cell: number, key: number, second: number): void {
    const cells = this.cells, packed = this.packed, seconds = this.seconds, state = this.state, offset = this.offset;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = packed[p]!;
      if (pk < key || (pk === key && seconds[p]! <= second)) break;
      const pc = cells[p]!;
      cells[i] = pc;
      packed[i] = pk;
      seconds[i] = seconds[p]!;
      state[pc] = offset + i;
      i = p;
    }
    cells[i] = cell;
    packed[i] = key;
    seconds[i] = second;
    state[cell] = offset + i;
  }

  /** Removes and returns the cell with the smallest (key, secondary); the list must not be empty. */
  pop(): number {
    const cells = this.cells;
    const top = cells[0]!;
    const n = --this.size;
    if (n > 0) this.siftDown(0, cells[n]!, this.packed[n]!, this.seconds[n]!);
    return top;
  }

  /** Places an entry at index i or below it, moving smaller children up. */
  private siftDown(i: number, cell: number, key: number, second: number): void {
    const cells = this.cells, packed = this.packed, seconds = this.seconds, state = this.state, offset = this.offset;
    const n = this.size;
    for (;;) {
      const first = 2 * i + 1;
      if (first >= n) break;
      // The smaller child (ties to the left one).
      let c = first, ck = packed[first]!;
      if (first + 1 < n) {
        const k1 = packed[first + 1]!;
        if (k1 < ck || (k1 === ck && seconds[first + 1]! < seconds[first]!)) { c = first + 1; ck = k1; }
      }
      if (key < ck || (key === ck && second <= seconds[c]!)) break;
      const cc = cells[c]!;
      cells[i] = cc;
      packed[i] = ck;
      seconds[i] = seconds[c]!;
      state[cc] = offset + i;
      i = c;
    }
    cells[i] = cell;
    packed[i] = key;
    seconds[i] = second;
    state[cell] = offset + i;
  }

  private setBits(bits: number): void {
    const b = bits > 0 ? bits : 0;
    this.shift = POW2[b]!;
    // With no bits left for the secondary a key is packed as itself, in order however large it is:
    // nothing would be gained by packing again (each push of a key past 2^53 did, in full).
    this.keyLimit = b > 0 ? POW2[53 - b]! : Infinity;
    this.qMax = this.shift - 1;
    this.qScale = this.shift / this.secondSpan;
  }

  /** Fewer bits for the secondary so that `key` fits; every entry is packed again (its order stays). */
  private repack(key: number): void {
    const old = this.shift;
    this.setBits(53 - bitsOf(2 * key + 1));
    const packed = this.packed, seconds = this.seconds;
    for (let i = 0; i < this.size; i++) packed[i] = this.pack(Math.floor(packed[i]! / old), seconds[i]!);
  }

  private grow(): void {
    const cap = this.cells.length * 2;
    const cells = new Int32Array(cap); cells.set(this.cells); this.cells = cells;
    const packed = new Float64Array(cap); packed.set(this.packed); this.packed = packed;
    const seconds = new Float64Array(cap); seconds.set(this.seconds); this.seconds = seconds;
  }
}

/** Bits needed to hold the integer part of x ≥ 0 (exact, from 32-bit halves: no rounded logarithm). */
function bitsOf(x: number): number {
  if (x < 1) return 0;
  const high = Math.floor(x / 4294967296);
  return high > 0 ? (high >= 4294967296 ? 64 : 64 - Math.clz32(high)) : 32 - Math.clz32(x >>> 0);
}
