// Distance estimates between cells and what they promise (admissible, consistent) on a topology.
import type { AlgorithmName, HeuristicName, HeuristicReport, Topology } from './types';

/** Heuristics as small integers, so the search loop switches on a number instead of calling closures. */
export const H_ZERO = 0, H_MANHATTAN = 1, H_CHEBYSHEV = 2, H_OCTILE = 3, H_EUCLIDEAN = 4, H_HEX = 5;
export type HeuristicCode = 0 | 1 | 2 | 3 | 4 | 5;

const CODES: Record<HeuristicName, HeuristicCode> = {
  zero: H_ZERO,
  manhattan: H_MANHATTAN,
  chebyshev: H_CHEBYSHEV,
  octile: H_OCTILE,
  euclidean: H_EUCLIDEAN,
  hex: H_HEX,
};

export function heuristicCode(name: HeuristicName): HeuristicCode {
  return CODES[name];
}

const OCTILE_DIAGONAL = Math.SQRT2 - 1;

/** Unscaled distance from (x, y) to (gx, gy) in step lengths. Hex uses odd-r offset coordinates. */
export function distance(code: number, x: number, y: number, gx: number, gy: number): number {
  let dx = x - gx, dy = y - gy;
  if (code === H_HEX) {
    // odd-r offset → axial q = x - (y - (y & 1)) / 2; the distance is the cube metric.
    const dq = x - ((y - (y & 1)) >> 1) - (gx - ((gy - (gy & 1)) >> 1));
    const ds = dq + dy;
    return (Math.abs(dq) + Math.abs(dy) + Math.abs(ds)) / 2;
  }
  if (dx < 0) dx = -dx;
  if (dy < 0) dy = -dy;
  switch (code) {
    case H_OCTILE: return dx > dy ? dx + OCTILE_DIAGONAL * dy : dy + OCTILE_DIAGONAL * dx;
    case H_MANHATTAN: return dx + dy;
    case H_CHEBYSHEV: return dx > dy ? dx : dy;
    case H_EUCLIDEAN: return Math.sqrt(dx * dx + dy * dy);
    default: return 0;
  }
}

/** The distance used to pick "the reachable cell closest to the goal" when the heuristic is zero. */
export function naturalHeuristic(topology: Topology): HeuristicCode {
  return topology === 'hex' ? H_HEX : topology === 'square4' ? H_MANHATTAN : H_OCTILE;
}

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
): HeuristicReport {
  const code = heuristicCode(name);
  if (algorithm === 'dijkstra' || algorithm === 'bfs' || code === H_ZERO) return { admissible: true, consistent: true };
  const w = algorithm === 'weighted-astar' ? weight : 1;
  let ok = true;
  if (algorithm === 'theta') {
    ok = code === H_EUCLIDEAN || code === H_CHEBYSHEV;
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
        const length = topology !== 'hex' && mx !== 0 && my !== 0 ? Math.SQRT2 : 1;
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
