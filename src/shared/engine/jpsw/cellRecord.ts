// One 64-byte record per cell (a cache line), holding everything JPSW reads or writes about the
// cell: what the map says (its runs' jump distances and costs, the moves worth trying after each
// way of entering it) and what a search has found (g, state, parent, the way it was entered). A
// scan stopping at a cell, a jump point offered, a node expanded: each touches one line, where
// separate arrays would miss the cache once per array. Records are in tiles (tiledLayout.ts).
//
// Layout, in bytes: 0–15 jump distances (int16 × 8, mask direction order); 16–31 run costs
// (uint16 × 8, in the map's cost unit); 32–39 g (float64); 40–43 state; 44–47 parent (a tiled
// index); 48–51 arrival direction (int32 each); 52–59 moves worth trying per arrival (uint8 × 8);
// 60–63, as one 32-bit word: whether the cell is in a corridor (bit 0; at most three legal moves),
// then its bounded regions and their id (weightedRegions.ts). The word is read and written whole,
// so its layout does not depend on the platform's byte order.

/** Bytes per record. */
export const RECORD_BYTES = 64;
/** Int16 index of a record's first jump distance: i * JUMPS. */
export const JUMPS = 32;
/** Uint16 offset of the run costs within a record's 32 halves (i * JUMPS + COSTS + d). */
export const COSTS = 8;
/** Float64 index of g: i * 8 + G. */
export const G = 4;
/** Int32 indices within a record's 16 words: i * 16 + STATE, PARENT, ARRIVAL. */
export const STATE = 10, PARENT = 11, ARRIVAL = 12;
/** Byte offset of the moves per arrival: i * 64 + MOVES + a. */
export const MOVES = 52;
/** Int32 index of the word holding the corridor flag (bit 0) and the regions (see weightedRegions.ts): i * 16 + PLACE. */
export const PLACE = 15;

/**
 * Record i's entry in the open list: the index of its state word, where the list writes i's heap
 * index (so the list serves records as it serves a node table's cells); i is the entry >> 4.
 */
export function openEntry(i: number): number {
  return 16 * i + STATE;
}

/** Typed views over one buffer of records. */
export interface CellRecords {
  buffer: ArrayBuffer;
  jumps: Int16Array;
  costs: Uint16Array;
  g: Float64Array;
  words: Int32Array;
  bytes: Uint8Array;
}

/** The views over `buffer`. */
export function recordViews(buffer: ArrayBuffer): CellRecords {
  return {
    buffer, jumps: new Int16Array(buffer), costs: new Uint16Array(buffer), g: new Float64Array(buffer),
    words: new Int32Array(buffer), bytes: new Uint8Array(buffer),
  };
}
