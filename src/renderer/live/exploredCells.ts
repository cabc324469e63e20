// The cells a finished search explored, from its recorded events: closed once expanded, open once
// pushed (or reopened) and not closed since. Several legs' searches are laid over each other, a
// closed cell staying closed. Shown by the live path's "Show explored cells while live".
import { CellState, TraceEventKind, type SearchTrace } from '../../shared/engine/index';

/** Per cell of a map of `cells` cells: CellState after every leg's events; null when no leg recorded any. */
export function exploredCells(traces: readonly (SearchTrace | null)[], cells: number): Uint8Array | null {
  if (!traces.some((t) => t !== null)) return null;
  const states = new Uint8Array(cells);
  for (const trace of traces) {
    if (!trace) continue;
    const seen = new Uint8Array(cells);
    const { kind, cell, length } = trace;
    for (let i = 0; i < length; i++) {
      const c = cell[i]!;
      const k = kind[i]!;
      if (k === TraceEventKind.Expand) seen[c] = CellState.Closed;
      else if (k === TraceEventKind.Push || k === TraceEventKind.Reopen) seen[c] = CellState.Open;
    }
    for (let c = 0; c < cells; c++) if (seen[c]! > states[c]!) states[c] = seen[c]!;
  }
  return states;
}
