// Breakpoints of the search debugger, as plain data: the renderer keeps and shows them, the project
// file saves them, and the search worker checks them against a recorded search (so a Run stops at
// the first hit without the trace ever leaving the worker).

/** Stops when a cell is opened (first generated), expanded, or either. */
export interface CellBreakpoint {
  kind: 'cell';
  id: string;
  enabled: boolean;
  cell: number;
  on: 'opened' | 'expanded' | 'either';
}

/**
 * Stops at an expansion for which `expression` holds, written in the debugger's small expression
 * language (see expression.ts): f, g, h, x, y, step, open, closed, reopened, isGoal. By default it
 * stops where the condition becomes true (it did not hold at the step before), so Run after a hit
 * goes on to the next time it turns true instead of stopping at every step of a long stretch;
 * `every` stops at every step it holds.
 */
export interface ConditionBreakpoint {
  kind: 'condition';
  id: string;
  enabled: boolean;
  expression: string;
  /** Stop at every step the condition holds, not only where it becomes true (absent: false). */
  every?: boolean;
}

/** The search invariants an invariant breakpoint watches (invariants.ts tests them). */
export const INVARIANTS = Object.freeze([
  { name: 'f-decrease', label: 'f decreases along an expansion' },
  { name: 'reopen', label: 'a node is reopened' },
  { name: 'inconsistent', label: 'h inconsistent on an edge' },
] as const);
export type Invariant = (typeof INVARIANTS)[number]['name'];

/** Stops at every expansion where a search invariant breaks. */
export interface InvariantBreakpoint {
  kind: 'invariant';
  id: string;
  enabled: boolean;
  invariant: Invariant;
}

/**
 * The compare view's "Stop at the first divergence from pane A": stops where the run's expansion
 * differs from the baseline run's at the same step. Made by the compare view for its other panes'
 * requests, never kept in the breakpoint list or a project.
 */
export interface DivergenceBreakpoint {
  kind: 'divergence';
  id: string;
  enabled: boolean;
  /** The baseline's kept run (pane A's). */
  baseline: number;
}

export type Breakpoint = CellBreakpoint | ConditionBreakpoint | InvariantBreakpoint | DivergenceBreakpoint;

/** Where a run stopped for a breakpoint, and a sentence that says why. */
export interface BreakpointHit {
  /** The step (expansions done) the cursor stops at: the matching expansion is the one shown as current. */
  step: number;
  breakpointId: string;
  reason: string;
}
