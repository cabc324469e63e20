// `npm run bench`: our A* and JPS against PathFinding.js and ngraph.path on the shared MovingAI
// maps, same queries in one process; our JPS against warthog-jps's JPS variants on every scenario
// line when WARTHOG_DIR points at its build (jpsVsWarthog.ts); A* against JPSW on weighted maps
// (weightedBench.ts) and what recording every step costs JPSW there (jpswRecordBench.ts;
// `--only-jpsw-record` runs that section alone); A* with octile typed as a custom formula against the
// built-in octile (customHeuristicBench.ts, runnable alone); A* with a turn cost against plain A*
// (turnCostBench.ts); Theta* against A* on the same weighted maps (anyAngleBench.ts); and a
// 4096×4096 Dijkstra in a child process for memory. Our engine is timed as one bundle, the shape
// the app ships (bundledEngine.ts).
// Not a test: it prints a table, one machine-readable line per map, and whether targets are met.
// A full run takes a few minutes on two cores: on the larger maps the peers, whose set-up outside
// the timer grows with the map, run an evenly spread part of the queries (see peerStride).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SearchOptions } from '../../src/shared/engine/index';
import { BENCH_MAPS, loadBenchMap, spreadIndices, type BenchQuery } from './engine/benchMaps';
import { runCustomHeuristicBench } from './engine/customHeuristicBench';
import { loadBundledEngine } from './engine/bundledEngine';
import { runWarthogJpsBench } from './engine/jpsVsWarthog';
import { findWarthog } from './engine/warthog';
import { ngraphPeer, pathfindingPeer, type Peer } from './engine/peers';
import { runWeightedBench } from './engine/weightedBench';
import { runTurnCostBench } from './engine/turnCostBench';
import { runJpswRecordBench } from './engine/jpswRecordBench';
import { runAnyAngleBench } from './engine/anyAngleBench';
import { fixed, geomean, median, table } from './engine/stats';

// The engine as the app ships it (see bundledEngine.ts).
const engine = await loadBundledEngine();
const { DEFAULT_SEARCH_OPTIONS, runSearch, mapContext } = engine;
const QUERIES_LARGE = Number(process.env.BENCH_QUERIES ?? 200);
const QUERIES_SMALL = 2 * QUERIES_LARGE; // maps under 100k cells answer fast: sample more
/** Maps under this many cells are "small": more queries, timed in several rounds. */
const SMALL_CELLS = 100_000;
/** Small maps are timed in several rounds (engines interleaved), large ones once. */
const ROUNDS_SMALL = 5;
/** Untimed warm-up per engine and map: at least this long, so every engine runs optimised code. */
const WARMUP_MS = 300;
const ASTAR: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS };
const JPS: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'jps' };

/**
 * The peers run every `peerStride`-th query of a map's sample: all of them on small maps (under
 * 100k cells), every 2nd up to 512² cells, every 4th above. Their cost per query grows with the
 * map (PathFinding.js builds a node per cell before each search, outside the timer; ngraph.path's
 * searches are the slowest timed work), and together they made up most of a full run's time. Each
 * peer query is still timed the same way, the subset is spread evenly over the sample (so over the
 * path lengths), and each speed-up compares the peer with our A* on exactly the queries it ran.
 */
function peerStride(cells: number): number {
  return cells < SMALL_CELLS ? 1 : cells <= 512 * 512 ? 2 : 4;
}

/**
 * What timing a query costs by itself (two clock reads and a call), measured once and taken off
 * every sample: on the tiny maps it is a tenth of a query, and it would shrink every speed-up.
 */
function timerOverhead(): number {
  const samples: number[] = [];
  const idle = (q: number) => q;
  for (let i = 0; i < 200_000; i++) {
    const t0 = performance.now();
    idle(i);
    samples.push(performance.now() - t0);
  }
  return median(samples.slice(100_000));
}
const TIMER_MS = timerOverhead();

interface MapReport {
  name: string; cells: number; queries: number; peerQueries: number; lines: number; rounds: number;
  /** Medians over each engine's own queries. */
  ours: number; pf: number; ng: number; jps: number;
  /** Our A*'s median over the peers' queries: what the speed-ups over them divide by. */
  oursOnPeerQueries: number;
  expPerSec: number; mismatches: number; peerMismatches: number; contextMB: number;
}

/** One engine on one map: `prepare` runs outside the timer before each query, `run` inside it. */
interface Contender {
  /** Which queries of the map's sample it runs (indices). */
  picks: number[];
  prepare(): void;
  run(q: BenchQuery): void;
  /** Timed samples per query of the sample, one per round (empty for queries not picked). */
  samples: number[][];
  /** Called after the first timed run of a query, outside the timer (the peers keep their path lengths). */
  afterFirstRun(i: number): void;
}

