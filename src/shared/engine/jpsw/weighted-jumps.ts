// The jump table of Jump Point Search on weighted maps (JPSW), built once per map. A run stops
// where JPS's stops (a forced neighbour) and also where costs make a turn worth taking: entering a
// cell in some direction makes it a jump point when cost-aware pruning (cost-aware-pruning.ts)
// keeps a move there besides the run's own. Inside a painted region only walls force turns, so runs
// are long; crossing into another region straight on is no reason to stop either, but running
// along the cheap side of a border is (a path may turn into the dearer region at any cell of it).
import type { MapContext } from '../map-context';
import { buildJumpTable, JUMP_DX, JUMP_DY } from '../jump-points';
import { EAST, NORTH, SOUTH, WEST } from '../moves';
import { costAwareMoves, NATURAL, type PruningMap } from './cost-aware-pruning';

const E = 1 << EAST, W = 1 << WEST, S = 1 << SOUTH, N = 1 << NORTH;

/** What JPSW reads from a map, beside its no-corner-cutting move mask. */
export interface WeightedJumps {
  /** Bit d set: a run entering the cell in direction d stops there (it has a forced neighbour). */
  forced: Uint8Array;
  /** Index cell * 8 + direction, where `forced` has that direction: the moves worth trying there. */
  moves: Uint8Array;
  /**
   * Index cell * 16 + direction (mask bit order; a cell's record is 32 bytes, see `runCosts`).
   * > 0: steps to the next jump point (a cell with a forced neighbour or, diagonally, a cell with
   * a straight jump point), plus FORCED_STOP on a diagonal whose next jump point has forced
   * neighbours itself; ≤ 0: minus the steps possible before a wall, no cell crossed being a jump
   * point.
   */
  table: Int16Array;
  /**
   * The second half of each cell's record, over the same memory as `table`: index cell * 8 + 4 +
   * direction (E, W, S, N), the cost of the straight run to its jump point, where there is one. A
   * scan stopping at a cell reads its jumps and their costs from one cache line. Null when such
   * costs would not all be exact in single precision (see exactInSingles): the running sums give
   * them then.
   */
  runCosts: Float32Array | null;
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

/** Maps above this many cells are refused: JPSW keeps 57 bytes a cell (jump table and run costs, forced directions and their moves, running sums). */
export const WEIGHTED_JUMPS_MAX_CELLS = 4 * 1024 * 1024;

/** Added to a diagonal's jump distance when the cell it leads to is a jump point for that diagonal (diagonal runs are at most 2048 steps). */
export const FORCED_STOP = 4096;

const cache = new WeakMap<MapContext, WeightedJumps>();

/** The map's weighted jump table, built on first use and kept as long as the map's context. */
export function weightedJumps(ctx: MapContext): WeightedJumps {
  const jumps = cache.get(ctx);
  if (jumps) return jumps;
  for (const _ of prepareWeightedJumps(ctx));
  return cache.get(ctx)!;
}

/**
 * Builds what `weightedJumps(ctx)` returns with a pause before each part (the move mask, the
 * uniform cells, the forced directions, the table, the run costs), so a worker can answer a
 * cancel in between; nothing on maps JPSW refuses.
 */
export function* prepareWeightedJumps(ctx: MapContext): Generator<void, void, void> {
  if (cache.has(ctx) || ctx.cells > WEIGHTED_JUMPS_MAX_CELLS) return;
  yield;
  const mask = ctx.moveMask('square8', 'no-cutting');
  yield;
  const uniform = uniformCells(ctx);
  yield;
  const moves = new Uint8Array(ctx.cells * 8);
  const forced = forcedDirections(ctx, mask, uniform, moves);
  yield;
  const jumps = buildJumpTable(mask, ctx.width, ctx.height, forced);
  markForcedStops(jumps, forced, ctx.width, ctx.height);
  yield;
  const sums = runningSums(ctx);
  yield;
  const record = new ArrayBuffer(ctx.cells * 32);
  const table = new Int16Array(record);
  for (let c = 0; c < ctx.cells; c++) for (let d = 0; d < 8; d++) table[c * 16 + d] = jumps[c * 8 + d]!;
  const runCosts = exactInSingles(ctx) ? new Float32Array(record) : null;
  if (runCosts) straightRunCosts(jumps, sums, ctx.width, ctx.height, runCosts);
  cache.set(ctx, { forced, moves, table, runCosts, ...sums });
}

/**
 * Whether every sum of cell costs along a row or column is exact in single precision: the costs
 * are multiples of one power of two, and no sum needs more than 24 bits of them.
 */
export function exactInSingles(ctx: MapContext): boolean {
  let largest = 0;
  const costs: number[] = [];
  for (let t = 0; t < 256; t++) {
    if (ctx.typePassable[t] !== 1) continue;
    costs.push(ctx.typeCost[t]!);
    if (ctx.typeCost[t]! > largest) largest = ctx.typeCost[t]!;
  }
  for (let k = 0; k <= 12; k++) {
    const unit = 2 ** k;
    if (costs.every((c) => Number.isInteger(c * unit)))
      return largest * unit * Math.max(ctx.width, ctx.height) < 2 ** 24;
  }
  return false;
}

/**
 * Writes the cost of each straight run to its jump point (`table` as buildJumpTable makes it) into
 * `out` at cell * 8 + 4 + direction, where the run has one: what a jump costs, read from one
 * place, without the running sums' two reads per run.
 */
export function straightRunCosts(table: Int16Array, sums: RunningSums, width: number, height: number, out: Float32Array): void {
  const { rowSums, columnSums } = sums;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y * width + x, r = y * (width + 1) + x, col = x * (height + 1) + y;
      let t = table[c * 8]!;
      if (t > 0) out[c * 8 + 4] = rowSums[r + t + 1]! - rowSums[r + 1]!;
      t = table[c * 8 + 1]!;
      if (t > 0) out[c * 8 + 5] = rowSums[r]! - rowSums[r - t]!;
      t = table[c * 8 + 2]!;
      if (t > 0) out[c * 8 + 6] = columnSums[col + t + 1]! - columnSums[col + 1]!;
      t = table[c * 8 + 3]!;
      if (t > 0) out[c * 8 + 7] = columnSums[col]! - columnSums[col - t]!;
    }
  }
}

