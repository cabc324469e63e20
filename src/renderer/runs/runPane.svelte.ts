// One pane of the run controller: a search configuration, the run it last produced (recorded and
// kept in the worker, or only its result), and why it could not run. The single map view is one
// pane, the compare view 2–4. The step a pane shows comes from the controller's one cursor (see
// lockStep.ts), never from the pane itself; a pane whose run is replaced simply shows the new run at
// the cursor. Beside its run a pane holds its live answer (live/livePaths.svelte.ts), asked again
// on every edit, which it shows while its run is out of date.
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../shared/engine/index';
import type { LiveAnswer } from '../live/livePaths.svelte';
import type { Run } from './run.svelte';
import { describeOptions, sameOptions } from './runOptions';

/** What a pane asks its controller: the step it shows at the cursor, and whether that is its run's last. */
export interface PaneClock {
  stepOf(pane: RunPane): number;
  finishedOf(pane: RunPane): boolean;
}

export class RunPane {
  options = $state<SearchOptions>({ ...DEFAULT_SEARCH_OPTIONS, recordTrace: true });
  /** The pane's last run; null before its first, or when it could not start. */
  run = $state.raw<Run | null>(null);
  private problem = $state<string | null>(null);
  /** The configuration `error` was said under. */
  private problemOptions: SearchOptions | null = null;
  /** Why the pane's run could not start or go on (the check's or the engine's sentence); the other panes still run. */
  get error(): string | null {
    return this.problem;
  }
  set error(problem: string | null) {
    this.problem = problem;
    this.problemOptions = problem === null ? null : ($state.snapshot(this.options) as SearchOptions);
  }
  /**
   * `error` while the pane's configuration is still the one it was said under, else null: once the
   * user picks another algorithm the map shows what that one does (its live path), not why the last
   * one could not run.
   */
  get currentError(): string | null {
    const problem = this.problem;
    return problem !== null && this.problemOptions !== null && sameOptions(this.problemOptions, this.options) ? problem : null;
  }
  /** The memory estimate refused to record this pane's run: "Record anyway" starts it. */
  overBudget = $state(false);
  /** The live path's latest answer for this pane (null: none yet, or Live path is off). */
  live = $state.raw<LiveAnswer | null>(null);
  /** Why the live path has no answer (markers missing, a setting being typed, the engine's refusal). */
  liveProblem = $state<string | null>(null);
  /**
   * A newer live answer has been on its way for longer than a moment (LIVE_SLOW_MS): on a large
   * weighted map the engine may take seconds, and the path shown meanwhile is the one before.
   */
  liveCatchingUp = $state(false);

  constructor(
    /** Unique within its controller: keys the pane in lists, views and cameras. */
    readonly id: number,
    private readonly clock: PaneClock,
  ) {}

  /** What the pane is called: its configuration's name (a compare pane may have the user's). */
  get name(): string {
    return this.configName;
  }

  /** The name its configuration gives it ("A* · Octile", "Jump Point Search (weighted) · Octile"). */
  get configName(): string {
    return describeOptions(this.options);
  }

  /**
   * The name of what its run searched with: figures of a run (statistics, charts) are labelled by
   * it, so switching a pane to Weighted A* does not put A*'s numbers under Weighted A* before Run.
   */
  get runName(): string {
    return describeOptions(this.run?.query.options ?? this.options);
  }

  /** The step this pane shows at the cursor (a finished run holds its last step). */
  get step(): number {
    return this.clock.stepOf(this);
  }

  /** The pane shows its run's last step and the run has ended: its header says "finished". */
  get finishedAtCursor(): boolean {
    return this.clock.finishedOf(this);
  }

  /** Expansions its run recorded so far (0 without a run that can be stepped). */
  get steps(): number {
    return this.run?.steppable ? this.run.steps : 0;
  }
}
