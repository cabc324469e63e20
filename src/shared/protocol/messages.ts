// The search worker protocol: requests the renderer (or CLI, or a test) sends to a search worker,
// and the events the worker answers with. One protocol for the utility process, the Web Worker
// and Node's child_process, so the same worker code runs everywhere.
import type { AnalysisAnswer, AnalysisAsk, MovementRules } from '../analysis/analysisJob';
import type { LevelAnswer, LevelAsk } from '../levelChecks/measure';
import type { HeuristicLabAnswer, HeuristicLabAsk } from '../analysis/heuristicLab';
import type { Grid } from '../grid/grid';
import type { SearchQuery, SearchResult } from '../engine/types';
import type { CellDetails, TraceRect, ListPage, StepView, StepViewRequest, TraceSummary } from '../engine/trace/views';
import type { Breakpoint, BreakpointHit } from '../debug/breakpoint';
import type { RunDifference } from '../engine/trace/difference';
import type { RunSeries } from '../engine/trace/series';
import type { MapDelta } from '../edit/mapDelta';

/**
 * A map as sent to the worker: a copy, so the editor can keep painting meanwhile. The search client
 * sends a unit type's map without the unit types (searchClient.ts's unitTypeSource).
 */
export type MapSnapshot = Grid;

export type WorkerRequest =
  /** Stores a map under `mapId`, replacing any earlier revision of it. */
  | { kind: 'load-map'; requestId: number; mapId: string; revision: number; map: MapSnapshot }
  /**
   * Moves the worker's copy of `mapId` from `fromRevision` to `revision` by applying `deltas` in
   * order (cells, palette, heights layer, markers; never 'whole-map': send load-map for that). So
   * the bytes sent for a stroke grow with the stroke, not the map. Answered by 'map-loaded';
   * 'stale-map' when the worker holds another revision, 'unknown-map' when it holds none (send the
   * map with load-map then).
   */
  | { kind: 'edit-map'; requestId: number; mapId: string; fromRevision: number; revision: number; deltas: MapDelta[] }
  /**
   * A live answer for `lane` (a pane's path, a waypoint leg: any name the client picks): the path
   * for `query` on `revision`, found by reusing the lane's previous search where that is cheaper
   * (src/shared/engine/live/). Answered by one 'result', always optimal under the query's options
   * (weighted A* and greedy answer what a fresh search would). A newer live-search of the same
   * lane cancels this one (its result comes with status 'cancelled'): the newest wins.
   */
  | { kind: 'live-search'; requestId: number; mapId: string; revision: number; lane: string; query: SearchQuery }
  /** Forgets a live lane's kept search (its memory); answered by 'done'. */
  | { kind: 'drop-lane'; requestId: number; lane: string }
  /**
   * Runs a search on a loaded map; answered by progress events and one result or error. With
   * `debug`, the search is traced and kept in the worker as run `debug.run` (see DebugStart), and
   * answered by progress events and one 'debug-state'.
   */
  | { kind: 'search'; requestId: number; mapId: string; revision: number; query: SearchQuery; debug?: DebugStart }
  /**
   * Takes a kept run further: expands its live search up to step `until` (null: to the end),
   * stopping early at the first enabled breakpoint hit at a step after `from`. Steps already
   * recorded are checked without searching again. Answered by progress events and one 'debug-state';
   * cancel stops it like a search (the run stays where it got to).
   */
  | { kind: 'advance'; requestId: number; run: number; from: number; until: number | null; breakpoints: Breakpoint[] }
  /** A question about a kept run at one step; answered by one 'trace-answer' of the same kind. */
  | { kind: 'trace-query'; requestId: number; run: number; query: TraceQuery }
  /** Forgets a kept run (its search and trace) to free memory; answered by 'done'. */
  | { kind: 'release-run'; requestId: number; run: number }
  /** Stops the search started by request `target` (its result arrives with status 'cancelled'). */
  | { kind: 'cancel'; requestId: number; target: number }
  /** Forgets a map to free its memory. */
  | { kind: 'unload-map'; requestId: number; mapId: string }
  /** Liveness check; answered by 'pong'. */
  | { kind: 'ping'; requestId: number }
  /** A level analysis of a loaded map under movement rules; answered by a progress event a slice (expanded: slices done) and one 'analysis' (or 'error'); cancel stops it. */
  | { kind: 'analyze'; requestId: number; mapId: string; revision: number; rules: MovementRules; ask: AnalysisAsk | LevelAsk | HeuristicLabAsk };

/** How a debugged search starts: which run it becomes, and how far to go before pausing. */
export interface DebugStart {
  /** The run's id, chosen by the client (unique per client); later requests name it. */
  run: number;
  /** Pause after this many expansions (0: before the first); null runs to the end. */
  until: number | null;
  /** Stop early at the first enabled breakpoint hit (steps 1 and on). */
  breakpoints: Breakpoint[];
}

