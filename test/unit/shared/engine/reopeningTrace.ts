// A trace with reopened cells, written by hand. No heuristic the engine offers reopens cells today,
// so a small depth-first search writes it: greedy with the zero estimate and last-in-first-out ties
// pops the latest entry first (every key is 0), closes cells with poor g and reopens them later.
import { TraceEventKind } from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { planSearch } from '../../../../src/shared/engine/plan';
import { replayFrame } from '../../../../src/shared/engine/trace/frame';
import type { RecordedTrace } from '../../../../src/shared/engine/trace/recordedTrace';
import { TraceRecorder } from '../../../../src/shared/engine/traceRecorder';
import { createGrid } from '../../../../src/shared/grid/grid';
import { moveCost, options, referenceMoves } from './helpers';

export interface ReopeningTrace {
  trace: RecordedTrace;
  /** Cells of the 4 × 4 map. */
  cells: number;
  /** Each cell's final g. */
  g: Map<number, number>;
  /** The open list before each expansion (and empty at the end), latest entry first. */
  openOrders: number[][];
  reopened: number;
}

/** The depth-first search's trace on a 4 × 4 weighted map, from corner to corner. */
export function reopeningTrace(): ReopeningTrace {
  const grid = createGrid(4, 4);
  grid.terrain.set([0, 2, 0, 0, 3, 0, 4, 0, 0, 6, 0, 1, 0, 0, 0, 0]);
  const o = options({ algorithm: 'greedy', heuristic: 'zero', tieBreak: 'lifo' });
  const plan = planSearch(mapContext(grid), { start: 0, goal: 15, options: o });
  const recorder = new TraceRecorder(replayFrame(mapContext(grid), plan));
  const g = new Map<number, number>([[0, 0]]);
  const order = new Map<number, number>([[0, 0]]); // open cells and their insertion numbers
  const closed = new Set<number>();
  const openOrders: number[][] = [];
  recorder.add(TraceEventKind.Push, 0, 0, 0);
  let sequence = 0, reopened = 0;
  while (order.size > 0) {
    openOrders.push([...order].sort((a, b) => b[1] - a[1]).map(([cell]) => cell));
    const c = [...order].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
    order.delete(c);
    closed.add(c);
    recorder.add(TraceEventKind.Expand, c, 0, 0);
    for (const [nx, ny, length] of referenceMoves(grid, c % 4, Math.floor(c / 4), o)) {
      const nb = ny * 4 + nx, ng = g.get(c)! + moveCost(grid, o, c, nb, length);
      if (g.has(nb) && ng >= g.get(nb)!) continue;
      const kind = closed.delete(nb) ? TraceEventKind.Reopen : order.has(nb) ? TraceEventKind.DecreaseKey : TraceEventKind.Push;
      if (kind === TraceEventKind.Reopen) reopened++;
      g.set(nb, ng);
      order.set(nb, sequence++);
      recorder.add(kind, nb, 0, 0);
    }
  }
  openOrders.push([]);
  return { trace: recorder.finish(), cells: 16, g, openOrders, reopened };
}
