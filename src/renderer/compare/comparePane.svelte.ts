// One pane of the compare view: a named search configuration, the run it last produced (traced,
// kept in the worker), and what went wrong when it could not run. The step it shows comes from the
// compare view's one lock-step cursor, never from the pane itself.
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../shared/engine/index';
import type { Run } from '../runs/run.svelte';

/** Pane colours, one per pane (paths drawn in every pane, headers, chart lines); none is the path's yellow. */
export const PANE_COLORS: readonly number[] = Object.freeze([0xff7a45, 0x3fb8ff, 0xe35fd1, 0x7bd88f]);

/** What a pane asks its owner: the step it shows at the cursor, and whether that is its last. */
export interface PaneClock {
  stepOf(pane: ComparePane): number;
  finishedOf(pane: ComparePane): boolean;
}

export class ComparePane {
  name = $state('');
  options = $state<SearchOptions>({ ...DEFAULT_SEARCH_OPTIONS, recordTrace: true });
  /** The pane's last run; null before its first Run, or when it could not run. */
  run = $state.raw<Run | null>(null);
  /** Why the pane could not run (the engine's sentence); the other panes still run. */
  error = $state<string | null>(null);

  constructor(
    /** Unique within the compare view: keys the pane in lists and cameras. */
    readonly id: number,
    /** 0xRRGGBB, one of PANE_COLORS. */
    readonly color: number,
    private readonly clock: PaneClock,
  ) {}

  /** The step this pane shows at the lock-step cursor (a finished run holds its last step). */
  get step(): number {
    return this.clock.stepOf(this);
  }

  /** The pane shows its run's last step: its header says "finished". */
  get finishedAtCursor(): boolean {
    return this.clock.finishedOf(this);
  }

  /** Expansions its run recorded (0 without one). */
  get steps(): number {
    return this.run?.steppable ? this.run.steps : 0;
  }

  /** The colour as CSS (#rrggbb). */
  get cssColor(): string {
    return `#${this.color.toString(16).padStart(6, '0')}`;
  }
}
