// Where two recorded searches of the same map differ: which cells each has expanded (closed at
// least once) by a step of its own, counted over the whole map and given per cell for a sampled
// rectangle, and the first step at which the two expand different cells. The compare view asks
// this every frame while playing, so the per-pair work is done once (each run's cells in order of
// first expansion, and for A's cells the step at which B first expanded them) and a frame costs
// one sequential pass over the cells A has closed plus the rectangle.
import { eventCell } from './encoding';
import type { TraceIndex } from './traceIndex';
import type { TraceRect } from './views';

/** Per sampled cell of a difference rectangle: expanded by neither, by A only, by B only, by both. */
export const DIFF_NONE = 0, DIFF_ONLY_A = 1, DIFF_ONLY_B = 2, DIFF_BOTH = 3;

/** The first step at which two searches expand different cells, and the cells each expands then. */
export interface FirstDivergence {
  /** 1-based step (expansion number). */
  step: number;
  cellA: number;
  cellB: number;
}

/** Two runs compared at a step each. */
export interface RunDifference {
  /** Cells (whole map) closed by A by its step and not by B by its step. */
  onlyA: number;
  onlyB: number;
  both: number;
  /** One per sampled cell of the rectangle, row by row (ceil(width / stride) a row): DIFF_NONE … DIFF_BOTH. */
  cells: Uint8Array;
  /** Null when one run's expansions are a prefix of the other's (or they are the same). */
  firstDivergence: FirstDivergence | null;
}

/** One run's cells in the order they were first expanded, and how many were closed by each step. */
interface ClosedOrder {
  steps: number;
  /** Cells in order of first expansion (distinct). */
  cells: Int32Array;
  /** closedBy[s]: cells closed after s expansions (s = 0 … steps). */
  closedBy: Int32Array;
}

/** Per pair: the step at which B first expanded each of A's closed cells (0: never), and the divergence. */
interface PairTables {
  stepsA: number;
  stepsB: number;
  /** bStepOfA[i]: B's first-expansion step of A's i-th closed cell, or 2^31 − 1 when B never expands it. */
  bStepOfA: Int32Array;
  firstDivergence: FirstDivergence | null;
}

const NEVER = 0x7fffffff;
const closedOrders = new WeakMap<TraceIndex, ClosedOrder>();
const pairs = new WeakMap<TraceIndex, WeakMap<TraceIndex, PairTables>>();
const cellOf = eventCell; // a local binding: no module-interop lookup per call

/**
 * A's expansions by `stepA` against B's by `stepB` (each clamped to its run's steps), for the cells
 * of `rect` (see RunDifference). Both runs must have searched the same map.
 */
export function runDifference(a: TraceIndex, b: TraceIndex, stepA: number, stepB: number, rect: TraceRect): RunDifference {
  if (a.frame.width !== b.frame.width || a.frame.height !== b.frame.height)
    throw new RangeError(`The two runs searched maps of different sizes (${a.frame.width}×${a.frame.height} and ${b.frame.width}×${b.frame.height}).`);
  const sA = clampStep(a, stepA), sB = clampStep(b, stepB);
  const pair = pairTables(a, b);
  const closedA = closedOrderOf(a).closedBy[sA]!, closedB = closedOrderOf(b).closedBy[sB]!;
  // A's closed cells are in order of first expansion: those B has closed by sB are counted in one pass.
  const bStep = pair.bStepOfA;
  let both = 0;
  for (let i = 0; i < closedA; i++) if (bStep[i]! <= sB) both++;
  return {
    onlyA: closedA - both,
    onlyB: closedB - both,
    both,
    cells: rectCells(a, b, sA, sB, rect),
    firstDivergence: pair.firstDivergence,
  };
}

/** The first step at which A and B expand different cells; null when one is a prefix of the other. */
export function firstDivergence(a: TraceIndex, b: TraceIndex): FirstDivergence | null {
  const n = Math.min(a.steps, b.steps);
  for (let p = 0; p < n; p++) {
    const cellA = cellOf(a.word(a.expansions.at(p))), cellB = cellOf(b.word(b.expansions.at(p)));
    if (cellA !== cellB) return { step: p + 1, cellA, cellB };
  }
  return null;
}

function clampStep(index: TraceIndex, step: number): number {
  return Math.max(0, Math.min(index.steps, Math.floor(step)));
}

/** Run `index`'s closed order, extended when its trace grew since it was made. */
function closedOrderOf(index: TraceIndex): ClosedOrder {
  const kept = closedOrders.get(index);
  if (kept && kept.steps === index.steps) return kept;
  const order = index.layerTables.orderSteps(index);
  const steps = index.steps;
  const cells = new Int32Array(steps), closedBy = new Int32Array(steps + 1);
  let n = 0;
  for (let p = 0; p < steps; p++) {
    const c = cellOf(index.word(index.expansions.at(p)));
    if (order[c] === p + 1) cells[n++] = c;
    closedBy[p + 1] = n;
  }
  const made = { steps, cells: cells.subarray(0, n), closedBy };
  closedOrders.set(index, made);
  return made;
}

function pairTables(a: TraceIndex, b: TraceIndex): PairTables {
  let ofA = pairs.get(a);
  if (!ofA) pairs.set(a, (ofA = new WeakMap()));
  const kept = ofA.get(b);
  if (kept && kept.stepsA === a.steps && kept.stepsB === b.steps) return kept;
  const cellsA = closedOrderOf(a).cells;
  closedOrderOf(b); // B's order table is complete up to its steps
  const orderB = b.layerTables.orderSteps(b);
  const bStepOfA = new Int32Array(cellsA.length);
  for (let i = 0; i < cellsA.length; i++) {
    const s = orderB[cellsA[i]!]!;
    bStepOfA[i] = s === 0 ? NEVER : s;
  }
  const made = { stepsA: a.steps, stepsB: b.steps, bStepOfA, firstDivergence: firstDivergence(a, b) };
  ofA.set(b, made);
  return made;
}

/** The rectangle's cells: which of A (by sA) and B (by sB) have closed each. */
function rectCells(a: TraceIndex, b: TraceIndex, sA: number, sB: number, rect: TraceRect): Uint8Array {
  const { width, height } = a.frame;
  const orderA = a.layerTables.orderSteps(a), orderB = b.layerTables.orderSteps(b);
  const stride = Math.max(1, Math.floor(rect.stride ?? 1));
  const cols = Math.max(0, Math.ceil(rect.width / stride)), rows = Math.max(0, Math.ceil(rect.height / stride));
  const out = new Uint8Array(cols * rows);
  // The columns that fall on the map: i from i0 to i1 − 1 (as layers.ts).
  const i0 = Math.min(cols, rect.x >= 0 ? 0 : Math.ceil(-rect.x / stride));
  const i1 = Math.max(i0, Math.min(cols, Math.ceil((width - rect.x) / stride)));
  for (let j = 0; j < rows; j++) {
    const y = rect.y + j * stride;
    if (y < 0 || y >= height) continue;
    let c = y * width + rect.x + i0 * stride;
    for (let i = i0, o = j * cols + i0; i < i1; i++, o++, c += stride) {
      const oa = orderA[c]!, ob = orderB[c]!;
      out[o] = (oa !== 0 && oa <= sA ? DIFF_ONLY_A : 0) | (ob !== 0 && ob <= sB ? DIFF_ONLY_B : 0);
    }
  }
  return out;
}
