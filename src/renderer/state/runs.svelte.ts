// Search runs and the debugger's controls: the options the user picked, the run shown, the cursor
// over it, breakpoints, and the commands Run (F9), Step (F10), Step back, Play, Pause, Restart and
// Go to end. A traced run stays in the search worker and grows as far as the cursor needs: F10 on
// a fresh query starts it paused at step 0 and steps it live. A run remembers the document version
// it was computed on, so the UI can say when it is out of date, and a new Step or Run then starts
// over instead of mixing an old search with a new map.
import {
  DEFAULT_SEARCH_OPTIONS,
  algorithmInfo,
  firstSettingsProblem,
  type SearchOptions,
  type SearchResult,
} from '../../shared/engine/index';
import { estimateDebugMemory } from '../../shared/engine/trace/index';
import type { Breakpoint, BreakpointHit } from '../../shared/debug/breakpoint';
import type { DebugState } from '../../shared/protocol/messages';
import type { MapSource } from '../../shared/protocol/searchClient';
import type { Host } from '../host/host';
import { Run, type RunQuery } from '../runs/run.svelte';
import { RunCursor } from '../runs/runCursor.svelte';
import { animationFrames, type FrameScheduler } from '../runs/frames';
import type { MapDocument } from './document.svelte';

export type { FrameScheduler } from '../runs/frames';

/** Maps up to this many cells record a trace (explored cells, the debugger) by default. */
export const TRACE_BY_DEFAULT_MAX_CELLS = 1 << 20;

/** A worker request under way that moves a run on (its start, or an advance): what Esc stops. */
interface Busy {
  cancel(): void;
}

export class SearchRuns {
  options = $state<SearchOptions>({ ...DEFAULT_SEARCH_OPTIONS, recordTrace: true });
  /** A search or a breakpoint scan is under way in the worker. */
  running = $state(false);
  /** Nodes expanded so far by the search under way. */
  progress = $state(0);
  /** The run shown (the debugger's, and the result's). */
  run = $state.raw<Run | null>(null);
  readonly cursor = new RunCursor();
  breakpoints = $state<Breakpoint[]>([]);
  /** The breakpoint the last Run or Play stopped at. */
  hit = $state.raw<BreakpointHit | null>(null);
  /** The cell the inspector shows when the pointer is off the map (picked on the map or in a list); −1 none. */
  inspectedCell = $state(-1);
  /** A traced run refused for its memory: what was asked, so "Record anyway" can start it. */
  overBudget = $state.raw<{ until: number | null; breakpoints: Breakpoint[] } | null>(null);
  /** The user chose to record a run beyond the memory budget (cleared once it starts). */
  private budgetWaived = false;
  /** A sentence for the user when the last command could not be carried out. */
  error = $state<string | null>(null);
  private busy: Busy | null = null;
  /** A Step is being answered; further Steps pressed meanwhile are counted in queuedSteps. */
  private stepping = false;
  private queuedSteps = 0;
  /** Counts commands that start or replace a run, so a late answer never overwrites a newer run. */
  private generation = 0;
  private stopFrames: (() => void) | null = null;
  private lastFrame = 0;

  constructor(
    private readonly host: Host,
    private readonly frames: FrameScheduler = animationFrames,
  ) {
    host.onWorkerRestart(() => {
      this.running = false;
      this.busy = null;
      this.pause();
      // The worker's recording went with it: the result stays, stepping needs a new run.
      if (this.run?.traced) this.run.lost = 'The search worker was restarted, so this run’s recorded steps are gone; run the search again to step through it.';
    });
  }

  /** The last run's result, once its search has ended. */
  get result(): SearchResult | null {
    return this.run?.result ?? null;
  }

  /**
   * Takes the settings a project was saved with, for a map of `cells` cells. Recording every step
   * (the debugger, the explored cells) is switched on for maps up to a million cells whatever the
   * file says; above that it stays as the file has it.
   */
  useSettings(settings: SearchOptions, cells: number): void {
    // Assigned into the same object: the settings panel binds to its fields.
    Object.assign(this.options, {
      ...settings,
      heightCosting: settings.heightCosting ? { ...settings.heightCosting } : null,
      recordTrace: settings.recordTrace || cells <= TRACE_BY_DEFAULT_MAX_CELLS,
    });
  }

