// The debugger's controller, one for the single map view (one pane) and one for the compare view
// (2–4 panes), the same code: one cursor over the panes' runs, and the commands Run (F9), Step
// (F10), Step back, Play, Pause, Restart, Go to end, seek and Cancel, breakpoints and "Record
// anyway". A recorded run stays in the search worker and grows as far as the cursor needs: Step on
// a fresh query starts every pane paused at step 0 and steps them live; Run takes each to its end
// or the first breakpoint. A pane's run remembers the map version and configuration it searched,
// so the views can say when it is out of date; the next Step or Run then starts it over.
import type { Breakpoint, BreakpointHit, Invariant } from '../../shared/debug/breakpoint';
import type { SearchOptions } from '../../shared/engine/index';
import type { MapSource } from '../../shared/protocol/searchClient';
import type { Host } from '../host/host';
import type { MapDocument } from '../state/document.svelte';
import { animationFrames, type FrameScheduler } from './frames';
import { paneStepAt, positionOfPaneStep, positionsForExpansions } from './lockStep';
import { advanceRun, messageOf, startRun, type RequestSink } from './paneRequests';
import type { Run } from './run.svelte';
import { checkRun, stepProblem, type RunCheck } from './runChecks';
import type { RunPane } from './runPane.svelte';
import { RunPanes } from './runPanes.svelte';
import { mapSourceOf } from './runSources';

/** What one command asks of the panes: start some afresh, take the others on to `until`. */
interface Errand {
  /** Panes whose runs start anew: recorded up to `until`, or (recording off) untraced to their end. */
  fresh: readonly RunPane[];
  /** The timeline position to reach (null: the end); a breakpoint may stop the panes sooner. */
  until: number | null;
  breakpoints: Breakpoint[];
}

const LOST_IN_RESTART = 'The search worker was restarted, so this run’s recorded steps are gone; run the search again to step through it.';

export class RunController<P extends RunPane = RunPane> extends RunPanes<P> {
  breakpoints = $state<Breakpoint[]>([]);
  /** The breakpoint the last Run or Play stopped at. */
  hit = $state.raw<BreakpointHit | null>(null);
  /** A run is being started or taken further in the worker. */
  running = $state(false);
  /** Nodes expanded so far by the pane being searched. */
  progress = $state(0);
  /**
   * A new search has not expanded its first node yet: the worker is preparing the map (JPSW's
   * tables take seconds on a 2048² map the first time).
   */
  preparing = $state(false);
  /** The pane being searched (index), −1 when none. */
  runningPane = $state(-1);
  /** Why the last command could not be carried out; a pane's own problem is the pane's `error`. */
  failure = $state<string | null>(null);
  /** The worker request under way (a run's start, an advance, an optimum): what Esc stops. */
  protected busy: { cancel(): void } | null = null;
  /** Esc was pressed during the command under way: no further pane starts. */
  protected cancelled = false;
  /** A Step is being answered; further Steps pressed meanwhile are counted in queuedSteps. */
  private stepping = false;
  private queuedSteps = 0;
  /** Counts commands, so a late answer never lands in a newer one. */
  private generation = 0;
  /** What the memory estimate refused, so "Record anyway" can start it; and the panes waived for the next start. */
  private refused: { until: number | null; breakpoints: Breakpoint[] } | null = null;
  private waived = new Set<RunPane>();
  private stopFrames: (() => void) | null = null;
  private lastFrame = 0;
  /** Fractional timeline positions owed by playback in progress mode. */
  private carry = 0;

  constructor(
    protected readonly host: Host,
    private readonly frames: FrameScheduler = animationFrames,
  ) {
    super();
    host.onWorkerRestart(() => {
      this.running = false;
      this.runningPane = -1;
      this.busy = null;
      this.pause();
      // The worker's recordings went with it: results stay, stepping needs new runs.
      for (const pane of this.panes) if (pane.run?.traced) pane.run.lost = LOST_IN_RESTART;
    });
  }

  /** A sentence for the user when the last command could not be carried out. */
  get error(): string | null {
    return this.failure;
  }

