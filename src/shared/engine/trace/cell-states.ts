// Cell states of a rectangle of the map at one step: two integer compares a cell (its first push
// and first expansion against the step's event), so a 1920 × 1080 view takes a few milliseconds
// whatever the length of the trace. Reopened cells (rare) ask their history.
import { CellState } from '../types';
import type { TraceIndex } from './trace-index';
import type { CellRect, CellStates } from './views';

const OPEN = CellState.Open, CLOSED = CellState.Closed, UNSEEN = CellState.Unseen;

/** The states of `rect` after the first `e` events (see CellStates for the layout). */
export function cellStatesAt(index: TraceIndex, e: number, rect: CellRect, out?: Uint8Array): CellStates {
  const stride = Math.max(1, Math.floor(rect.stride ?? 1));
  const cols = Math.max(0, Math.ceil(rect.width / stride)), rows = Math.max(0, Math.ceil(rect.height / stride));
  const states = out && out.length >= cols * rows ? out.subarray(0, cols * rows) : new Uint8Array(cols * rows);
  states.fill(0);
  const { width, height } = index.frame;
  // The columns that fall on the map: i from i0 to i1 - 1.
  const i0 = rect.x >= 0 ? 0 : Math.ceil(-rect.x / stride);
  const i1 = Math.min(cols, Math.max(0, Math.ceil((width - rect.x) / stride)));
  for (let side = 0; side < index.sides; side++) {
    const marks = index.marks[side]!, shift = 2 * side;
    for (let j = 0; j < rows; j++) {
      const y = rect.y + j * stride;
      if (y < 0 || y >= height) continue;
      const row = j * cols;
      let c = y * width + rect.x + i0 * stride;
      for (let i = i0; i < i1; i++, c += stride) {
        const closed = marks[2 * c + 1]!;
        const state = closed >= 0
          ? (closed < e ? CLOSED : marks[2 * c]! < e ? OPEN : UNSEEN)
          : index.reopenedStateAt(c, side, e);
        states[row + i] = states[row + i]! | (state << shift);
      }
    }
  }
  return states;
}
