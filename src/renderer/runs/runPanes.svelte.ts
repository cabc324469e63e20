// The panes of a view and the one cursor over their runs: the step each pane shows (lock-step,
// lockStep.ts), the timeline's length, which runs are out of date, and the moves that need no
// worker (step back, restart, seek). The run controller (runController.svelte.ts) adds what moves
// runs on in the worker; the single map view has one pane, the compare view 2–4.
import { paneFinishedAt, paneStepAt, positionOfPaneStep, timelineLengthOf, type TimelineMode } from './lockStep';
import { RunCursor } from './runCursor.svelte';
import { sameOptions } from './runOptions';
import type { PaneClock, RunPane } from './runPane.svelte';
import type { MapDocument } from '../state/document.svelte';

export class RunPanes<P extends RunPane = RunPane> {
  /** The panes, left to right: one in the single view. */
  panes = $state<P[]>([]);
  /** Position on the timeline: expansions, or 0..PROGRESS_STEPS by progress (lockStep.ts). */
  readonly cursor = new RunCursor();
  timeline = $state<TimelineMode>('expansions');
  /** Each pane's step at the cursor, for the panes to read. */
  protected readonly clock: PaneClock = {
    stepOf: (pane) => paneStepAt(this.timeline, this.cursor.step, pane.steps),
    finishedOf: (pane) => (pane.run?.finished ?? false) && paneFinishedAt(this.timeline, this.cursor.step, pane.steps),
  };

  /** The timeline's last position: the longest recording (expansions), or PROGRESS_STEPS (progress). */
  get timelineLength(): number {
    return timelineLengthOf(this.timeline, this.panes.filter((p) => p.run?.steppable).map((p) => p.steps));
  }

  /** Whether pane `pane`'s run was computed on an earlier map, markers or configuration. */
  paneIsStale(pane: RunPane, doc: MapDocument): boolean {
    const run = pane.run;
    return run !== null && (run.query.version !== doc.version || !sameOptions(run.query.options, pane.options));
  }

  /** Whether some pane's run is out of date. */
  isStale(doc: MapDocument): boolean {
    return this.panes.some((p) => this.paneIsStale(p, doc));
  }

  /** Whether the cursor can move: some pane has recorded steps to show and none is out of date. */
  canStep(doc: MapDocument): boolean {
    return this.panes.some((p) => p.run?.steppable) && !this.isStale(doc);
  }

  /** Step back (Shift+F10): one position back, over everything recorded so far. */
  stepBack(doc: MapDocument): void {
    if (!this.canStep(doc)) return;
    this.pause();
    this.moveTo(this.cursor.step - 1);
  }

  /** Restart (Home): back to position 0. */
  restart(doc: MapDocument): void {
    if (!this.canStep(doc)) return;
    this.pause();
    this.moveTo(0);
  }

  /** Moves the cursor to position k within what is recorded (the timeline slider). */
  seek(doc: MapDocument, k: number): void {
    if (!this.canStep(doc)) return;
    this.moveTo(k);
  }

  /** Moves the cursor to where pane `index` shows step `s` (Jump to first divergence, a step in the inspector). */
  seekPaneStep(doc: MapDocument, index: number, s: number): void {
    const pane = this.panes[index];
    if (!pane || !this.canStep(doc)) return;
    this.pause();
    this.moveTo(positionOfPaneStep(this.timeline, s, pane.steps));
  }

  /** Switches the timeline between expansion counts and progress, keeping the first pane's step where it is. */
  setTimeline(mode: TimelineMode): void {
    if (mode === this.timeline) return;
    const first = this.panes.find((p) => p.steps > 0);
    const s = first ? first.step : 0;
    this.timeline = mode;
    this.cursor.step = first ? positionOfPaneStep(mode, s, first.steps) : 0;
  }

  protected moveTo(k: number): void {
    this.cursor.seek(k, this.timelineLength);
  }

  /** Whether the pane's run is of the map and configuration as they stand, and shows: recorded steps the worker has, or an untraced run's result. */
  protected isCurrent(pane: RunPane, doc: MapDocument): boolean {
    const run = pane.run;
    return run !== null && !this.paneIsStale(pane, doc) && (run.traced ? run.steppable : run.finished);
  }

  /** The panes a new Step or Play starts: those without a current run, or all when every one is current. */
  protected freshPanes(doc: MapDocument): P[] {
    const stale = this.panes.filter((p) => !this.isCurrent(p, doc));
    return stale.length > 0 ? stale : [...this.panes];
  }

  /** Every pane's search has ended and each pane shows its last step. */
  atEnd(): boolean {
    return this.panes.every((p) => !p.run?.steppable || (p.run.finished && p.step >= p.steps));
  }

  /** Stops playback (the controller also stops its frames). */
  pause(): void {
    this.cursor.pause();
  }
}
