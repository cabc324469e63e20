// Per-cell values of a map layer at a step (g, h, f, expansion order, heuristic error, parent) for
// the cells of a rectangle, sampled as TraceRect says. The debugger asks for the visible part of the
// map every animation frame while scrubbing (up to about a million samples), so each layer is one
// loop over the index's arrays: no allocation but the answer, and per cell a few array reads
// (10–20 ns; order and parent read per-cell tables made on their first use, layerTables.ts).
import type { LayerValues, TraceLayer } from '../../protocol/messages';
import { distance } from '../heuristics';
import type { TraceStore } from './traceStore';
import type { TraceIndex } from './traceIndex';
import type { TraceRect } from './views';

const estimate = distance; // a local binding: no module-interop lookup per call

/**
 * Differences of h* and h below this fraction of h* (at least 2⁻²⁰ of a step, the precision the
 * engine orders f by) read as 0: h* is kept in single precision, so an exact estimate would
 * otherwise show a speckle of tiny errors either side of 0.
 */
const ERROR_SNAP = 2 ** -20;

/**
 * Values of `layer` for the cells of `rect` at `step` (see LayerValues): one per sampled cell, row
 * by row, ceil(width / stride) a row; cells off the map are NaN (−1 for 'parent').
 *
 * - g, h, f: the forward side's, as TraceStore.cell gives them (in single precision); NaN where the
 *   forward side has not seen the cell. h is the estimate a person reads (cheapest terrain ×
 *   distance, before any weight); f is what the search ordered by.
 * - order: the step at which the cell was first expanded by either side, if that is at most `step`.
 * - error: h* − h, with h* from `costToGoal` (createCostToGoal, same query). It is given for every
 *   cell from which the goal can be reached, seen by the search or not: h does not depend on the
 *   search, and the heatmap is most telling ahead of the frontier. NaN where the goal cannot be
 *   reached (walls included). Negative values are overestimates (an inadmissible h there).
 *   Throws when `costToGoal` is null: compute it first.
 * - parent: the forward parent's cell index, −1 for none (a root, an unseen cell); min and max are
 *   taken over the cells that have one.
 */
export function layerValues(store: TraceStore, step: number, layer: TraceLayer, rect: TraceRect, costToGoal: Float32Array | null): LayerValues {
  const index = store.index, frame = index.frame;
  if (layer === 'error' && (costToGoal === null || costToGoal.length !== frame.cells))
    throw new Error('The heuristic-error layer needs the cost to the goal of every cell (createCostToGoal with the run\'s query); compute it first.');
  const k = Math.max(0, Math.min(index.steps, Math.floor(step))), e = index.eventsAtStep(k);
  const stride = Math.max(1, Math.floor(rect.stride ?? 1));
  const cols = Math.max(0, Math.ceil(rect.width / stride)), rows = Math.max(0, Math.ceil(rect.height / stride));
  const values = layer === 'parent' ? new Int32Array(cols * rows).fill(-1) : new Float32Array(cols * rows).fill(NaN);
  const fill = ROWS[layer];
  const job: RowJob = { index, e, k, values, costToGoal, order: null, parents: null };
  if (layer === 'order') job.order = index.layerTables.orderSteps(index);
  if (layer === 'parent') job.parents = index.layerTables.finalParents(index);
  const { width, height } = frame;
  // The columns that fall on the map: i from i0 to i1 − 1 (as cellStatesAt).
  const i0 = Math.min(cols, rect.x >= 0 ? 0 : Math.ceil(-rect.x / stride));
  const i1 = Math.max(i0, Math.min(cols, Math.ceil((width - rect.x) / stride)));
  for (let j = 0; j < rows; j++) {
    const y = rect.y + j * stride;
    if (y >= 0 && y < height && i1 > i0) fill(job, y, rect.x + i0 * stride, stride, j * cols + i0, j * cols + i1);
  }
  const [min, max] = layer === 'parent' ? range(values, 0) : range(values, -Infinity);
  return { layer, rect, values, min, max };
}

