// The events of a cell beyond its first push and its first expansion: decrease-keys, reopenings and
// later expansions, with the g the cell had before each. Most cells have none (a few percent on an
// open map, a fifth to a half on weighted ones), so the entries live in one log, chained per cell
// from the cell's newest entry, in chunks that grow without copying.

const CHUNK_BITS = 14;
const CHUNK = 1 << CHUNK_BITS, MASK = CHUNK - 1;

export class CellHistory {
  /** Entries written. */
  count = 0;
  /** Per key (cell × 2 + side): its newest entry, -1 when it has none. */
  private readonly heads: Int32Array[];
  /** One bit per key, set once it has entries: most lookups end here, in a small array. */
  private readonly present: Uint32Array;
  private readonly events: Int32Array[] = [];
  private readonly previous: Int32Array[] = [];
  private readonly gBefore: Float64Array[] = [];

  constructor(cells: number, sides: number) {
    this.heads = Array.from({ length: sides }, () => new Int32Array(cells).fill(-1));
    this.present = new Uint32Array(Math.ceil((2 * cells) / 32));
  }

  /** Appends an event of the cell with `key` (cell × 2 + side), whose g was `gBefore` until then. */
  add(key: number, event: number, gBefore: number): void {
    const entry = this.count++;
    if ((entry & MASK) === 0) {
      this.events.push(new Int32Array(CHUNK));
      this.previous.push(new Int32Array(CHUNK));
      this.gBefore.push(new Float64Array(CHUNK));
    }
    const chunk = entry >>> CHUNK_BITS, at = entry & MASK;
    const heads = this.heads[key & 1]!, cell = key >>> 1;
    this.events[chunk]![at] = event;
    this.gBefore[chunk]![at] = gBefore;
    this.previous[chunk]![at] = heads[cell]!;
    heads[cell] = entry;
    this.present[key >>> 5] = this.present[key >>> 5]! | (1 << (key & 31));
  }

  /** The newest entry of the cell with `key`, or -1 when it has none. */
  newest(key: number): number {
    if ((this.present[key >>> 5]! & (1 << (key & 31))) === 0) return -1;
    return this.heads[key & 1]![key >>> 1]!;
  }

  /** The entry before `entry` of the same cell, or -1. */
  before(entry: number): number {
    return this.previous[entry >>> CHUNK_BITS]![entry & MASK]!;
  }

  /** The event of an entry. */
  event(entry: number): number {
    return this.events[entry >>> CHUNK_BITS]![entry & MASK]!;
  }

  /** The cell's g before the entry's event. */
  gBeforeOf(entry: number): number {
    return this.gBefore[entry >>> CHUNK_BITS]![entry & MASK]!;
  }

  get byteLength(): number {
    let bytes = this.present.byteLength + this.events.length * CHUNK * 16;
    for (const h of this.heads) bytes += h.byteLength;
    return bytes;
  }
}
