// Which cells a finished search left open or closed, derived from its trace: what the overlay
// colours. (The debugger's timeline replays the same trace to any earlier step.)
import { CellState, TraceEventKind, type SearchTrace } from '../../shared/engine/index';

/** One engine CellState per cell, as the search ended. */
export function exploredCells(trace: SearchTrace, cellCount: number): Uint8Array {
  const state = new Uint8Array(cellCount);
  const { kind, cell, length } = trace;
  for (let i = 0; i < length; i++) state[cell[i]!] = kind[i] === TraceEventKind.Expand ? CellState.Closed : CellState.Open;
  return state;
}
