// JPSW's per-cell search memory and open list. The engine's node table keeps g and the state in two
// arrays; a JPSW scan reads both for every cell it stops at and every jump point it offers, and on
// a large map each read is a cache miss of its own. Here they share one 16-byte record per cell
// (g, then the state, then the arrival direction), so one miss brings both. The lazy reset is the
// node table's: each search takes a base above every state the last one wrote (state ≤ base: not
// seen; base + 1: closed; base + 2 + i: open at heap index i; SCANNED: a diagonal scan stopped
// here, g holds its cost). The open list is the engine's binary heap over (key, secondary) with
// the secondary packed beside the key (open-list.ts explains the packing), writing heap indices
// into these records.
import type { MapContext } from '../map-context';
import { CellState, type SearchSideState } from '../types';

const LIMIT = 0x7fff0000;
const DEFAULT_KEY_HINT = 2 ** 33;
const MAX_BITS = 25;
const POW2 = Float64Array.from({ length: 54 }, (_, i) => 2 ** i);

/** One search's records: g at [2c] of `g`, the state at [4c + 2] and arrival at [4c + 3] of `marks`. */
export class JpswNodes {
  readonly g: Float64Array;
  readonly marks: Int32Array;
  readonly parent: Int32Array;
  /** This search's base: closed = base + 1, open = base + 2 + heap index, scanned = base + 1 + cells. */
  base: number;

  constructor(readonly cells: number) {
    this.g = new Float64Array(2 * cells);
    this.marks = new Int32Array(this.g.buffer);
    this.parent = new Int32Array(cells);
    this.base = -(cells + 2);
  }

  /** Starts a new search: every cell becomes unseen in O(1) (with an O(cells) clear now and then). */
  begin(): void {
    this.base += this.cells + 2;
    if (this.base + 2 * this.cells + 4 > LIMIT || this.base < 0) {
      for (let c = 0; c < this.cells; c++) this.marks[4 * c + 2] = 0;
      this.base = 0;
    }
  }
}

/** The open list: an indexed binary min-heap ordered by (key, secondary). */
export class JpswOpenList {
  size = 0;
  private offset = 2;
  private cells = new Int32Array(1024);
  private packed = new Float64Array(1024);
  private seconds = new Float64Array(1024);
  private shift = 1;
  private keyLimit = 0;
  private secondLo = 0;
  private secondSpan = 1;
  private qScale = 0;
  private qMax = 0;

  constructor(private readonly marks: Int32Array) {
    this.configure(DEFAULT_KEY_HINT, -DEFAULT_KEY_HINT, DEFAULT_KEY_HINT);
  }

  /** Empties the list; open cells are then marked base + 2 + index. */
  reset(base: number): void {
    this.size = 0;
    this.offset = base + 2;
  }

  /** Tunes the packing for keys expected below `keyHint` and secondaries in [lo, hi] (order is exact whatever they are). */
  configure(keyHint: number, lo: number, hi: number): void {
    this.secondLo = lo;
    this.secondSpan = hi > lo ? hi - lo : 1;
    this.setBits(Math.min(MAX_BITS, 53 - bitsOf(keyHint)));
  }

  push(cell: number, key: number, second: number): void {
    if (this.size === this.cells.length) this.grow();
    if (key >= this.keyLimit) this.repack(key);
    this.siftUp(this.size++, cell, this.pack(key, second), second);
  }

  /** Gives the open cell at heap index `index` a key no larger (its secondary may grow: then it sinks). */
  decrease(index: number, key: number, second: number): void {
    if (key >= this.keyLimit) this.repack(key);
    const packed = this.pack(key, second), old = this.packed[index]!;
    if (packed < old || (packed === old && second <= this.seconds[index]!)) this.siftUp(index, this.cells[index]!, packed, second);
    else this.siftDown(index, this.cells[index]!, packed, second);
  }

  /** Whether the first entry's key is below `key` (false on an empty list). */
  topBelow(key: number): boolean {
    return this.size > 0 && this.packed[0]! < key * this.shift;
  }

  /** Removes and returns the cell with the smallest (key, secondary); the list must not be empty. */
  pop(): number {
    const cells = this.cells;
    const top = cells[0]!;
    const n = --this.size;
    if (n > 0) this.siftDown(0, cells[n]!, this.packed[n]!, this.seconds[n]!);
    return top;
  }

  get byteLength(): number {
    return this.cells.byteLength + this.packed.byteLength + this.seconds.byteLength;
  }

  private pack(key: number, second: number): number {
    let q = (second - this.secondLo) * this.qScale;
    q = q <= 0 ? 0 : q >= this.qMax ? this.qMax : Math.floor(q);
    return key * this.shift + q;
  }

