// The single map view's debugger: the run controller with one pane, whose options are the search
// settings the side panel edits (and a project saves). It adds only what the single view keeps
// besides: the cell the inspector shows, and how a project's settings are taken.
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions, type SearchResult } from '../../shared/engine/index';
import type { Host } from '../host/host';
import type { FrameScheduler } from './frames';
import type { Run } from './run.svelte';
import { RunController } from './runController.svelte';
import { RunPane } from './runPane.svelte';

export type { FrameScheduler } from './frames';

/** Maps up to this many cells record a trace (explored cells, the debugger) by default. */
export const TRACE_BY_DEFAULT_MAX_CELLS = 1 << 20;

export class SearchRuns extends RunController {
  /** The one pane: the settings in use and the run shown. */
  readonly pane: RunPane;
  /** The cell the inspector shows when the pointer is off the map (picked on the map or in a list); −1 none. */
  inspectedCell = $state(-1);

  constructor(host: Host, frames?: FrameScheduler) {
    super(host, frames);
    this.pane = new RunPane(0, this.clock);
    this.pane.options = { ...DEFAULT_SEARCH_OPTIONS, recordTrace: true };
    this.panes = [this.pane];
  }

  /** The search settings in use (the side panel binds to their fields). */
  get options(): SearchOptions {
    return this.pane.options;
  }

  /** The run shown (the debugger's, and the result's). */
  get run(): Run | null {
    return this.pane.run;
  }

  /** The last run's result, once its search has ended. */
  get result(): SearchResult | null {
    return this.pane.run?.result ?? null;
  }

  /** Why the last command could not be carried out: the command's sentence, or the pane's. */
  override get error(): string | null {
    return this.failure ?? this.pane.currentError;
  }

  /** The memory estimate refused to record the run: "Record anyway" starts it. */
  get overBudget(): boolean {
    return this.pane.overBudget;
  }

  /**
   * Takes the settings a project was saved with, for a map of `cells` cells. Recording every step
   * (the debugger, the explored cells) is switched on for maps up to a million cells whatever the
   * file says; above that it stays as the file has it.
   */
  useSettings(settings: SearchOptions, cells: number): void {
    // Assigned into the same object: the settings panel binds to its fields.
    Object.assign(this.pane.options, {
      ...settings,
      heightCosting: settings.heightCosting ? { ...settings.heightCosting } : null,
      recordTrace: settings.recordTrace || cells <= TRACE_BY_DEFAULT_MAX_CELLS,
    });
  }
}
