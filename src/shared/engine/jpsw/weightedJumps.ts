// The jump table of Jump Point Search on weighted maps (JPSW), built once per map and repaired after
// edits (inheritWeightedJumps, weightedJumpsRepair.ts). For each cell and direction of entry,
// cost-aware pruning (costAwarePruning.ts) says which moves are worth trying there; a run stops
// where that is anything but going on (a turn may pay: a jump point), and ends where not even going
// on is worth it. Inside a painted region only walls force turns, so runs are long; crossing into
// another region straight on is no reason to stop either, but running along the cheap side of a
// border is (a path may turn into the dearer region at any cell of it).
import { WEIGHTED_JUMPS_MAX_CELLS } from '../catalog';
import type { MapChange, MapContext } from '../mapContext';
import { forgetJpswMemory, inheritJpswMemory, jpswMemoryBusy } from './jpswNodes';
import { repairWeightedJumps } from './weightedJumpsRepair';
import * as Record from './cellRecord';
import { recordViews, type CellRecords } from './cellRecord';
import { sweepJumpTable } from '../jumpTable';
import type { PruningMap } from './costAwarePruning';
import * as Cells from './weightedCells';
import * as Tiles from './tiledLayout';
import { tiledLayout, type TiledLayout } from './tiledLayout';
import { weightedRegions } from './weightedRegions';
import { PAUSE_STEPS } from '../jumpRegions';
import { ResumableWork } from '../resumableWork';

// Other modules' bindings used cell by cell, as local ones: under a per-module transform (tsx,
// tests) each use of an imported binding is a getter call.
const { tiledIndex } = Tiles;
const { corridorBit, keptMovesAt, sumLine, uniformAt, writeRunCost } = Cells;
/** Mask directions (straight ones: E, W, S, N). */
const EAST = 0, WEST = 1, SOUTH = 2, NORTH = 3;

/**
 * What JPSW reads from a map: a record per cell in tiles (cellRecord.ts, tiledLayout.ts), of which
 * this fills the map's part, and the running sums.
 */
export interface WeightedJumps {
  layout: TiledLayout;
  /** The records; the search parts (g, state, parent, arrival) are lent to one search at a time (jpswNodes.ts). */
  records: CellRecords;
  /**
   * The jump distances, records.jumps at tiled cell * JUMPS + direction (mask bit order). > 0:
   * steps to the next jump point (a cell with a forced neighbour or, diagonally, a cell where a
   * straight branch the diagonal keeps meets a jump point) in the low bits (JUMP_STEPS), and on a
   * diagonal the flags of that stop (FORCED_STOP, KEEPS_H, KEEPS_V); ≤ 0: minus the steps
   * possible before a wall or the end of the run, no cell crossed being a jump point.
   */
  table: Int16Array;
  /**
   * records.costs at tiled cell * JUMPS + COSTS + direction: the costs of the cells a run enters up
   * to its next jump point (a diagonal's before its √2), in units of `unit`, where it has one. Null
   * where such sums would not all fit 16 bits (see exactUnit): `wideCosts` has them then.
   */
  runCosts: Uint16Array | null;
  /** The cost of one unit of `runCosts`: a power of two that every cost on the map is a multiple of. */
  unit: number;
  /** The same sums in double precision at tiled cell * 8 + direction, on maps where `runCosts` is null. */
  wideCosts: Float64Array | null;
  /** Per region id and arrival (see weightedRegions.ts; ids and bounded arrivals are in the cells' records), where the goal must be. */
  regionBoxes: Int16Array;
  /**
   * False from a repair until the regions are computed again from the repaired records (catchUp;
   * only a cancelled preparation leaves it false): regions are global, an edit anywhere may change
   * what a pair leads to.
   */
  regionsCurrent: boolean;
  /** Repairs made so far: regions computed from the records before the latest repair are not kept. */
  repairs: number;
  /** The regions' computation under way since the latest repair, if one began (see ResumableWork). */
  refresh: ResumableWork<void> | null;
  /** Cells edits changed since the table was made or last repaired, queued for the next search (inheritWeightedJumps). */
  pending: Int32Array[];
  /** Running sums of cell costs along each row, with a 0 before it: index y * (width + 1) + x + 1. */
  rowSums: Float64Array;
  /** Running sums of cell costs down each column, with a 0 before it: index x * (height + 1) + y + 1. */
  columnSums: Float64Array;
}

/** Running sums of cell costs along rows and columns (see WeightedJumps). */
export interface RunningSums {
  rowSums: Float64Array;
  columnSums: Float64Array;
}

export { FORCED_STOP, JUMP_STEPS, KEEPS_H, KEEPS_V } from './jumpEntry';

