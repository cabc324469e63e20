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
  const { width, height } = index.frame;
  // The columns that fall on the map: i from i0 to i1 - 1; the rest read as unseen.
  const i0 = Math.min(cols, rect.x >= 0 ? 0 : Math.ceil(-rect.x / stride));
  const i1 = Math.max(i0, Math.min(cols, Math.ceil((width - rect.x) / stride)));
  if (i0 > 0 || i1 < cols || rect.y < 0 || rect.y + (rows - 1) * stride >= height) states.fill(0);
  for (let side = 0; side < index.sides; side++) {
    const marks = index.marks[side]!, shift = 2 * side;
    for (let j = 0; j < rows; j++) {
      const y = rect.y + j * stride;
      if (y < 0 || y >= height) continue;
      const row = j * cols, first = y * width + rect.x;
      if (index.reopened) {
        for (let i = i0; i < i1; i++) {
          const c = first + i * stride, closed = marks[2 * c + 1]!;
          const state = closed >= 0 ? (closed < e ? CLOSED : marks[2 * c]! < e ? OPEN : UNSEEN) : index.reopenedStateAt(c, side, e);
          states[row + i] = side === 0 ? state : states[row + i]! | (state << shift);
        }
      } else if (side === 0) {
        // A cell is pushed before it is expanded, so its state is how many of the two came before e
        // (NEVER − e is positive: the sign bit of each difference says "before e").
        for (let i = i0, m = 2 * (first + i0 * stride); i < i1; i++, m += 2 * stride)
          states[row + i] = ((marks[m]! - e) >>> 31) + ((marks[m + 1]! - e) >>> 31);
      } else {
        for (let i = i0, m = 2 * (first + i0 * stride); i < i1; i++, m += 2 * stride)
          states[row + i] = states[row + i]! | ((((marks[m]! - e) >>> 31) + ((marks[m + 1]! - e) >>> 31)) << shift);
      }
    }
  }
  return states;
}
