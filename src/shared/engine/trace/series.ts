// A recorded search's curves over its steps, for the compare view's charts: the size of the open
// list after each step and the f of the node expanded at it. A whole run is read once (one pass
// over its events, kept per run) and every request downsamples that to a few hundred points. A
// bucket keeps the steps where either curve is lowest and highest, so the spikes of an inconsistent
// heuristic (f falling back) stay visible however long the run.
import { TraceEventKind } from '../types';
import { eventCell, eventKind, eventSide, expandedAtOnce } from './encoding';
import { fOf } from './frame';
import { WEIGHTED_JUMPS } from '../plan';
import { CHUNK_BITS, CHUNK_MASK } from './recording';
import type { TraceIndex } from './traceIndex';

/** A run's curves, downsampled: point i is step `step[i]`. */
export interface RunSeries {
  /** Steps of the whole run (the x axis's end). */
  steps: number;
  /** Steps of the points, increasing (1 … steps). */
  step: Float64Array;
  /** Nodes in the open list(s) after the step (both sides of a bidirectional search summed). */
  open: Float64Array;
  /** f of the node expanded at the step (its own side's f for a bidirectional search). */
  f: Float64Array;
}

/** Points a series may have at least (one bucket's extremes of both curves). */
export const MIN_SERIES_POINTS = 4;

interface FullSeries {
  steps: number;
  /** Index s − 1 holds step s. */
  open: Float64Array;
  f: Float64Array;
}

const kept = new WeakMap<TraceIndex, FullSeries>();
const EXPAND = TraceEventKind.Expand, PUSH = TraceEventKind.Push, REOPEN = TraceEventKind.Reopen;
const kindOf = eventKind, cellOf = eventCell, sideOf = eventSide, atOnce = expandedAtOnce;

/** The run's open-list size and expanded f over its steps, at most `points` of them (extremes kept). */
export function runSeries(index: TraceIndex, points: number): RunSeries {
  const full = fullSeries(index);
  return downsample(full.steps, full.open, full.f, Math.max(MIN_SERIES_POINTS, Math.floor(points)));
}

/**
 * At most `points` of the steps 1 … steps with their values: every step when they fit, else per
 * bucket the steps where `open` and `f` are smallest and largest (up to four, in order).
 */
export function downsample(steps: number, open: Float64Array, f: Float64Array, points: number): RunSeries {
  if (steps <= points) {
    const step = new Float64Array(steps);
    for (let s = 0; s < steps; s++) step[s] = s + 1;
    return { steps, step, open: open.slice(0, steps), f: f.slice(0, steps) };
  }
  const buckets = Math.floor(points / 4);
  const picked: number[] = [];
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor((b * steps) / buckets), to = Math.floor(((b + 1) * steps) / buckets);
    if (to <= from) continue;
    let oMin = from, oMax = from, fMin = from, fMax = from;
    for (let i = from + 1; i < to; i++) {
      if (open[i]! < open[oMin]!) oMin = i;
      if (open[i]! > open[oMax]!) oMax = i;
      // NaN never wins a comparison, so a step without an f (none here) is never picked for it.
      if (f[i]! < f[fMin]! || Number.isNaN(f[fMin]!)) fMin = i;
      if (f[i]! > f[fMax]! || Number.isNaN(f[fMax]!)) fMax = i;
    }
    const inBucket = [...new Set([oMin, oMax, fMin, fMax])].sort((x, y) => x - y);
    picked.push(...inBucket);
  }
  const n = picked.length;
  const out = { steps, step: new Float64Array(n), open: new Float64Array(n), f: new Float64Array(n) };
  for (let i = 0; i < n; i++) {
    const at = picked[i]!;
    out.step[i] = at + 1;
    out.open[i] = open[at]!;
    out.f[i] = f[at]!;
  }
  return out;
}

/** Every step's values, from one pass over the events (kept until the trace grows). */
function fullSeries(index: TraceIndex): FullSeries {
  const have = kept.get(index);
  if (have && have.steps === index.steps) return have;
  const steps = index.steps, events = index.events, frame = index.frame, chunks = index.recording.chunks;
  const open = new Float64Array(steps), f = new Float64Array(steps);
  let inOpen = 0, s = 0;
  // JPSW's jump points expanded at once never enter the open list (encoding.ts, bit 31).
  const weighted = frame.policy === WEIGHTED_JUMPS, goal = frame.goal;
  for (let i = 0; i < events; i++) {
    const word = chunks[i >>> CHUNK_BITS]![i & CHUNK_MASK]!, kind = kindOf(word);
    const listed = !atOnce(word, weighted, goal);
    if (kind === EXPAND) {
      // Step s (0-based s − 1 before this one) ends where expansion s + 1 begins.
      if (s > 0) open[s - 1] = inOpen;
      if (s === steps) break;
      const c = cellOf(word), side = sideOf(word);
      // The g the node was expanded with: its g after its latest event up to this one.
      f[s] = fOf(frame, side, c, index.gAt(c, side, i + 1));
      if (listed) inOpen--;
      s++;
    } else if (listed && (kind === PUSH || kind === REOPEN)) inOpen++;
  }
  if (s > 0) open[s - 1] = inOpen;
  const made = { steps, open, f };
  kept.set(index, made);
  return made;
}