const cache = new WeakMap<MapContext, WeightedJumps>();
/** The record layout as local bindings (an imported binding is a getter call per use under tsx). */
const { JUMPS, MOVES, PLACE, RECORD_BYTES } = Record;
/** The word of a record where its moves per arrival begin (MOVES is a multiple of 4). */
const MOVE_WORD = MOVES >> 2;

/** The map's weighted jump table, built on first use and kept as long as the map's context. */
export function weightedJumps(ctx: MapContext): WeightedJumps {
  for (const _ of prepareWeightedJumps(ctx));
  return cache.get(ctx)!;
}

/**
 * Builds what `weightedJumps(ctx)` returns with a pause before each part (the move mask, the
 * uniform cells, the forced directions, the table, the records, the run costs), so a worker can
 * answer a cancel in between; nothing on maps JPSW refuses.
 */
export function* prepareWeightedJumps(ctx: MapContext): Generator<void, void, void> {
  const held = cache.get(ctx);
  if (held && held.pending.length > 0 && jpswMemoryBusy(ctx)) forget(ctx); // a search still reads the records
  else if (held) {
    yield* catchUp(ctx, held);
    return;
  }
  if (ctx.cells > WEIGHTED_JUMPS_MAX_CELLS) return;
  yield;
  const mask = ctx.moveMask('square8', 'no-cutting');
  yield;
  const uniform = uniformCells(ctx);
  yield;
  const moves = keptMoves(ctx, mask, uniform);
  yield;
  const jumps = weightedJumpTable(mask, moves, ctx.width, ctx.height);
  yield;
  const regions = yield* weightedRegions(mask, moves, jumps, ctx.width, ctx.height);
  yield;
  const layout = tiledLayout(ctx.width, ctx.height);
  const records = recordViews(new ArrayBuffer(layout.tiledCells * RECORD_BYTES));
  const table = records.jumps, bytes = records.bytes, words = records.words;
  for (let y = 0; y < ctx.height; y++) {
    let i = tiledIndex(layout.tilesPerRow, 0, y);
    for (let x = 0; x < ctx.width; x++) {
      const c = y * ctx.width + x;
      for (let d = 0; d < 8; d++) {
        table[i * JUMPS + d] = jumps[c * 8 + d]!;
        bytes[i * RECORD_BYTES + MOVES + d] = moves[c * 8 + d]!;
      }
      words[i * 16 + PLACE] = regions.place[c]! | corridorBit(mask[c]!);
      // The next cell to the east: the next in its tile row, or the first of the next tile's.
      i += (x & 7) === 7 ? 57 : 1;
    }
  }
  yield;
  const unit = exactUnit(ctx);
  const runCosts = unit > 0 ? records.costs : null;
  const wideCosts = unit > 0 ? null : new Float64Array(layout.tiledCells * 8);
  runCostsInto(ctx, layout, jumps, unit, runCosts, wideCosts);
  yield;
  cache.set(ctx, { layout, records, table, runCosts, unit: unit > 0 ? unit : 1, wideCosts, regionBoxes: regions.boxes, regionsCurrent: true, repairs: 0, refresh: null, pending: [], ...runningSums(ctx) });
}

/**
 * Past this share of the map's cells changed since the table was made or repaired, it is built
 * again: a repair's per-cell work costs more than the sweep's.
 */
const REPAIR_SHARE = 1 / 16;

/**
 * Gives `ctx` (the map of `old` after the edit `change`, its move masks repaired) `old`'s JPSW
 * table, with the edit's cells queued for repair: a live stroke's dabs cost nothing here (a repair
 * takes about 5 ms a dab on 2048²), and the next JPSW search repairs them all at once (catchUp).
 * Nothing when `old` had none, when the palette or the heights layer changed (every cost or move may
 * have), or when the queued cells reach a sixteenth of the map: the next JPSW search builds the table
 * afresh then.
 */
export function inheritWeightedJumps(old: MapContext, ctx: MapContext, change: MapChange): void {
  const jumps = cache.get(old);
  if (!jumps || change.oldPalette !== null || change.heightsLayer || old.cells !== ctx.cells || !ctx.holdsMoveMask('square8', 'no-cutting')) return;
  const queued = jumps.pending.reduce((n, cells) => n + cells.length, 0) + change.cells.length;
  if (queued > ctx.cells * REPAIR_SHARE) return;
  if (change.cells.length > 0) jumps.pending.push(change.cells.slice());
  cache.set(ctx, jumps);
  inheritJpswMemory(old, ctx, jumps);
}

/**
 * Repairs the cells queued since the table was made or last repaired, then computes its regions
 * again (they are global). Regions another driver began after the latest repair are carried on; if
 * the records are repaired again while they are computed (an edit, then a search's catch-up), they
 * are computed once more.
 */
