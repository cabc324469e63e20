// The plain replay of a trace's wide arrays: the full state of every cell at a cursor, moved
// forwards by applying events and backwards by undoing them (each event's previous cell values are
// logged once), with a few full checkpoints. It costs 21 bytes an event and 21 a cell a checkpoint,
// so it suits small traces; the debugger's worker answers from a TraceStore (trace/traceStore.ts),
// which the tests check against this replay.
import { CellState, TraceEventKind, type SearchSideState, type SearchState, type SearchTrace } from './types';

/** Checkpoint copies are limited to this many bytes in all. */
const CHECKPOINT_BUDGET = 64 * 2 ** 20;

function emptySide(cells: number): SearchSideState {
  return {
    state: new Uint8Array(cells),
    g: new Float64Array(cells).fill(Infinity),
    f: new Float64Array(cells).fill(Infinity),
    parent: new Int32Array(cells).fill(-1),
  };
}

function copySide(from: SearchSideState, to: SearchSideState): void {
  to.state.set(from.state);
  to.g.set(from.g);
  to.f.set(from.f);
  to.parent.set(from.parent);
}

function cloneSide(s: SearchSideState): SearchSideState {
  return { state: s.state.slice(), g: s.g.slice(), f: s.f.slice(), parent: s.parent.slice() };
}

interface Checkpoint {
  events: number;
  expanded: number;
  sides: SearchSideState[];
}

export class SearchTimeline {
  /** Number of events in the trace. */
  readonly length: number;
  /** Number of expansions in the trace (the last step). */
  readonly steps: number;
  private readonly sides: SearchSideState[];
  private position = 0;
  private expandedAt = 0;
  // Undo log: the cell's values before event i.
  private readonly prevState: Uint8Array;
  private readonly prevG: Float64Array;
  private readonly prevF: Float64Array;
  private readonly prevParent: Int32Array;
  /** Event index of the k-th expansion. */
  private readonly expandIndex: Int32Array;
  private readonly checkpoints: Checkpoint[] = [];
  private readonly copyCost: number;

  constructor(private readonly trace: SearchTrace, readonly cells: number) {
    const n = trace.length;
    this.length = n;
    const bidirectional = trace.side !== undefined;
    this.sides = bidirectional ? [emptySide(cells), emptySide(cells)] : [emptySide(cells)];
    this.prevState = new Uint8Array(n);
    this.prevG = new Float64Array(n);
    this.prevF = new Float64Array(n);
    this.prevParent = new Int32Array(n);
    let steps = 0;
    for (let i = 0; i < n; i++) if (trace.kind[i] === TraceEventKind.Expand) steps++;
    this.steps = steps;
    this.expandIndex = new Int32Array(steps);
    const bytesPerCheckpoint = cells * 21 * this.sides.length;
    const maxCheckpoints = Math.min(64, Math.floor(CHECKPOINT_BUDGET / Math.max(1, bytesPerCheckpoint)));
    const every = maxCheckpoints > 0 ? Math.max(1024, Math.ceil(n / maxCheckpoints)) : Infinity;
    // Copying a checkpoint costs about as much as replaying this many events.
    this.copyCost = Math.ceil(cells / 8);
    let k = 0;
    for (let i = 0; i < n; i++) {
      if (i > 0 && i % every === 0) this.checkpoints.push({ events: i, expanded: this.expandedAt, sides: this.sides.map(cloneSide) });
      if (trace.kind[i] === TraceEventKind.Expand) this.expandIndex[k++] = i;
      const side = this.sides[trace.side?.[i] ?? 0]!, c = trace.cell[i]!;
      this.prevState[i] = side.state[c]!;
      this.prevG[i] = side.g[c]!;
      this.prevF[i] = side.f[c]!;
      this.prevParent[i] = side.parent[c]!;
      this.apply(i);
    }
  }

  /** Events applied so far at step k: after k expansions and everything those expansions pushed. */
  eventsAtStep(k: number): number {
    if (k < 0) return 0;
    return k < this.steps ? this.expandIndex[k]! : this.length;
  }

  private apply(i: number): void {
    const t = this.trace, side = this.sides[t.side?.[i] ?? 0]!, c = t.cell[i]!;
    const expand = t.kind[i] === TraceEventKind.Expand;
    side.state[c] = expand ? CellState.Closed : CellState.Open;
    side.g[c] = t.g[i]!;
    side.f[c] = t.f[i]!;
    side.parent[c] = t.parent[i]!;
    if (expand) this.expandedAt++;
    this.position = i + 1;
  }

  private undo(i: number): void {
    const t = this.trace, side = this.sides[t.side?.[i] ?? 0]!, c = t.cell[i]!;
    side.state[c] = this.prevState[i]!;
    side.g[c] = this.prevG[i]!;
    side.f[c] = this.prevF[i]!;
    side.parent[c] = this.prevParent[i]!;
    if (t.kind[i] === TraceEventKind.Expand) this.expandedAt--;
    this.position = i;
  }

  /**
   * Moves to the state after `events` events and returns it. The arrays are the timeline's own and
   * change on the next seek; use `snapshot()` for a copy.
   */
  seek(events: number): SearchState {
    const target = Math.max(0, Math.min(this.length, Math.floor(events)));
    let best: Checkpoint | null = null;
    let bestCost = Math.abs(target - this.position);
    for (const cp of this.checkpoints) {
      const cost = this.copyCost + Math.abs(target - cp.events);
      if (cost < bestCost) { best = cp; bestCost = cost; }
    }
    if (best) {
      best.sides.forEach((s, i) => copySide(s, this.sides[i]!));
      this.position = best.events;
      this.expandedAt = best.expanded;
    }
    while (this.position < target) this.apply(this.position);
    while (this.position > target) this.undo(this.position - 1);
    return this.view();
  }

  /** Moves to step k (after k expansions); see `seek`. */
  seekStep(k: number): SearchState {
    return this.seek(this.eventsAtStep(k));
  }

  /** A copy of the current state. */
  snapshot(): SearchState {
    const v = this.view();
    return { ...v, ...cloneSide(v), backward: v.backward ? cloneSide(v.backward) : null };
  }

  private view(): SearchState {
    const f = this.sides[0]!;
    return { events: this.position, expanded: this.expandedAt, ...f, backward: this.sides[1] ?? null };
  }
}

/** The state after `step` expansions of a recorded search (a one-off copy; use a timeline to scrub). */
export function replayTrace(trace: SearchTrace, cells: number, step: number): SearchState {
  const timeline = new SearchTimeline(trace, cells);
  timeline.seekStep(step);
  return timeline.snapshot();
}
