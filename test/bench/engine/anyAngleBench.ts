// The any-angle benchmark: Theta* against our A* on the weighted benchmark set (the MovingAI maps
// painted with costs 1–5 by weightedBench.ts, same seeds) and, for comparison, on the same maps as
// published (one cost). For each query: the cost Theta*'s path saves against the 8-connected
// optimum (A*'s path, both measured along the line: engine/lineCost.ts) and the time against A*.
// Prints `anyangle-weighted shorter-% S time-vs-astar T` and the uniform line beside it, and
// counts queries where the any-angle path would cost more than the grid optimum (there must be none).
// Run alone: `npx tsx test/bench/engine/anyAngleBench.ts [map names]`.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchOptions } from '../../../src/shared/engine/index';
import type { Grid } from '../../../src/shared/grid/grid';
import { BENCH_MAPS, loadBenchMap } from './benchMaps';
import { loadBundledEngine, type BundledEngine } from './bundledEngine';
import { fixed, table } from './stats';
import { paintedMap } from './weightedBench';

const QUERIES = Number(process.env.BENCH_ANYANGLE_QUERIES ?? 20);

interface AnyAngleReport { name: string; queries: number; savedPct: number; astarMs: number; thetaMs: number; over: number }

function benchCase(engine: BundledEngine, name: string, grid: Grid, queries: { start: number; goal: number }[]): AnyAngleReport {
  const { runSearch, polylineCost, mapContext } = engine;
  const ASTAR: SearchOptions = { ...engine.DEFAULT_SEARCH_OPTIONS, closestIfUnreachable: false };
  const THETA: SearchOptions = { ...ASTAR, algorithm: 'theta', heuristic: 'euclidean' };
  const ctx = mapContext(grid);
  // Warm-up, untimed: both engines run optimised code when timed.
  for (const options of [ASTAR, THETA]) for (const q of queries.slice(0, 3)) runSearch(grid, { ...q, options });
  let astarMs = 0, thetaMs = 0, saved = 0, counted = 0, over = 0;
  for (const q of queries) {
    let t = performance.now();
    const a = runSearch(grid, { ...q, options: ASTAR });
    astarMs += performance.now() - t;
    t = performance.now();
    const th = runSearch(grid, { ...q, options: THETA });
    thetaMs += performance.now() - t;
    if (a.status !== 'found' || th.status !== 'found') continue;
    const gridCost = polylineCost(ctx, 'no-cutting', a.path);
    // Above it by more than a step of the open list's keys (2⁻²⁰: f is ordered to that resolution).
    if (th.cost > gridCost + 2 ** -20) over++;
    if (gridCost > 0) {
      saved += (100 * (gridCost - th.cost)) / gridCost;
      counted++;
    }
  }
  return { name, queries: queries.length, savedPct: saved / Math.max(1, counted), astarMs, thetaMs, over };
}

function summary(label: string, reports: AnyAngleReport[]): { saved: number; time: number; over: number } {
  const queries = reports.reduce((a, r) => a + r.queries, 0);
  const saved = reports.reduce((a, r) => a + r.savedPct * r.queries, 0) / Math.max(1, queries);
  const time = reports.reduce((a, r) => a + r.thetaMs, 0) / reports.reduce((a, r) => a + r.astarMs, 0);
  const over = reports.reduce((a, r) => a + r.over, 0);
  console.log(`${label} shorter-% ${fixed(saved, 2)} time-vs-astar ${fixed(time, 2)} (${queries} queries; ${over === 0 ? 'never' : `${over} times`} above the 8-connected optimum)`);
  return { saved, time, over };
}

/** Runs the any-angle benchmark on the given MovingAI maps (all by default), with the engine as the app ships it. */
export function runAnyAngleBench(engine: BundledEngine, only: readonly string[] = []): void {
  const names = only.length ? BENCH_MAPS.filter((m) => only.includes(m)) : BENCH_MAPS;
  console.log('');
  console.log(`Any-angle paths: Theta* (Euclidean) against A* (octile) on up to ${QUERIES} .scen lines a map, 8-connected, no corner cutting;`);
  console.log('the cost saved is against A*\'s path, both measured along the line (the length through each cell × its cost); time is Theta*\'s total over A*\'s.');
  const weighted: AnyAngleReport[] = [], uniform: AnyAngleReport[] = [];
  names.forEach((name) => {
    // The same painting and seed as the weighted benchmark (weightedBench.ts: seed 1000 + the map's place in BENCH_MAPS).
    const painted = paintedMap(name, 1000 + BENCH_MAPS.indexOf(name));
    const queries = painted.queries.slice(0, QUERIES);
    weighted.push(benchCase(engine, painted.name, painted.grid, queries));
    uniform.push(benchCase(engine, name, loadBenchMap(name, QUERIES).grid, queries));
  });
  console.log(table(
    ['map', 'queries', 'weighted saved %', 'weighted Theta*/A* time', 'one-cost saved %', 'one-cost Theta*/A* time', 'above optimum'],
    weighted.map((w, i) => {
      const u = uniform[i]!;
      return [u.name, w.queries, fixed(w.savedPct, 2), fixed(w.thetaMs / w.astarMs, 2) + '×', fixed(u.savedPct, 2), fixed(u.thetaMs / u.astarMs, 2) + '×', w.over + u.over];
    }),
  ));
  summary('anyangle-weighted', weighted);
  summary('anyangle-uniform', uniform);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runAnyAngleBench(await loadBundledEngine(), process.argv.slice(2).filter((a) => !a.startsWith('-')));
}
