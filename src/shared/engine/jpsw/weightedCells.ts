// What one cell (or one line) of JPSW's table holds, computed the same way by the build
// (weightedJumps.ts), which sweeps the map, and by the repair after an edit (weightedJumpsRepair.ts),
// which recomputes the cells around it.
import type { MapContext } from '../mapContext';
import * as JumpTable from '../jumpTable';
import * as Pruning from './costAwarePruning';
import type { PruningMap } from './costAwarePruning';
import * as Record from './cellRecord';
import * as Tiles from './tiledLayout';
import { JUMP_STEPS } from './jumpEntry';

// Other modules' bindings used cell by cell, as local ones (see weightedJumps.ts).
const { costAwareMoves } = Pruning;
const { JUMP_DX, JUMP_DY, NATURAL } = JumpTable;
const { tiledIndex } = Tiles;
const { COSTS, JUMPS } = Record;
/** Mask directions (straight ones: E, W, S, N) and their bits. */
const EAST = 0, WEST = 1, SOUTH = 2, NORTH = 3;
const E = 1 << EAST, W = 1 << WEST, S = 1 << SOUTH, N = 1 << NORTH;
/** A cell with at most this many legal moves is in a corridor (a maze's: the first way to it is nearly always its cheapest). */
const CORRIDOR_MOVES = 3;

/** The corridor bit of a cell's place word (cellRecord.ts) for its legal moves `legal`. */
export function corridorBit(legal: number): number {
  let count = 0;
  while (legal !== 0) { legal &= legal - 1; count++; }
  return count <= CORRIDOR_MOVES ? 1 : 0;
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

/** Fills line l's running sums (see sumsAlong). */
export function sumLine(terrain: Uint8Array, cost: Float64Array, sums: Float64Array, l: number, length: number, lineStep: number, cellStep: number): void {
  let sum = 0;
  const base = l * (length + 1);
  for (let i = 0; i < length; i++) {
    sum += cost[terrain[l * lineStep + i * cellStep]!]!;
    sums[base + i + 1] = sum;
  }
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
