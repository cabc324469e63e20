// One search event in one 32-bit word. Nothing else is recorded: g and f are recomputed exactly
// from the parent and the move (see moveCost.ts), the parent of a push is the node being expanded
// (or, for Theta*, that node's parent), and an expansion's parent is the cell's parent at the time.
//
//   bits 0–27  cell (2^28 cells; the largest map, 4096², has 2^24)
//   bits 28–29 kind (TraceEventKind: expand, push, decrease-key, reopen)
//   bit  30    side (bidirectional search: 0 forward, 1 backward)
//   bit  31    Theta*: the parent is the expanding node's parent, not the node itself (line of sight).
//              JPSW (whose parent is always the expanding node): the jump point skips the open list,
//              expanded at once (on its push and on that expansion); on the goal, which never does,
//              its cost was summed by the goal's own check rather than read from a stop's branch
//              (weightedMoveCost.ts). Readers ask frame.ts's `linksToParent` (Theta*) and
//              `expandedAtOnce` below (JPSW) rather than the bit itself.

/** Bytes of trace per event. */
export const BYTES_PER_EVENT = 4;

/** Cells a word can name. */
export const MAX_TRACE_CELLS = 1 << 28;

const CELL_MASK = 0x0fffffff;

/** The word of one event; `viaParent` is 1 when the new parent is the expanding node's parent. */
export function encodeEvent(kind: number, cell: number, side: number, viaParent: number): number {
  return (cell | (kind << 28) | (side << 30) | (viaParent << 31)) >>> 0;
}

/** The cell an event is about. */
export function eventCell(word: number): number {
  return word & CELL_MASK;
}

/** The event's TraceEventKind. */
export function eventKind(word: number): number {
  return (word >>> 28) & 3;
}

/** 0 for the forward search, 1 for the backward one. */
export function eventSide(word: number): number {
  return (word >>> 30) & 1;
}

/** The event's bit 31, whose meaning is the algorithm's (see above). */
export function eventViaParent(word: number): number {
  return word >>> 31;
}

/**
 * Whether an event of a JPSW trace (`weighted`) is about a jump point expanded at once, past the
 * open list: bit 31 on any cell but the goal (whose bit says how it was costed).
 */
export function expandedAtOnce(word: number, weighted: boolean, goal: number): boolean {
  return weighted && word >>> 31 === 1 && (word & CELL_MASK) !== goal;
}
