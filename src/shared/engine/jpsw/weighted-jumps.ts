// The jump table of Jump Point Search on weighted maps (JPSW), built once per map. A cell whose
// passable neighbours all cost what it costs is "uniform": there JPS's symmetry argument holds as
// on a map of one cost, because every move around it costs its length × that one cost. A cell next
// to a change of cost is not: a scan stops there, like at a forced neighbour, and the search
// expands it in every direction. Inside a painted region runs are long, so few nodes are opened.
import type { MapContext } from '../map-context';
import { EAST, NORTH, SOUTH, WEST } from '../moves';

const E = 1 << EAST, W = 1 << WEST, S = 1 << SOUTH, N = 1 << NORTH;

/** Step of each direction in mask bit order (straight 0..3, diagonal 4..7). */
const DX = [1, -1, 0, 0, 1, 1, -1, -1];
const DY = [0, 0, 1, -1, 1, -1, 1, -1];

/** What JPSW reads from a map, beside its no-corner-cutting move mask. */
export interface WeightedJumps {
  /** 1 when the cell is passable and each passable neighbour (of 8) costs the same as the cell. */
  uniform: Uint8Array;
  /**
   * Index cell * 8 + direction (mask bit order). > 0: steps to the next jump point (a forced
   * neighbour, a cell beside a change of cost, or, diagonally, a cell with a straight jump point);
   * ≤ 0: minus the steps possible before a wall, every cell crossed being uniform and unforced.
   */
  table: Int16Array;
}

/** Maps above this many cells are refused: the table takes 17 bytes a cell (as JPS's limit for its own). */
export const WEIGHTED_JUMPS_MAX_CELLS = 4 * 1024 * 1024;

const cache = new WeakMap<MapContext, WeightedJumps>();

/** The map's weighted jump table, built on first use and kept as long as the map's context. */
export function weightedJumps(ctx: MapContext): WeightedJumps {
  let jumps = cache.get(ctx);
  if (!jumps) {
    const mask = ctx.moveMask('square8', 'no-cutting');
    const uniform = uniformCells(ctx);
    jumps = { uniform, table: buildWeightedJumpTable(mask, uniform, ctx.width, ctx.height) };
    cache.set(ctx, jumps);
  }
  return jumps;
}

/**
 * Builds what `weightedJumps(ctx)` returns with a pause before each part (the move mask, the
 * uniform cells, the table), so a worker can answer a cancel in between; nothing on maps JPSW refuses.
 */
export function* prepareWeightedJumps(ctx: MapContext): Generator<void, void, void> {
  if (cache.has(ctx) || ctx.cells > WEIGHTED_JUMPS_MAX_CELLS) return;
  yield;
  const mask = ctx.moveMask('square8', 'no-cutting');
  yield;
  const uniform = uniformCells(ctx);
  yield;
  cache.set(ctx, { uniform, table: buildWeightedJumpTable(mask, uniform, ctx.width, ctx.height) });
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
 * Jump distances as JPS+ precomputes them, with one more reason to stop: entering a cell that is
 * not uniform. Every cell a run crosses before its end is then uniform, so all the cells it
 * enters cost the same as its first: a run's cost is its octile length × that one cost.
 */
export function buildWeightedJumpTable(mask: Uint8Array, uniform: Uint8Array, width: number, height: number): Int16Array {
  const table = new Int16Array(width * height * 8);
  const straight = (c: number, next: number, d: number, sideA: number, sideB: number) => {
    if ((mask[c]! & (1 << d)) === 0) return 0;
    if (uniform[next] === 0) return 1;
    const m = mask[next]!, mp = mask[c]!;
    // A side cell open here but closed beside the previous cell can only be reached through next.
    if (((m & sideA) !== 0 && (mp & sideA) === 0) || ((m & sideB) !== 0 && (mp & sideB) === 0)) return 1;
    const t = table[next * 8 + d]!;
    return t > 0 ? t + 1 : t - 1;
  };
  for (let y = 0; y < height; y++) {
    for (let x = width - 1; x >= 0; x--) { const c = y * width + x; table[c * 8 + EAST] = straight(c, c + 1, EAST, N, S); }
    for (let x = 0; x < width; x++) { const c = y * width + x; table[c * 8 + WEST] = straight(c, c - 1, WEST, N, S); }
  }
  for (let x = 0; x < width; x++) {
    for (let y = height - 1; y >= 0; y--) { const c = y * width + x; table[c * 8 + SOUTH] = straight(c, c + width, SOUTH, W, E); }
    for (let y = 0; y < height; y++) { const c = y * width + x; table[c * 8 + NORTH] = straight(c, c - width, NORTH, W, E); }
  }
  for (let d = 4; d < 8; d++) {
    const dx = DX[d]!, dy = DY[d]!;
    const h = dx > 0 ? EAST : WEST, v = dy > 0 ? SOUTH : NORTH;
    const step = dy * width + dx;
    // Visit cells so that the next cell along the diagonal is done first.
    for (let i = 0; i < height; i++) {
      const y = dy > 0 ? height - 1 - i : i;
      for (let j = 0; j < width; j++) {
        const x = dx > 0 ? width - 1 - j : j;
        const c = y * width + x;
        let value = 0;
        if ((mask[c]! & (1 << d)) !== 0) {
          const next = c + step;
          if (uniform[next] === 0 || table[next * 8 + h]! > 0 || table[next * 8 + v]! > 0) value = 1;
          else {
            const t = table[next * 8 + d]!;
            value = t > 0 ? t + 1 : t - 1;
          }
        }
        table[c * 8 + d] = value;
      }
    }
  }
  return table;
}
