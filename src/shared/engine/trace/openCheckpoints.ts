// The open list at any event: the engine's open list (openList.ts) as it was laid out at the
// nearest earlier checkpoint, moved on by replaying the pushes, decrease-keys and expansions since.
// The same list making the same moves lays its entries out as the search's did, whatever its
// packing was tuned to, so entries equal in key and tie-break come out in the search's order.
// A checkpoint is taken once the events since the last one outnumber twice its size (and at least
// MIN_GAP), so reaching any step costs time in proportion to the open list itself, and all the
// checkpoints together hold at most half an integer per event. Every replayed expansion must pop
// the cell the trace expanded: a replay that disagrees with the recording stops with an error.
// JPSW's jump points expanded at once never enter the list: their pushes and expansions move nothing.
import { KEY_SCALE, OpenList } from '../openList';
import { TraceEventKind } from '../types';
import { eventCell, eventKind, eventSide, expandedAtOnce } from './encoding';
import { fOf } from './frame';
import { WEIGHTED_JUMPS } from '../plan';
import { CHUNK_BITS, CHUNK_MASK } from './recording';
import type { TraceIndex } from './traceIndex';

// Local bindings for the loops: an imported binding can cost a lookup per use (module interop).
const cellOf = eventCell, kindOf = eventKind, sideOf = eventSide, atOnce = expandedAtOnce, fOfCell = fOf, SCALE = KEY_SCALE;
const BITS = CHUNK_BITS, MASK = CHUNK_MASK, EXPAND = TraceEventKind.Expand, DECREASE = TraceEventKind.DecreaseKey;

/** Fewest events between two checkpoints. */
const MIN_GAP = 8192;

export class OpenCheckpoints {
  /** Event of each checkpoint (the first is the empty list before event 0). */
  private readonly at: number[] = [0];
  /** Per checkpoint, per side: the heap's cells in heap order. */
  private readonly layouts: Int32Array[][] = [];
  /** Where the next checkpoint is taken. */
  nextAt = MIN_GAP;
  private bytes = 0;

  constructor(private readonly sides: number) {
    this.layouts.push(Array.from({ length: sides }, () => new Int32Array(0)));
  }

  /** Takes a checkpoint after the first `e` events (everything before e indexed). */
  add(index: TraceIndex, e: number): void {
    let size = 0;
    const layouts: Int32Array[] = [];
    for (let side = 0; side < this.sides; side++) {
      const heap = this.heapAt(index, side, e);
      layouts.push(heap.entries());
      size += heap.size;
      this.bytes += 4 * heap.size;
    }
    this.at.push(e);
    this.layouts.push(layouts);
    this.nextAt = e + Math.max(MIN_GAP, 2 * size);
  }

  /** The open list of `side` after the first `e` events, laid out as the engine's heap was. */
  heapAt(index: TraceIndex, side: number, e: number): OpenList {
    let lo = 0, hi = this.at.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.at[mid]! <= e) lo = mid;
      else hi = mid - 1;
    }
    const layout = this.layouts[lo]![side]!, from = this.at[lo]!;
    // Heap indices are written into the index's per-cell positions as they are (base -2: offset 0).
    const positions = index.heapPositions(), heap = new OpenList(positions, layout.length + 64);
    heap.reset(-2);
    const frame = index.frame, bySequence = frame.tieBySequence, sign = frame.tieSign;
    // The entry of `c` after the first `e` events: its key (f rounded as the loops round it) and secondary.
    let key = 0, second = 0;
    const entry = (c: number, e: number) => {
      const g = index.gOfSeen(c, side, e);
      key = Math.floor(fOfCell(frame, side, c, g) * SCALE + 0.5);
      second = sign * (bySequence ? insertionNumber(index, index.latestGEvent(c, side, e)) : g);
    };
    // The checkpoint's entries are in heap order already.
    for (let i = 0; i < layout.length; i++) {
      entry(layout[i]!, from);
      heap.append(layout[i]!, key, second);
    }
    const chunks = index.recording.chunks, weighted = frame.policy === WEIGHTED_JUMPS, goal = frame.goal;
    for (let i = from; i < e; i++) {
      const word = chunks[i >>> BITS]![i & MASK]!;
      if (sideOf(word) !== side) continue;
      const c = cellOf(word), kind = kindOf(word);
      if (atOnce(word, weighted, goal)) continue;
      if (kind === EXPAND) {
        const popped = heap.pop();
        if (popped !== c)
          throw new Error(`The trace replay expanded cell ${popped} where the search expanded ${c} (event ${i}); the trace does not belong to this map or plan.`);
        continue;
      }
      entry(c, i + 1);
      if (kind === DECREASE) heap.decrease(positions[c]!, key, second);
      else heap.push(c, key, second);
    }
    return heap;
  }

  get byteLength(): number {
    return this.bytes;
  }
}

/**
 * The insertion number behind a sequence tie-break (the loops' `sequence`); pushes before the first
 * expansion count 0, and JPSW's jump points expanded at once take none.
 */
function insertionNumber(index: TraceIndex, event: number): number {
  return event < index.seeds ? 0 : event - index.expansionsBefore(event) - (index.atOnce?.countBelow(event) ?? 0) - index.seeds;
}
