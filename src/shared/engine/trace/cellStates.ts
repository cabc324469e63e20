// Cell states of a rectangle of the map at one step. Blocks of 32 cells that lie wholly ahead of
// the search at that step (nothing pushed yet) or wholly behind it (every pushed cell expanded)
// are answered from their summary (cellBlocks.ts); only blocks on the frontier read their cells'
// first push and first expansion. So a 1920 × 1080 view, or a whole 4096² map sampled to as many
// cells, costs about a write per cell, whatever the length of the trace.
import { CellState } from '../types';
import type { TraceIndex } from './traceIndex';
import type { TraceRect, CellStates } from './views';

const OPEN = CellState.Open, CLOSED = CellState.Closed, UNSEEN = CellState.Unseen;
/** How a block is answered: all unseen, from its pushed bits (closed or never pushed), or cell by cell. */
const AHEAD = 0, BEHIND = 1, FRONTIER = 2;
const ALL_PUSHED = 0xffffffff;

/** The states of `rect` after the first `e` events (see CellStates for the layout). */
export function cellStatesAt(index: TraceIndex, e: number, rect: TraceRect, out?: Uint8Array): CellStates {
  const stride = Math.max(1, Math.floor(rect.stride ?? 1));
  const cols = Math.max(0, Math.ceil(rect.width / stride)), rows = Math.max(0, Math.ceil(rect.height / stride));
  const states = out && out.length >= cols * rows ? out.subarray(0, cols * rows) : new Uint8Array(cols * rows);
  const { width, height } = index.frame;
  // The columns that fall on the map: i from i0 to i1 - 1; the rest read as unseen.
  const i0 = Math.min(cols, rect.x >= 0 ? 0 : Math.ceil(-rect.x / stride));
  const i1 = Math.max(i0, Math.min(cols, Math.ceil((width - rect.x) / stride)));
  if (i0 > 0 || i1 < cols || rect.y < 0 || rect.y + (rows - 1) * stride >= height) states.fill(0);
  for (let side = 0; side < index.sides; side++) {
    for (let j = 0; j < rows; j++) {
      const y = rect.y + j * stride;
      if (y >= 0 && y < height) sampleRow(index, side, e, states, j * cols, y * width + rect.x, stride, i0, i1);
    }
  }
  return states;
}

/** Writes (side 0) or adds (side 1, shifted) the states of cells first + i·stride, i0 ≤ i < i1, at out[row + i]. */
function sampleRow(index: TraceIndex, side: number, e: number, out: Uint8Array, row: number, first: number, stride: number, i0: number, i1: number): void {
  const marks = index.marks[side]!, blocks = index.blocks[side]!, reopened = index.reopened;
  const firstPush = blocks.firstPush, lastExpansion = blocks.lastExpansion, unexpanded = blocks.unexpanded, pushed = blocks.pushed;
  const shift = 2 * side;
  // One block at a time: the samples in it are answered the same way.
  for (let i = i0, c = first + i0 * stride; i < i1;) {
    const b = c >>> 5;
    const end = Math.min(i1, i + (stride === 1 ? 32 - (c & 31) : ((31 - (c & 31)) / stride | 0) + 1));
    const mode = firstPush[b]! >= e ? AHEAD : unexpanded[b] === 0 && lastExpansion[b]! < e ? BEHIND : FRONTIER;
    if (mode === AHEAD) {
      if (side === 0) fill(out, UNSEEN, row + i, row + end);
      c += (end - i) * stride;
      i = end;
    } else if (mode === BEHIND) {
      // Every pushed cell of the block is closed: CLOSED where its pushed bit is set, else UNSEEN.
      const bits = pushed[b]!;
      if (bits === ALL_PUSHED && side === 0) {
        fill(out, CLOSED, row + i, row + end);
        c += (end - i) * stride;
        i = end;
      }
      for (; i < end; i++, c += stride) {
        const state = ((bits >>> (c & 31)) & 1) << 1;
        out[row + i] = side === 0 ? state : out[row + i]! | (state << shift);
      }
    } else if (!reopened) {
      // A cell is pushed before it is expanded, so its state counts which of the two came before e
      // (NEVER − e is positive: the sign of each difference says "before e").
      for (; i < end; i++, c += stride) {
        const state = ((marks[2 * c]! - e) >>> 31) + ((marks[2 * c + 1]! - e) >>> 31);
        out[row + i] = side === 0 ? state : out[row + i]! | (state << shift);
      }
    } else {
      for (; i < end; i++, c += stride) {
        const closed = marks[2 * c + 1]!;
        const state = closed >= 0 ? (closed < e ? CLOSED : marks[2 * c]! < e ? OPEN : UNSEEN) : index.reopenedStateAt(c, side, e);
        out[row + i] = side === 0 ? state : out[row + i]! | (state << shift);
      }
    }
  }
}

/** out[from … to) = value: the native fill for long runs, a loop for the short ones of a sampled row. */
function fill(out: Uint8Array, value: number, from: number, to: number): void {
  if (to - from >= 24) out.fill(value, from, to);
  else for (let i = from; i < to; i++) out[i] = value;
}
