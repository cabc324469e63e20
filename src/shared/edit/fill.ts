// The fill tool: a flood fill by terrain recorded as one undo entry, either at once or in
// budgeted steps so a fill of millions of cells can show progress between frames.
import { FloodFill } from './floodFill';
import { FilledSpans } from './filledSpans';
import type { EditHistory, HistoryEntry } from './history';

/** A fill spread over several calls; the history is busy until it finishes or is cancelled. */
export interface FillJob {
  /** Fills about `budgetCells` more cells; true once the fill is complete and recorded. */
  step(budgetCells: number): boolean;
  /** Cells filled so far. */
  readonly filled: number;
  /** The undo entry, once complete (null if the fill changed nothing). */
  readonly entry: HistoryEntry | null;
  /** Stops and restores every cell filled so far. */
  cancel(): void;
}

/**
 * Starts filling the region of (x, y)'s terrain with `terrain`: 4-connected, or 6-connected when
 * `hex` (a hex map). The undo record is
 * the list of painted row spans (all of one old value), so recording costs per span, not per
 * cell, and finishing is immediate however large the region.
 */
export function startFill(history: EditHistory, x: number, y: number, terrain: number, hex = false): FillJob {
  const { grid } = history;
  // The gesture records no cells here; it keeps the history busy and reports redraw areas.
  const gesture = history.beginGesture('fill', 'terrain');
  const spans = new FilledSpans(grid.width);
  const fill = new FloodFill(grid.terrain, grid.width, grid.height, x, y, terrain, (start, length) => {
    spans.add(start, length);
    gesture.markChanged(start, length);
  }, hex);
  let entry: HistoryEntry | null = null;
  let finished = false;
  return {
    step(budgetCells) {
      if (finished) return true;
      const done = fill.step(budgetCells);
      gesture.flush();
      if (done) {
        finished = true;
        entry = history.endGesture(spans.isEmpty ? [] : [spans.command('terrain', fill.target, terrain)]);
      }
      return done;
    },
    get filled() {
      return fill.filled;
    },
    get entry() {
      return entry;
    },
    cancel() {
      if (finished) return;
      finished = true;
      spans.write(grid.terrain, fill.target);
      // The restored spans are changes too: redrawn when the gesture flushes, and reported.
      spans.forEachSpan((start, length) => gesture.markChanged(start, length));
      history.cancelGesture();
    },
  };
}

/** Fills at once; returns the undo entry, or null when the click changed nothing. */
export function fillArea(history: EditHistory, x: number, y: number, terrain: number, hex = false): HistoryEntry | null {
  const job = startFill(history, x, y, terrain, hex);
  job.step(Infinity);
  return job.entry;
}
