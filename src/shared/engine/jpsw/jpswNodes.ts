// JPSW's per-cell search memory. A search's part of each cell's record (g, state, parent, arrival;
// cellRecord.ts) sits beside the map's part, so that the cell a scan stops at or a jump point it
// offers is one cache line. The map's records serve one search at a time; a search started while
// they are in use gets a copy of them. The lazy reset is the engine's node table's: each search
// takes a base above every state the last one wrote (state ≤ base: not seen; base + 1: closed;
// base + 2 + i: open at heap index i; base + 1 + cells: a diagonal scan stopped here and g holds its
// cost). The open list is the engine's (openList.ts), over the records' words: its entries are the
// indices of the cells' state words (openEntry), where it writes their heap indices.
import type { MapContext } from '../mapContext';
import { idle, keep, lend, type MemoryOwner } from '../memoryPool';
import { OpenList } from '../openList';
import { pathArray } from '../paths';
import { CellState, type SearchSideState } from '../types';
import { G, PARENT, recordViews, STATE, type CellRecords } from './cellRecord';
import { tiledIndex, tiledX, tiledY, type TiledLayout } from './tiledLayout';
import type { WeightedJumps } from './weightedJumps';

const LIMIT = 0x7fff0000;

/** One search's records (see cellRecord.ts for where g, the state and the parent are). */
export class JpswNodes {
  readonly g: Float64Array;
  readonly words: Int32Array;
  /** This search's base: closed = base + 1, open = base + 2 + heap index, scanned = base + 1 + cells. */
  base: number;

  constructor(readonly records: CellRecords, readonly cells: number) {
    this.g = records.g;
    this.words = records.words;
    this.base = -(cells + 2);
  }

  /** Starts a new search: every cell becomes unseen in O(1) (with an O(cells) clear now and then). */
  begin(): void {
    this.base += this.cells + 2;
    if (this.base + 2 * this.cells + 4 > LIMIT || this.base < 0) {
      for (let c = 0; c < this.cells; c++) this.words[16 * c + STATE] = 0;
      this.base = 0;
    }
  }

  /** The parent (a tiled index, -1 at the start) of tiled cell i. */
  parentOf(i: number): number {
    return this.words[16 * i + PARENT]!;
  }

  /** The g of tiled cell i. */
  gOf(i: number): number {
    return this.g[8 * i + G]!;
  }
}

/** Node records and an open list lent to one JPSW search at a time. */
export interface JpswMemory {
  nodes: JpswNodes;
  /** Entries are the cells' state words (openEntry). */
  open: OpenList;
  /** Room for the jump points a search expands as soon as it finds them (cells, and the g found). */
  pendingCells: Int32Array;
  pendingG: Float64Array;
  /** Room for the jump points one expansion offers (see JpswLoopState.offerCells). */
  offerCells: Int32Array;
  offerPlaces: Int32Array;
  offerG: Float64Array;
  owner: MemoryOwner | null;
}

/**
 * The most jump points one expansion can offer: the goal and a jump point per straight run (8),
 * and per diagonal the goal, two branches at each stop, and a node at the last (2 per cell of it).
 */
function offerCapacity(width: number, height: number): number {
  return 8 * Math.min(width, height) + 16;
}

const pools = new WeakMap<MapContext, JpswMemory[]>();

/**
 * Memory for a search on this map: the map's own records when no search holds them, else a
 * finished search's copy, else a new copy (kept for reuse up to a few).
 */
export function acquireJpswMemory(ctx: MapContext, jumps: WeightedJumps, owner: MemoryOwner): JpswMemory {
  let pool = pools.get(ctx);
  if (!pool) pools.set(ctx, (pool = []));
  return lend(idle(pool) ?? keep(pool, newJpswMemory(jumps, pool.length > 0)), owner);
}

/**
 * Gives `ctx` (the map of `old` after an edit, `jumps` repaired in place) the memory over the map's
 * own records, so its lazy reset goes on above the states earlier searches wrote there. Copies made
 * for overlapping searches hold the map's part as it was before the edit: they go with `old`.
 */
export function inheritJpswMemory(old: MapContext, ctx: MapContext, jumps: WeightedJumps): void {
  pools.set(ctx, (pools.get(old) ?? []).filter((e) => e.nodes.records.buffer === jumps.records.buffer));
}

/** Forgets the memory lent on this map's context (its table is built afresh: the memory was over the old records). */
export function forgetJpswMemory(ctx: MapContext): void {
  pools.delete(ctx);
}

/** Whether a search on this map's context still holds memory over its records (it may read the map's part of them). */
export function jpswMemoryBusy(ctx: MapContext): boolean {
  return (pools.get(ctx) ?? []).some((e) => e.owner !== null && !e.owner.finished);
}