  /** Run (F9): every pane to its end, or to the next enabled breakpoint; when all are at their end already, all run again. */
  async runToBreak(doc: MapDocument): Promise<void> {
    if (this.running) return;
    this.pause();
    const done = this.panes.every((p) => this.isCurrent(p, doc) && p.run!.finished) && this.atEnd();
    const fresh = done ? [...this.panes] : this.panes.filter((p) => !this.isCurrent(p, doc));
    await this.go(doc, { fresh, until: null, breakpoints: this.enabledBreakpoints() });
  }

  /**
   * Step (F10): one position forwards; on a fresh query (or a stale run), new runs paused at step 0.
   * Steps pressed while the worker is still answering the last are kept and taken in turn, so a key
   * held down or pressed quickly is never lost.
   */
  async step(doc: MapDocument): Promise<void> {
    if (this.running) {
      if (this.stepping) this.queuedSteps++;
      return;
    }
    this.stepping = true;
    try {
      await this.stepOnce(doc);
      while (this.queuedSteps > 0 && this.error === null && this.canStep(doc)) {
        this.queuedSteps--;
        await this.stepOnce(doc);
      }
    } finally {
      this.stepping = false;
      this.queuedSteps = 0;
    }
  }

  /** Go to end (End): every pane's search finished (breakpoints ignored) and shown at its last step. */
  async goToEnd(doc: MapDocument): Promise<void> {
    if (this.running) return;
    this.pause();
    await this.go(doc, { fresh: this.canStep(doc) ? [] : this.freshPanes(doc), until: null, breakpoints: [] });
  }

  /** Play: moves forwards at the cursor's speed, recording further as needed, until the end or a breakpoint. */
  async play(doc: MapDocument): Promise<void> {
    if (this.cursor.playing || this.running) return;
    if (!this.canStep(doc)) {
      await this.go(doc, { fresh: this.freshPanes(doc), until: 0, breakpoints: [] });
      if (!this.canStep(doc)) return;
    } else if (this.atEnd()) this.moveTo(0); // played to the end: from the top
    this.hit = null;
    this.cursor.play();
    this.carry = 0;
    this.lastFrame = 0;
    this.stopFrames = this.frames((t) => this.playFrame(doc, t));
  }

  /** Restart (Home): back to position 0, where no breakpoint stopped the run. */
  override restart(doc: MapDocument): void {
    if (!this.canStep(doc)) return;
    this.hit = null;
    super.restart(doc);
  }

  override pause(): void {
    super.pause();
    this.stopFrames?.();
    this.stopFrames = null;
  }

  /** Stops what is under way: playback, a search or a scan (each run stays where it got to). */
  cancel(): void {
    this.pause();
    this.cancelled = true;
    this.busy?.cancel();
  }

  /** Drops every pane's run (and the problems), freeing the recordings in the worker. */
  clear(): void {
    this.abandon();
    for (const pane of this.panes) {
      this.replace(pane, null);
      pane.error = null;
      pane.overBudget = false;
    }
    this.failure = null;
    this.hit = null;
  }

  /** Starts the runs the memory estimate refused, beyond the budget, as the user asked. */
  async recordAnyway(doc: MapDocument): Promise<void> {
    const refused = this.refused;
    if (!refused || this.running) return;
    const panes = this.panes.filter((p) => p.overBudget);
    this.waived = new Set(panes);
    await this.go(doc, { fresh: panes, until: refused.until, breakpoints: refused.breakpoints });
  }

  /** Adds a breakpoint on `cell` (stop when it is opened or expanded), or removes the one there. */
  toggleCellBreakpoint(cell: number, mapWidth: number): void {
    const i = this.breakpoints.findIndex((b) => b.kind === 'cell' && b.cell === cell);
    if (i >= 0) this.breakpoints.splice(i, 1);
    else this.breakpoints.push({ kind: 'cell', id: `cell-${cell}-${mapWidth}`, enabled: true, cell, on: 'either' });
  }

  /** Adds a breakpoint that stops wherever `invariant` breaks (one per invariant: a second is not added). */
  addInvariantBreakpoint(invariant: Invariant): void {
    if (this.breakpoints.some((b) => b.kind === 'invariant' && b.invariant === invariant)) return;
    this.breakpoints.push({ kind: 'invariant', id: `invariant-${invariant}`, enabled: true, invariant });
  }

  /** Adds a condition breakpoint (already checked by the caller). */
  addConditionBreakpoint(expression: string): void {
    this.breakpoints.push({ kind: 'condition', id: `condition-${Date.now().toString(36)}-${this.breakpoints.length}`, enabled: true, expression });
  }

