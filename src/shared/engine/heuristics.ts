// Distance estimates between cells as the search loops use them (a small integer code per
// heuristic, one switch), and what a heuristic promises (admissible, consistent) on a topology.
// The heuristics themselves are one file each in ./heuristics/, listed in ./heuristics/registry.ts;
// a custom formula gets a code of its own past them (customHeuristic.ts, `addDistance`).
import { algorithmInfo, CUSTOM_HEURISTIC, type AlgorithmName, type BuiltInHeuristicName, type HeuristicName, type Topology } from './catalog';
import { chebyshevDistance } from './heuristics/chebyshev';
import { euclideanDistance } from './heuristics/euclidean';
import { hexDistance } from './heuristics/hex';
import { manhattanDistance } from './heuristics/manhattan';
import { octileDistance } from './heuristics/octile';
import { HEURISTIC_REGISTRY } from './heuristics/registry';
import type { HeuristicReport } from './types';

/**
 * A heuristic's position in the registry. The search loops switch on it instead of calling a
 * closure per node; the built-in heuristics below have cases of their own (a test checks that
 * these constants match the registry), a heuristic added later is called through the registry.
 */
export type HeuristicCode = number;
export const H_OCTILE = 0, H_MANHATTAN = 1, H_CHEBYSHEV = 2, H_EUCLIDEAN = 3, H_HEX = 4, H_ZERO = 5;
/**
 * Octile for the tutorials' diagonal of 1.4 (Lester's 10 and 14): an internal code, not a choice
 * of its own. "Octile" means the exact distance under the chosen diagonal cost, so it maps to
 * H_OCTILE for √2, to this for 1.4 and to H_CHEBYSHEV for 1 (see `heuristicCodeFor`).
 */
export const H_OCTILE_14 = -1;
const EXTRA_14 = 1.4 - 1;

/** An unscaled distance from (x, y) to (gx, gy) in step lengths. */
export type Distance = (x: number, y: number, gx: number, gy: number) => number;

const CODES = new Map<string, HeuristicCode>(HEURISTIC_REGISTRY.map((h, code) => [h.name, code]));
/** The registry's distances, then each custom formula's (only ever appended: a code keeps its meaning while a trace holds it). */
const DISTANCES: Distance[] = HEURISTIC_REGISTRY.map((h) => h.distance);

/** The code of a built-in heuristic by name (the name is known: plan.ts checks it against the catalog first). */
export function heuristicCode(name: BuiltInHeuristicName): HeuristicCode {
  return CODES.get(name)!;
}

/** A code for a distance that is not in the registry (a compiled formula); the loops call it as they call a registered one. */
export function addDistance(distance: Distance): HeuristicCode {
  DISTANCES.push(distance);
  return DISTANCES.length - 1;
}

/** How many distances have a code (the registry's and the custom ones'). */
export function distanceCount(): number {
  return DISTANCES.length;
}

/**
 * The code the loops use for a heuristic under a diagonal step `length` (√2, 1.4 or 1): octile
 * follows the diagonal's cost so that it stays exact, every other heuristic is what it is.
 */
export function heuristicCodeFor(name: BuiltInHeuristicName, length: number): HeuristicCode {
  if (name !== 'octile' || length === Math.SQRT2) return heuristicCode(name);
  if (length === 1) return H_CHEBYSHEV;
  if (length === 1.4) return H_OCTILE_14;
  throw new RangeError(`No octile heuristic for a diagonal of ${length}.`);
}

/** Unscaled distance from (x, y) to (gx, gy) in step lengths. Hex uses odd-r offset coordinates. */
export function distance(code: number, x: number, y: number, gx: number, gy: number): number {
  switch (code) {
    case H_OCTILE: return octileDistance(x, y, gx, gy);
    case H_OCTILE_14: {
      const dx = x > gx ? x - gx : gx - x, dy = y > gy ? y - gy : gy - y;
      return dx > dy ? dx + EXTRA_14 * dy : dy + EXTRA_14 * dx;
    }
    case H_MANHATTAN: return manhattanDistance(x, y, gx, gy);
    case H_CHEBYSHEV: return chebyshevDistance(x, y, gx, gy);
    case H_EUCLIDEAN: return euclideanDistance(x, y, gx, gy);
    case H_HEX: return hexDistance(x, y, gx, gy);
    case H_ZERO: return 0;
    default: return DISTANCES[code]!(x, y, gx, gy);
  }
}