function* catchUp(ctx: MapContext, jumps: WeightedJumps): Generator<void, void, void> {
  for (;;) {
    if (jumps.pending.length > 0) {
      yield;
      const cells = new Int32Array(jumps.pending.reduce((n, part) => n + part.length, 0));
      let at = 0;
      for (const part of jumps.pending) {
        cells.set(part, at);
        at += part.length;
      }
      jumps.pending = [];
      repairWeightedJumps(jumps, ctx, cells);
      jumps.regionsCurrent = false; // global: an edit anywhere may change them
      jumps.repairs++;
      jumps.refresh = null;
    }
    if (jumps.regionsCurrent) return;
    const refresh = (jumps.refresh ??= new ResumableWork(refreshRegions(ctx, jumps)));
    yield* refresh.run();
    if (jumps.refresh === refresh) jumps.refresh = null;
  }
}

/** Whether edits left the map's JPSW table behind (cells queued for repair, or regions not computed since), and the idle catch-up may bring it up to date. */
export function weightedJumpsBehind(ctx: MapContext): boolean {
  const jumps = cache.get(ctx);
  // A search holding the records would make the catch-up build the whole table afresh: not unasked.
  return jumps !== undefined && (jumps.pending.length > 0 || !jumps.regionsCurrent) && !(jumps.pending.length > 0 && jpswMemoryBusy(ctx));
}

/** Drops `ctx`'s table and the memory over it: the next JPSW search builds both afresh. */
function forget(ctx: MapContext): void {
  cache.delete(ctx);
  forgetJpswMemory(ctx);
}

/**
 * Computes the regions of `jumps` again after repairs (weightedJumpsRepair.ts left them stale: they
 * are global), from its records, with a pause before and within the work: on the weighted 2048²
 * map about 3 s, against 5.6–6.6 s for the whole table.
 */
function* refreshRegions(ctx: MapContext, jumps: WeightedJumps): Generator<void, void, void> {
  const repairs = jumps.repairs;
  yield;
  const { width, height, cells } = ctx, { records, layout } = jumps, tpr = layout.tilesPerRow;
  const moves = new Uint8Array(cells * 8), table = new Int16Array(cells * 8);
  // A record's 8 jump distances are its words 0–3 and its 8 moves its words 13–14 (cellRecord.ts):
  // copied a word at a time, the bytes land as they lie, whatever the platform's byte order.
  const words = records.words, tableWords = new Int32Array(table.buffer), moveWords = new Int32Array(moves.buffer);
  const rows = Math.max(1, Math.floor(PAUSE_STEPS / width));
  for (let y = 0; y < height; y++) {
    if (y % rows === rows - 1) yield;
    let i = tiledIndex(tpr, 0, y);
    for (let x = 0, c = y * width; x < width; x++, c++) {
      const w = i * 16;
      tableWords[4 * c] = words[w]!; tableWords[4 * c + 1] = words[w + 1]!; tableWords[4 * c + 2] = words[w + 2]!; tableWords[4 * c + 3] = words[w + 3]!;
      moveWords[2 * c] = words[w + MOVE_WORD]!; moveWords[2 * c + 1] = words[w + MOVE_WORD + 1]!;
      i += (x & 7) === 7 ? 57 : 1; // the next cell east: the next in its tile row, or the next tile's first
    }
  }
  const regions = yield* weightedRegions(ctx.moveMask('square8', 'no-cutting'), moves, table, width, height);
  // Records repaired again meanwhile (an edit, then a search's catch-up): these regions are of the
  // records before, and are dropped (the repair marked the regions stale; the next computation
  // writes every cell's place word, so one left half written here does no harm).
  if (jumps.repairs !== repairs) return;
  for (let y = 0; y < height; y++) {
    if (y % rows === rows - 1) {
      yield;
      if (jumps.repairs !== repairs) return;
    }
    let i = tiledIndex(tpr, 0, y);
    for (let x = 0, c = y * width; x < width; x++, c++) {
      const w = i * 16 + PLACE;
      words[w] = regions.place[c]! | (words[w]! & 1);
      i += (x & 7) === 7 ? 57 : 1;
    }
  }
  jumps.regionBoxes = regions.boxes;
  jumps.regionsCurrent = true;
}

/** The map's weighted jump table if one is made, without making it or catching it up with edits. */
export function heldWeightedJumps(ctx: MapContext): WeightedJumps | undefined {
  return cache.get(ctx);
}

/**
 * The unit in which every run's cost is a whole number below 2¹⁶: the largest power of two (at most
 * 1) that every passable cost is a multiple of, when a run across the whole map fits; 0 when there
 * is none (then run costs are kept in double precision).
 */
