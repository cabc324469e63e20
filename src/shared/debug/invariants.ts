// The search invariants a breakpoint can watch, tested on one expansion of a recorded trace: f
// decreasing from the expanded node (or, for Theta*, the parent a successor is linked to) to a
// successor, a closed node reopened, and h inconsistent on the move to a successor (h(n) > c(n, n')
// + h(n'), with c the g the move added). h here is the estimate the search orders by (weight ×
// cheapest terrain × distance), so a weighted A* is judged as it searches. Only the moves the
// trace records are seen: those that gave a successor a better g.
import { eventCell, eventKind, eventSide } from '../engine/trace/encoding';
import { distanceToTarget, fOf, linksToParent } from '../engine/trace/frame';
import type { TraceIndex } from '../engine/trace/traceIndex';
import { TraceEventKind } from '../engine/types';
import type { Invariant } from './breakpoint';
import { formatValue } from './hitReason';

/**
 * Differences below this fraction of the values compared are rounding, not a broken invariant: f
 * and g are sums of doubles computed as the loop computes them.
 */
const TOLERANCE = 1e-9;

const EXPAND = TraceEventKind.Expand, REOPEN = TraceEventKind.Reopen;
const slack = (v: number) => TOLERANCE * Math.max(1, Math.abs(v));

/**
 * Why `invariant` breaks at expansion `s` (1-based; its events must be indexed), or null when it
 * holds there. The sentence names the cells and the numbers.
 */
export function invariantBreak(index: TraceIndex, invariant: Invariant, s: number): string | null {
  const frame = index.frame, width = frame.width;
  const at = (c: number) => `(${c % width}, ${Math.floor(c / width)})`;
  const expansion = index.expansions.at(s - 1);
  const end = s < index.expansions.length ? index.expansions.at(s) : index.events;
  const expanded = eventCell(index.word(expansion));
  for (let j = expansion + 1; j < end; j++) {
    const word = index.word(j), kind = eventKind(word);
    if (kind === EXPAND) break;
    const child = eventCell(word), side = eventSide(word);
    if (invariant === 'reopen') {
      if (kind !== REOPEN) continue;
      return `${at(child)} was reopened at step ${formatValue(s)}: a cheaper path (g ${formatValue(index.gOfSeen(child, side, j))} → ${formatValue(index.gOfSeen(child, side, j + 1))}) reached it after it was closed.`;
    }
    // The successor's parent: the expanded node, or (Theta*'s line of sight) that node's parent; bit 31 means this for Theta* only (JPSW's: expanded at once).
    const parent = linksToParent(frame, word) === 1 ? index.parentAt(expanded, side, expansion) : expanded;
    if (parent < 0) continue;
    const gParent = index.gOfSeen(parent, side, expansion), gChild = index.gOfSeen(child, side, j + 1);
    if (invariant === 'f-decrease') {
      const fParent = fOf(frame, side, parent, gParent), fChild = fOf(frame, side, child, gChild);
      if (fChild < fParent - slack(fParent))
        return `f decreases along the expansion at step ${formatValue(s)}: from ${formatValue(fParent)} at ${at(parent)} to ${formatValue(fChild)} at ${at(child)}.`;
    } else {
      const hParent = frame.hScale * distanceToTarget(frame, side, parent), hChild = frame.hScale * distanceToTarget(frame, side, child);
      const cost = gChild - gParent;
      if (hParent > cost + hChild + slack(hParent))
        return `h is inconsistent on the move ${at(parent)} → ${at(child)} at step ${formatValue(s)}: h ${formatValue(hParent)} > cost ${formatValue(cost)} + h ${formatValue(hChild)}.`;
    }
  }
  return null;
}

/**
 * Why expansion `s` of `index` differs from the baseline's (another run of the same map), or null
 * when both expand the same cell on the same side, or the baseline has not recorded step `s` yet.
 */
export function divergenceFrom(index: TraceIndex, baseline: TraceIndex, s: number): string | null {
  const width = index.frame.width, at = (c: number) => `(${c % width}, ${Math.floor(c / width)})`;
  const mine = index.expandedAt(s);
  if (s > baseline.expansions.length) {
    const ended = baseline.recording.finished && baseline.events === baseline.recording.length;
    return ended ? `First divergence from pane A at step ${formatValue(s)}: pane A had ended after ${formatValue(baseline.expansions.length)} expansions; this pane expands ${at(mine.cell)}.` : null;
  }
  const theirs = baseline.expandedAt(s);
  if (theirs.cell === mine.cell && theirs.side === mine.side) return null;
  return `First divergence from pane A at step ${formatValue(s)}: this pane expands ${at(mine.cell)} where pane A expands ${at(theirs.cell)}.`;
}