  /** The worker could not answer a question about `run` for a view: its recording is gone, or a bug. */
  traceFailed(run: Run, err: unknown): void {
    const pane = this.panes.find((p) => p.run === run);
    if (!pane) return;
    const code = (err as { code?: string }).code;
    if (code === 'unknown-run' || code === 'worker-restarted') run.lost ??= messageOf(err);
    else pane.error = messageOf(err);
  }

  /** After a command's runs arrived, before it ends (still `running`): the compare view measures the optimum here. */
  protected async settle(_doc: MapDocument, _latest: () => boolean): Promise<void> {}

  /** Stops everything under way and forgets it: no late answer lands after this. */
  protected abandon(): void {
    this.cancel();
    this.generation++;
    this.busy = null;
    this.running = false;
    this.runningPane = -1;
  }

  /** Shows `run` in `pane` in place of its current one, freeing the old one's recording in the worker. */
  protected replace(pane: RunPane, run: Run | null): void {
    const old = pane.run;
    if (old?.traced && old !== run) this.host.search.releaseRun(old.id);
    pane.run = run;
  }

  /** Breakpoints that are switched on, as plain data for the worker (the compare view adds its divergence stop). */
  protected enabledBreakpoints(): Breakpoint[] {
    return $state.snapshot(this.breakpoints).filter((b) => b.enabled) as Breakpoint[];
  }

  private async stepOnce(doc: MapDocument): Promise<void> {
    this.pause();
    if (!this.canStep(doc)) return this.go(doc, { fresh: this.freshPanes(doc), until: 0, breakpoints: [] });
    await this.go(doc, { fresh: [], until: this.cursor.step + 1, breakpoints: [] });
  }

  private async playFrame(doc: MapDocument, time: number): Promise<void> {
    this.stopFrames = null;
    if (!this.cursor.playing) return;
    const dt = this.lastFrame === 0 ? 16 : time - this.lastFrame;
    this.lastFrame = time;
    const longest = Math.max(0, ...this.panes.map((p) => p.steps));
    const due = this.carry + positionsForExpansions(this.timeline, this.cursor.stepsForFrame(dt), longest);
    const whole = Math.floor(due);
    this.carry = due - whole;
    if (whole > 0) {
      // Over what is recorded (and no breakpoint to check) the frame needs no worker and no wait.
      const errand: Errand = { fresh: [], until: this.cursor.step + whole, breakpoints: this.enabledBreakpoints() };
      if (this.panes.some((p) => this.needsAdvance(p, errand))) await this.go(doc, errand);
      else this.moveTo(errand.until!);
    }
    if (!this.cursor.playing) return;
    if (this.hit || this.atEnd() || this.error !== null || !this.panes.some((p) => p.run?.steppable)) {
      this.pause();
      return;
    }
    this.stopFrames = this.frames((t) => this.playFrame(doc, t));
  }

  /** Where pane `pane` must get to for timeline position `until` (null: its end). */
  private paneUntil(pane: RunPane, until: number | null): number | null {
    if (until === null || this.timeline === 'expansions') return until;
    // By progress a position is a fraction of each run: only a whole run has fractions.
    return pane.run?.finished ? paneStepAt(this.timeline, until, pane.steps) : null;
  }

  /** Whether a kept run must go on for `errand`: to record further, or to check breakpoints over steps after its cursor. */
  private needsAdvance(pane: RunPane, errand: Errand): boolean {
    const run = pane.run;
    if (!run?.steppable) return false;
    const until = this.paneUntil(pane, errand.until);
    if (!run.finished && (until === null || run.steps < until)) return true;
    return errand.breakpoints.length > 0 && pane.step < Math.min(until ?? Infinity, run.steps);
  }

