// Per-cell tables that the order and parent map layers read, made the first time such a layer is
// asked for and extended as a live trace grows: the step of each cell's first expansion, and each
// cell's forward parent after every indexed event. Either would otherwise cost a search of the
// expansion list or a read far into the recording per cell (about 0.2 µs each: 200 ms for a view
// of a million cells); with them a cell costs an array read. 4 bytes a cell each, only once asked.
import { TraceEventKind } from '../types';
import { eventCell, eventKind, eventSide } from './encoding';
import { CHUNK_BITS, CHUNK_MASK } from './recording';
import type { TraceIndex } from './traceIndex';

const EXPAND = TraceEventKind.Expand;
// Local bindings for the loops: an imported binding can cost a lookup per use (module interop).
const cellOf = eventCell, kindOf = eventKind, sideOf = eventSide;

export class LayerTables {
  private order: Int32Array | null = null;
  private orderDone = 0;
  private parents: Int32Array | null = null;
  private parentsDone = 0;
  private expanding = -1;

  /** Per cell: the step of its first expansion by either side (1 for the first expansion), 0 if none is indexed. */
  orderSteps(index: TraceIndex): Int32Array {
    const order = (this.order ??= new Int32Array(index.frame.cells));
    const expansions = index.expansions, n = expansions.length;
    // Expansion events increase, so the recording is read in order.
    for (let p = this.orderDone; p < n; p++) {
      const c = cellOf(index.word(expansions.at(p)));
      if (order[c] === 0) order[c] = p + 1;
    }
    this.orderDone = n;
    return order;
  }

  /**
   * Per cell: its forward parent after every indexed event (−1 for a start; stale for cells never
   * seen). Theta*'s replay keeps these already; in other searches a cell's parent is the node whose
   * expansion gave it its g, found in one pass over the events.
   */
  finalParents(index: TraceIndex): Int32Array {
    const kept = index.replay.parent;
    if (kept) return kept[0]!;
    const parents = (this.parents ??= new Int32Array(index.frame.cells));
    const n = index.events, chunks = index.recording.chunks;
    let expanding = this.expanding;
    // Chunk by chunk: the words of one are read in a plain loop.
    for (let j = this.parentsDone; j < n;) {
      const chunk = chunks[j >>> CHUNK_BITS]!, end = Math.min(n, ((j >>> CHUNK_BITS) + 1) << CHUNK_BITS);
      for (let at = j & CHUNK_MASK; j < end; j++, at++) {
        const word = chunk[at]!;
        if (sideOf(word) !== 0) continue;
        const c = cellOf(word);
        if (kindOf(word) === EXPAND) expanding = c;
        else parents[c] = expanding;
      }
    }
    this.parentsDone = n;
    this.expanding = expanding;
    return parents;
  }

  get byteLength(): number {
    return (this.order?.byteLength ?? 0) + (this.parents?.byteLength ?? 0);
  }
}