/** The median of a contender's samples over the given queries. */
const medianOver = (c: Contender, picks: number[]) => median(picks.flatMap((i) => c.samples[i]!));

function benchMap(name: string): MapReport {
  const probe = loadBenchMap(name, 1);
  const cells = probe.grid.width * probe.grid.height;
  const small = cells < SMALL_CELLS;
  const bm = loadBenchMap(name, small ? QUERIES_SMALL : QUERIES_LARGE);
  const { grid, queries } = bm;
  const pf: Peer = pathfindingPeer(grid);
  const ng: Peer = ngraphPeer(grid);
  const oldFormat = name === 'AR0011SR' || name === 'dustwallowkeys';
  const all = queries.map((_, i) => i);
  const peerPicks = spreadIndices(queries.length, Math.ceil(queries.length / peerStride(cells)));
  const pfLengths: number[] = [], ngLengths: number[] = [];
  const contender = (picks: number[], run: (q: BenchQuery) => void, prepare = () => {}, afterFirstRun = (_i: number) => {}): Contender =>
    ({ picks, run, prepare, afterFirstRun, samples: queries.map(() => []) });
  const ours = contender(all, (q) => runSearch(grid, { start: q.start, goal: q.goal, options: ASTAR }));
  const jps = contender(all, (q) => runSearch(grid, { start: q.start, goal: q.goal, options: JPS }));
  const pfc = contender(peerPicks, (q) => pf.run(q.start, q.goal), () => pf.prepare(), (i) => (pfLengths[i] = pf.lastLength()));
  const ngc = contender(peerPicks, (q) => ng.run(q.start, q.goal), undefined, (i) => (ngLengths[i] = ng.lastLength()));
  const contenders = [ours, jps, pfc, ngc];

  // Warm-up: each engine runs its queries, untimed, until it has had WARMUP_MS (and one pass on
  // small maps), so that what is timed is optimised code for everyone.
  for (const c of contenders) {
    const t0 = performance.now();
    for (let k = 0; (small && k < c.picks.length) || performance.now() - t0 < WARMUP_MS; k++) {
      c.prepare();
      c.run(queries[c.picks[k % c.picks.length]!]!);
    }
  }
  // Timed: each engine runs its queries in a block of its own (its garbage is collected in its own
  // block); on small maps the blocks repeat in rounds, interleaved, so load on the machine falls on
  // every engine alike. The figure is the median over all timed queries.
  const rounds = small ? ROUNDS_SMALL : 1;
  for (let round = 0; round < rounds; round++) {
    for (const c of contenders) {
      for (const i of c.picks) {
        const q = queries[i]!;
        c.prepare();
        const t0 = performance.now();
        c.run(q);
        c.samples[i]!.push(Math.max(0, performance.now() - t0 - TIMER_MS));
        if (round === 0) c.afterFirstRun(i);
      }
    }
  }

  // Untimed checks: our costs against the listed optimum, the peers' lengths (from their timed
  // runs) against ours, our rate.
  let expanded = 0, mismatches = 0, peerMismatches = 0;
  const t0 = performance.now();
  const costs = queries.map((q) => {
    const r = runSearch(grid, { start: q.start, goal: q.goal, options: ASTAR });
    expanded += r.metrics.expanded;
    return r.cost;
  });
  const oursTotal = performance.now() - t0;
  queries.forEach((q, i) => {
    const cost = costs[i]!;
    const tol = oldFormat ? 0.006 : 1e-4 * Math.max(1, q.entry.optimal);
    if (Math.abs(cost - q.entry.optimal) > tol && name !== 'dustwallowkeys') mismatches++;
  });
  for (const i of peerPicks) {
    const cost = costs[i]!;
    if (Math.abs(pfLengths[i]! - cost) > 1e-6 * cost || Math.abs(ngLengths[i]! - cost) > 1e-6 * cost) peerMismatches++;
  }
  return {
    name, cells, queries: queries.length, peerQueries: peerPicks.length, lines: bm.lineCount, rounds,
    ours: medianOver(ours, all), pf: medianOver(pfc, peerPicks), ng: medianOver(ngc, peerPicks), jps: medianOver(jps, all),
    oursOnPeerQueries: medianOver(ours, peerPicks),
    expPerSec: expanded / (oursTotal / 1000), mismatches, peerMismatches,
    contextMB: mapContext(grid).byteLength / 2 ** 20,
  };
}

