// What a positive entry of JPSW's jump table holds besides its steps (weightedJumps.ts builds the
// table; the loop and the regions read it).

/** The bits of a positive jump table entry that count steps (runs are at most 4095 steps on the maps JPSW takes). */
export const JUMP_STEPS = 4095;
/** Flags of a diagonal's stop: it is a jump point for that diagonal (a turn may pay there), it keeps its horizontal, its vertical branch. */
export const FORCED_STOP = 4096, KEEPS_H = 8192, KEEPS_V = 16384;