  /** Whether the run shown was computed on an earlier version of the map, start or goal. */
  isStale(doc: MapDocument): boolean {
    return this.run !== null && this.run.query.version !== doc.version;
  }

  /** Whether the cursor can move over the run shown. */
  canStep(doc: MapDocument): boolean {
    return this.run !== null && this.run.steppable && !this.isStale(doc);
  }

  /** Run (F9): to the end, or to the next enabled breakpoint after the cursor. A finished run at its end runs again. */
  async runToBreak(doc: MapDocument): Promise<void> {
    if (this.running) return;
    this.pause();
    const run = this.run;
    if (run && this.canStep(doc) && !(run.finished && this.cursor.step >= run.steps)) {
      await this.advance(run, null, this.enabledBreakpoints());
      return;
    }
    await this.start(doc, null, this.enabledBreakpoints());
  }

  /**
   * Step (F10): one expansion forwards; on a fresh query (or a stale run), a new run paused at step 0.
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
      while (this.queuedSteps > 0 && !this.error && this.run?.steppable) {
        this.queuedSteps--;
        await this.stepOnce(doc);
      }
    } finally {
      this.stepping = false;
      this.queuedSteps = 0;
    }
  }

  private async stepOnce(doc: MapDocument): Promise<void> {
    this.pause();
    const run = this.run;
    if (!run || !this.canStep(doc)) {
      await this.start(doc, 0, []);
      return;
    }
    const target = this.cursor.step + 1;
    if (target <= run.steps) this.moveTo(target);
    else if (!run.finished) await this.advance(run, target, []);
  }

  /** Step back (Shift+F10): one expansion back, over everything recorded so far. */
  stepBack(doc: MapDocument): void {
    if (!this.canStep(doc)) return;
    this.pause();
    this.moveTo(this.cursor.step - 1);
  }

  /** Restart: back to step 0 of the run shown. */
  restart(doc: MapDocument): void {
    if (!this.canStep(doc)) return;
    this.pause();
    this.moveTo(0);
  }

  /** Go to end: finishes the search (ignoring breakpoints) and shows its last step. */
  async goToEnd(doc: MapDocument): Promise<void> {
    if (this.running) return;
    this.pause();
    const run = this.run;
    if (!run || !this.canStep(doc)) {
      await this.start(doc, null, []);
      return;
    }
    if (run.finished) this.moveTo(run.steps);
    else await this.advance(run, null, []);
  }

  /** Moves the cursor to step k of what is recorded (the timeline slider). */
  seek(doc: MapDocument, k: number): void {
    if (!this.canStep(doc)) return;
    this.moveTo(k);
  }

  /** Play: moves forwards at the cursor's speed, recording further as needed, until the end or a breakpoint. */
  async play(doc: MapDocument): Promise<void> {
    if (this.cursor.playing || this.running) return;
    let run = this.run;
    if (!run || !this.canStep(doc)) {
      await this.start(doc, 0, []);
      run = this.run;
      if (!run || !run.steppable) return;
    } else if (run.finished && this.cursor.step >= run.steps) this.moveTo(0); // played to the end: from the top
    this.hit = null;
    this.cursor.play();
    this.lastFrame = 0;
    this.stopFrames = this.frames((t) => this.playFrame(run, t));
  }

  pause(): void {
    this.cursor.pause();
    this.stopFrames?.();
    this.stopFrames = null;
  }

  /** Stops what is under way: playback, a search or a scan (the run stays where it got to). */
  cancel(): void {
    this.pause();
    this.busy?.cancel();
  }

  clear(): void {
    this.cancel();
    this.generation++;
    this.replace(null);
    this.error = null;
    this.hit = null;
  }

  /** Adds a breakpoint on `cell` (stop when it is opened or expanded), or removes the one there. */
  toggleCellBreakpoint(cell: number, mapWidth: number): void {
    const i = this.breakpoints.findIndex((b) => b.kind === 'cell' && b.cell === cell);
    if (i >= 0) this.breakpoints.splice(i, 1);
    else this.breakpoints.push({ kind: 'cell', id: `cell-${cell}-${mapWidth}`, enabled: true, cell, on: 'either' });
  }

