// What edits left behind of the preparations searches made on a map, and bringing them up to date
// before a search asks: JPS's jump graph (dropped when passability changes: its ids and regions are
// global) and JPSW's table (its queued repairs and its regions). The search worker does this while
// it has nothing else to do (protocol/idleCatchUp.ts), so F9 after painting starts searching at once
// instead of first waiting for them (about 3 s for JPSW on a weighted 2048² map, 1 s for JPS).
import type { Grid } from '../grid/grid';
import { heldMapContext } from './mapContext';
import { prepareWeightedJumps, weightedJumpsBehind } from './jpsw/weightedJumps';

/** Whether a search made preparations on `grid` that edits have left behind. */
export function preparationsBehind(grid: Grid): boolean {
  const ctx = heldMapContext(grid);
  return ctx !== undefined && (ctx.jumpGraphBehind() || weightedJumpsBehind(ctx));
}

/**
 * Brings them up to date, pausing every few milliseconds. Work a search then asks for is carried on
 * where this left it (resumableWork.ts); stopping between pauses loses nothing but time.
 */
export function* catchUpPreparations(grid: Grid): Generator<void, void, void> {
  const ctx = heldMapContext(grid);
  if (ctx === undefined) return;
  if (ctx.jumpGraphBehind()) yield* ctx.prepare('square8', 'no-cutting', true);
  if (weightedJumpsBehind(ctx)) yield* prepareWeightedJumps(ctx);
}