/**
 * Flags each diagonal jump distance whose jump point is forced for that diagonal (FORCED_STOP), so
 * that a diagonal scan knows it from the table alone, without reading the jump point's forced bits.
 */
export function markForcedStops(table: Int16Array, forced: Uint8Array, width: number, height: number): void {
  const cells = width * height;
  for (let d = 4; d < 8; d++) {
    const step = JUMP_DY[d]! * width + JUMP_DX[d]!, bit = 1 << d;
    for (let c = 0; c < cells; c++) {
      const t = table[c * 8 + d]!;
      if (t > 0 && (forced[c + t * step]! & bit) !== 0) table[c * 8 + d] = t + FORCED_STOP;
    }
  }
}

/**
 * Running sums of cell costs along rows and columns, so that a straight run's cost (the cells it
 * enters, each at its own cost) is one subtraction however long the run.
 */
export function runningSums(ctx: MapContext): RunningSums {
  const { width, height, terrain } = ctx, cost = ctx.typeCost;
  const rowSums = new Float64Array(height * (width + 1)), columnSums = new Float64Array(width * (height + 1));
  for (let y = 0; y < height; y++) {
    let sum = 0;
    const base = y * (width + 1);
    for (let x = 0; x < width; x++) {
      sum += cost[terrain[y * width + x]!]!;
      rowSums[base + x + 1] = sum;
    }
  }
  for (let x = 0; x < width; x++) {
    let sum = 0;
    const base = x * (height + 1);
    for (let y = 0; y < height; y++) {
      sum += cost[terrain[y * width + x]!]!;
      columnSums[base + y + 1] = sum;
    }
  }
  return { rowSums, columnSums };
}

/** 1 for each passable cell whose passable neighbours all cost what it costs. */
export function uniformCells(ctx: MapContext): Uint8Array {
  const { width, height, terrain } = ctx;
  const cost = ctx.typeCost, passable = ctx.typePassable;
  const out = new Uint8Array(ctx.cells);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y * width + x, t = terrain[c]!;
      if (passable[t] === 0) continue;
      const own = cost[t]!;
      let same = 1;
      for (let dy = -1; dy <= 1 && same; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const nt = terrain[ny * width + nx]!;
          if (passable[nt] === 1 && cost[nt] !== own) { same = 0; break; }
        }
      }
      out[c] = same;
    }
  }
  return out;
}

/**
 * Per cell, the directions of entry that make it a jump point. Where every passable neighbour costs
 * what the cell costs this is JPS's rule (a side open here but closed beside the previous cell; a
 * diagonal entry never, without corner cutting); elsewhere the cost-aware pruning decides. For each
 * such entry, `moves` (index cell * 8 + direction) gets the moves the pruning keeps there.
 */
export function forcedDirections(ctx: MapContext, mask: Uint8Array, uniform: Uint8Array, moves: Uint8Array): Uint8Array {
  const { width, height } = ctx;
  const map: PruningMap = { mask, terrain: ctx.terrain, typeCost: ctx.typeCost, width };
  const forced = new Uint8Array(ctx.cells);
  for (let cy = 0; cy < height; cy++) {
    for (let cx = 0; cx < width; cx++) {
      const c = cy * width + cx, m = mask[c]!;
      if (m === 0) continue;
      let bits = 0;
      for (let d = 0; d < 8; d++) {
        const px = cx - JUMP_DX[d]!, py = cy - JUMP_DY[d]!;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const mp = mask[py * width + px]!;
        if ((mp & (1 << d)) === 0) continue; // no run enters c this way
        if (uniform[c] === 1) {
          if (d >= 4) continue;
          const sides = d < 2 ? N | S : W | E;
          if ((m & sides & ~mp) === 0) continue;
        }
        const keep = costAwareMoves(map, c, cx, cy, d);
        if ((keep & ~NATURAL[d]!) === 0) continue;
        bits |= 1 << d;
        moves[c * 8 + d] = keep;
      }
      forced[c] = bits;
    }
  }
  return forced;
}

