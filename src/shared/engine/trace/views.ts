// What a trace store answers: plain objects and typed arrays, so a worker can post them as they are
// (the arrays' buffers are the answer's own and may be transferred).
import type { CellState } from '../types';

/**
 * A rectangle of map cells a trace is asked about; with `stride` s > 1, only every s-th cell of
 * every s-th row (a zoomed-out view). (The editor's CellRect, shared/edit/cells.ts, is an
 * inclusive rectangle of cells to redraw.)
 */
export interface TraceRect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Sample every `stride`-th cell along each axis (default 1). */
  stride?: number;
}

/**
 * One byte per sampled cell of a TraceRect, row by row (ceil(width / stride) a row): the low two bits
 * are the forward search's CellState, the next two the backward search's (bidirectional only).
 * Cells outside the map read as unseen.
 */
export type CellStates = Uint8Array;

/**
 * The samples of a TraceRect whose state changed since step `since`: their indices (as in
 * CellStates, row by row) and their state bytes at the step answered. A sample may be listed twice,
 * with the same byte.
 */
export interface CellChanges {
  since: number;
  samples: Int32Array;
  states: Uint8Array;
}

/** Rows of a list, column by column. */
export interface NodeRows {
  /** Number of rows. */
  count: number;
  cell: Int32Array;
  x: Int32Array;
  y: Int32Array;
  /** f as the search ordered by it (gWeight·g + weighted estimate). */
  f: Float64Array;
  g: Float64Array;
  /** The estimate before any weight: cheapest terrain × distance to the side's target. */
  h: Float64Array;
  /** -1 for a start. */
  parent: Int32Array;
  /** 0 forward, 1 backward (bidirectional search). */
  side: Uint8Array;
}

/** A page of a list: rows [offset, offset + rows.count) of `total`. */
export interface ListPage {
  total: number;
  offset: number;
  rows: NodeRows;
}

/** One node at one step. */
export interface NodeView {
  cell: number;
  x: number;
  y: number;
  side: number;
  f: number;
  g: number;
  h: number;
  parent: number;
}

/**
 * What the expansion did to a neighbour: entered it in the open list, gave it a better g, took it
 * back from the closed list, or left it alone because it was closed (and this search never reopens)
 * or the g on offer was no better than the one it had, or (Jump Point Search, once the goal is
 * open) its f was no lower than the goal's: it cannot lead to a cheaper path.
 */
export type NeighbourOutcome = 'new' | 'improved' | 'reopened' | 'ignored-closed' | 'ignored-not-better' | 'ignored-bound';

/** A neighbour (a jump point for JPS) as the expansion left it. */
export interface NeighbourView extends NodeView {
  outcome: NeighbourOutcome;
  /** The g the expansion offered it (for ignored neighbours, the g that was not better). */
  offeredG: number;
}

/** The node expanded to reach step k, and its neighbours. */
export interface ExpansionView {
  step: number;
  node: NodeView;
  neighbours: NeighbourView[];
}

/** One search direction's view of a cell: its state at the step and its whole history. */
export interface CellSideDetails {
  state: CellState;
  /** NaN while unseen. */
  f: number;
  g: number;
  h: number;
  parent: number;
  /** Steps of the whole trace (later ones too) at which it was first opened (-1: never), improved, closed and reopened. */
  openedStep: number;
  improvedSteps: number[];
  closedSteps: number[];
  reopenedSteps: number[];
}

export interface CellDetails {
  cell: number;
  x: number;
  y: number;
  forward: CellSideDetails;
  /** The backward search's view (bidirectional search), else null. */
  backward: CellSideDetails | null;
}

/** How big a trace is and how far it goes. */
export interface TraceSummary {
  /** Expansions recorded: steps run from 0 to this. */
  steps: number;
  events: number;
  /** The search has ended and every event is indexed; a live search's trace grows between calls. */
  finished: boolean;
  /** Every event recorded so far is indexed (see TraceStore.sync). */
  indexed: boolean;
  bidirectional: boolean;
  width: number;
  height: number;
  /** Bytes of the recorded events, and of the store's index over them. */
  traceBytes: number;
  indexBytes: number;
}

/** What one frame of the debugger shows; each part is optional. */
export interface StepViewRequest {
  /** Cell states of this rectangle. */
  rect?: TraceRect;
  /**
   * The asker shows `rect`'s states at this step: answer only the samples that changed since
   * (StepView.changes) when few events lie between, else the whole rectangle as usual.
   */
  since?: number;
  /** A page of the open list of a side. */
  openPage?: { side: number; offset: number; count: number };
  /** The cells from the start to the node just expanded. */
  currentPath?: boolean;
}

export interface StepView {
  step: number;
  /** The states of the rectangle asked; null when none was asked, or when `changes` answers it. */
  states: CellStates | null;
  /** The samples that changed since the step the request named (`since`), when answered that way. */
  changes: CellChanges | null;
  expansion: ExpansionView | null;
  openPage: ListPage | null;
  currentPath: Int32Array | null;
}