  private siftUp(i: number, cell: number, key: number, second: number): void {
    const cells = this.cells, packed = this.packed, seconds = this.seconds, marks = this.marks, offset = this.offset;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = packed[p]!;
      if (pk < key || (pk === key && seconds[p]! <= second)) break;
      const pc = cells[p]!;
      cells[i] = pc;
      packed[i] = pk;
      seconds[i] = seconds[p]!;
      marks[4 * pc + 2] = offset + i;
      i = p;
    }
    cells[i] = cell;
    packed[i] = key;
    seconds[i] = second;
    marks[4 * cell + 2] = offset + i;
  }

  private siftDown(i: number, cell: number, key: number, second: number): void {
    const cells = this.cells, packed = this.packed, seconds = this.seconds, marks = this.marks, offset = this.offset;
    const n = this.size;
    for (;;) {
      const first = 2 * i + 1;
      if (first >= n) break;
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
      marks[4 * cc + 2] = offset + i;
      i = c;
    }
    cells[i] = cell;
    packed[i] = key;
    seconds[i] = second;
    marks[4 * cell + 2] = offset + i;
  }

  private setBits(bits: number): void {
    const b = bits > 0 ? bits : 0;
    this.shift = POW2[b]!;
    this.keyLimit = POW2[53 - b]!;
    this.qMax = this.shift - 1;
    this.qScale = this.shift / this.secondSpan;
  }

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

/** Bits needed to hold the integer part of x ≥ 0. */
function bitsOf(x: number): number {
  if (x < 1) return 0;
  const high = Math.floor(x / 4294967296);
  return high > 0 ? (high >= 4294967296 ? 64 : 64 - Math.clz32(high)) : 32 - Math.clz32(x >>> 0);
}

/** Node records and an open list lent to one JPSW search at a time. */
export interface JpswMemory {
  nodes: JpswNodes;
  open: JpswOpenList;
  owner: { readonly finished: boolean } | null;
}

const POOL_LIMIT = 4;
const pools = new WeakMap<MapContext, JpswMemory[]>();

/** Memory for a search on this map: a finished search's, or new (kept for reuse up to a few). */
export function acquireJpswMemory(ctx: MapContext, owner: { readonly finished: boolean }): JpswMemory {
  let pool = pools.get(ctx);
  if (!pool) pools.set(ctx, (pool = []));
  let entry = pool.find((e) => e.owner === null || e.owner.finished);
  if (!entry) {
    const nodes = new JpswNodes(ctx.cells);
    entry = { nodes, open: new JpswOpenList(nodes.marks), owner: null };
    if (pool.length < POOL_LIMIT) pool.push(entry);
  }
  entry.owner = owner;
  entry.nodes.begin();
  entry.open.reset(entry.nodes.base);
  return entry;
}

/**
 * Among the closed cells, the one with the smallest `distance` to (gx, gy), ties to the smaller g;
 * -1 when there is none (as paths.ts's closestClosedCell, over JPSW's records).
 */
export function closestClosedJpswCell(nodes: JpswNodes, width: number, distance: (x: number, y: number) => number): number {
  const closed = nodes.base + 1, marks = nodes.marks, g = nodes.g;
  let best = -1, bestH = Infinity, bestG = Infinity;
  for (let c = 0; c < nodes.cells; c++) {
    if (marks[4 * c + 2] !== closed) continue;
    const x = c % width;
    const h = distance(x, (c - x) / width);
    if (h < bestH || (h === bestH && g[2 * c]! < bestG)) {
      best = c; bestH = h; bestG = g[2 * c]!;
    }
  }
  return best;
}

/** Every cell's state, g, f (from `fOf`) and parent as plain arrays; cells only scanned count as unseen. */
export function snapshotJpswNodes(nodes: JpswNodes, fOf: (cell: number, g: number) => number): SearchSideState {
  const n = nodes.cells, { marks, g, parent, base } = nodes;
  const scanned = base + 1 + n;
  const state = new Uint8Array(n), gs = new Float64Array(n).fill(Infinity), fs = new Float64Array(n).fill(Infinity);
  const ps = new Int32Array(n).fill(-1);
  for (let c = 0; c < n; c++) {
    const m = marks[4 * c + 2]!;
    if (m <= base || m === scanned) continue;
    state[c] = m === base + 1 ? CellState.Closed : CellState.Open;
    gs[c] = g[2 * c]!;
    fs[c] = fOf(c, g[2 * c]!);
    ps[c] = parent[c]!;
  }
  return { state, g: gs, f: fs, parent: ps };
}