export function exactUnit(ctx: MapContext): number {
  let largest = 0;
  const costs: number[] = [];
  for (let t = 0; t < 256; t++) {
    if (ctx.typePassable[t] !== 1) continue;
    costs.push(ctx.typeCost[t]!);
    if (ctx.typeCost[t]! > largest) largest = ctx.typeCost[t]!;
  }
  for (let k = 0; k <= 12; k++) {
    const units = 2 ** k;
    if (costs.every((c) => Number.isInteger(c * units))) return largest * units * Math.max(ctx.width, ctx.height) < 65536 ? 1 / units : 0;
  }
  return 0;
}

/**
 * Fills each run's cost to its next jump point (the costs of the cells it enters) into `narrow`
 * (in units, at tiled * JUMPS + COSTS + d) or `wide` (at tiled * 8 + d), from `jumps` (in map
 * order): a run one step short of it from the next cell costs the rest. Two passes over the map,
 * each in the order that meets a run's next cell first: bottom-up and right to left for the runs
 * going east or south, top-down and left to right for the others.
 */
function runCostsInto(ctx: MapContext, layout: TiledLayout, jumps: Int16Array, unit: number, narrow: Uint16Array | null, wide: Float64Array | null): void {
  const { width, height, terrain, typeCost } = ctx, tpr = layout.tilesPerRow;
  const pass = (directions: readonly number[], up: boolean) => {
    for (let j = 0; j < height; j++) {
      const y = up ? height - 1 - j : j;
      for (let k = 0; k < width; k++) {
        const x = up ? width - 1 - k : k;
        const c = y * width + x, i = tiledIndex(tpr, x, y);
        for (const d of directions) {
          const t = jumps[c * 8 + d]!;
          if (t > 0) writeRunCost(terrain, typeCost, width, tpr, x, y, i, d, t, unit, narrow, wide);
        }
      }
    }
  };
  pass([EAST, SOUTH, 4, 6], true);
  pass([WEST, NORTH, 5, 7], false);
}

/**
 * JPSW's jump table (index cell * 8 + direction, in map order; see jumpTable.ts) from the moves
 * each entry keeps (`kept`, from keptMoves), its diagonal stops flagged.
 */
export function weightedJumpTable(mask: Uint8Array, kept: Uint8Array, width: number, height: number): Int16Array {
  return sweepJumpTable(mask, width, height, (c, d) => kept[c * 8 + d]!, true);
}

/**
 * Running sums of cell costs along rows and columns, so that a straight run's cost (the cells it
 * enters, each at its own cost) is one subtraction however long the run.
 */
export function runningSums(ctx: MapContext): RunningSums {
  const { width, height } = ctx;
  return { rowSums: sumsAlong(ctx, height, width, width, 1), columnSums: sumsAlong(ctx, width, height, 1, width) };
}

/**
 * Running sums along `lines` lines of `length` cells each, line l's i-th cell being cell
 * l * lineStep + i * cellStep: index l * (length + 1) + i + 1, with a 0 before each line.
 */
function sumsAlong(ctx: MapContext, lines: number, length: number, lineStep: number, cellStep: number): Float64Array {
  const { terrain } = ctx, cost = ctx.typeCost;
  const sums = new Float64Array(lines * (length + 1));
  for (let l = 0; l < lines; l++) sumLine(terrain, cost, sums, l, length, lineStep, cellStep);
  return sums;
}

/** 1 for each passable cell whose passable neighbours all cost what it costs. */
export function uniformCells(ctx: MapContext): Uint8Array {
  const { width, height } = ctx;
  const out = new Uint8Array(ctx.cells);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[y * width + x] = uniformAt(ctx, x, y);
  return out;
}

/**
 * Per cell and direction of entry (index cell * 8 + direction), the moves worth trying there; 0
 * where no move enters the cell that way. Where every passable neighbour costs what the cell costs
 * this is JPS's rule without comparing costs (a run goes on; a straight one may also turn to a side
 * open here but closed beside the previous cell); elsewhere the cost-aware pruning decides.
 */
export function keptMoves(ctx: MapContext, mask: Uint8Array, uniform: Uint8Array): Uint8Array {
  const { width, height } = ctx;
  const map: PruningMap = { mask, terrain: ctx.terrain, typeCost: ctx.typeCost, width };
  const out = new Uint8Array(ctx.cells * 8);
  for (let cy = 0; cy < height; cy++) for (let cx = 0; cx < width; cx++) keptMovesAt(map, height, uniform[cy * width + cx]!, cx, cy, out, (cy * width + cx) * 8);
  return out;
}