function bigDijkstra(): { ms: number; maxRssMB: number; status: string; costOk: boolean; expanded: number } {
  const script = fileURLToPath(new URL('./engine/bigDijkstra.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const maps = only.length ? BENCH_MAPS.filter((m) => only.includes(m)) : BENCH_MAPS;
if (process.argv.includes('--only-jpsw-record')) {
  runJpswRecordBench(engine, only);
  process.exit(0);
}
console.log(`A* Studio engine benchmark: median ms per query over up to ${QUERIES_LARGE} queries per map (${QUERIES_SMALL} in ${ROUNDS_SMALL} interleaved rounds on maps under 100k cells),`);
console.log(`spread evenly over each .scen file, each engine in its own block after a warm-up of ${WARMUP_MS} ms; 8-connected, no corner cutting, octile; PathFinding.js's fresh grid built outside the timer;`);
console.log(`the peers run all of them on those small maps, every 2nd up to 512², every 4th above ("peer queries"); a speed-up over a peer compares medians over the queries it ran;`);
console.log(`the timer's own cost (${fixed(TIMER_MS * 1e6, 0)} ns, measured) is taken off every sample.`);
const reports: MapReport[] = [];
for (const name of maps) {
  const r = benchMap(name);
  reports.push(r);
  console.log(`map ${r.name} ours-ms ${fixed(r.ours, 4)} pathfinding-ms ${fixed(r.pf, 4)} ngraph-ms ${fixed(r.ng, 4)} jps-ms ${fixed(r.jps, 4)}`);
}
console.log('');
console.log(table(
  ['map', 'cells', 'queries', 'peer queries', 'ours A* ms', 'ours on peer queries', 'PathFinding.js ms', 'ngraph.path ms', 'vs PF', 'vs ngraph', 'JPS ms', 'JPS speed-up', 'A* Mexp/s', 'ctx MB', 'mismatch'],
  reports.map((r) => [
    r.name, r.cells, r.queries, r.peerQueries, fixed(r.ours), fixed(r.oursOnPeerQueries), fixed(r.pf), fixed(r.ng),
    fixed(r.pf / r.oursOnPeerQueries, 2) + '×', fixed(r.ng / r.oursOnPeerQueries, 2) + '×', fixed(r.jps), fixed(r.ours / r.jps, 1) + '×',
    fixed(r.expPerSec / 1e6, 1), fixed(r.contextMB, 1), `${r.mismatches}/${r.peerMismatches}`,
  ]),
));
const vsPf = reports.map((r) => r.pf / r.oursOnPeerQueries), vsNg = reports.map((r) => r.ng / r.oursOnPeerQueries);
const gPf = geomean(vsPf), gNg = geomean(vsNg);
console.log('');
console.log(`geometric mean speed-up: ×${fixed(gPf, 2)} over PathFinding.js (target ≥ 3, min ×${fixed(Math.min(...vsPf), 2)} target ≥ 2), ×${fixed(gNg, 2)} over ngraph.path (target ≥ 8, min ×${fixed(Math.min(...vsNg), 2)} target ≥ 5)`);
const jpsMaps = reports.filter((r) => /^(den|lak|brc|arena|AR0|16room|Berlin)/.test(r.name));
console.log(`JPS speed-up over our A* on DAO, room and street maps: ${jpsMaps.map((r) => `${r.name} ×${fixed(r.ours / r.jps, 1)}`).join(', ')} (target ≥ 5); others: ${reports.filter((r) => !jpsMaps.includes(r)).map((r) => `${r.name} ×${fixed(r.ours / r.jps, 1)}`).join(', ')}`);
console.log('mismatch column: our A* against the listed optimum / peers\' path length against ours (dustwallowkeys: listed lengths not checked).');
console.log(`peak memory of this process (all maps, all peers): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
if (!process.argv.includes('--no-warthog')) runWarthogJpsBench(engine, findWarthog(), maps, TIMER_MS);
if (!process.argv.includes('--no-weighted')) runWeightedBench(engine, only);
if (!process.argv.includes('--no-custom-heuristic')) runCustomHeuristicBench(engine, only);
if (!process.argv.includes('--no-turn-cost')) runTurnCostBench(engine, only);
if (!process.argv.includes('--no-jpsw-record')) runJpswRecordBench(engine, only);
if (!process.argv.includes('--no-anyangle')) runAnyAngleBench(engine, only);
if (!process.argv.includes('--no-big')) {
  const big = bigDijkstra();
  console.log(`4096×4096 open-terrain Dijkstra (16.7 M cells, corner to corner): ${big.status}${big.costOk ? '' : ' WRONG COST'}, ${big.expanded} expanded, ${big.ms} ms, peak memory ${big.maxRssMB} MB (target ≤ 400 MB)`);
}
