// The g a search gave a cell when it reached it from a parent, recomputed bit for bit: each case
// repeats the arithmetic of one loop (bestFirst.ts, bidirectional.ts, successorPolicies.ts) in
// the same order, so a trace needs no stored costs (JPSW's runs: weightedMoveCost.ts). test/unit/shared/engine/trace-*.test.ts checks
// every recomputed g against the live search; a change to a loop's arithmetic must come here too.
import { octileRun } from '../jumpPoints';
import { segmentCost } from '../lineCost';
import { gridStepLineCost } from '../successorPolicies';
import { ANY_ANGLE, JUMP_POINTS, WEIGHTED_JUMPS } from '../plan';
import type { ReplayFrame } from './frame';
import { weightedMoveG } from './weightedMoveCost';

// Local bindings: an imported binding can cost a lookup per use (module interop).
const run = octileRun, JUMPS = JUMP_POINTS, THETA = ANY_ANGLE, WEIGHTED = WEIGHTED_JUMPS, weighted = weightedMoveG;

/**
 * g of `to` reached from `from` (whose g was `gFrom`) on `side`. `viaParent` is the event's bit 31:
 * for Theta*, `from` is the expanding node's parent (line of sight), not the expanding node itself;
 * for JPSW, which of its sums costed the goal (encoding.ts).
 */
export function moveG(frame: ReplayFrame, side: number, from: number, to: number, gFrom: number, viaParent: number): number {
  const w = frame.width;
  const fx = from % w, fy = (from - fx) / w, tx = to % w, ty = (to - tx) / w;
  const dx = tx - fx, dy = ty - fy;
  if (frame.policy === WEIGHTED) return weighted(frame, from, to, gFrom, viaParent);
  if (frame.policy === JUMPS) return gFrom + frame.uniform * run(dx < 0 ? -dx : dx, dy < 0 ? -dy : dy);
  const diagonal = frame.topology !== 'hex' && dx !== 0 && dy !== 0;
  if (frame.policy === THETA && frame.weightedLines) {
    const map = frame.map, cost = map.typeCost, terrain = map.terrain;
    if (viaParent) return gFrom + segmentCost({ terrain, typeCost: cost, typePassable: map.typePassable, width: w }, frame.cornerRule, fx, fy, tx, ty);
    return gFrom + gridStepLineCost(diagonal ? Math.SQRT2 : 1, cost[terrain[from]!]!, cost[terrain[to]!]!);
  }
  if (frame.policy === THETA) {
    return viaParent ? gFrom + frame.uniform * Math.hypot(dx, dy) : gFrom + frame.uniform * (diagonal ? Math.SQRT2 : 1);
  }
  // Grid neighbours. The backward side of a bidirectional search walks the real move to → from.
  const map = frame.map;
  const enter = side === 0 ? to : from, leave = side === 0 ? from : to;
  const length = frame.unitCost || !diagonal ? 1 : frame.map.table.length[4]!;
  let g = gFrom + length * (frame.unitCost ? 1 : map.typeCost[map.terrain[enter]!]!);
  if (frame.heightCost) {
    const heights = map.heights!;
    const dh = heights[enter]! - heights[leave]!;
    g += dh > 0 ? frame.uphill * dh : -frame.downhill * dh;
  }
  return g;
}
