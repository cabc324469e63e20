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
  /**
   * Index cell * 8 + direction (mask bit order). > 0: steps to the next jump point (a cell with a
   * forced neighbour or, diagonally, a cell with a straight jump point); ≤ 0: minus the steps
   * possible before a wall, no cell crossed being a jump point.
   */
  table: Int16Array;
  /** Running sums of cell costs along each row, with a 0 before it: index y * (width + 1) + x + 1. */
  rowSums: Float64Array;
  /** Running sums of cell costs down each column, with a 0 before it: index x * (height + 1) + y + 1. */
  columnSums: Float64Array;
}

/** Maps above this many cells are refused: JPSW keeps 33 bytes a cell (jump table, forced directions, running sums). */
export const WEIGHTED_JUMPS_MAX_CELLS = 4 * 1024 * 1024;

const cache = new WeakMap<MapContext, WeightedJumps>();

/** The map's weighted jump table, built on first use and kept as long as the map's context. */
export function weightedJumps(ctx: MapContext): WeightedJumps {
  let jumps = cache.get(ctx);
  if (!jumps) {
    const mask = ctx.moveMask('square8', 'no-cutting');
    const forced = forcedDirections(ctx, mask, uniformCells(ctx));
    jumps = { forced, table: buildJumpTable(mask, ctx.width, ctx.height, forced), ...runningSums(ctx) };
    cache.set(ctx, jumps);
  }
  return jumps;
}

/**
 * Builds what `weightedJumps(ctx)` returns with a pause before each part (the move mask, the
 * uniform cells, the forced directions, the table, the running sums), so a worker can answer a
 * cancel in between; nothing on maps JPSW refuses.
 */
export function* prepareWeightedJumps(ctx: MapContext): Generator<void, void, void> {
  if (cache.has(ctx) || ctx.cells > WEIGHTED_JUMPS_MAX_CELLS) return;
  yield;
  const mask = ctx.moveMask('square8', 'no-cutting');
  yield;
  const uniform = uniformCells(ctx);
  yield;
  const forced = forcedDirections(ctx, mask, uniform);
  yield;
  const table = buildJumpTable(mask, ctx.width, ctx.height, forced);
  yield;
  cache.set(ctx, { forced, table, ...runningSums(ctx) });
}

/**
 * Running sums of cell costs along rows and columns, so that a straight run's cost (the cells it
 * enters, each at its own cost) is one subtraction however long the run.
 */
export function runningSums(ctx: MapContext): { rowSums: Float64Array; columnSums: Float64Array } {
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
 * diagonal entry never, without corner cutting); elsewhere the cost-aware pruning decides.
 */
export function forcedDirections(ctx: MapContext, mask: Uint8Array, uniform: Uint8Array): Uint8Array {
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
          if ((m & sides & ~mp) !== 0) bits |= 1 << d;
        } else if ((costAwareMoves(map, c, cx, cy, d) & ~NATURAL[d]!) !== 0) bits |= 1 << d;
      }
      forced[c] = bits;
    }
  }
  return forced;
}