/** Where a kept run stands after a 'search' with debug or an 'advance'. */
export interface DebugState {
  run: number;
  /**
   * The step it stopped at: the hit's step, `until`, the last step when the search ended first, or
   * (cancelled) how far it got; no breakpoint fires between the request's `from` and this step.
   */
  step: number;
  summary: TraceSummary;
  /** The result once the search has ended (its `trace` is null: the trace stays in the worker). */
  result: SearchResult | null;
  /** The breakpoint that stopped it early, if one did. */
  hit: BreakpointHit | null;
}

/** Per-cell values a map layer shows (heatmaps, cell labels, tree arrows). */
export type TraceLayer = 'g' | 'h' | 'f' | 'order' | 'error' | 'parent';

/**
 * Values of one layer for the cells of `rect` at a step, one per sampled cell, row by row
 * (ceil(width / stride) a row). g, h, f: NaN where the side has not seen the cell. order: the step
 * at which the cell was first expanded (NaN if not yet). error: h* − h, where h* is the true cost
 * to the goal (reverse Dijkstra in the worker; NaN where the goal cannot be reached). parent: the
 * parent's cell index, −1 for none.
 */
export interface LayerValues {
  layer: TraceLayer;
  rect: TraceRect;
  values: Float32Array | Int32Array;
  /** Smallest and largest finite value among the returned cells (the legend's scale); NaN when none. */
  min: number;
  max: number;
}

export type TraceQuery =
  | { kind: 'view'; step: number; request: StepViewRequest }
  | { kind: 'cell'; step: number; cell: number }
  | { kind: 'list'; step: number; list: 'open' | 'closed'; side: number; offset: number; count: number }
  | { kind: 'layer'; step: number; layer: TraceLayer; rect: TraceRect }
  /** The cells from the side's root to `cell` along the search tree at the step. */
  | { kind: 'tree-path'; step: number; cell: number; side: number }
  /** The children of `cell` in the side's search tree at the step (cell −1: the root(s)). */
  | { kind: 'tree-children'; step: number; cell: number; side: number }
  /** Cells closed by this run at `step` against kept run `other` at `otherStep` (compare's Difference). */
  | { kind: 'difference'; other: number; step: number; otherStep: number; rect: TraceRect }
  /** The run's open-list size and expanded f over its steps, downsampled to at most `points` (compare's charts). */
  | { kind: 'series'; points: number };

/** The answer to each kind of TraceQuery. */
export interface TraceAnswers {
  view: StepView;
  cell: CellDetails;
  list: ListPage;
  layer: LayerValues;
  'tree-path': Int32Array;
  'tree-children': Int32Array;
  difference: RunDifference;
  series: RunSeries;
}

export type TraceAnswer = { [K in keyof TraceAnswers]: { kind: K; value: TraceAnswers[K] } }[keyof TraceAnswers];

/** Error codes a worker reports; the message is a sentence for the user. */
export type WorkerErrorCode =
  | 'malformed-request'
  /** A request reused the id of a search still running (that search goes on undisturbed). */
  | 'duplicate-request'
  /** The map was never sent, or the worker dropped it to keep within its bound of maps. */
  | 'unknown-map'
  | 'stale-map'
  | 'invalid-search'
  /** The run is not kept (never started, released, or dropped to stay within the worker's memory). */
  | 'unknown-run'
  /** An analysis was cancelled before it finished. */
  | 'cancelled'
  | 'internal';

export type WorkerEvent =
  /** Sent once when the worker is ready for requests. */
  | { kind: 'ready'; pid: number | null }
  | { kind: 'map-loaded'; requestId: number; mapId: string; revision: number }
  | { kind: 'progress'; requestId: number; expanded: number }
  /**
   * The search waits for its turn (the worker runs a few at once, within a memory budget): `place`
   * 1 starts next. Its progress events follow once it starts; a cancel meanwhile answers at once.
   */
  | { kind: 'queued'; requestId: number; place: number }
  | { kind: 'result'; requestId: number; result: SearchResult }
  | { kind: 'debug-state'; requestId: number; state: DebugState }
  | { kind: 'trace-answer'; requestId: number; answer: TraceAnswer }
  | { kind: 'pong'; requestId: number }
  | { kind: 'analysis'; requestId: number; answer: AnalysisAnswer | LevelAnswer | HeuristicLabAnswer }
  | { kind: 'done'; requestId: number }
  /** requestId is null when the request was too malformed to have one. */
  | { kind: 'error'; requestId: number | null; code: WorkerErrorCode; message: string };

export type WorkerEventOf<K extends WorkerEvent['kind']> = Extract<WorkerEvent, { kind: K }>;

/**
 * Electron main → utility process, over `process.parentPort`: a MessagePort for a renderer
 * (`connect`, the port travels with it), or a liveness check from main's watchdog (`ping`).
 */
export type WorkerControl = { kind: 'connect' } | { kind: 'ping' };

/** Utility process → Electron main: the answer to a `ping`, sent between search slices. */
export type WorkerControlReply = { kind: 'pong' };
