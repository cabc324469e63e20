// What the turn-cost loops share about their (cell, heading) states: the turn cost of each move
// from each heading (forward, and for bidirectional A*'s backward side), a lower bound on the turns
// a state still has to make, and the closest state reached when the goal is not (paths.ts's
// followParents walks a chain of states to its cells).
import { distance, naturalHeuristic, H_ZERO } from '../heuristics';
import type { NodeTable } from '../nodeTable';
import type { SearchPlan } from '../plan';
import type { Topology } from '../types';
import { HEADINGS, NO_HEADING, directionUnits, turnUnits, unitsPerCircle } from './headings';

/** A topology's turn costs, made once per search. */
export interface DirectionTurnCosts {
  /** The heading a move in direction d enters with. */
  heading: Int32Array;
  /** The heading of the real move that a backward step in direction d walks (its reverse). */
  reverse: Int32Array;
  /** Forward: the cost of leaving a state of heading h in direction d, [h × 8 + d]. */
  forward: Float64Array;
  /** Backward: the cost of the turn at a cell entered by the reverse of d and left with heading h, [h × 8 + d]. */
  backward: Float64Array;
  /** The cost of turning from heading a to heading b, [a × HEADINGS + b]. */
  between: Float64Array;
}

export function directionTurnCosts(topology: Topology, turnCost: number): DirectionTurnCosts {
  const units = directionUnits(topology), circle = unitsPerCircle(topology);
  const heading = new Int32Array(8), reverse = new Int32Array(8);
  units.forEach((u, d) => { heading[d] = u; reverse[d] = (u + circle / 2) % circle; });
  const forward = new Float64Array(HEADINGS * 8), backward = new Float64Array(HEADINGS * 8), between = new Float64Array(HEADINGS * HEADINGS);
  for (let h = 0; h < HEADINGS; h++) {
    for (let d = 0; d < units.length; d++) {
      forward[h * 8 + d] = turnCost * turnUnits(h, heading[d]!, circle);
      backward[h * 8 + d] = turnCost * turnUnits(reverse[d]!, h, circle);
    }
    for (let b = 0; b < HEADINGS; b++) between[h * HEADINGS + b] = turnCost * turnUnits(h, b, circle);
  }
  return { heading, reverse, forward, backward, between };
}

/** Square headings (angle units, 45° clockwise from east, y down) as vectors. */
const HX = [1, 1, 0, -1, -1, -1, 0, 1], HY = [0, 1, 1, 1, 0, -1, -1, -1];

/**
 * The 45° units a path on squares still has to turn, at least, from heading h to a goal (ex, ey)
 * away: 0 on the heading's ray, 1 within 45° of it, 2 within 90°, 3 within 135°, else 4. Headings
 * within a turn of t units in all span at most t units, and a path whose headings span less than
 * the goal's angle from h cannot reach it (below 180° they keep its moves inside their cone), so
 * this never overestimates; and it drops by at most the units a move turns (the goal's angle from
 * the move's heading only shrinks by moving along it), so it is consistent. Exact integer tests:
 * tan of the angle is |cross| / dot whatever the heading's length.
 */
export function turnsStillNeeded(h: number, ex: number, ey: number): number {
  if (h === NO_HEADING || (ex === 0 && ey === 0)) return 0;
  const hx = HX[h]!, hy = HY[h]!;
  const dot = hx * ex + hy * ey, cross = hx * ey - hy * ex, across = cross < 0 ? -cross : cross;
  return across === 0 && dot > 0 ? 0 : dot > 0 && across <= dot ? 1 : dot >= 0 ? 2 : across >= -dot ? 3 : 4;
}

/**
 * What `turnsStillNeeded`'s answers cost at `turnCost` a unit on `topology` (4 neighbours turn 90° at
 * a time, so 1 and 3 round up); null on hexes, which go without this bound.
 */
export function turnBound(topology: Topology, turnCost: number): Float64Array | null {
  if (topology === 'hex') return null;
  const units = topology === 'square4' ? [0, 2, 2, 4, 4] : [0, 1, 2, 3, 4];
  return Float64Array.from(units, (u) => u * turnCost);
}

/**
 * Among closed states, the one whose cell is nearest (gx, gy) by the search's estimate (its natural
 * one for a blind search), ties to the smaller g; -1 when none is closed.
 */
export function closestClosedState(nodes: NodeTable, width: number, plan: SearchPlan, gx: number, gy: number): number {
  const code = plan.heuristic !== H_ZERO ? plan.heuristic : naturalHeuristic(plan.options.topology);
  const mark = nodes.state, g = nodes.g, closed = nodes.base + 1;
  let best = -1, bestH = Infinity, bestG = Infinity;
  for (let s = 0; s < mark.length; s++) {
    if (mark[s] !== closed) continue;
    const c = (s / HEADINGS) | 0, x = c % width;
    const h = distance(code, x, (c - x) / width, gx, gy);
    if (h < bestH || (h === bestH && g[s]! < bestG)) { best = s; bestH = h; bestG = g[s]!; }
  }
  return best;
}
