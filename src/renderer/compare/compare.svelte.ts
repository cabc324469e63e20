// The compare view's model: 2–4 panes over the same map, each its own search configuration, all
// driven by ONE lock-step cursor. Run searches every pane to its end (traced, kept in the worker:
// it keeps four runs, one per pane) and the optimum they are measured against; after that the
// cursor moves without a worker round trip, and the views ask the worker for what they show.
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../shared/engine/index';
import type { CompareLayout } from '../../shared/formats/project-file/types';
import type { CellRect } from '../../shared/engine/trace/views';
import type { RunDifference } from '../../shared/engine/trace/difference';
import type { RunSeries } from '../../shared/engine/trace/series';
import type { Host } from '../host/host';
import { RunCursor } from '../runs/runCursor.svelte';
import type { MapDocument } from '../state/document.svelte';
import { animationFrames, type FrameScheduler } from '../runs/frames';
import { ComparePane, PANE_COLORS } from './comparePane.svelte';
import { paneFinishedAt, paneStepAt, positionOfPaneStep, positionsForExpansions, timelineLengthOf, type TimelineMode } from './lockStep';
import { mapSourceOf, movementKey, paneProblem, startOptimum, startPaneRun } from './paneRuns';
import { copyOptions, describeOptions, presetSetups, sameOptions, type ComparePreset } from './presets';

export { ComparePane, PANE_COLORS } from './comparePane.svelte';
export { PROGRESS_STEPS, type TimelineMode } from './lockStep';
export type { ComparePreset } from './presets';

/** Panes the view shows at least and at most (the worker keeps four runs: one per pane). */
export const MIN_PANES = 2;
export const MAX_PANES = 4;

/** Where the cells expanded by both chosen panes are drawn; only-A and only-B use the panes' colours. */
export const BOTH_COLOR = 0xc8ccd8;

export class CompareState {
  /** The Compare view is shown instead of the single map. */
  active = $state(false);
  /** 2..4 panes, left to right. */
  panes = $state<ComparePane[]>([]);
  /** Pan and zoom move every pane. */
  linkCameras = $state(true);
  timeline = $state<TimelineMode>('expansions');
  /** Position on the shared timeline (expansions, or 0..PROGRESS_STEPS). */
  readonly cursor = new RunCursor();
  /** Pane indices for the Difference overlay; null: off. */
  difference = $state<{ a: number; b: number } | null>(null);
  /** The Difference overlay and counts show both runs at their ends instead of at the cursor. */
  differenceAtEnd = $state(false);
  /** Every pane draws every pane's path, each in its pane's colour. */
  pathsInEveryPane = $state(false);
  /** Run is searching. */
  running = $state(false);
  /** Expansions so far of the pane being searched. */
  progress = $state(0);
  /** The pane being searched (index), −1 when none. */
  runningPane = $state(-1);
  /** A sentence for the user when the last command could not be carried out (per-pane problems go to the pane). */
  error = $state<string | null>(null);
  /** The optimal cost per movement rules (movementKey), from the last Run's Dijkstra; Infinity: unreachable. */
  optima = $state.raw<ReadonlyMap<string, number>>(new Map());

  private nextPaneId = 1;
  /** Counts Runs, so a late answer never lands in a newer comparison. */
  private generation = 0;
  private busy: { cancel(): void } | null = null;
  private stopFrames: (() => void) | null = null;
  private lastFrame = 0;
  /** Fractional timeline positions owed by playback in progress mode. */
  private carry = 0;
  private readonly clock = {
    stepOf: (pane: ComparePane) => paneStepAt(this.timeline, this.cursor.step, pane.steps),
    finishedOf: (pane: ComparePane) => pane.steps > 0 && paneFinishedAt(this.timeline, this.cursor.step, pane.steps),
  };

  constructor(
    private readonly host: Host,
    private readonly frames: FrameScheduler = animationFrames,
  ) {
    host.onWorkerRestart(() => {
      this.running = false;
      this.runningPane = -1;
      this.busy = null;
      this.pause();
      for (const pane of this.panes)
        if (pane.run) pane.run.lost = 'The search worker was restarted, so this pane’s recorded steps are gone; press Run to search again.';
    });
  }