  /** Adds a condition breakpoint (already checked by the caller). */
  addConditionBreakpoint(expression: string): void {
    this.breakpoints.push({ kind: 'condition', id: `condition-${Date.now().toString(36)}-${this.breakpoints.length}`, enabled: true, expression });
  }

  /** Starts the run the memory estimate refused, beyond the budget, as the user asked. */
  async recordAnyway(doc: MapDocument): Promise<void> {
    const asked = this.overBudget;
    if (!asked || this.running) return;
    this.budgetWaived = true;
    await this.start(doc, asked.until, asked.breakpoints);
  }

  /** The worker could not answer a question about `run` for the map view: its recording is gone, or a bug. */
  traceFailed(run: Run, err: unknown): void {
    if (run !== this.run) return;
    const message = err instanceof Error ? err.message : String(err);
    if ((err as { code?: string }).code === 'unknown-run' || (err as { code?: string }).code === 'worker-restarted') run.lost ??= message;
    else this.error = message;
  }

  /** Breakpoints that are switched on, as plain data for the worker. */
  private enabledBreakpoints(): Breakpoint[] {
    return $state.snapshot(this.breakpoints).filter((b) => b.enabled) as Breakpoint[];
  }

  private moveTo(k: number): void {
    this.cursor.seek(k, this.run?.steps ?? 0);
  }

  private async playFrame(run: Run, time: number): Promise<void> {
    this.stopFrames = null;
    if (!this.cursor.playing || this.run !== run) return;
    const dt = this.lastFrame === 0 ? 16 : time - this.lastFrame;
    this.lastFrame = time;
    const target = this.cursor.step + this.cursor.stepsForFrame(dt);
    const breakpoints = this.enabledBreakpoints();
    if (target > this.cursor.step) {
      if (target <= run.steps && breakpoints.length === 0) this.moveTo(target);
      else await this.advance(run, target, breakpoints);
    }
    if (!this.cursor.playing || this.run !== run) return;
    if (this.hit || (run.finished && this.cursor.step >= run.steps) || run.lost || this.error) {
      this.pause();
      return;
    }
    this.stopFrames = this.frames((t) => this.playFrame(run, t));
  }

  /** Checks the query, then starts a run: traced up to `until` (null: the end), or untraced to the end. */
  private async start(doc: MapDocument, until: number | null, breakpoints: Breakpoint[]): Promise<void> {
    this.hit = null;
    this.overBudget = null;
    this.error = this.problemWith(doc);
    const waived = this.budgetWaived;
    this.budgetWaived = false;
    if (this.error !== null) return;
    const options = $state.snapshot(this.options) as SearchOptions;
    const traced = options.recordTrace && algorithmInfo(options.algorithm).recordsTrace;
    if (!traced && until !== null) {
      this.error = algorithmInfo(options.algorithm).recordsTrace
        ? 'Stepping needs “Record every step” (More options); switch it on, or press Run (F9) to search without the debugger.'
        : `${algorithmInfo(options.algorithm).label} records no steps, so it cannot be stepped; pick another algorithm to debug, or press Run (F9).`;
      return;
    }
    if (traced) {
      const memory = estimateDebugMemory({ cells: doc.width * doc.height, algorithm: options.algorithm, mixedCosts: paletteHasMixedCosts(doc) });
      if (!memory.fits && !waived) {
        const gb = (b: number) => (b / 2 ** 30).toFixed(1);
        this.error = `Recording every step of this search could need about ${gb(memory.bytes)} GB, more than the ${gb(memory.budget)} GB the debugger may use. Set a node budget, search a smaller map, turn off “Record every step” to run it without the debugger, or record it anyway if this computer has the memory.`;
        this.overBudget = { until, breakpoints };
        return;
      }
    } else options.recordTrace = false; // an algorithm that cannot record runs without it (the panel says so)
    const generation = ++this.generation;
    const latest = () => this.generation === generation;
    const revision = doc.revision;
    const query: RunQuery = { version: doc.version, revision, width: doc.width, height: doc.height, start: doc.start, goal: doc.goal, options };
    const source: MapSource = {
      mapId: doc.id,
      revision,
      snapshot: () => {
        // Taken at once when the run starts; later only if the worker dropped the map meanwhile.
        if (doc.revision !== revision) throw new Error('The map changed while the search was starting; run the search again.');
        return doc.snapshot();
      },
    };
    const searchQuery = { start: doc.start, goal: doc.goal, options };
    const onProgress = (expanded: number) => {
      if (latest()) this.progress = expanded;
    };
    this.running = true;
    this.progress = 0;
    try {
      if (traced) {
        const started = this.host.search.debug(source, searchQuery, { until, breakpoints }, onProgress);
        const run = new Run(started.run, true, query);
        this.replace(run);
        this.busy = started;
        this.cursor.step = 0;
        const state = await started.state;
        if (latest()) this.arrive(run, state);
      } else {
        const search = this.host.search.search(source, searchQuery, onProgress);
        this.busy = search;
        const result = await search.result;
        if (!latest()) return;
        const run = new Run(-1, false, query);
        run.result = result;
        this.replace(run);
      }
    } catch (err) {
      if (!latest()) return;
      this.error = err instanceof Error ? err.message : String(err);
      // A run that never got going has nothing to show.
      if (this.run && this.run.summary === null && this.run.result === null) this.replace(null);
    } finally {
      if (latest()) {
        this.running = false;
        this.busy = null;
      }
    }
  }

