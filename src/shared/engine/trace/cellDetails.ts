// One cell at a step, as the inspector shows it, and the branch of the search tree that leads to
// a cell (the best path from the start known at that step).
import { CellState, TraceEventKind } from '../types';
import { eventKind } from './encoding';
import { fOf, hOf } from './frame';
import { wordAt } from './recording';
import type { TraceIndex } from './traceIndex';
import type { CellDetails, CellSideDetails } from './views';

/** `cell` after the first `e` events, on every side, with the steps of all its events. */
export function cellDetailsAt(index: TraceIndex, cell: number, e: number): CellDetails {
  const width = index.frame.width, x = cell % width;
  return {
    cell, x, y: (cell - x) / width,
    forward: sideDetails(index, cell, 0, e),
    backward: index.sides > 1 ? sideDetails(index, cell, 1, e) : null,
  };
}

function sideDetails(index: TraceIndex, cell: number, side: number, e: number): CellSideDetails {
  const state = index.stateAt(cell, side, e);
  const seen = state !== CellState.Unseen;
  const g = seen ? index.gAt(cell, side, e) : NaN;
  const details: CellSideDetails = {
    state,
    f: seen ? fOf(index.frame, side, cell, g) : NaN,
    g,
    h: hOf(index.frame, side, cell),
    parent: seen ? index.parentAt(cell, side, e) : -1,
    openedStep: -1,
    improvedSteps: [],
    closedSteps: [],
    reopenedSteps: [],
  };
  for (const event of cellEvents(index, cell, side)) {
    const step = index.stepOfEvent(event);
    switch (eventKind(wordAt(index.recording, event))) {
      case TraceEventKind.Push: details.openedStep = step; break;
      case TraceEventKind.DecreaseKey: details.improvedSteps.push(step); break;
      case TraceEventKind.Reopen: details.reopenedSteps.push(step); break;
      default: details.closedSteps.push(step);
    }
  }
  return details;
}

/** Every event of `cell` on `side`, in order. */
function cellEvents(index: TraceIndex, cell: number, side: number): number[] {
  const events: number[] = [];
  const m = index.marks[side]!, first = m[2 * cell + 1]!;
  if (m[2 * cell]! < index.events) events.push(m[2 * cell]!);
  const expansion = first >= 0 ? first : -first - 2;
  if (expansion < index.events) events.push(expansion);
  const h = index.history;
  for (let entry = h.newest(2 * cell + side); entry >= 0; entry = h.before(entry)) events.push(h.event(entry));
  return events.sort((a, b) => a - b);
}

/**
 * The cells from the start to `cell` by parent links after the first `e` events (empty while the
 * cell is unseen). JPS and Theta* link cells that are not neighbours: the path runs straight
 * between consecutive cells.
 */
export function treePathAt(index: TraceIndex, cell: number, side: number, e: number): Int32Array {
  if (index.stateAt(cell, side, e) === CellState.Unseen) return new Int32Array(0);
  const cells: number[] = [];
  for (let c = cell; c !== -1 && cells.length <= index.frame.cells; c = index.parentAt(c, side, e)) cells.push(c);
  return Int32Array.from(cells.reverse());
}
