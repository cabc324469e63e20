// The open and closed lists at a step, a page at a time. The open list comes in the order the
// engine pops it: the engine's heap is rebuilt as it was at that step (openCheckpoints.ts) and
// popped down to the end of the page, so even entries equal in key and tie-break come in the
// engine's order.
import { eventCell, eventSide } from './encoding';
import { fOf, hOf } from './frame';
import { wordAt } from './recording';
import type { TraceIndex } from './traceIndex';
import type { ListPage, NodeRows } from './views';

/** Rows [offset, offset + count) of the open list of `side` after the first `e` events. */
export function openListPage(index: TraceIndex, side: number, e: number, offset: number, count: number): ListPage {
  const heap = index.open.heapAt(index, side, e);
  const n = heap.size;
  const start = Math.max(0, Math.min(n, Math.floor(offset))), end = Math.max(start, Math.min(n, start + Math.floor(count)));
  for (let i = 0; i < start; i++) heap.pop();
  const rows = emptyRows(end - start);
  for (let r = 0; r < rows.count; r++) {
    const c = heap.pop();
    fillRow(index, rows, r, c, side, index.gAt(c, side, e), index.parentAt(c, side, e));
  }
  return { total: n, offset: start, rows };
}

/** Rows [offset, offset + count) of the closed list at step k: the first k expansions, in order. */
export function closedListPage(index: TraceIndex, k: number, offset: number, count: number): ListPage {
  const total = Math.max(0, Math.min(k, index.steps));
  const start = Math.max(0, Math.min(total, Math.floor(offset))), end = Math.max(start, Math.min(total, start + Math.floor(count)));
  const rows = emptyRows(end - start);
  for (let r = 0; r < rows.count; r++) {
    const event = index.expansions.at(start + r), word = wordAt(index.recording, event);
    const c = eventCell(word), side = eventSide(word);
    fillRow(index, rows, r, c, side, index.gAt(c, side, event + 1), index.parentAt(c, side, event));
  }
  return { total, offset: start, rows };
}

function emptyRows(count: number): NodeRows {
  return {
    count,
    cell: new Int32Array(count), x: new Int32Array(count), y: new Int32Array(count),
    f: new Float64Array(count), g: new Float64Array(count), h: new Float64Array(count),
    parent: new Int32Array(count), side: new Uint8Array(count),
  };
}

function fillRow(index: TraceIndex, rows: NodeRows, r: number, cell: number, side: number, g: number, parent: number): void {
  const frame = index.frame, x = cell % frame.width;
  rows.cell[r] = cell;
  rows.x[r] = x;
  rows.y[r] = (cell - x) / frame.width;
  rows.g[r] = g;
  rows.f[r] = fOf(frame, side, cell, g);
  rows.h[r] = hOf(frame, side, cell);
  rows.parent[r] = parent;
  rows.side[r] = side;
}