/**
 * The square distances as one formula, dx > dy ? dx + k·dy : dy + k·dx over the absolute steps, for
 * loops that inline it instead of switching per call: k is √2 − 1 for octile, 0.4 for the 1.4
 * diagonal, 0 for Chebyshev, 1 for Manhattan (each gives the same value as its own function, to the
 * bit), NaN for every other code (hex, zero, Euclidean, custom formulas).
 */
export function squareDistanceExtra(code: HeuristicCode): number {
  switch (code) {
    case H_OCTILE: return Math.SQRT2 - 1;
    case H_OCTILE_14: return EXTRA_14;
    case H_CHEBYSHEV: return 0;
    case H_MANHATTAN: return 1;
    default: return NaN;
  }
}

/** The square distance of `squareDistanceExtra`'s k from (x, y) to (gx, gy). */
export function squareDistance(k: number, x: number, y: number, gx: number, gy: number): number {
  const dx = x > gx ? x - gx : gx - x, dy = y > gy ? y - gy : gy - y;
  return dx > dy ? dx + k * dy : dy + k * dx;
}

/** The distance used to pick "the reachable cell closest to the goal" when the heuristic is zero. */
export function naturalHeuristic(topology: Topology): HeuristicCode {
  return topology === 'hex' ? H_HEX : topology === 'square4' ? H_MANHATTAN : H_OCTILE;
}

/** What a custom formula promises: nothing is proved of it (a formula need not be a metric, nor stay under the moves). */
export const UNCHECKED_REPORT: HeuristicReport = Object.freeze({ admissible: false, consistent: false });

/**
 * Whether `weight × distance` (scaled by the cheapest terrain) never overestimates and never drops by
 * more than a move costs. Every move costs at least its length × the cheapest terrain (heights only
 * add), so it is enough to check each move vector against the distance, from cells of both row
 * parities (hex offsets depend on them). Any-angle paths (Theta*) can take every direction, so there
 * the distance must not exceed the straight-line one.
 */
export function heuristicReport(
  name: HeuristicName,
  algorithm: AlgorithmName,
  topology: Topology,
  weight: number,
  diagonal: number = Math.SQRT2,
): HeuristicReport {
  if (name === CUSTOM_HEURISTIC.name) return algorithmInfo(algorithm).usesHeuristic ? UNCHECKED_REPORT : { admissible: true, consistent: true };
  const code = topology === 'square8' ? heuristicCodeFor(name, diagonal) : heuristicCode(name);
  const info = algorithmInfo(algorithm);
  if (!info.usesHeuristic || code === H_ZERO) return { admissible: true, consistent: true };
  const w = info.usesWeight ? weight : 1;
  let ok = true;
  if (info.anyAngle) {
    ok = code >= 0 && HEURISTIC_REGISTRY[code]!.withinStraightLine;
  } else {
    const moves =
      topology === 'hex'
        ? [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]] // superset of both parities
        : topology === 'square4'
          ? [[1, 0], [-1, 0], [0, 1], [0, -1]]
          : [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];
    for (let y = 0; y < 2 && ok; y++) {
      for (const [mx, my] of moves) {
        if (topology === 'hex' && !isHexMove(y, mx!, my!)) continue;
        const length = topology !== 'hex' && mx !== 0 && my !== 0 ? diagonal : 1;
        // Moving from (0, y) to (mx, y + my): the estimate towards any goal changes by at most d(move).
        if (distance(code, 0, y, mx!, y + my!) > length + 1e-12) ok = false;
      }
    }
  }
  if (w > 1 && ok) ok = false; // w·h overestimates a straight run of cheapest moves
  return { admissible: ok, consistent: ok };
}

function isHexMove(y: number, mx: number, my: number): boolean {
  if (my === 0) return mx !== 0;
  return y & 1 ? mx === 0 || mx === 1 : mx === 0 || mx === -1;
}
