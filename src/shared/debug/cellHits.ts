// When a cell breakpoint fires, read straight off the trace index: a cell's first push (the step whose
// expansion opened it) and its expansions (the first one, and any later ones after a reopening, kept
// in the cell's history), so a scan over millions of steps never visits the steps in between.
import { eventKind } from '../engine/trace/encoding';
import type { TraceIndex } from '../engine/trace/traceIndex';
import { TraceEventKind } from '../engine/types';
import type { CellBreakpoint } from './breakpoint';

/** A cell breakpoint's first firing in a range of steps. */
export interface CellHit {
  step: number;
  /** The side (0 forward, 1 backward) that opened or expanded the cell. */
  side: number;
  what: 'opened' | 'expanded';
}

/** The first step in (after, to] at which `bp` fires, among the events indexed so far; null if none. */
export function firstCellHit(index: TraceIndex, bp: CellBreakpoint, after: number, to: number): CellHit | null {
  const c = bp.cell, events = index.events;
  if (c < 0 || c >= index.frame.cells) return null;
  let best: CellHit | null = null;
  const consider = (step: number, side: number, what: CellHit['what']) => {
    if (step > after && step <= to && (best === null || step < best.step)) best = { step, side, what };
  };
  for (let side = 0; side < index.sides; side++) {
    const marks = index.marks[side]!;
    if (bp.on !== 'expanded') {
      // Events of step k follow expansion k: a push's step is the expansions before it (seeds: 0).
      const push = marks[2 * c]!;
      if (push < events) consider(index.expansionsBefore(push), side, 'opened');
    }
    if (bp.on !== 'opened') {
      const mark = marks[2 * c + 1]!;
      const first = mark >= 0 ? mark : -mark - 2; // negative once the cell was reopened
      if (first < events) consider(index.expansionsBefore(first) + 1, side, 'expanded');
      const h = index.history;
      for (let entry = h.newest(2 * c + side); entry >= 0; entry = h.before(entry)) {
        const event = h.event(entry);
        if (event < events && eventKind(index.word(event)) === TraceEventKind.Expand) consider(index.expansionsBefore(event) + 1, side, 'expanded');
      }
    }
  }
  return best;
}