  /** Becomes active; with fewer than two panes (first time), two panes from the current settings. */
  open(doc: MapDocument, base: SearchOptions): void {
    void doc;
    if (this.panes.length < MIN_PANES) {
      while (this.panes.length < MIN_PANES) this.panes.push(this.newPane(describeOptions(base), base));
    }
    this.active = true;
  }

  /** Back to the single map; the panes stay (with their runs) for the next time. */
  close(): void {
    this.cancel();
    this.active = false;
  }

  /** Adds a pane (up to four) with the last pane's configuration. */
  addPane(): void {
    if (this.panes.length >= MAX_PANES) return;
    const last = this.panes.at(-1);
    const options = last ? $state.snapshot(last.options) as SearchOptions : DEFAULT_SEARCH_OPTIONS;
    this.panes.push(this.newPane(describeOptions(options), options));
  }

  /** Removes pane `index` (never below two), freeing its run in the worker. */
  removePane(index: number): void {
    if (this.panes.length <= MIN_PANES || index < 0 || index >= this.panes.length) return;
    const [pane] = this.panes.splice(index, 1);
    this.release(pane!);
    const d = this.difference;
    if (d) this.difference = d.a === index || d.b === index ? null : { a: d.a - (d.a > index ? 1 : 0), b: d.b - (d.b > index ? 1 : 0) };
    this.clampCursor();
  }

  /** Replaces the panes with a preset's four, built on `base`. */
  applyPreset(preset: ComparePreset, base: SearchOptions): void {
    this.cancel();
    this.setPanes(presetSetups(preset, base));
  }

  /** The step pane `index` shows at the cursor (lock-step: see lockStep.ts). */
  paneStep(index: number): number {
    const pane = this.panes[index];
    return pane ? pane.step : 0;
  }

  /** The timeline's last position: the longest run's steps (expansions), or PROGRESS_STEPS (progress). */
  get timelineLength(): number {
    return timelineLengthOf(this.timeline, this.panes.filter((p) => p.steps > 0 || p.run?.steppable).map((p) => p.steps));
  }

  /** Whether pane `pane`'s run no longer matches the map or the pane's configuration. */
  paneIsStale(pane: ComparePane, doc: MapDocument): boolean {
    const run = pane.run;
    return run !== null && (run.query.version !== doc.version || !sameOptions(run.query.options, pane.options));
  }

  /** Whether some pane's run was computed on an earlier map, markers or configuration. */
  isStale(doc: MapDocument): boolean {
    return this.panes.some((p) => this.paneIsStale(p, doc));
  }

  /** Whether the cursor can move: some pane has a run to show and none is out of date. */
  canStep(doc: MapDocument): boolean {
    return !this.running && this.panes.some((p) => p.run?.steppable) && !this.isStale(doc);
  }

  /**
   * Run: a traced search of every pane to its end, one pane after another (so their times are not
   * shared), and the optimum of each movement rule used. Panes without a current run are searched;
   * when every pane is current, all are searched again. A pane that cannot run says why in its
   * `error`; the others still run.
   */
  async runAll(doc: MapDocument): Promise<void> {
    if (this.running) return;
    this.pause();
    const generation = ++this.generation;
    const latest = () => this.generation === generation;
    const current = (p: ComparePane) => p.run !== null && p.run.steppable && p.run.finished && !this.paneIsStale(p, doc);
    const panes = this.panes.every(current) ? [...this.panes] : this.panes.filter((p) => !current(p));
    this.error = null;
    this.running = true;
    this.cursor.step = 0;
    let source;
    try {
      source = mapSourceOf(doc);
      for (const pane of panes) {
        if (!latest()) return;
        await this.runPane(pane, doc, source, latest);
      }
      if (latest()) await this.computeOptima(doc, source, latest);
    } catch (err) {
      if (latest()) this.error = messageOf(err);
    } finally {
      if (latest()) {
        this.running = false;
        this.runningPane = -1;
        this.busy = null;
        this.progress = 0;
      }
    }
  }

  /** Step: one position forwards on the timeline; with nothing current to show, Run first (the cursor stays at 0). */
  async step(doc: MapDocument): Promise<void> {
    this.pause();
    if (!this.canStep(doc)) return this.runIfIdle(doc);
    this.moveTo(this.cursor.step + 1);
  }

  /** Step back: one position back. */
  stepBack(doc: MapDocument): void {
    if (!this.canStep(doc)) return;
    this.pause();
    this.moveTo(this.cursor.step - 1);
  }

