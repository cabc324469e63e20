// Weighted maps for the tests of JPSW's table kept through edits, and what a search reads of the
// table, to compare a repaired or caught-up table with a fresh build's.
import { seededRandom } from '../../../../src/shared/batch/rng';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { COSTS, JUMPS, MOVES, PLACE, RECORD_BYTES } from '../../../../src/shared/engine/jpsw/cellRecord';
import { tiledIndex } from '../../../../src/shared/engine/jpsw/tiledLayout';
import type { WeightedJumps } from '../../../../src/shared/engine/jpsw/weightedJumps';

export function randomMap(seed: number, width: number, height: number): Grid {
  const rng = seededRandom(seed);
  const grid = createGrid(width, height);
  // Regions of one terrain (so runs are long and cross borders), some walls.
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) grid.terrain[y * width + x] = rng.next() < 0.1 ? 6 : ((x >> 3) + 2 * (y >> 3) + seed) % 5;
  return grid;
}

export const copy = (g: Grid): Grid => ({ ...g, terrain: g.terrain.slice(), heights: g.heights?.slice() ?? null, palette: g.palette.map((t) => ({ ...t })) });

/** What a search reads of each map cell's record, in map order, and the running sums. */
export function readable(jumps: WeightedJumps, width: number, height: number) {
  const { records, layout } = jumps, tpr = layout.tilesPerRow;
  const entries: number[] = [], moves: number[] = [], costs: number[] = [], place: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = tiledIndex(tpr, x, y);
      for (let d = 0; d < 8; d++) {
        entries.push(records.jumps[i * JUMPS + d]!);
        moves.push(records.bytes[i * RECORD_BYTES + MOVES + d]!);
        costs.push(jumps.runCosts ? jumps.runCosts[i * JUMPS + COSTS + d]! : jumps.wideCosts![i * 8 + d]!);
      }
      place.push(records.words[i * 16 + PLACE]!);
    }
  const boxes = Array.from(jumps.regionBoxes);
  return { entries, moves, costs, place, boxes, rowSums: Array.from(jumps.rowSums), columnSums: Array.from(jumps.columnSums) };
}

