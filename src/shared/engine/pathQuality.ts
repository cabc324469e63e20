// What a straighter path gains: an any-angle result gets the 8-connected grid path (A*'s optimum)
// beside it, and any baseline (that one, or the path before smoothing) is compared with the
// result in per cent. Both paths are measured along the line (lineCost.ts), so the figure says
// what the straight segments saved, not a difference of cost models.
import type { Grid } from '../grid/grid';
import { algorithmInfo } from './catalog';
import { polylineCost } from './lineCost';
import { mapContext } from './mapContext';
import { runSearch } from './search';
import type { PathBaseline, SearchQuery, SearchResult } from './types';

/**
 * `result` of `query` with its grid baseline when its algorithm finds any-angle paths: A* (octile,
 * no trace, no smoothing) to the same end cell under the same movement rules. A result that has a
 * baseline already, or no path, is returned as it is.
 */
export function withGridBaseline(grid: Grid, query: SearchQuery, result: SearchResult): SearchResult {
  const options = query.options;
  if (!options || result.baseline || result.path.length < 2 || !algorithmInfo(options.algorithm).anyAngle) return result;
  const end = result.path[result.path.length - 1]!;
  const grid8 = runSearch(grid, {
    start: query.start,
    goal: end,
    options: { ...options, algorithm: 'astar', heuristic: 'octile', recordTrace: false, smooth: false, maxExpansions: 0 },
  });
  if (grid8.status !== 'found') return result;
  const path = grid8.path.slice();
  const baseline: PathBaseline = { kind: 'grid', path, cost: polylineCost(mapContext(grid), options.cornerRule, path) };
  return { ...result, baseline };
}

/** How much cheaper `cost` is than the baseline's, in per cent (positive: cheaper); 0 when the baseline costs nothing. */
export function savedPercent(baseline: PathBaseline, cost: number): number {
  return baseline.cost > 0 ? (100 * (baseline.cost - cost)) / baseline.cost : 0;
}

/** What a baseline is, in words ("the 8-connected grid path", "the path before smoothing"). */
export function baselineName(baseline: PathBaseline): string {
  return baseline.kind === 'grid' ? 'the 8-connected grid path' : 'the path before smoothing';
}

/** One sentence comparing a result's cost with its baseline's, or null without a baseline. */
export function baselineSentence(result: Pick<SearchResult, 'cost' | 'baseline'>): string | null {
  const b = result.baseline;
  if (!b) return null;
  const round = (n: number) => String(Math.round(n * 1000) / 1000);
  const pct = savedPercent(b, result.cost);
  return `Cost ${round(result.cost)} against ${round(b.cost)} for ${baselineName(b)}: ${Math.abs(pct).toFixed(1)} % ${pct >= 0 ? 'cheaper' : 'dearer'}, both measured along the line.`;
}
