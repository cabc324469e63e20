// What the turn-cost loops share about their (cell, heading) states: the turn cost of each move
// from each heading (forward, and for bidirectional A*'s backward side), the closest state reached
// when the goal is not, and the path of cells a chain of states walks.
import { distance, naturalHeuristic, H_ZERO } from '../heuristics';
import type { NodeTable } from '../nodeTable';
import { pathArray } from '../paths';
import type { SearchPlan } from '../plan';
import type { Topology } from '../types';
import { HEADINGS, directionUnits, turnUnits, unitsPerCircle } from './headings';

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

/** The cells of the states from the start (parent -1) to `end`. */
export function statePath(parent: Int32Array, end: number): Int32Array {
  let n = 0;
  for (let s = end; s !== -1; s = parent[s]!) n++;
  const cells = pathArray(n);
  for (let s = end; s !== -1; s = parent[s]!) cells[--n] = (s / HEADINGS) | 0;
  return cells;
}