  /** Play: moves every pane forwards at the cursor's speed (expansions a second of the longest run) to the end. */
  async play(doc: MapDocument): Promise<void> {
    if (this.cursor.playing || this.running) return;
    if (!this.canStep(doc)) {
      await this.runAll(doc);
      if (!this.canStep(doc)) return;
    } else if (this.cursor.step >= this.timelineLength) this.moveTo(0); // played to the end: from the top
    this.cursor.play();
    this.carry = 0;
    this.lastFrame = 0;
    this.stopFrames = this.frames((t) => this.playFrame(t));
  }

  pause(): void {
    this.cursor.pause();
    this.stopFrames?.();
    this.stopFrames = null;
  }

  /** Restart: back to position 0. */
  restart(doc: MapDocument): void {
    if (!this.canStep(doc)) return;
    this.pause();
    this.moveTo(0);
  }

  /** Go to end: every pane at its last step (Run first when nothing current is shown). */
  async goToEnd(doc: MapDocument): Promise<void> {
    this.pause();
    if (!this.canStep(doc)) await this.runIfIdle(doc);
    if (this.canStep(doc)) this.moveTo(this.timelineLength);
  }

  /** Moves the cursor to position k (the timeline slider). */
  seek(doc: MapDocument, k: number): void {
    if (!this.canStep(doc)) return;
    this.moveTo(k);
  }

  /** Moves the cursor to where pane `index` shows step `s` (Jump to first divergence). */
  seekPaneStep(doc: MapDocument, index: number, s: number): void {
    const pane = this.panes[index];
    if (!pane || !this.canStep(doc)) return;
    this.pause();
    this.moveTo(positionOfPaneStep(this.timeline, s, pane.steps));
  }

  /** Stops what is under way: playback, or the Run (panes not yet searched keep what they had). */
  cancel(): void {
    this.pause();
    this.generation++;
    this.busy?.cancel();
    this.busy = null;
    this.running = false;
    this.runningPane = -1;
  }

  /** Switches the timeline between expansion counts and progress, keeping the first pane's step where it is. */
  setTimeline(mode: TimelineMode): void {
    if (mode === this.timeline) return;
    const first = this.panes.find((p) => p.steps > 0);
    const s = first ? first.step : 0;
    this.timeline = mode;
    this.cursor.step = first ? positionOfPaneStep(mode, s, first.steps) : 0;
  }

  /** The optimal cost for pane `pane`'s movement rules (from the last Run); null before one. */
  optimumOf(pane: ComparePane): number | null {
    return this.optima.get(movementKey(pane.options)) ?? null;
  }

  /**
   * The Difference of the chosen panes at the cursor (or at their ends): counts over the whole map,
   * the state of each sampled cell of `rect`, and the first divergence. Null when the difference is
   * off or either pane has no run to show.
   */
  async differenceAt(rect: CellRect): Promise<RunDifference | null> {
    const pair = this.differencePair();
    if (!pair) return null;
    const [a, b] = pair;
    const step = this.differenceAtEnd ? a.steps : a.step;
    const otherStep = this.differenceAtEnd ? b.steps : b.step;
    return this.host.search.traceQuery(a.run!.id, { kind: 'difference', other: b.run!.id, step, otherStep, rect });
  }

  /** The chosen panes A and B when both have runs to show. */
  differencePair(): [ComparePane, ComparePane] | null {
    const d = this.difference;
    const a = d ? this.panes[d.a] : undefined, b = d ? this.panes[d.b] : undefined;
    if (!a?.run?.steppable || !b?.run?.steppable || a === b) return null;
    return [a, b];
  }

  /** Pane `index`'s open-list size and f over its steps, at most `points` points (the charts). */
  async seriesOf(index: number, points: number): Promise<RunSeries | null> {
    const run = this.panes[index]?.run;
    if (!run?.steppable) return null;
    return this.host.search.traceQuery(run.id, { kind: 'series', points });
  }

  /** The worker could not answer a question about pane `pane`'s run: its recording is gone, or a bug. */
  traceFailed(pane: ComparePane, err: unknown): void {
    const code = (err as { code?: string }).code;
    if (pane.run && (code === 'unknown-run' || code === 'worker-restarted')) pane.run.lost ??= messageOf(err);
    else this.error = messageOf(err);
  }