/** What a row filler reads: the index after the first `e` events (step k), the answer, the inputs. */
interface RowJob {
  index: TraceIndex;
  e: number;
  k: number;
  values: Float32Array | Int32Array;
  costToGoal: Float32Array | null;
  order: Int32Array | null;
  parents: Int32Array | null;
}

/**
 * Writes the values of cells (x, y), (x + stride, y) … at values[from … to): one loop per layer, so
 * each is a tight loop over typed arrays (a per-cell callback measured several times slower).
 * A cell is seen once its first push is among the first e events (every later event follows it).
 */
type RowFiller = (job: RowJob, y: number, x: number, stride: number, from: number, to: number) => void;

const ROWS: Record<TraceLayer, RowFiller> = {
  g(job, y, x, stride, from, to) {
    const { index, e, values } = job, marks = index.marks[0]!;
    for (let at = from, c = y * index.frame.width + x; at < to; at++, c += stride) if (marks[2 * c]! < e) values[at] = index.gOfSeen(c, 0, e);
  },
  h(job, y, x, stride, from, to) {
    const { index, e, values } = job, frame = index.frame, marks = index.marks[0]!;
    const code = frame.heuristic, tx = frame.targetX[0], ty = frame.targetY[0], minCost = frame.minCost;
    for (let at = from, c = y * frame.width + x; at < to; at++, c += stride, x += stride) if (marks[2 * c]! < e) values[at] = minCost * estimate(code, x, y, tx, ty);
  },
  f(job, y, x, stride, from, to) {
    // As fOf computes it (gWeight·g + hScale·distance), bit for bit.
    const { index, e, values } = job, frame = index.frame, marks = index.marks[0]!;
    const code = frame.heuristic, tx = frame.targetX[0], ty = frame.targetY[0], gWeight = frame.gWeight, hScale = frame.hScale;
    for (let at = from, c = y * frame.width + x; at < to; at++, c += stride, x += stride)
      if (marks[2 * c]! < e) values[at] = gWeight * index.gOfSeen(c, 0, e) + hScale * estimate(code, x, y, tx, ty);
  },
  order(job, y, x, stride, from, to) {
    const { index, k, values } = job, order = job.order!;
    for (let at = from, c = y * index.frame.width + x; at < to; at++, c += stride) {
      const first = order[c]!;
      if (first !== 0 && first <= k) values[at] = first;
    }
  },
  error(job, y, x, stride, from, to) {
    const { index, values } = job, frame = index.frame, hStar = job.costToGoal!;
    const code = frame.heuristic, tx = frame.targetX[0], ty = frame.targetY[0], minCost = frame.minCost;
    for (let at = from, c = y * frame.width + x; at < to; at++, c += stride, x += stride) {
      const truth = hStar[c]!;
      if (truth === Infinity) continue;
      const error = truth - minCost * estimate(code, x, y, tx, ty);
      values[at] = Math.abs(error) <= ERROR_SNAP * (truth > 1 ? truth : 1) ? 0 : error;
    }
  },
  parent(job, y, x, stride, from, to) {
    const { index, e, values } = job, marks = index.marks[0]!, parents = job.parents!, history = index.history;
    for (let at = from, c = y * index.frame.width + x; at < to; at++, c += stride) {
      if (marks[2 * c]! >= e) continue;
      // No event of the cell at or after e: its parent is the one it ended with.
      const newest = history.newest(2 * c);
      values[at] = newest < 0 || history.event(newest) < e ? parents[c]! : index.parentAt(c, 0, e);
    }
  },
};

/** Smallest and largest finite value of at least `floor` (NaN, NaN when none). */
function range(values: Float32Array | Int32Array, floor: number): [number, number] {
  let min = Infinity, max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    // NaN fails both comparisons; no layer holds ±Infinity.
    if (v >= floor && v < min) min = v;
    if (v >= floor && v > max) max = v;
  }
  return min === Infinity ? [NaN, NaN] : [min, max];
}
