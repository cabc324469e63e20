// JPSW's table (weightedJumps.ts) repaired after edits in place, for the cells around them and the
// runs through them, instead of built again (6.6 s on a 2048² weighted map, where the search that
// follows takes half a second). Edits are queued and repaired together before the next JPSW search
// (weightedJumps.ts, inheritWeightedJumps), so a live stroke's dabs pay nothing here. What each part
// reads, and so how far a change goes:
// - a cell's kept moves (cost-aware pruning) read the costs within two cells of it and the move
//   masks of cells within two, which read no further (a step's corner cells lie beside both its
//   ends): cells within two of the edit;
// - a jump entry reads its cell's mask, the next cell's kept moves and the next cell's entries:
//   within three, then back along each run while entries come out changed (jumpTableRepair.ts);
// - a run's cost reads its entry, the cost of the next cell and the next cell's run cost: the
//   cells whose entries changed or beside the edit, then back along each run the same way;
// - the running sums: the rows and columns through the edit, whole;
// - the corridor bit: the cell's mask, within one.
// The regions are not repaired: a pair's region is what its canonical subtree reaches, anywhere on
// the map, so one wall may change the regions of pairs far from it. The repair marks them stale,
// and they are computed again from the repaired records before the search (weightedJumps.ts; about
// 3 s of the 5.6–6.6 s a whole table takes on 2048²). Searching without them would stay optimal,
// but the nodes a search opens, and so its counts and an unreachable goal's closest cell, would
// then depend on whether the map was edited since it was loaded.
import { JUMP_DX, JUMP_DY, type KeptMoves } from '../jumpTable';
import { dilate, repairJumpTable } from '../jumpTableRepair';
import type { MapContext } from '../mapContext';
import type { PruningMap } from './costAwarePruning';
import { COSTS, JUMPS, MOVES, PLACE, RECORD_BYTES } from './cellRecord';
import { tiledIndex } from './tiledLayout';
import { corridorBit, keptMovesAt, sumLine, uniformAt, writeRunCost } from './weightedCells';
import type { WeightedJumps } from './weightedJumps';

/**
 * Repairs `jumps` in place for the map of `ctx`, where only the cells `changed` changed terrain
 * (cost or passability); its regions are left as they were (see the top of the file).
 */
export function repairWeightedJumps(jumps: WeightedJumps, ctx: MapContext, changed: Int32Array): void {
  const { width, height, terrain, typeCost } = ctx;
  const mask = ctx.moveMask('square8', 'no-cutting');
  const { layout, records, table } = jumps, tpr = layout.tilesPerRow, bytes = records.bytes, words = records.words;
  const tiled = (c: number) => {
    const y = (c / width) | 0;
    return tiledIndex(tpr, c - y * width, y);
  };
  const map: PruningMap = { mask, terrain, typeCost, width };
  for (const c of dilate(changed, width, height, 2)) {
    const y = (c / width) | 0, x = c - y * width, i = tiledIndex(tpr, x, y);
    keptMovesAt(map, height, uniformAt(ctx, x, y), x, y, bytes, i * RECORD_BYTES + MOVES);
    // The region bits stay as they are until the regions are computed again.
    words[i * 16 + PLACE] = (words[i * 16 + PLACE]! & ~1) | corridorBit(mask[c]!);
  }
  const kept: KeptMoves = (c, d) => bytes[tiled(c) * RECORD_BYTES + MOVES + d]!;
  // repairJumpTable takes the entries within two of its seeds: within three of the edit.
  const repair = repairJumpTable(mask, table, width, height, kept, true, dilate(changed, width, height, 1), (c) => tiled(c) * JUMPS);
  const seeds = [...repair.cells.subarray(0, repair.count), ...dilate(changed, width, height, 1)];
  for (let d = 0; d < 8; d++) repairRunCosts(jumps, ctx, seeds, d, tiled);
  const rows = new Set<number>(), columns = new Set<number>();
  for (const c of changed) {
    const y = (c / width) | 0;
    rows.add(y);
    columns.add(c - y * width);
  }
  for (const y of rows) sumLine(terrain, typeCost, jumps.rowSums, y, width, width, 1);
  for (const x of columns) sumLine(terrain, typeCost, jumps.columnSums, x, height, 1, width);
}

/**
 * Recomputes the run costs in direction d of the cells `seeds`, each after the cells further along
 * its run (larger x·dx + y·dy first), and walks back from each along the run while a cost changes.
 */
function repairRunCosts(jumps: WeightedJumps, ctx: MapContext, seeds: number[], d: number, tiled: (c: number) => number): void {
  const { width, height, terrain, typeCost } = ctx;
  const { table, unit, layout } = jumps, narrow = jumps.runCosts, wide = jumps.wideCosts;
  const dx = JUMP_DX[d]!, dy = JUMP_DY[d]!, step = dy * width + dx;
  const along = (c: number) => {
    const y = (c / width) | 0;
    return (c - y * width) * dx + y * dy;
  };
  const order = seeds.slice().sort((a, b) => along(b) - along(a));
  for (let c of order) {
    for (;;) {
      const y = (c / width) | 0, x = c - y * width, i = tiled(c);
      const slot = narrow ? i * JUMPS + COSTS + d : i * 8 + d;
      const before = narrow ? narrow[slot]! : wide![slot]!;
      const t = table[i * JUMPS + d]!;
      if (t > 0) writeRunCost(terrain, typeCost, width, layout.tilesPerRow, x, y, i, d, t, unit, narrow, wide);
      else if (narrow) narrow[slot] = 0;
      else wide![slot] = 0;
      const after = narrow ? narrow[slot]! : wide![slot]!;
      const px = x - dx, py = y - dy;
      if (after === before || px < 0 || py < 0 || px >= width || py >= height) break;
      c -= step;
    }
  }
}