  /** Takes a kept run further: to step `until` (null: the end), or the first breakpoint after the cursor. */
  private async advance(run: Run, until: number | null, breakpoints: Breakpoint[]): Promise<void> {
    if (this.running) return;
    const generation = this.generation;
    const latest = () => this.generation === generation && this.run === run;
    this.hit = null;
    this.error = null;
    this.running = true;
    this.progress = run.steps;
    const advance = this.host.search.advance(run.id, this.cursor.step, until, breakpoints, (expanded) => {
      if (latest()) this.progress = expanded;
    });
    this.busy = advance;
    try {
      const state = await advance.state;
      if (latest()) this.arrive(run, state);
    } catch (err) {
      if (!latest()) return;
      const message = err instanceof Error ? err.message : String(err);
      if ((err as { code?: string }).code === 'unknown-run') run.lost = message;
      else this.error = message;
      this.pause();
    } finally {
      if (latest()) {
        this.running = false;
        this.busy = null;
      }
    }
  }

  /** Shows where a run got to: the breakpoint it stopped at, the step asked for, its end, or where a cancel left it. */
  private arrive(run: Run, state: DebugState): void {
    run.update(state);
    this.hit = state.hit;
    this.cursor.seek(state.step, run.steps);
  }

  /** Shows `run` in place of the current one, freeing the old one's recording in the worker. */
  private replace(run: Run | null): void {
    const old = this.run;
    if (old?.traced && old !== run) this.host.search.releaseRun(old.id);
    this.run = run;
    this.cursor.step = 0;
  }

  /** Why the search cannot start as things stand, as a sentence, or null. */
  private problemWith(doc: MapDocument): string | null {
    // A typed setting out of bounds (shown beside its field) stops the run with the same sentence.
    const settings = firstSettingsProblem(this.options);
    if (settings !== null) return settings;
    if (doc.start < 0 || doc.goal < 0) return 'Place a start and a goal on the map first (right-click a cell, or use the Start and Goal tools).';
    if (!doc.isPassable(doc.start)) {
      const name = doc.grid.palette[doc.grid.terrain[doc.start]!]?.name ?? 'impassable terrain';
      return `The start is on ${name}, which cannot be entered; move the start to a passable cell.`;
    }
    return null;
  }
}

/** Whether the palette's passable terrains cost different amounts (the memory estimate's worst case assumes they are all used). */
function paletteHasMixedCosts(doc: MapDocument): boolean {
  const costs = new Set(doc.grid.palette.filter((t) => t.passable).map((t) => t.cost));
  return costs.size > 1;
}
