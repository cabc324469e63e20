// The samples of a rectangle whose state differs between two steps, found from the events between
// them: a timeline dragged 500 steps reads about a thousand events and answers the few hundred
// cells they touched, where the whole rectangle's states are a byte per sample (1.5 M for a 1225²
// map in view) for the renderer to take in again. Far jumps read too many events: the caller
// answers the whole rectangle instead.
import type { TraceIndex } from './traceIndex';
import { eventCell, eventSide } from './encoding';
import { wordAt } from './recording';
import type { CellChanges, TraceRect } from './views';

/**
 * The samples of `rect` (see CellStates) whose state after `to` events differs from that after
 * `from` events, with their states after `to`; null when more than `limit` events lie between
 * (answering the whole rectangle is cheaper then). `since` is the step `from` stands for.
 */
export function cellChangesBetween(index: TraceIndex, since: number, from: number, to: number, rect: TraceRect, limit: number): CellChanges | null {
  const lo = Math.min(from, to), hi = Math.max(from, to);
  if (hi - lo > limit) return null;
  const stride = Math.max(1, Math.floor(rect.stride ?? 1));
  const cols = Math.ceil(rect.width / stride);
  const width = index.frame.width;
  const samples = new Int32Array(hi - lo), states = new Uint8Array(hi - lo);
  let n = 0;
  for (let j = lo; j < hi; j++) {
    const word = wordAt(index.recording, j), c = eventCell(word);
    const x = c % width, y = (c - x) / width;
    const dx = x - rect.x, dy = y - rect.y;
    if (dx < 0 || dy < 0 || dx >= rect.width || dy >= rect.height || dx % stride !== 0 || dy % stride !== 0) continue;
    const side = eventSide(word), shift = 2 * side;
    const now = index.stateAt(c, side, to);
    if (now === index.stateAt(c, side, from)) continue;
    // The byte holds both sides: the other side's state does not change with this event.
    const other = index.sides > 1 ? index.stateAt(c, 1 - side, to) << (2 - shift) : 0;
    samples[n] = (dy / stride) * cols + dx / stride;
    states[n++] = (now << shift) | other;
  }
  return { since, samples: samples.slice(0, n), states: states.slice(0, n) };
}
