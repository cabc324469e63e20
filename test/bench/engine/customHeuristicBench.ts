// The custom heuristic's cost: A* with octile typed as a formula ("max(dx,dy) +
// 0.41421356*min(dx,dy)", compiled to closures by heuristics/formula.ts) against A* with the
// built-in octile (its own inlined loop), same queries on the shared MovingAI maps, in one run.
// Prints one line per map and `custom-heuristic-vs-builtin X` (the formula's total time over the
// built-in's, geometric mean over the maps; target ≤ 1.5), checking that both find the same costs.
// Run alone: `npx tsx test/bench/engine/customHeuristicBench.ts [map names]`; in `npm run bench`
// unless --no-custom-heuristic.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchOptions } from '../../../src/shared/engine/index';
import { BENCH_MAPS, loadBenchMap } from './benchMaps';
import { loadBundledEngine, type BundledEngine } from './bundledEngine';
import { fixed, geomean, table } from './stats';

const QUERIES = Number(process.env.BENCH_CUSTOM_QUERIES ?? 100);
/** Timing rounds (each query keeps its best CPU time per heuristic; the two take turns query by query). */
const ROUNDS = 5;
/** Untimed warm-up per heuristic and map. */
const WARMUP_MS = 200;
/** A sample's length: a short query is repeated within one (the CPU clock reads microseconds). */
const SAMPLE_MS = 0.5;
const MAX_REPS = 200;
/** Octile written as a formula; 0.41421356 is just under √2 − 1, so it stays admissible and consistent. */
export const OCTILE_FORMULA = 'max(dx,dy) + 0.41421356*min(dx,dy)';

interface CustomReport { name: string; queries: number; builtinMs: number; customMs: number; mismatches: number }

/** CPU time of this process in ms: other work on a loaded machine does not count against either heuristic. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function benchMap(engine: BundledEngine, name: string): CustomReport {
  const { DEFAULT_SEARCH_OPTIONS, runSearch } = engine;
  const { grid, queries } = loadBenchMap(name, QUERIES);
  const builtin: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS };
  const custom: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, heuristic: 'custom', heuristicExpr: OCTILE_FORMULA };
  const contenders = [builtin, custom];
  for (const options of contenders) {
    const t0 = performance.now();
    for (let k = 0; k < queries.length || performance.now() - t0 < WARMUP_MS; k++) {
      const q = queries[k % queries.length]!;
      runSearch(grid, { start: q.start, goal: q.goal, options });
    }
  }
  const reps = queries.map((q) => {
    const t0 = cpuMs();
    runSearch(grid, { start: q.start, goal: q.goal, options: builtin });
    return Math.max(1, Math.min(MAX_REPS, Math.ceil(SAMPLE_MS / Math.max(0.001, cpuMs() - t0))));
  });
  const best = contenders.map(() => queries.map(() => Infinity));
  for (let round = 0; round < ROUNDS; round++) {
    queries.forEach((q, i) => {
      for (let k = 0; k < 2; k++) {
        const e = (i + round + k) % 2, query = { start: q.start, goal: q.goal, options: contenders[e]! }, n = reps[i]!;
        const t0 = cpuMs();
        for (let r = 0; r < n; r++) runSearch(grid, query);
        const ms = (cpuMs() - t0) / n;
        if (ms < best[e]![i]!) best[e]![i] = ms;
      }
    });
  }
  let mismatches = 0;
  for (const q of queries) {
    const a = runSearch(grid, { start: q.start, goal: q.goal, options: builtin }).cost;
    const b = runSearch(grid, { start: q.start, goal: q.goal, options: custom }).cost;
    if (Math.abs(a - b) > 1e-9 * Math.max(1, a)) mismatches++;
  }
  const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  return { name, queries: queries.length, builtinMs: total(best[0]!), customMs: total(best[1]!), mismatches };
}

/** Runs the comparison on the given MovingAI maps (all by default) with the engine as the app ships it. */
export function runCustomHeuristicBench(engine: BundledEngine, only: readonly string[] = []): { ratio: number; mismatches: number } {
  const names = only.length ? BENCH_MAPS.filter((m) => only.includes(m)) : BENCH_MAPS;
  console.log('');
  console.log(`Custom heuristic: A* with octile typed as the formula "${OCTILE_FORMULA}" against the built-in octile,`);
  console.log(`up to ${QUERIES} queries a map (the .scen lines spread evenly), each query's best CPU time of ${ROUNDS} rounds, the two taking turns query by query, after a warm-up;`);
  console.log('the ratio is the formula\'s total time over the built-in\'s.');
  const reports = names.map((name) => {
    const r = benchMap(engine, name);
    console.log(`custom-heuristic-map ${r.name} builtin-ms ${fixed(r.builtinMs, 2)} custom-ms ${fixed(r.customMs, 2)} ratio ${fixed(r.customMs / r.builtinMs, 2)} mismatches ${r.mismatches}`);
    return r;
  });
  console.log(table(
    ['map', 'queries', 'built-in octile ms', 'formula ms', 'formula / built-in', 'cost mismatches'],
    reports.map((r) => [r.name, r.queries, fixed(r.builtinMs, 1), fixed(r.customMs, 1), fixed(r.customMs / r.builtinMs, 2) + '×', r.mismatches]),
  ));
  const ratio = geomean(reports.map((r) => r.customMs / r.builtinMs));
  const mismatches = reports.reduce((a, r) => a + r.mismatches, 0);
  console.log(`custom-heuristic-vs-builtin ${fixed(ratio, 2)} (target ≤ 1.5; the formula's costs ${mismatches === 0 ? 'equal' : 'DIFFER FROM'} the built-in's on ${mismatches === 0 ? 'every query' : `${mismatches} queries`})`);
  return { ratio, mismatches };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runCustomHeuristicBench(await loadBundledEngine(), process.argv.slice(2).filter((a) => !a.startsWith('-')));
}
