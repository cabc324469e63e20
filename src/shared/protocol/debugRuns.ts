// The runs a search worker keeps for the debugger: each a traced search (live, so it can be taken
// further) with the store that answers questions about its steps. The worker keeps a few (compare
// shows four panes) and drops the least recently used beyond that, or while the kept recordings
// together outgrow the debugger's memory budget; a run a request is working on is never dropped.
import type { Grid } from '../grid/grid';
import type { SearchQuery, SteppableSearch } from '../engine/types';
import { DEBUG_MEMORY_BUDGET } from '../engine/trace/memory';
import type { TraceIndex } from '../engine/trace/traceIndex';
import type { TraceStore } from '../engine/trace/traceStore';
import { OpenCounts } from '../debug/openCounts';

/**
 * Runs a worker keeps by default: one per compare pane (four) and the single view's, so a
 * comparison never pushes out the run the single view's debugger shows.
 */
export const DEFAULT_MAX_RUNS = 5;

/** What a request about a run that is not kept is answered with. */
export const UNKNOWN_RUN_MESSAGE =
  'This search’s recording is no longer in the worker (it was released or dropped to free memory); run the search again.';

/** Work under way on a run (an advance, a cost-to-goal computation): told when the run goes away. */
export interface RunWork {
  /** The run was released, replaced or dropped: answer the request with 'unknown-run' and stop. */
  abandon(): void;
}

/** One kept run. */
export class DebugRun {
  readonly index: TraceIndex;
  /** Open and reopened counts for condition breakpoints, kept across scans (breakpointScan.ts). */
  readonly counts: OpenCounts;
  /** h* per cell for the 'error' layer, once computed. */
  costToGoal: Float32Array | null = null;
  /** Requests working on the run now. */
  readonly work = new Set<RunWork>();
  /** Set once the run is no longer kept. */
  dropped = false;

  constructor(
    readonly id: number,
    readonly grid: Grid,
    /** The query as searched (recordTrace on). */
    readonly query: SearchQuery,
    readonly search: SteppableSearch,
    readonly store: TraceStore,
  ) {
    this.index = store.index;
    this.counts = new OpenCounts(store.recording);
  }

  /** The search has ended: its recording is complete. */
  get ended(): boolean {
    return this.store.recording.finished;
  }

  /** Bytes of its recording and of the store's index (what the memory bound counts). */
  get bytes(): number {
    const summary = this.store.summary();
    return summary.traceBytes + summary.indexBytes;
  }

  /** Ends the run: work on it is abandoned, and an unfinished search gives its node tables back to the map's pool. */
  dispose(): void {
    if (this.dropped) return;
    this.dropped = true;
    if (!this.ended) this.search.cancel();
    for (const w of [...this.work]) w.abandon();
    this.work.clear();
  }
}

/** The kept runs by id, least recently used first, within their bounds. */
export class DebugRuns {
  /** Kept runs, least recently used first (a Map iterates in insertion order). */
  private readonly runs = new Map<number, DebugRun>();

  constructor(
    private readonly maxRuns = DEFAULT_MAX_RUNS,
    private readonly budget = DEBUG_MEMORY_BUDGET,
  ) {}

  /** The kept run `id`, now the most recently used; undefined when it is not kept. */
  get(id: number): DebugRun | undefined {
    const run = this.runs.get(id);
    if (run) {
      this.runs.delete(id);
      this.runs.set(id, run);
    }
    return run;
  }

  /** Keeps a new run (one under the same id is replaced), then drops others beyond the bounds. */
  keep(run: DebugRun): void {
    this.runs.get(run.id)?.dispose();
    this.runs.delete(run.id);
    this.runs.set(run.id, run);
    this.trim(run);
  }

  /** Forgets run `id`; false when it was not kept. */
  release(id: number): boolean {
    const run = this.runs.get(id);
    if (!run) return false;
    this.runs.delete(id);
    run.dispose();
    return true;
  }

  /**
   * Drops the least recently used runs while more than the bound are kept, then the oldest while
   * the kept recordings pass the memory budget; never `inUse` nor a run a request is working on.
   */
  trim(inUse: DebugRun): void {
    const idle = () => [...this.runs.values()].filter((r) => r !== inUse && r.work.size === 0);
    for (const run of idle()) {
      if (this.runs.size <= this.maxRuns) break;
      this.drop(run);
    }
    let bytes = 0;
    for (const run of this.runs.values()) bytes += run.bytes;
    for (const run of idle()) {
      if (bytes <= this.budget) break;
      bytes -= run.bytes;
      this.drop(run);
    }
  }

  /** Whether a kept run reads `grid` (an edit of the worker's copy must then leave it alone). */
  reads(grid: Grid): boolean {
    for (const run of this.runs.values()) if (run.grid === grid) return true;
    return false;
  }

  /** Ids of the kept runs, least recently used first (for tests and logs). */
  ids(): number[] {
    return [...this.runs.keys()];
  }

  private drop(run: DebugRun): void {
    this.runs.delete(run.id);
    run.dispose();
  }
}
