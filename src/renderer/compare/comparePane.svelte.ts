// One pane of the compare view: a run pane (a search configuration and its run, the step it shows
// given by the view's one lock-step cursor) with a colour, and a name: the one the user gave it, or
// else one derived from its configuration, so a pane switched to JPSW is never labelled "Jump
// Point Search" in its header, the statistics, the charts or the batch rows.
import { RunPane, type PaneClock } from '../runs/runPane.svelte';

/** Pane colours, one per pane (paths drawn in every pane, headers, chart lines); none is the path's yellow. */
export const PANE_COLORS: readonly number[] = Object.freeze([0xff7a45, 0x3fb8ff, 0xe35fd1, 0x7bd88f]);

export class ComparePane extends RunPane {
  /** The name the user gave the pane; empty: named after its configuration. */
  customName = $state('');

  constructor(
    id: number,
    /** 0xRRGGBB, one of PANE_COLORS. */
    readonly color: number,
    clock: PaneClock,
  ) {
    super(id, clock);
  }

  /** What the pane is called everywhere: the user's name, or its configuration's. */
  override get name(): string {
    return this.customName.trim() || this.configName;
  }

  /** The user's name, or that of the configuration its run searched with. */
  override get runName(): string {
    return this.customName.trim() || super.runName;
  }

  /** The colour as CSS (#rrggbb). */
  get cssColor(): string {
    return `#${this.color.toString(16).padStart(6, '0')}`;
  }
}
