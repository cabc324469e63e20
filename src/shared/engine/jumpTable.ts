// The jump table of Jump Point Search and of JPSW, built by one sweep once per map (as in JPS+): per
// cell and direction (index cell * 8 + direction, mask bit order), the steps a run goes to its next
// jump point (> 0) or, at most 0, minus the steps it can go before it ends. The two algorithms
// differ only in the moves a cell keeps after a run enters it (`kept`: JPS's canonical moves, or
// those JPSW's cost-aware pruning keeps), and the sweep reads nothing else of them: a straight run
// stops at a cell where it keeps anything but going on (a turn may pay there: a jump point) and
// ends where it does not even keep going on; a diagonal run stops where it keeps moves besides its
// natural ones (a forced stop) or where a straight branch it keeps meets a jump point, and ends as
// a straight one does. With `flagged`, a diagonal's stop also says why (FORCED_STOP) and which
// branches it keeps (KEEPS_H, KEEPS_V), as JPSW's loop reads them.
import { FORCED_STOP, KEEPS_H, KEEPS_V } from './jpsw/jumpEntry';
import { EAST, NORTH, SOUTH, WEST } from './moves';

/** Steps of the mask's directions (straight 0..3: E, W, S, N; diagonal 4..7: SE, NE, SW, NW). */
export const JUMP_DX = [1, -1, 0, 0, 1, 1, -1, -1];
export const JUMP_DY = [0, 0, 1, -1, 1, -1, 1, -1];
/** The moves that continue a run entered in each direction: itself, and a diagonal's two straight parts. */
export const NATURAL = JUMP_DX.map((dx, d) => (d < 4 ? 1 << d : (1 << d) | (1 << (dx > 0 ? EAST : WEST)) | (1 << (JUMP_DY[d]! > 0 ? SOUTH : NORTH))));

/** The moves worth trying at `cell` after a run entered it moving in direction `d` (a subset of the cell's legal moves). */
export type KeptMoves = (cell: number, d: number) => number;

/**
 * Where a table keeps a cell's eight entries: cell * 8 in a table in map order (JPS's, and the one
 * the sweep builds), or within the cell's record in JPSW's tiled records (cellRecord.ts).
 */
export type EntryIndex = (cell: number) => number;

/** The entry index of a table in map order. */
export const MAP_ORDER: EntryIndex = (cell) => cell * 8;

/** Flags a diagonal's stop carries in JPSW's table (none in JPS's). */
export interface StopFlags {
  forced: number;
  keepsH: number;
  keepsV: number;
}

const NO_FLAGS: StopFlags = { forced: 0, keepsH: 0, keepsV: 0 };
const JPSW_FLAGS: StopFlags = { forced: FORCED_STOP, keepsH: KEEPS_H, keepsV: KEEPS_V };

/** The stop flags of a flagged (JPSW) or plain (JPS) table. */
export function stopFlags(flagged: boolean): StopFlags {
  return flagged ? JPSW_FLAGS : NO_FLAGS;
}

// One entry at a time, as a repair (jumpTableRepair.ts) recomputes them; the sweep below spells
// the same rule out inline (as a call per entry it builds a 2048² table in 3.5 s instead of 2.1 s),
// and the repair's tests compare the two on every edit.

/** The entry of `c` in straight direction `d` (d < 4), from the entry of the next cell along it (at `at(next) + d` in `table`). */
export function straightEntry(mask: Uint8Array, table: Int16Array, at: EntryIndex, kept: KeptMoves, c: number, next: number, d: number): number {
  if ((mask[c]! & (1 << d)) === 0) return 0;
  const k = kept(next, d);
  if ((k & ~(1 << d)) !== 0) return 1;
  if ((k & (1 << d)) === 0) return -1;
  const t = table[at(next) + d]!;
  return t > 0 ? t + 1 : t - 1;
}

