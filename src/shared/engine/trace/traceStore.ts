// The debugger's questions about one recorded search, answered at any step k (k = expansions done;
// 0 is before the first, `steps` the end). A worker keeps one store per traced run and answers the
// renderer from it, so the events never leave the worker. Every answer is plain data.
import { cellDetailsAt, treePathAt } from './cellDetails';
import { cellChangesBetween } from './cellChanges';
import { cellStatesAt } from './cellStates';
import { expansionAt } from './expansionView';
import { closedListPage, openListPage } from './listPages';
import { recordingBytes, type TraceRecording } from './recording';
import { TraceIndex } from './traceIndex';
import { treeChildrenAt } from './treeChildren';
import type { CellChanges, CellDetails, TraceRect, CellStates, ExpansionView, ListPage, StepView, StepViewRequest, TraceSummary } from './views';

export class TraceStore {
  /** What the answers are read from (layers.ts walks its arrays directly). */
  readonly index: TraceIndex;

  /**
   * A store over a recording. With `index: 'now'` (the default) every event recorded so far is
   * indexed at once; with 'later' nothing is, and `sync(budget)` indexes it a slice at a time
   * (about 0.2–0.5 µs an event), so a worker stays responsive while a long trace is indexed.
   */
  constructor(readonly recording: TraceRecording, index: 'now' | 'later' = 'now') {
    this.index = new TraceIndex(recording);
    if (index === 'now') this.index.sync();
  }

  /**
   * Indexes up to `budget` events recorded since the last call (all by default: a search stepped
   * live records more between calls) and says how far the trace goes. Steps beyond the indexed
   * events are not known yet: every query clamps to `steps`.
   */
  sync(budget = Infinity): TraceSummary {
    this.index.sync(budget);
    return this.summary();
  }

  summary(): TraceSummary {
    const frame = this.index.frame;
    return {
      steps: this.index.steps,
      events: this.index.events,
      finished: this.recording.finished && this.index.events === this.recording.length,
      indexed: this.index.events === this.recording.length,
      bidirectional: frame.bidirectional,
      width: frame.width,
      height: frame.height,
      traceBytes: recordingBytes(this.recording),
      indexBytes: this.index.byteLength,
    };
  }

  /** The last step: expansions indexed. */
  get steps(): number {
    return this.index.steps;
  }

  /** Cell states of `rect` at step k (see CellStates); `out` is reused when large enough. */
  cellStates(k: number, rect: TraceRect, out?: Uint8Array): CellStates {
    return cellStatesAt(this.index, this.eventsAt(k), rect, out);
  }

  /** The node expanded to reach step k and its neighbours (new, improved, reopened, ignored); null at step 0. */
  expansion(k: number): ExpansionView | null {
    return expansionAt(this.index, this.clamp(k));
  }

  /** A page of the open list of `side` at step k, in the order the engine pops it. */
  openList(k: number, side: number, offset: number, count: number): ListPage {
    return openListPage(this.index, this.side(side), this.eventsAt(k), offset, count);
  }

  /** A page of the closed list at step k: expansions in order (both sides of a bidirectional search, told apart by `side`). */
  closedList(k: number, offset: number, count: number): ListPage {
    return closedListPage(this.index, this.clamp(k), offset, count);
  }

  /** One cell at step k: state, f, g, h and parent on each side, and the steps of its events. */
  cell(k: number, cell: number): CellDetails {
    if (!Number.isInteger(cell) || cell < 0 || cell >= this.index.frame.cells)
      throw new RangeError(`Cell ${cell} is not on this ${this.index.frame.width}×${this.index.frame.height} map.`);
    return cellDetailsAt(this.index, cell, this.eventsAt(k));
  }

  /** The cells from the start to `cell` along the search tree of `side` at step k (empty while unseen). */
  treePath(k: number, cell: number, side = 0): Int32Array {
    if (!Number.isInteger(cell) || cell < 0 || cell >= this.index.frame.cells) return new Int32Array(0);
    return treePathAt(this.index, cell, this.side(side), this.eventsAt(k));
  }

  /**
   * The children of `cell` in the search tree of `side` at step k (the cells whose parent it is), in
   * cell order; cell −1 gives the roots (the start, or the goal on a backward side). Reads the events
   * of the cell's expansions only (treeChildren.ts), so one node costs about its children.
   */
  treeChildren(k: number, cell: number, side: number): Int32Array {
    if (!Number.isInteger(cell) || cell < -1 || cell >= this.index.frame.cells) return new Int32Array(0);
    return treeChildrenAt(this.index, cell, this.side(side), this.eventsAt(k));
  }

  /** The best known path from the start (or, backward side, the goal) to the node expanded to reach step k. */
  currentPath(k: number): Int32Array {
    const step = this.clamp(k);
    if (step < 1) return new Int32Array(0);
    const { cell, side } = this.index.expandedAt(step);
    return treePathAt(this.index, cell, side, this.index.eventsAtStep(step));
  }

  /** Everything one frame of the debugger asks for at step k, in one call. */
  view(k: number, request: StepViewRequest, statesOut?: Uint8Array): StepView {
    const step = this.clamp(k);
    const rect = request.rect;
    const changes = rect && request.since !== undefined ? this.changesSince(request.since, step, rect) : null;
    return {
      step,
      states: rect && !changes ? this.cellStates(step, rect, statesOut) : null,
      changes,
      expansion: this.expansion(step),
      openPage: request.openPage ? this.openList(step, request.openPage.side, request.openPage.offset, request.openPage.count) : null,
      currentPath: request.currentPath ? this.currentPath(step) : null,
    };
  }

  /**
   * The samples of `rect` that changed between steps `since` and k, or null when more events than
   * a sixteenth of its samples lie between (the whole rectangle is cheaper to answer and take in).
   */
  changesSince(since: number, k: number, rect: TraceRect): CellChanges | null {
    const stride = Math.max(1, Math.floor(rect.stride ?? 1));
    const samples = Math.ceil(Math.max(0, rect.width) / stride) * Math.ceil(Math.max(0, rect.height) / stride);
    const from = this.clamp(since);
    return cellChangesBetween(this.index, from, this.eventsAt(from), this.eventsAt(k), rect, Math.max(1024, samples >> 4));
  }

  private clamp(k: number): number {
    return Math.max(0, Math.min(this.index.steps, Math.floor(k)));
  }

  private eventsAt(k: number): number {
    return this.index.eventsAtStep(this.clamp(k));
  }

  private side(side: number): number {
    return side === 1 && this.index.sides > 1 ? 1 : 0;
  }
}