  /**
   * Carries out `errand`: checks and starts the fresh panes' runs, takes the others on, one pane
   * after another (so their search times are their own), then puts the cursor at the first
   * breakpoint hit, or at `until`, or at the end.
   */
  private async go(doc: MapDocument, errand: Errand): Promise<void> {
    if (this.running) return;
    const fresh = new Set<RunPane>(errand.fresh);
    const work = this.panes.filter((p) => fresh.has(p) || this.needsAdvance(p, errand));
    if (work.length === 0) return this.moveTo(errand.until ?? Infinity);
    const generation = ++this.generation;
    const latest = () => this.generation === generation;
    this.hit = null;
    this.failure = null;
    this.cancelled = false;
    const checked = this.check(doc, work.filter((p) => fresh.has(p)), errand);
    // Refused (each pane says why, or the command does): nothing starts, the cursor stays.
    if (checked === null || work.every((p) => fresh.has(p) && !checked.has(p))) return;
    // Where each kept run stands, before new runs put the cursor back to 0.
    const from = new Map(work.map((p) => [p, p.step]));
    if (checked.size > 0) this.cursor.step = 0;
    let until = errand.until;
    let hitAt: number | null = null;
    let source: MapSource | null = null;
    this.running = true;
    for (const pane of work) if (pane.run) pane.run.cancelled = false;
    try {
      for (const pane of work) {
        if (!latest() || this.cancelled) break;
        const check = checked.get(pane);
        if (fresh.has(pane) && !check) continue; // it says why it cannot run
        this.runningPane = this.panes.indexOf(pane as P);
        this.progress = check ? 0 : pane.steps;
        this.preparing = check !== undefined;
        const sink = this.sinkFor(pane, latest);
        const paneUntil = this.paneUntil(pane, until);
        const state = check
          ? await startRun(this.host, pane, check, { doc, source: (source ??= mapSourceOf(doc)), until: paneUntil, breakpoints: this.paneBreakpoints(pane, errand.breakpoints) }, sink)
          : await advanceRun(this.host, pane, { from: from.get(pane)!, until: paneUntil, breakpoints: this.paneBreakpoints(pane, errand.breakpoints) }, sink);
        if (!state?.hit || !latest()) continue;
        const at = positionOfPaneStep(this.timeline, state.hit.step, pane.steps);
        if (hitAt === null || at < hitAt) [hitAt, this.hit] = [at, state.hit];
        until = at; // the panes after this one stop there too
      }
      if (latest()) await this.settle(doc, latest);
    } catch (err) {
      if (latest()) this.failure = messageOf(err);
    } finally {
      if (latest()) {
        // A recorded run Esc stopped short says so (an unrecorded one's result says 'cancelled').
        if (this.cancelled) for (const pane of work) if (pane.run?.traced && !pane.run.finished) pane.run.cancelled = true;
        this.running = false;
        this.runningPane = -1;
        this.busy = null;
        this.moveTo(hitAt ?? errand.until ?? Infinity);
      }
    }
  }

  /** The breakpoints `pane`'s request carries (the compare view points its divergence stop at pane A's run). */
  protected paneBreakpoints(_pane: RunPane, breakpoints: Breakpoint[]): Breakpoint[] {
    return breakpoints;
  }

  /** What a request under way for `pane` tells this controller. */
  private sinkFor(pane: RunPane, latest: () => boolean): RequestSink {
    return {
      busy: (request) => (this.busy = request),
      progress: (expanded) => {
        this.progress = expanded;
        if (expanded > 0) this.preparing = false;
      },
      replace: (run) => this.replace(pane, run),
      latest,
    };
  }

  /**
   * The checks before fresh runs start (runChecks.ts), each pane's problem said in the pane; then
   * whether a Step or Play has anything to step. Null when nothing may start.
   */
  private check(doc: MapDocument, panes: RunPane[], errand: Errand): Map<RunPane, RunCheck> | null {
    const waived = this.waived;
    this.waived = new Set();
    if (panes.length > 0) this.refused = null;
    const ok = new Map<RunPane, RunCheck>();
    for (const pane of panes) {
      const check = checkRun(doc, $state.snapshot(pane.options) as SearchOptions, waived.has(pane));
      pane.error = check.problem;
      pane.overBudget = check.overBudget;
      if (check.overBudget) this.refused = { until: errand.until, breakpoints: errand.breakpoints };
      if (check.problem === null) ok.set(pane, check);
    }
    const checks = [...ok.values()];
    const stepping = errand.until !== null && checks.length > 0;
    if (stepping && !checks.some((c) => c.traced) && !this.panes.some((p) => !ok.has(p) && p.run?.steppable)) {
      this.failure = stepProblem(checks[0]!.options);
      return null;
    }
    return ok;
  }
}
