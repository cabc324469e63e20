// The jump table of Jump Point Search on weighted maps (JPSW), built once per map and repaired after
// an edit (weightedJumpsRepair.ts). For each cell and direction of entry, cost-aware pruning
// (costAwarePruning.ts) says which moves are worth trying there; a run stops where that is anything
// but going on (a turn may pay: a jump point), and ends where not even going on is worth it. Inside
// a painted region only walls force turns, so runs are long; crossing into another region straight
// on is no reason to stop either, but running along the cheap side of a border is (a path may turn
// into the dearer region at any cell of it).
import { WEIGHTED_JUMPS_MAX_CELLS } from '../catalog';
import type { MapContext } from '../mapContext';
import * as Record from './cellRecord';
import { recordViews, type CellRecords } from './cellRecord';
import * as JumpTable from '../jumpTable';
import { sweepJumpTable } from '../jumpTable';
import * as Pruning from './costAwarePruning';
import type { PruningMap } from './costAwarePruning';
import * as Tiles from './tiledLayout';
import { tiledLayout, type TiledLayout } from './tiledLayout';
import { weightedRegions } from './weightedRegions';
import { JUMP_STEPS } from './jumpEntry';

// Other modules' bindings used cell by cell, as local ones: under a per-module transform (tsx,
// tests) each use of an imported binding is a getter call.
const { costAwareMoves } = Pruning;
const { JUMP_DX, JUMP_DY, NATURAL } = JumpTable;
const { tiledIndex } = Tiles;
/** Mask directions (straight ones: E, W, S, N) and their bits. */
const EAST = 0, WEST = 1, SOUTH = 2, NORTH = 3;
const E = 1 << EAST, W = 1 << WEST, S = 1 << SOUTH, N = 1 << NORTH;

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
   * False once an edit was repaired in place: regions are global (an edit anywhere may change what
   * a pair leads to), so the repair leaves every pair unbounded, which prunes nothing and stays
   * optimal; a map built afresh has them again.
   */
  regionsCurrent: boolean;
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
const { COSTS, JUMPS, MOVES, PLACE, RECORD_BYTES } = Record;
/** A cell with at most this many legal moves is in a corridor (a maze's: the first way to it is nearly always its cheapest). */
const CORRIDOR_MOVES = 3;

/** The map's weighted jump table, built on first use and kept as long as the map's context. */
export function weightedJumps(ctx: MapContext): WeightedJumps {
  const jumps = cache.get(ctx);
  if (jumps) return jumps;
  for (const _ of prepareWeightedJumps(ctx));
  return cache.get(ctx)!;
}

/**
 * Builds what `weightedJumps(ctx)` returns with a pause before each part (the move mask, the
 * uniform cells, the forced directions, the table, the records, the run costs), so a worker can
 * answer a cancel in between; nothing on maps JPSW refuses.
 */
export function* prepareWeightedJumps(ctx: MapContext): Generator<void, void, void> {
  if (cache.has(ctx) || ctx.cells > WEIGHTED_JUMPS_MAX_CELLS) return;
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
  cache.set(ctx, { layout, records, table, runCosts, unit: unit > 0 ? unit : 1, wideCosts, regionBoxes: regions.boxes, regionsCurrent: true, ...runningSums(ctx) });
}

/** The corridor bit of a cell's place word (cellRecord.ts) for its legal moves `legal`. */
export function corridorBit(legal: number): number {
  let count = 0;
  while (legal !== 0) { legal &= legal - 1; count++; }
  return count <= CORRIDOR_MOVES ? 1 : 0;
}

/** The map's weighted jump table if one is made, without making it. */
export function heldWeightedJumps(ctx: MapContext): WeightedJumps | undefined {
  return cache.get(ctx);
}

/** Gives `ctx` the table `jumps` (made for the same map before an edit and repaired since: weightedJumpsRepair.ts). */
export function holdWeightedJumps(ctx: MapContext, jumps: WeightedJumps): void {
  cache.set(ctx, jumps);
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
 * Writes the cost of cell (x, y)'s run in direction d (tiled index i) to its next jump point, its
 * entry being t > 0: the next cell's cost, plus that cell's own run cost when the stop lies further.
 */
export function writeRunCost(
  terrain: Uint8Array, typeCost: Float64Array, width: number, tpr: number, x: number, y: number, i: number, d: number, t: number, unit: number,
  narrow: Uint16Array | null, wide: Float64Array | null,
): void {
  const nx = x + JUMP_DX[d]!, ny = y + JUMP_DY[d]!;
  const enter = typeCost[terrain[ny * width + nx]!]!, more = (t & JUMP_STEPS) > 1;
  if (narrow) narrow[i * JUMPS + COSTS + d] = enter / unit + (more ? narrow[tiledIndex(tpr, nx, ny) * JUMPS + COSTS + d]! : 0);
  else wide![i * 8 + d] = enter + (more ? wide![tiledIndex(tpr, nx, ny) * 8 + d]! : 0);
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

/** Fills line l's running sums (see sumsAlong). */
export function sumLine(terrain: Uint8Array, cost: Float64Array, sums: Float64Array, l: number, length: number, lineStep: number, cellStep: number): void {
  let sum = 0;
  const base = l * (length + 1);
  for (let i = 0; i < length; i++) {
    sum += cost[terrain[l * lineStep + i * cellStep]!]!;
    sums[base + i + 1] = sum;
  }
}

/** 1 for each passable cell whose passable neighbours all cost what it costs. */
export function uniformCells(ctx: MapContext): Uint8Array {
  const { width, height } = ctx;
  const out = new Uint8Array(ctx.cells);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[y * width + x] = uniformAt(ctx, x, y);
  return out;
}

/** 1 when cell (x, y) is passable and its passable neighbours all cost what it costs (see uniformCells). */
export function uniformAt(ctx: MapContext, x: number, y: number): number {
  const { width, height, terrain } = ctx;
  const cost = ctx.typeCost, passable = ctx.typePassable;
  const t = terrain[y * width + x]!;
  if (passable[t] === 0) return 0;
  const own = cost[t]!;
  for (let dy = -1; dy <= 1; dy++) {
    const ny = y + dy;
    if (ny < 0 || ny >= height) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      if (nx < 0 || nx >= width) continue;
      const nt = terrain[ny * width + nx]!;
      if (passable[nt] === 1 && cost[nt] !== own) return 0;
    }
  }
  return 1;
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

/** Writes cell (x, y)'s kept moves per direction of entry (see keptMoves) to out[at + d]; `uniform` is its uniformAt. */
export function keptMovesAt(map: PruningMap, height: number, uniform: number, cx: number, cy: number, out: Uint8Array, at: number): void {
  const { mask, width } = map;
  const c = cy * width + cx, m = mask[c]!;
  for (let d = 0; d < 8; d++) {
    let kept = 0;
    const px = cx - JUMP_DX[d]!, py = cy - JUMP_DY[d]!;
    const mp = m === 0 || px < 0 || py < 0 || px >= width || py >= height ? 0 : mask[py * width + px]!;
    // No run enters c this way when p has no such move (or c is a wall).
    if ((mp & (1 << d)) !== 0) {
      if (uniform === 1 && (d >= 4 || (m & (d < 2 ? N | S : W | E) & ~mp) === 0)) kept = m & NATURAL[d]!;
      else kept = costAwareMoves(map, c, cx, cy, d);
    }
    out[at + d] = kept;
  }
}
