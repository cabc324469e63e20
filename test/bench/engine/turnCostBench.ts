// The turn-cost benchmark: A* with a turn cost of 1 (searching cell and heading together) against
// plain A* on the same MovingAI queries, both as the app ships the engine (bundledEngine.ts).
// Prints one line per map, a table and `turn-cost time-vs-astar U`: the turn-cost search's total
// time over plain A*'s, geometric mean over the maps. Each answer is checked: the turn-cost path
// never costs less than plain A*'s optimum once its turns are taken off, and its cost is the walk
// plus its turns.
// Run alone: `npx tsx test/bench/engine/turnCostBench.ts [map names]`.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchOptions } from '../../../src/shared/engine/index';
import { BENCH_MAPS, loadBenchMap } from './benchMaps';
import { loadBundledEngine, type BundledEngine } from './bundledEngine';
import { fixed, geomean, median, table } from './stats';

const QUERIES = Number(process.env.BENCH_TURN_QUERIES ?? 50);
/** Timing rounds on maps under a million cells (each query keeps its best time); larger maps run once. */
const ROUNDS = 3;
/** Untimed warm-up per configuration and map. */
const WARMUP_MS = 200;
const TURN_COST = 1;

interface TurnReport {
  name: string; cells: number; queries: number; astarMs: number; turnMs: number; astarMedian: number; turnMedian: number;
  expandedRatio: number; plainTurns: number; turnTurns: number; dearer: number; mismatches: number;
}

function benchMap(engine: BundledEngine, name: string): TurnReport {
  const { runSearch } = engine;
  const { grid, queries } = loadBenchMap(name, QUERIES);
  const ASTAR: SearchOptions = { ...engine.DEFAULT_SEARCH_OPTIONS, closestIfUnreachable: false };
  const TURNS: SearchOptions = { ...ASTAR, turnCost: TURN_COST };
  const configs = [ASTAR, TURNS];
  for (const options of configs) {
    const start = performance.now();
    for (let k = 0; k < 1 || performance.now() - start < WARMUP_MS; k++) runSearch(grid, { start: queries[k % queries.length]!.start, goal: queries[k % queries.length]!.goal, options });
  }
  const rounds = grid.width * grid.height < 1_000_000 ? ROUNDS : 1;
  const samples = configs.map(() => queries.map(() => Infinity));
  const results = configs.map(() => [] as { cost: number; walk: number; turns: number; expanded: number }[]);
  for (let round = 0; round < rounds; round++) {
    configs.forEach((options, e) => {
      queries.forEach((q, i) => {
        const s = performance.now();
        const r = runSearch(grid, { start: q.start, goal: q.goal, options });
        samples[e]![i] = Math.min(samples[e]![i]!, performance.now() - s);
        if (round === 0) {
          const turns = r.turns?.cost ?? 0;
          // Plain A*'s turns are counted on its path as the turn-cost search would charge them.
          const count = r.turns?.count ?? engine.pathTurns(r.path, grid.width, 'square8', TURN_COST).count;
          results[e]!.push({ cost: r.cost, walk: r.cost - turns, turns: count, expanded: r.metrics.expanded });
        }
      });
    });
  }
  const [plain, turning] = results as [typeof results[0], typeof results[0]];
  const eps = (x: number) => 1e-9 * Math.max(1, x);
  // A path with turns taken off walks no cheaper than the optimum; with them it costs no less.
  const mismatches = queries.filter((_, i) => turning[i]!.walk < plain[i]!.cost - eps(plain[i]!.cost) || turning[i]!.cost < plain[i]!.cost - eps(plain[i]!.cost)).length;
  const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
  return {
    name, cells: grid.width * grid.height, queries: queries.length,
    astarMs: sum(samples[0]!), turnMs: sum(samples[1]!), astarMedian: median(samples[0]!), turnMedian: median(samples[1]!),
    expandedRatio: sum(turning.map((r) => r.expanded)) / Math.max(1, sum(plain.map((r) => r.expanded))),
    plainTurns: sum(plain.map((r) => r.turns)) / queries.length, turnTurns: sum(turning.map((r) => r.turns)) / queries.length,
    dearer: sum(turning.map((r, i) => (r.walk > plain[i]!.cost + eps(plain[i]!.cost) ? 1 : 0))),
    mismatches,
  };
}

/** Runs the turn-cost benchmark on the given MovingAI maps (all by default). */
export function runTurnCostBench(engine: BundledEngine, only: readonly string[] = []): { ratio: number; mismatches: number } {
  const names = only.length ? BENCH_MAPS.filter((m) => only.includes(m)) : BENCH_MAPS;
  console.log('');
  console.log(`Turn cost: A* with a turn cost of ${TURN_COST} a 45° (states: cell × heading) against plain A* on the same queries,`);
  console.log(`up to ${QUERIES} .scen lines a map spread evenly, each configuration timed in a block of its own after a warm-up, best of ${ROUNDS} rounds under a million cells.`);
  const reports = names.map((name) => {
    const r = benchMap(engine, name);
    console.log(`turn-cost-map ${r.name} astar-ms ${fixed(r.astarMs, 2)} turn-cost-ms ${fixed(r.turnMs, 2)} ratio ${fixed(r.turnMs / r.astarMs, 2)} mismatches ${r.mismatches}`);
    return r;
  });
  console.log('');
  console.log(table(
    ['map', 'cells', 'queries', 'A* total ms', 'turn-cost total ms', 'A* median ms', 'turn-cost median ms', 'time ratio', 'expanded ratio', 'turns A* → turn cost', 'longer walks', 'mismatch'],
    reports.map((r) => [
      r.name, r.cells, r.queries, fixed(r.astarMs, 1), fixed(r.turnMs, 1), fixed(r.astarMedian), fixed(r.turnMedian),
      fixed(r.turnMs / r.astarMs, 2) + '×', fixed(r.expandedRatio, 1) + '×', `${fixed(r.plainTurns, 1)} → ${fixed(r.turnTurns, 1)}`, r.dearer, r.mismatches,
    ]),
  ));
  const ratio = geomean(reports.map((r) => r.turnMs / r.astarMs));
  const mismatches = reports.reduce((a, r) => a + r.mismatches, 0);
  console.log(`turn-cost time-vs-astar ${fixed(ratio, 2)} (turn-cost A* time / plain A* time, geometric mean; ${mismatches === 0 ? 'every answer checks' : `${mismatches} answers DO NOT CHECK`})`);
  return { ratio, mismatches };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runTurnCostBench(await loadBundledEngine('turnCost'), process.argv.slice(2).filter((a) => !a.startsWith('-')));
}