/** The entry of `c` in diagonal direction `d` (d ≥ 4), from the next cell's entries along it and its two straight parts. */
export function diagonalEntry(mask: Uint8Array, table: Int16Array, at: EntryIndex, kept: KeptMoves, c: number, next: number, d: number, flags: StopFlags): number {
  if ((mask[c]! & (1 << d)) === 0) return 0;
  const h = JUMP_DX[d]! > 0 ? EAST : WEST, v = JUMP_DY[d]! > 0 ? SOUTH : NORTH;
  const k = kept(next, d);
  const keepsH = (k & (1 << h)) !== 0, keepsV = (k & (1 << v)) !== 0;
  const stop = (keepsH ? flags.keepsH : 0) | (keepsV ? flags.keepsV : 0);
  if ((k & ~NATURAL[d]!) !== 0) return 1 | flags.forced | stop;
  const base = at(next);
  if ((keepsH && table[base + h]! > 0) || (keepsV && table[base + v]! > 0)) return 1 | stop;
  if ((k & (1 << d)) === 0) return -1;
  const t = table[base + d]!;
  return t > 0 ? t + 1 : t - 1;
}

/** The jump table of a map whose cells keep the moves `kept` says (see the top of the file). */
export function sweepJumpTable(mask: Uint8Array, width: number, height: number, kept: KeptMoves, flagged: boolean): Int16Array {
  const table = new Int16Array(width * height * 8);
  const forcedFlag = flagged ? FORCED_STOP : 0, keepsHFlag = flagged ? KEEPS_H : 0, keepsVFlag = flagged ? KEEPS_V : 0;
  const straight = (c: number, next: number, d: number) => {
    if ((mask[c]! & (1 << d)) === 0) return 0;
    const k = kept(next, d);
    if ((k & ~(1 << d)) !== 0) return 1;
    if ((k & (1 << d)) === 0) return -1;
    const t = table[next * 8 + d]!;
    return t > 0 ? t + 1 : t - 1;
  };
  for (let y = 0; y < height; y++) {
    for (let x = width - 1; x >= 0; x--) { const c = y * width + x; table[c * 8 + EAST] = straight(c, c + 1, EAST); }
    for (let x = 0; x < width; x++) { const c = y * width + x; table[c * 8 + WEST] = straight(c, c - 1, WEST); }
  }
  for (let x = 0; x < width; x++) {
    for (let y = height - 1; y >= 0; y--) { const c = y * width + x; table[c * 8 + SOUTH] = straight(c, c + width, SOUTH); }
    for (let y = 0; y < height; y++) { const c = y * width + x; table[c * 8 + NORTH] = straight(c, c - width, NORTH); }
  }
  for (let d = 4; d < 8; d++) {
    const dx = JUMP_DX[d]!, dy = JUMP_DY[d]!;
    const h = dx > 0 ? EAST : WEST, v = dy > 0 ? SOUTH : NORTH;
    const step = dy * width + dx, natural = NATURAL[d]!;
    // Visit cells so that the next cell along the diagonal is done first.
    for (let i = 0; i < height; i++) {
      const y = dy > 0 ? height - 1 - i : i;
      for (let j = 0; j < width; j++) {
        const x = dx > 0 ? width - 1 - j : j;
        const c = y * width + x;
        let value = 0;
        if ((mask[c]! & (1 << d)) !== 0) {
          const next = c + step, k = kept(next, d);
          const keepsH = (k & (1 << h)) !== 0, keepsV = (k & (1 << v)) !== 0;
          const flags = (keepsH ? keepsHFlag : 0) | (keepsV ? keepsVFlag : 0);
          if ((k & ~natural) !== 0) value = 1 | forcedFlag | flags;
          else if ((keepsH && table[next * 8 + h]! > 0) || (keepsV && table[next * 8 + v]! > 0)) value = 1 | flags;
          else if ((k & (1 << d)) === 0) value = -1;
          else {
            const t = table[next * 8 + d]!;
            value = t > 0 ? t + 1 : t - 1;
          }
        }
        table[c * 8 + d] = value;
      }
    }
  }
  return table;
}
