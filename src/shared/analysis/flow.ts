// The flow a crowd follows over a cost field: from every reached cell, the move that leads to the
// field's origin cheapest (to the goal, for a field to it; back toward the start, for a field from
// it). Read off the finished field in slices, so a 4096² map does not hold up a worker's pings.
import { rowOf } from '../engine/paths';
import type { FieldDirection } from './costField';
import { moveCost, type MoveRules } from './moveRules';

/** The flow byte of a cell with no move to follow: the origin, walls, unreached cells. */
export const NO_FLOW = 255;

export interface FlowSearch {
  /** Reads up to `n` more cells; true when done. */
  step(n: number): boolean;
  /** Per cell, the direction (of the rules' move table) to step in, or NO_FLOW. Valid once `step` returned true. */
  result(): Uint8Array;
}

export function createFlow(rules: MoveRules, costs: Float64Array, direction: FieldDirection): FlowSearch {
  const { cells: n, width, hex, mask } = rules;
  const { count, offset } = rules.table;
  const flow = new Uint8Array(n).fill(NO_FLOW);
  const invWidth = 1 / width;
  const toOrigin = direction === 'to';
  let next = 0;

  function step(budget: number): boolean {
    const end = Math.min(n, next + budget);
    for (let c = next; c < end; c++) {
      const own = costs[c]!;
      if (own === Infinity || own === 0) continue;
      const parity = hex ? (rowOf(c, invWidth) & 1) << 3 : 0;
      const m = mask[c]!;
      let best = Infinity, bestD = NO_FLOW;
      for (let d = 0; d < count; d++) {
        if ((m & (1 << d)) === 0) continue;
        const u = c + offset[parity + d]!;
        const there = costs[u]!;
        if (there >= own) continue; // never uphill: the flow ends at the origin
        // Moves are symmetric, so c's move d exists exactly when u's move back to c does (same length).
        const through = toOrigin ? moveCost(rules, c, u, d) + there : there + moveCost(rules, u, c, d);
        if (through < best) {
          best = through;
          bestD = d;
        }
      }
      flow[c] = bestD;
    }
    next = end;
    return next === n;
  }

  return {
    step,
    result() {
      if (next < n) throw new Error('The flow is still being read; call step() until it returns true.');
      return flow;
    },
  };
}
