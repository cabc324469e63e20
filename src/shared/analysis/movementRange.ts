// How far a unit moves in a turn: the cells whose cheapest cost from an origin is within a budget
// (the origin included), the frontier at the range's edge, and the bands of 2× and 3× the budget
// (dash, two turns) a tactics designer reads together.
import { rowOf } from '../engine/paths';
import type { MoveRules } from './moveRules';

export interface MovementRange {
  budget: number;
  /** Per cell: 0 out of reach, else the band (1 within the budget, 2 within twice it, 3 within thrice). */
  band: Uint8Array;
  /** Cells within the budget. */
  cells: number;
  /** Cells within the budget with a move to a passable cell beyond it (the outline's cells). */
  frontier: number;
  /** Those cells, in map order. */
  edge: Int32Array;
  /** Cells per band, index 1..3. */
  bandCells: [number, number, number, number];
}

/** Bands read off a cost field from the origin computed up to at least `bands` × `budget`. */
export function movementRange(rules: MoveRules, field: Float64Array, budget: number, bands = 3): MovementRange {
  const { cells: n, width, hex, mask } = rules;
  const { count, offset } = rules.table;
  const band = new Uint8Array(n);
  const bandCells: [number, number, number, number] = [0, 0, 0, 0];
  for (let c = 0; c < n; c++) {
    const cost = field[c]!;
    if (cost === Infinity) continue;
    // A budget of 0 keeps the origin alone in band 1.
    const b = cost <= budget ? 1 : budget > 0 ? Math.ceil(cost / budget) : bands + 1;
    if (b <= bands) {
      band[c] = b;
      bandCells[b as 1 | 2 | 3]++;
    }
  }
  const edge: number[] = [];
  const invWidth = 1 / width;
  for (let c = 0; c < n; c++) {
    if (band[c] !== 1) continue;
    const parity = hex ? (rowOf(c, invWidth) & 1) << 3 : 0;
    const m = mask[c]!;
    for (let d = 0; d < count; d++) {
      if ((m & (1 << d)) !== 0 && band[c + offset[parity + d]!] !== 1) {
        edge.push(c);
        break;
      }
    }
  }
  return { budget, band, cells: bandCells[1], frontier: edge.length, edge: Int32Array.from(edge), bandCells };
}
