// The events of a cell beyond its first push and its first expansion: decrease-keys, reopenings and
// later expansions. Most cells have none (a few percent of an open map, a fifth of a weighted one),
// so they live in a log with one chain per cell, found through a small open-addressing hash table,
// instead of costing every cell of the map a slot.

const EMPTY = -1;

export class CellHistory {
  /** Per entry: its event, the previous entry of the same cell (-1: none), the cell's g before it. */
  event = new Int32Array(256);
  previous = new Int32Array(256);
  gBefore = new Float64Array(256);
  /** Entries written. */
  count = 0;
  private keys = new Int32Array(512).fill(EMPTY);
  private heads = new Int32Array(512);
  private used = 0;
  /** One bit per key: set when the key has entries, so the many cells without any skip the table. */
  private readonly present: Uint32Array;

  /** Keys run from 0 to `keys` − 1. */
  constructor(keys: number) {
    this.present = new Uint32Array(Math.ceil(keys / 32));
  }

  /** Appends an event of the cell with `key` (cell × 2 + side), whose g was `gBefore` until then. */
  add(key: number, event: number, gBefore: number): void {
    if (this.count === this.event.length) this.growLog();
    const entry = this.count++;
    this.event[entry] = event;
    this.gBefore[entry] = gBefore;
    let slot = this.find(key);
    if (this.keys[slot] === EMPTY) {
      if (2 * (this.used + 1) > this.keys.length) {
        this.growTable();
        slot = this.find(key);
      }
      this.keys[slot] = key;
      this.used++;
      this.present[key >>> 5] = this.present[key >>> 5]! | (1 << (key & 31));
      this.previous[entry] = -1;
    } else {
      this.previous[entry] = this.heads[slot]!;
    }
    this.heads[slot] = entry;
  }

  /** The newest entry of the cell with `key`, or -1 when it has none. */
  newest(key: number): number {
    if ((this.present[key >>> 5]! & (1 << (key & 31))) === 0) return -1;
    const slot = this.find(key);
    return this.keys[slot] === EMPTY ? -1 : this.heads[slot]!;
  }

  get byteLength(): number {
    return this.event.byteLength + this.previous.byteLength + this.gBefore.byteLength + this.keys.byteLength + this.heads.byteLength + this.present.byteLength;
  }

  /** The slot holding `key`, or the empty slot where it would go (linear probing). */
  private find(key: number): number {
    const mask = this.keys.length - 1, keys = this.keys;
    let slot = (Math.imul(key, 0x9e3779b1) >>> 0) & mask;
    while (keys[slot] !== EMPTY && keys[slot] !== key) slot = (slot + 1) & mask;
    return slot;
  }

  private growLog(): void {
    const n = 2 * this.event.length;
    const event = new Int32Array(n); event.set(this.event); this.event = event;
    const previous = new Int32Array(n); previous.set(this.previous); this.previous = previous;
    const gBefore = new Float64Array(n); gBefore.set(this.gBefore); this.gBefore = gBefore;
  }

  private growTable(): void {
    const oldKeys = this.keys, oldHeads = this.heads;
    this.keys = new Int32Array(2 * oldKeys.length).fill(EMPTY);
    this.heads = new Int32Array(2 * oldKeys.length);
    for (let i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] === EMPTY) continue;
      const slot = this.find(oldKeys[i]!);
      this.keys[slot] = oldKeys[i]!;
      this.heads[slot] = oldHeads[i]!;
    }
  }
}
