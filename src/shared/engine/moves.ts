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

export function moveTable(topology: Topology, width: number): MoveTable {
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
  for (let d = 0; d < count; d++) length[d] = topology !== 'hex' && d >= 4 ? Math.SQRT2 : 1;
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
  const table = moveTable(topology, width);
  const squareCount = topology === 'square8' ? 4 : table.count;
  for (let y = 0; y < height; y++) {
    const parity = topology === 'hex' ? (y & 1) * 8 : 0;
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      if (passable[c] === 0) continue;
      let m = 0;
      for (let d = 0; d < squareCount; d++) {
        const k = parity + d;
        const nx = x + table.dx[k]!, ny = y + table.dy[k]!;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && passable[c + table.offset[k]!] === 1) m |= 1 << d;
      }
      if (topology === 'square8') {
        for (let d = 4; d < 8; d++) {
          const ddx = SQUARE_DX[d]!, ddy = SQUARE_DY[d]!;
          const nx = x + ddx, ny = y + ddy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          if (passable[ny * width + nx] === 0) continue;
          const side1 = passable[y * width + nx] === 1;
          const side2 = passable[ny * width + x] === 1;
          const ok =
            cornerRule === 'allow' ? true : cornerRule === 'no-cutting' ? side1 && side2 : side1 || side2;
          if (ok) m |= 1 << d;
        }
      }
      mask[c] = m;
    }
  }
  return mask;
}