  /** The layout saved with the project: the panes' configurations and how they move together. */
  layout(): CompareLayout {
    return {
      panes: this.panes.map((p) => ({ name: p.name, options: copyOptions($state.snapshot(p.options) as SearchOptions) })),
      linkCameras: this.linkCameras,
      timeline: this.timeline,
    };
  }

  /** Takes the layout a project was saved with (none: back to no panes, the view closed). */
  useLayout(layout: CompareLayout | undefined): void {
    this.cancel();
    this.difference = null;
    this.optima = new Map();
    if (!layout) {
      this.setPanes([]);
      this.active = false;
      this.linkCameras = true;
      this.timeline = 'expansions';
      return;
    }
    this.setPanes(layout.panes.slice(0, MAX_PANES));
    this.linkCameras = layout.linkCameras;
    this.timeline = layout.timeline;
  }

  private newPane(name: string, options: SearchOptions): ComparePane {
    const used = new Set(this.panes.map((p) => p.color));
    const color = PANE_COLORS.find((c) => !used.has(c)) ?? PANE_COLORS[0]!;
    const pane = new ComparePane(this.nextPaneId++, color, this.clock);
    pane.name = name;
    pane.options = copyOptions({ ...options, recordTrace: true });
    return pane;
  }

  private setPanes(setups: readonly { name: string; options: SearchOptions }[]): void {
    for (const pane of this.panes) this.release(pane);
    this.panes = [];
    for (const s of setups) this.panes.push(this.newPane(s.name, s.options));
    this.difference = null;
    this.cursor.step = 0;
  }

  private release(pane: ComparePane): void {
    if (pane.run?.traced) this.host.search.releaseRun(pane.run.id);
    pane.run = null;
  }

  private async runIfIdle(doc: MapDocument): Promise<void> {
    if (!this.running) await this.runAll(doc);
  }

  private async runPane(pane: ComparePane, doc: MapDocument, source: ReturnType<typeof mapSourceOf>, latest: () => boolean): Promise<void> {
    const options = copyOptions($state.snapshot(pane.options) as SearchOptions);
    this.release(pane);
    pane.error = paneProblem(doc, options);
    if (pane.error !== null) return;
    this.runningPane = this.panes.indexOf(pane);
    this.progress = 0;
    const { run, session } = startPaneRun(this.host, doc, source, options, (expanded) => {
      if (latest()) this.progress = expanded;
    });
    this.busy = session;
    pane.run = run;
    try {
      const state = await session.state;
      if (latest()) run.update(state);
      // Cancelled (or overtaken by a newer Run): the partial recording is of no use.
      else if (pane.run === run) this.release(pane);
    } catch (err) {
      if (!latest()) return;
      pane.error = messageOf(err);
      if (pane.run === run) pane.run = null;
    }
  }

  private async computeOptima(doc: MapDocument, source: ReturnType<typeof mapSourceOf>, latest: () => boolean): Promise<void> {
    const optima = new Map<string, number>();
    for (const pane of this.panes) {
      const key = movementKey(pane.options);
      if (optima.has(key) || pane.error !== null) continue;
      const search = startOptimum(this.host, doc, source, $state.snapshot(pane.options) as SearchOptions);
      this.busy = search;
      const result = await search.result;
      if (!latest()) return;
      optima.set(key, result.status === 'found' ? result.cost : Infinity);
    }
    this.optima = optima;
  }

  private moveTo(k: number): void {
    this.cursor.seek(k, this.timelineLength);
  }

  private clampCursor(): void {
    if (this.cursor.step > this.timelineLength) this.cursor.step = this.timelineLength;
  }

  private playFrame(time: number): void {
    this.stopFrames = null;
    if (!this.cursor.playing) return;
    const dt = this.lastFrame === 0 ? 16 : time - this.lastFrame;
    this.lastFrame = time;
    const longest = Math.max(0, ...this.panes.map((p) => p.steps));
    const due = this.carry + positionsForExpansions(this.timeline, this.cursor.stepsForFrame(dt), longest);
    const whole = Math.floor(due);
    this.carry = due - whole;
    this.moveTo(this.cursor.step + whole);
    if (this.cursor.step >= this.timelineLength) {
      this.pause();
      return;
    }
    this.stopFrames = this.frames((t) => this.playFrame(t));
  }
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
