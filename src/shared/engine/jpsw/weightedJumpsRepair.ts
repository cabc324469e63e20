// JPSW's table (weightedJumps.ts) repaired after an edit in place, for the cells around the edit
// and the runs through them, instead of built again (6 s on a 2048² weighted map, where the search
// that follows takes a fraction of a second). What each part reads, and so how far a change goes:
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
// the map, so one wall may change the regions of pairs far from it. The first repair leaves every
// pair unbounded (nothing pruned, every answer still optimal; on the painted 2048² map of the
// benchmarks the regions save under 1 % of JPSW's expansions), and a map built afresh has them again.
import { JUMP_DX, JUMP_DY, type KeptMoves } from '../jumpTable';
import { dilate, repairJumpTable } from '../jumpTableRepair';
import type { MapChange, MapContext } from '../mapContext';
import type { PruningMap } from './costAwarePruning';
import { COSTS, JUMPS, MOVES, PLACE, RECORD_BYTES } from './cellRecord';
import { inheritJpswMemory, jpswMemoryBusy } from './jpswNodes';
import { tiledIndex } from './tiledLayout';
import { corridorBit, heldWeightedJumps, holdWeightedJumps, keptMovesAt, sumLine, uniformAt, writeRunCost, type WeightedJumps } from './weightedJumps';

/** Past this share of the map's cells changed, the table is built again: a repair's per-cell work costs more than the sweep's. */
const REPAIR_SHARE = 1 / 16;

/**
 * Gives `ctx` (the map of `old` after the edit `change`, its move masks repaired) `old`'s JPSW
 * table, repaired. Nothing when `old` had none, when the palette or the heights layer changed
 * (every cost or move may have), when a sixteenth of the map or more changed, or while a search
 * holds the records: the next JPSW search builds the table afresh then.
 */
export function inheritWeightedJumps(old: MapContext, ctx: MapContext, change: MapChange): void {
  const jumps = heldWeightedJumps(old);
  if (!jumps || change.oldPalette !== null || change.heightsLayer || old.cells !== ctx.cells) return;
  if (change.cells.length > ctx.cells * REPAIR_SHARE || !ctx.holdsMoveMask('square8', 'no-cutting') || jpswMemoryBusy(old)) return;
  repairWeightedJumps(jumps, ctx, change.cells);
  holdWeightedJumps(ctx, jumps);
  inheritJpswMemory(old, ctx, jumps);
}

/** Repairs `jumps` in place for the map of `ctx`, where only the cells `changed` changed terrain (cost or passability). */
export function repairWeightedJumps(jumps: WeightedJumps, ctx: MapContext, changed: Int32Array): void {
  const { width, height, terrain, typeCost } = ctx;
  const mask = ctx.moveMask('square8', 'no-cutting');
  const { layout, records, table } = jumps, tpr = layout.tilesPerRow, bytes = records.bytes, words = records.words;
  const tiled = (c: number) => {
    const y = (c / width) | 0;
    return tiledIndex(tpr, c - y * width, y);
  };
  if (jumps.regionsCurrent) {
    for (let i = 0; i < layout.tiledCells; i++) words[i * 16 + PLACE] = words[i * 16 + PLACE]! & 1;
    jumps.regionBoxes = new Int16Array(0);
    jumps.regionsCurrent = false;
  }
  const map: PruningMap = { mask, terrain, typeCost, width };
  for (const c of dilate(changed, width, height, 2)) {
    const y = (c / width) | 0, x = c - y * width, i = tiledIndex(tpr, x, y);
    keptMovesAt(map, height, uniformAt(ctx, x, y), x, y, bytes, i * RECORD_BYTES + MOVES);
    words[i * 16 + PLACE] = corridorBit(mask[c]!);
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
