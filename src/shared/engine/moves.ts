// Move tables of the three topologies and the per-cell "allowed moves" bitmask built from a map.
// The mask folds bounds, passability and the corner rule into one byte per cell, so the search
// loop needs no bounds checks and no padded copy of the map.
import type { CornerRule, Topology } from './types';

/** Square directions: bit d of a cell's mask allows the move DX[d], DY[d]. Diagonals are 4..7. */
export const EAST = 0, WEST = 1, SOUTH = 2, NORTH = 3, SOUTH_EAST = 4, NORTH_EAST = 5, SOUTH_WEST = 6, NORTH_WEST = 7;

const SQUARE_DX = [1, -1, 0, 0, 1, 1, -1, -1];
const SQUARE_DY = [0, 0, 1, -1, 1, -1, 1, -1];
// Hex, pointy-top, odd-r offset layout: odd rows are shifted half a cell to the right.
const HEX_EVEN_DX = [1, -1, 0, -1, 0, -1];
const HEX_EVEN_DY = [0, 0, -1, -1, 1, 1];
const HEX_ODD_DX = [1, -1, 1, 0, 1, 0];
const HEX_ODD_DY = [0, 0, -1, -1, 1, 1];

/** Offsets of one topology on one map width; entry [parity * 8 + d] (parity = row & 1, hex only). */
export interface MoveTable {
  topology: Topology;
  /** Number of directions (4, 8 or 6). */
  count: number;
  dx: Int32Array;
  dy: Int32Array;
  /** Flat index offset of each move: dy * width + dx. */
  offset: Int32Array;
  /** Step length of each direction (1 or √2). */
  length: Float64Array;
}

/** `diagonal`: the length of a diagonal step on square 8-connected maps (√2, or a tutorial's 1.4 or 1). */
export function moveTable(topology: Topology, width: number, diagonal = Math.SQRT2): MoveTable {
  const dx = new Int32Array(16), dy = new Int32Array(16), offset = new Int32Array(16);
  const length = new Float64Array(8);
  const count = topology === 'square4' ? 4 : topology === 'square8' ? 8 : 6;
  for (let parity = 0; parity < 2; parity++) {
    for (let d = 0; d < count; d++) {
      const k = parity * 8 + d;
      if (topology === 'hex') {
        dx[k] = parity ? HEX_ODD_DX[d]! : HEX_EVEN_DX[d]!;
        dy[k] = parity ? HEX_ODD_DY[d]! : HEX_EVEN_DY[d]!;
      } else {
        dx[k] = SQUARE_DX[d]!;
        dy[k] = SQUARE_DY[d]!;
      }
      offset[k] = dy[k]! * width + dx[k]!;
    }
  }
  for (let d = 0; d < count; d++) length[d] = topology !== 'hex' && d >= 4 ? diagonal : 1;
  return { topology, count, dx, dy, offset, length };
}

/**
 * Bit d of mask[c] is set when the move from c in direction d stays on the map, enters a passable
 * cell and obeys the corner rule. Impassable cells get 0.
 */
export function buildMoveMask(
  width: number,
  height: number,
  passable: Uint8Array,
  topology: Topology,
  cornerRule: CornerRule,
): Uint8Array {
  const mask = new Uint8Array(width * height);
  buildMoveMaskRows(mask, width, height, passable, topology, cornerRule, 0, height);
  return mask;
}

/**
 * Fills rows y0 ≤ y < y1 of `mask`, columns x0 ≤ x < x1 (it needs `passable` whole): the mask of a
 * large map is built in bands so a worker can answer a cancel between them, and an edit's cells
 * are repaired in a small box (the level analyses).
 */
export function buildMoveMaskRows(
  mask: Uint8Array,
  width: number,
  height: number,
  passable: Uint8Array,
  topology: Topology,
  cornerRule: CornerRule,
  y0: number,
  y1: number,
  x0 = 0,
  x1 = width,
): void {
  if (topology === 'square8') squareRows(mask, width, height, passable, cornerRule, y0, y1, x0, x1);
  else tableRows(mask, width, height, passable, moveTable(topology, width), topology === 'hex', y0, y1, x0, x1);
}

/** 4-neighbour and hex masks through the move table (cheap enough: no corner rules). */
function tableRows(mask: Uint8Array, width: number, height: number, passable: Uint8Array, table: MoveTable, hex: boolean, y0: number, y1: number, x0: number, x1: number): void {
  for (let y = y0; y < y1; y++) {
    const parity = hex ? (y & 1) * 8 : 0;
    for (let x = x0; x < x1; x++) {
      const c = y * width + x;
      if (passable[c] === 0) { mask[c] = 0; continue; }
      let m = 0;
      for (let d = 0; d < table.count; d++) {
        const k = parity + d;
        const nx = x + table.dx[k]!, ny = y + table.dy[k]!;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && passable[c + table.offset[k]!] === 1) m |= 1 << d;
      }
      mask[c] = m;
    }
  }
}

/**
 * 8-neighbour masks with the corner rule, written out per direction: this runs over every cell of
 * a map (16.7 M on 4096²) before its first search, so it avoids the table lookups of `tableRows`.
 */
function squareRows(mask: Uint8Array, width: number, height: number, passable: Uint8Array, cornerRule: CornerRule, y0: number, y1: number, x0: number, x1: number): void {
  const rule = cornerRule === 'allow' ? 0 : cornerRule === 'no-cutting' ? 1 : 2;
  for (let y = y0; y < y1; y++) {
    const row = y * width, up = y > 0, down = y < height - 1;
    for (let x = x0; x < x1; x++) {
      const c = row + x;
      if (passable[c] === 0) { mask[c] = 0; continue; }
      const left = x > 0, right = x < width - 1;
      const e = right ? passable[c + 1]! : 0, w = left ? passable[c - 1]! : 0;
      const s = down ? passable[c + width]! : 0, n = up ? passable[c - width]! : 0;
      const se = down && right ? passable[c + width + 1]! : 0, ne = up && right ? passable[c - width + 1]! : 0;
      const sw = down && left ? passable[c + width - 1]! : 0, nw = up && left ? passable[c - width - 1]! : 0;
      let m = e | (w << 1) | (s << 2) | (n << 3);
      if (rule === 0) m |= (se << 4) | (ne << 5) | (sw << 6) | (nw << 7);
      else if (rule === 1) m |= ((se & e & s) << 4) | ((ne & e & n) << 5) | ((sw & w & s) << 6) | ((nw & w & n) << 7);
      else m |= ((se & (e | s)) << 4) | ((ne & (e | n)) << 5) | ((sw & (w | s)) << 6) | ((nw & (w | n)) << 7);
      mask[c] = m;
    }
  }
}
