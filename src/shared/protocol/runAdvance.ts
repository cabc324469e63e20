// Takes a kept run from a cursor step to a target (a debug search from step 0, or an 'advance'):
// first the steps already recorded are checked against the breakpoints, then the search expands
// further, each slice indexed and checked in turn, until a breakpoint fires, the target step is
// reached or the search ends. One slice of work per task, with a progress event after each, so
// the worker answers pings and cancels in between; a cancel answers where it got to.
import type { SearchResult } from '../engine/types';
import { withGridBaseline } from '../engine/pathQuality';
import type { Breakpoint, BreakpointHit } from '../debug/breakpoint';
import { BreakpointScan } from '../debug/breakpointScan';
import type { DebugRun, DebugRuns, RunWork } from './debugRuns';
import { UNKNOWN_RUN_MESSAGE } from './debugRuns';
import type { DebugState, WorkerEvent } from './messages';
import { baselineCopy, ownedBuffers } from './transfer';

/** What run work needs of the service it runs in. */
export interface WorkerHost {
  emit(event: WorkerEvent, transfer?: ArrayBuffer[]): void;
  /** Runs `task` after pending messages are handled. */
  schedule(task: () => void): void;
  /** Answers request `requestId` with the error `err` stands for. */
  fail(requestId: number, err: unknown): void;
  /** Request `requestId` is under way (its id is taken; a 'cancel' naming it calls `cancel`). */
  begin(requestId: number, cancel: () => void): void;
  /** Request `requestId` has been answered: its id is free again. */
  done(requestId: number): void;
}

/** How much one task does at most: expansions, events indexed, steps checked against breakpoints. */
export interface SliceSizes {
  expansions: number;
  events: number;
  steps: number;
}

/** One request's work taking a run from a step to the next stop (a breakpoint, `until`, the end). */
export class RunAdvance implements RunWork {
  private readonly scan: BreakpointScan;
  private over = false;

  /**
   * Work for request `requestId` on `run`: stop at the first enabled breakpoint after step `from`,
   * else at step `until` (null: the end). Throws ConditionError for a condition that does not compile.
   */
  constructor(
    private readonly host: WorkerHost,
    private readonly runs: DebugRuns,
    private readonly run: DebugRun,
    readonly requestId: number,
    from: number,
    private readonly until: number | null,
    breakpoints: readonly Breakpoint[],
    private readonly slices: SliceSizes,
  ) {
    // A divergence breakpoint (compare) names the baseline's kept run, looked up at each step it is read.
    this.scan = new BreakpointScan(run.index, run.counts, breakpoints, from, (id) => runs.get(id)?.index);
  }

  /** Takes over the run (work on it by an earlier request stops and answers where it got to) and does the first slice. */
  start(): void {
    for (const w of [...this.run.work]) if (w instanceof RunAdvance) w.cancel();
    this.run.work.add(this);
    this.host.begin(this.requestId, () => this.cancel());
    this.tick();
  }

  /** Stops, answering the state where it got to: steps up to there hold no breakpoint. */
  cancel(): void {
    if (this.over) return;
    const steps = this.run.store.steps;
    this.answer(null, Math.min(this.scan.position, steps, this.until ?? Infinity));
  }

  abandon(): void {
    if (this.over) return;
    this.end();
    this.host.emit({ kind: 'error', requestId: this.requestId, code: 'unknown-run', message: UNKNOWN_RUN_MESSAGE });
  }

  private readonly tick = (): void => {
    if (this.over) return;
    const { run, scan, until, slices } = this;
    try {
      if (run.store.sync(slices.events).indexed) {
        const steps = run.store.steps;
        const limit = until === null ? steps : Math.min(until, steps);
        const hit = scan.scan(limit, slices.steps);
        if (hit) return this.answer(hit, hit.step);
        if (scan.position >= limit) {
          if (until !== null && steps >= until) return this.answer(null, until);
          if (run.ended) return this.answer(null, steps);
          run.search.step(until === null ? slices.expansions : Math.min(slices.expansions, until - run.search.expanded));
          // The recording grew: keep the runs within the memory budget (never this one).
          this.runs.trim(run);
        }
      }
      this.host.emit({ kind: 'progress', requestId: this.requestId, expanded: Math.min(scan.position, run.store.steps) });
      this.host.schedule(this.tick);
    } catch (err) {
      this.end();
      this.host.fail(this.requestId, err);
    }
  };

  private answer(hit: BreakpointHit | null, step: number): void {
    this.end();
    const { run } = this;
    const result = run.ended ? ownResult(finalResult(run)) : null;
    const state: DebugState = { run: run.id, step, summary: run.store.summary(), result, hit };
    const arrays = result ? (result.baseline ? [result.path, result.baseline.path] : [result.path]) : [];
    this.host.emit({ kind: 'debug-state', requestId: this.requestId, state }, ownedBuffers(arrays));
  }

  private end(): void {
    this.over = true;
    this.run.work.delete(this);
    this.host.done(this.requestId);
  }
}

/** A run's result with an any-angle path's grid baseline, searched once per run. */
const baselined = new WeakMap<DebugRun, SearchResult>();
function finalResult(run: DebugRun): SearchResult {
  let result = baselined.get(run);
  if (!result) baselined.set(run, (result = withGridBaseline(run.grid, run.query, run.search.result())));
  return result;
}

/** The result as a debug state carries it: no trace (it stays in the worker), and paths of its own to move. */
function ownResult(raw: SearchResult): SearchResult {
  return { ...raw, metrics: { ...raw.metrics }, path: raw.path.slice(), trace: null, ...baselineCopy(raw) };
}
