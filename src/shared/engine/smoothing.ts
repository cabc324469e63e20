// Smoothing a found path by string pulling: from each kept point, the farthest later point of the
// path that a straight segment reaches for no more than the stretch of path it replaces (both
// priced by lineCost.ts: the length through each cell × its cost). Every replaced stretch costs at
// least its segment, so the smoothed path never costs more than the path it came from; a final
// check keeps the original should rounding ever say otherwise.
import { pathArray } from './paths';
import { polylineCost, segmentCost, type LineCostMap } from './lineCost';
import type { CornerRule } from './types';

/** A path after smoothing, with what it cost before (both measured along the line). */
export interface SmoothedPath {
  /** The kept points, from start to end (consecutive points are joined by straight segments). */
  path: Int32Array;
  cost: number;
  /** The cost of the path it came from. */
  before: number;
}

/** Relative slack for "no more than": a straight run of grid steps and its one segment cost the same up to rounding. */
const SAME = 1e-9;

export function smoothPath(map: LineCostMap, cornerRule: CornerRule, path: ArrayLike<number>): SmoothedPath {
  const n = path.length, w = map.width;
  // along[k]: the cost of the path from its start to its k-th point.
  const along = new Float64Array(n);
  for (let k = 1; k < n; k++) along[k] = along[k - 1]! + segmentFrom(map, cornerRule, w, path[k - 1]!, path[k]!);
  const before = n > 0 ? along[n - 1]! : 0;
  const kept: number[] = n > 0 ? [path[0]!] : [];
  for (let a = 0; a < n - 1;) {
    let best = a + 1;
    for (let j = a + 2; j < n; j++) {
      const line = segmentFrom(map, cornerRule, w, path[a]!, path[j]!);
      // A blocked line ends the pull from this point (the usual string pulling; later points lie behind the obstacle).
      if (line === Infinity) break;
      const stretch = along[j]! - along[a]!;
      if (line <= stretch * (1 + SAME)) best = j;
    }
    kept.push(path[best]!);
    a = best;
  }
  const out = pathArray(kept.length);
  out.set(kept);
  const cost = polylineCost(map, cornerRule, out);
  if (!(cost <= before)) {
    const same = pathArray(n);
    for (let k = 0; k < n; k++) same[k] = path[k]!;
    return { path: same, cost: before, before };
  }
  return { path: out, cost, before };
}

function segmentFrom(map: LineCostMap, cornerRule: CornerRule, w: number, a: number, b: number): number {
  const ax = a % w, bx = b % w;
  return segmentCost(map, cornerRule, ax, (a - ax) / w, bx, (b - bx) / w);
}