/** Memory over the map's own records, or over a copy of them (`copy`: another search holds them). */
function newJpswMemory(jumps: WeightedJumps, copy: boolean): JpswMemory {
  const cells = jumps.layout.tiledCells;
  let records = jumps.records;
  if (copy) {
    records = recordViews(jumps.records.buffer.slice(0));
    for (let c = 0; c < cells; c++) records.words[16 * c + STATE] = 0;
  }
  const nodes = new JpswNodes(records, cells);
  const room = offerCapacity(jumps.layout.width, jumps.layout.height);
  return {
    nodes, open: new OpenList(nodes.words), pendingCells: new Int32Array(64), pendingG: new Float64Array(64),
    offerCells: new Int32Array(room), offerPlaces: new Int32Array(room), offerG: new Float64Array(room), owner: null,
  };
}

/**
 * Among the closed cells, the one with the smallest `distance` to the goal, ties to the smaller g;
 * its tiled index, -1 when there is none (as paths.ts's closestClosedCell, over JPSW's records).
 */
export function closestClosedJpswCell(nodes: JpswNodes, layout: TiledLayout, distance: (x: number, y: number) => number): number {
  const closed = nodes.base + 1, words = nodes.words, g = nodes.g;
  let best = -1, bestH = Infinity, bestG = Infinity;
  for (let y = 0; y < layout.height; y++) {
    for (let x = 0; x < layout.width; x++) {
      const i = tiledIndex(layout.tilesPerRow, x, y);
      if (words[16 * i + STATE] !== closed) continue;
      const h = distance(x, y);
      if (h < bestH || (h === bestH && g[8 * i + G]! < bestG)) {
        best = i; bestH = h; bestG = g[8 * i + G]!;
      }
    }
  }
  return best;
}

/**
 * Every cell's state, g, f (from `fOf`) and parent (as map cells) as plain arrays, in map order;
 * cells only scanned count as unseen.
 */
export function snapshotJpswNodes(nodes: JpswNodes, layout: TiledLayout, fOf: (x: number, y: number, g: number) => number): SearchSideState {
  const { width, height, tilesPerRow } = layout, n = width * height;
  const { words, g, base } = nodes;
  const scanned = base + 1 + nodes.cells, inv = 1 / tilesPerRow;
  const state = new Uint8Array(n), gs = new Float64Array(n).fill(Infinity), fs = new Float64Array(n).fill(Infinity);
  const ps = new Int32Array(n).fill(-1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = tiledIndex(tilesPerRow, x, y), c = y * width + x;
      const m = words[16 * i + STATE]!;
      if (m <= base || m === scanned) continue;
      state[c] = m === base + 1 ? CellState.Closed : CellState.Open;
      gs[c] = g[8 * i + G]!;
      fs[c] = fOf(x, y, g[8 * i + G]!);
      const p = words[16 * i + PARENT]!;
      ps[c] = p < 0 ? -1 : tiledY(p, inv) * width + tiledX(p, tilesPerRow, inv);
    }
  }
  return { state, g: gs, f: fs, parent: ps };
}

/**
 * The map cells from the start to `end` (a tiled index) by parent links between jump points. From
 * a parent a run goes diagonally first, then straight, and is filled with the cells it crosses.
 */
export function jumpPath(nodes: JpswNodes, end: number, layout: TiledLayout): Int32Array {
  const { width, tilesPerRow } = layout, inv = 1 / tilesPerRow;
  const xs: number[] = [], ys: number[] = [];
  for (let i = end; i !== -1; i = nodes.parentOf(i)) {
    xs.push(tiledX(i, tilesPerRow, inv));
    ys.push(tiledY(i, inv));
  }
  let n = 1;
  for (let k = 1; k < xs.length; k++) n += Math.max(Math.abs(xs[k - 1]! - xs[k]!), Math.abs(ys[k - 1]! - ys[k]!));
  const out = pathArray(n);
  let w = 0;
  out[w++] = ys.at(-1)! * width + xs.at(-1)!;
  for (let k = xs.length - 1; k > 0; k--) {
    let x = xs[k]!, y = ys[k]!;
    const tx = xs[k - 1]!, ty = ys[k - 1]!;
    const sx = Math.sign(tx - x), sy = Math.sign(ty - y);
    while (x !== tx && y !== ty) { x += sx; y += sy; out[w++] = y * width + x; }
    while (x !== tx) { x += sx; out[w++] = y * width + x; }
    while (y !== ty) { y += sy; out[w++] = y * width + x; }
  }
  return out;
}
