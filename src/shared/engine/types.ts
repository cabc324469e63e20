// The engine's public vocabulary: what a search is asked, and what it answers.
// Every algorithm shares these shapes so the runs, debugger and compare views need one code path.
import type { AlgorithmName, CornerRule, DiagonalCost, HeuristicName, TieBreak, Topology } from './catalog';

/** The choices' names are spelled once, in catalog.ts; these are re-exported for the engine's users. */
export type { AlgorithmName, CornerRule, DiagonalCost, HeuristicName, TieBreak, Topology };

/** The search options, their type and defaults are declared once, in searchOptions/table.ts. */
export {
  DEFAULT_SEARCH_OPTIONS,
  type SearchOptionKey,
  type SearchOptions,
} from './searchOptions/options';
import type { SearchOptions } from './searchOptions/options';
import type { PathTurns } from './turnCost/headings';

/** Extra cost per move from height change (A* Explorer's relative costing): uphill and downhill, per unit of height. */
export type HeightCosting = NonNullable<SearchOptions['heightCosting']>;

/** A search request on one map: cells are flat indices (y * width + x). */
export interface SearchQuery {
  start: number;
  goal: number;
  options: SearchOptions;
}

export type SearchStatus = 'found' | 'unreachable' | 'budget' | 'cancelled';

export interface SearchMetrics {
  expanded: number;
  generated: number;
  reopened: number;
  maxOpenSize: number;
  elapsedMs: number;
}

/**
 * Zeroed metrics for a new search. The time starts as -0, a number V8 stores as a double: from
 * the small integer 0, the first fractional time written would change the object's shape, and
 * every later search's metrics would be migrated to the new one (about 2 µs a query, measured).
 */
export function zeroMetrics(): SearchMetrics {
  return { expanded: 0, generated: 0, reopened: 0, maxOpenSize: 0, elapsedMs: -0 };
}

/** Event kinds recorded in a trace. */
export const TraceEventKind = {
  /** A node left the open list and was closed. */
  Expand: 0,
  /** A node entered the open list for the first time. */
  Push: 1,
  /** An open node got a better g (decrease-key). */
  DecreaseKey: 2,
  /** A closed node got a better g and went back to the open list. */
  Reopen: 3,
} as const;
export type TraceEventKind = (typeof TraceEventKind)[keyof typeof TraceEventKind];

/** Every event of a search in compact parallel arrays (index = event number). */
export interface SearchTrace {
  /** Number of events recorded. */
  length: number;
  kind: Uint8Array;
  cell: Int32Array;
  /** g of the cell after the event. */
  g: Float64Array;
  /** f (= g + weighted h) of the cell after the event. */
  f: Float64Array;
  /** Parent cell after the event, -1 for the start. */
  parent: Int32Array;
  /** Bidirectional search only: 0 = event of the forward search, 1 = of the backward one. */
  side?: Uint8Array;
}

/** Where a cell stands in a search at some step. */
export const CellState = { Unseen: 0, Open: 1, Closed: 2 } as const;
export type CellState = (typeof CellState)[keyof typeof CellState];

/** One search direction's state of every cell (index = cell). g/f are Infinity and parent -1 when unseen. */
export interface SearchSideState {
  state: Uint8Array;
  g: Float64Array;
  f: Float64Array;
  parent: Int32Array;
}

/** The full state of a search after some number of trace events (the debugger's view of one step). */
export interface SearchState extends SearchSideState {
  /** Trace events applied. */
  events: number;
  /** Expansions among those events. */
  expanded: number;
  /** Bidirectional search: the backward direction's state; null otherwise. */
  backward: SearchSideState | null;
}

export interface HeuristicReport {
  /** Never overestimates the remaining cost on this map with these options. */
  admissible: boolean;
  /** h(a) ≤ cost(a,b) + h(b) for every move, so no node is ever reopened. */
  consistent: boolean;
}

export interface SearchResult {
  status: SearchStatus;
  /** Cells from start to goal (or to the closest reachable cell); empty when no path. */
  path: Int32Array;
  /** Total cost of `path`; Infinity when there is none. */
  cost: number;
  /** Number of moves in `path` (path.length - 1, or 0). */
  steps: number;
  /** When the goal was unreachable: the cell the returned path ends at, else -1. */
  closest: number;
  metrics: SearchMetrics;
  heuristic: HeuristicReport;
  trace: SearchTrace | null;
  /** A search with a turn cost: the path's changes of heading and what they cost (absent without one). */
  turns?: PathTurns;
  /**
   * The path this one improves on, both measured along the line (engine/lineCost.ts): the path
   * before smoothing (option `smooth`), or an any-angle path's 8-connected grid path
   * (pathQuality.ts). Absent when there is none.
   */
  baseline?: PathBaseline;
  /**
   * A live answer found by the live lane's own work rather than by this configuration's search
   * (live/liveLane.ts): a repair on its field of bounds ('incremental'), a fresh JPS after a long
   * repair ('jump'), or the search that makes the field ('fresh'). Its metrics are that work's (a
   * repair expands a few cells whatever the heuristic), not what the configuration's search expands,
   * so the Result and the pane headers do not present them as the configuration's. Absent otherwise.
   */
  liveWork?: LiveWorkKind;
}

/** How a live lane found an answer when not by the configuration's own search (SearchResult.liveWork; the path file's `liveWork`). */
export const LIVE_WORK_KINDS = ['incremental', 'jump', 'fresh'] as const;
export type LiveWorkKind = (typeof LIVE_WORK_KINDS)[number];

/** A path shown beside a search's own to say what it gained (see SearchResult.baseline). */
export interface PathBaseline {
  /** 'unsmoothed': the search's path before smoothing; 'grid': the 8-connected optimum an any-angle path is measured against. */
  kind: 'unsmoothed' | 'grid';
  path: Int32Array;
  /** Its cost measured along the line. */
  cost: number;
}

/** A search that the caller advances in slices, so a worker can report progress and cancel. */
export interface SteppableSearch {
  /** Expands up to `n` nodes; returns true when the search has finished. */
  step(n: number): boolean;
  /** Expansions so far. */
  readonly expanded: number;
  /** Stops the search; the result then has status 'cancelled'. */
  cancel(): void;
  /** The result; valid once `step` has returned true or after `cancel`. */
  result(): SearchResult;
  /** A copy of the live state of every cell (for tests and the debugger); O(cells). */
  snapshot?(): SearchState;
}

/** Thrown for a request the engine cannot honour (bad cell, algorithm not applicable). */
export class SearchInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchInputError';
  }
}
