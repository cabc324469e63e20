// A project as the app holds it: the map, where a search starts and ends, the settings in use,
// saved setups and notes, the waypoints a route passes, plus the debugger's and compare view's state once those features save
// theirs. Cells are flat indices (y * width + x), -1 where a cell is not placed.
import type { BatchSettings } from '../../batch/settings';
import type { Invariant } from '../../debug/breakpoint';
import type { SearchOptions } from '../../engine/types';
import type { Grid } from '../../grid/grid';
import type { PointOfInterest } from '../../levelChecks/points';
import type { LevelCheck } from '../../levelChecks/rules';

/** A named search configuration the user saved to recall or compare. */
export interface SearchSetup {
  name: string;
  options: SearchOptions;
}

/** A debugger breakpoint: stop when a cell is opened or expanded, optionally only when a condition holds. */
export interface ProjectBreakpoint {
  /** The cell, or -1 for a condition checked on every expansion. */
  cell: number;
  /** Which event at the cell stops the search: its opening, its expansion, or either. */
  on: 'opened' | 'expanded' | 'either';
  /** An expression over f, g, h, x, y, step, open, closed, reopened, isGoal; empty for none. */
  condition: string;
  enabled: boolean;
  /** A condition stops at every step it holds; otherwise only where it becomes true (absent: false). */
  every?: boolean;
  /** Stops wherever this search invariant breaks (debug/breakpoint.ts's INVARIANTS), with cell -1 and no condition. */
  invariant?: Invariant;
}

/** The compare view's layout: its panes' configurations and how they move together. */
export interface CompareLayout {
  /** One setup per pane, left to right (1 to 4). */
  panes: SearchSetup[];
  /** Pan and zoom move every pane. */
  linkCameras: boolean;
  /** Lock-step by expansion count, or by each run's fraction of its own length. */
  timeline: 'expansions' | 'progress';
}

/** A project as the app holds it. */
export interface Project {
  name: string;
  grid: Grid;
  /** Cell indices, or -1 when not placed. */
  start: number;
  goal: number;
  /** The search settings in use; `settings.topology` is the map's topology. */
  settings: SearchOptions;
  /** Saved named search setups, in the order the user keeps them. */
  setups: SearchSetup[];
  /** Free-text notes. */
  notes: string;
  /** The route's stops between start and goal, in order (cell indices); absent or empty: none. */
  waypoints?: number[];
  /** The debugger's breakpoints; absent until the debugger saves them. */
  breakpoints?: ProjectBreakpoint[];
  /** The compare view's layout; absent until the compare view saves it. */
  compare?: CompareLayout;
  /** The last batch run's settings (pairs, seed, scenario file name); absent until a batch ran. */
  batch?: BatchSettings;
  /** Named points of interest (spawns, objectives) in groups; absent or empty: none. */
  points?: PointOfInterest[];
  /** The level checks the map must keep; absent or empty: none. */
  checks?: LevelCheck[];
}
