// `npm run bench`: our A* and JPS against PathFinding.js and ngraph.path on the shared MovingAI
// maps, same queries in one process, plus a 4096×4096 Dijkstra in a child process for memory.
// Not a test: it prints a table, one machine-readable line per map, and whether targets are met.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchOptions } from '../../src/shared/engine/index';
import { mapContext } from '../../src/shared/engine/map-context';
import { BENCH_MAPS, loadBenchMap, type BenchQuery } from './engine/bench-maps';
import { ngraphPeer, pathfindingPeer, type Peer } from './engine/peers';
import { fixed, geomean, median, table } from './engine/stats';

const QUERIES_LARGE = Number(process.env.BENCH_QUERIES ?? 200);
const QUERIES_SMALL = 2 * QUERIES_LARGE; // maps under 100k cells answer fast: sample more
/** Small maps are timed in several rounds (engines interleaved), large ones once. */
const ROUNDS_SMALL = 5;
/** Untimed warm-up per engine and map: at least this long, so every engine runs optimised code. */
const WARMUP_MS = 300;
const ASTAR: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS };
const JPS: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'jps' };

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
  name: string; cells: number; queries: number; lines: number; rounds: number;
  ours: number; pf: number; ng: number; jps: number;
  expPerSec: number; mismatches: number; peerMismatches: number; contextMB: number;
}

/** One engine on one map: `prepare` runs outside the timer before each query, `run` inside it. */
interface Contender {
  run(q: BenchQuery): void;
  prepare(): void;
  times: number[];
}

function benchMap(name: string): MapReport {
  const probe = loadBenchMap(name, 1);
  const cells = probe.grid.width * probe.grid.height;
  const small = cells < 100_000;
  const bm = loadBenchMap(name, small ? QUERIES_SMALL : QUERIES_LARGE);
  const { grid, queries } = bm;
  const pf: Peer = pathfindingPeer(grid);
  const ng: Peer = ngraphPeer(grid);
  const oldFormat = name === 'AR0011SR' || name === 'dustwallowkeys';
  const none = () => {};
  const ours: Contender = { run: (q) => runSearch(grid, { start: q.start, goal: q.goal, options: ASTAR }), prepare: none, times: [] };
  const jps: Contender = { run: (q) => runSearch(grid, { start: q.start, goal: q.goal, options: JPS }), prepare: none, times: [] };
  const pfc: Contender = { run: (q) => pf.run(q.start, q.goal), prepare: () => pf.prepare(), times: [] };
  const ngc: Contender = { run: (q) => ng.run(q.start, q.goal), prepare: none, times: [] };
  const contenders = [ours, jps, pfc, ngc];

  // Warm-up: each engine runs queries, untimed, until it has had WARMUP_MS (and one pass on small
  // maps), so that what is timed is optimised code for everyone.
  for (const c of contenders) {
    const t0 = performance.now();
    for (let i = 0; (small && i < queries.length) || performance.now() - t0 < WARMUP_MS; i++) {
      const q = queries[i % queries.length]!;
      c.prepare();
      c.run(q);
    }
  }
  // Timed: each engine runs every query in a block of its own (its garbage is collected in its own
  // block); on small maps the blocks repeat in rounds, interleaved, so load on the machine falls on
  // every engine alike. The figure is the median over all timed queries.
  const rounds = small ? ROUNDS_SMALL : 1;
  for (let round = 0; round < rounds; round++) {
    for (const c of contenders) {
      for (const q of queries) {
        c.prepare();
        const t0 = performance.now();
        c.run(q);
        c.times.push(Math.max(0, performance.now() - t0 - TIMER_MS));
      }
    }
  }

  // Untimed checks: our costs against the listed optimum, the peers' lengths against ours, our rate.
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
    pf.prepare();
    pf.run(q.start, q.goal);
    ng.run(q.start, q.goal);
    if (Math.abs(pf.lastLength() - cost) > 1e-6 * cost || Math.abs(ng.lastLength() - cost) > 1e-6 * cost) peerMismatches++;
  });
  return {
    name, cells, queries: queries.length, lines: bm.lineCount, rounds,
    ours: median(ours.times), pf: median(pfc.times), ng: median(ngc.times), jps: median(jps.times),
    expPerSec: expanded / (oursTotal / 1000), mismatches, peerMismatches,
    contextMB: mapContext(grid).byteLength / 2 ** 20,
  };
}

function bigDijkstra(): { ms: number; maxRssMB: number; status: string; costOk: boolean; expanded: number } {
  const script = fileURLToPath(new URL('./engine/big-dijkstra.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const maps = only.length ? BENCH_MAPS.filter((m) => only.includes(m)) : BENCH_MAPS;
console.log(`A* Studio engine benchmark: median ms per query over up to ${QUERIES_LARGE} queries per map (${QUERIES_SMALL} in ${ROUNDS_SMALL} interleaved rounds on maps under 100k cells),`);
console.log(`spread evenly over each .scen file, each engine in its own block after a warm-up of ${WARMUP_MS} ms; 8-connected, no corner cutting, octile; peers' grid reset outside the timer;`);
console.log(`the timer's own cost (${fixed(TIMER_MS * 1e6, 0)} ns, measured) is taken off every sample.`);
const reports: MapReport[] = [];
for (const name of maps) {
  const r = benchMap(name);
  reports.push(r);
  console.log(`map ${r.name} ours-ms ${fixed(r.ours, 4)} pathfinding-ms ${fixed(r.pf, 4)} ngraph-ms ${fixed(r.ng, 4)} jps-ms ${fixed(r.jps, 4)}`);
}
console.log('');
console.log(table(
  ['map', 'cells', 'queries', 'ours A* ms', 'PathFinding.js ms', 'ngraph.path ms', 'vs PF', 'vs ngraph', 'JPS ms', 'JPS speed-up', 'A* Mexp/s', 'ctx MB', 'mismatch'],
  reports.map((r) => [
    r.name, r.cells, r.queries, fixed(r.ours), fixed(r.pf), fixed(r.ng),
    fixed(r.pf / r.ours, 2) + '×', fixed(r.ng / r.ours, 2) + '×', fixed(r.jps), fixed(r.ours / r.jps, 1) + '×',
    fixed(r.expPerSec / 1e6, 1), fixed(r.contextMB, 1), `${r.mismatches}/${r.peerMismatches}`,
  ]),
));
const vsPf = reports.map((r) => r.pf / r.ours), vsNg = reports.map((r) => r.ng / r.ours);
const gPf = geomean(vsPf), gNg = geomean(vsNg);
console.log('');
console.log(`geometric mean speed-up: ×${fixed(gPf, 2)} over PathFinding.js (target ≥ 3, min ×${fixed(Math.min(...vsPf), 2)} target ≥ 2), ×${fixed(gNg, 2)} over ngraph.path (target ≥ 8, min ×${fixed(Math.min(...vsNg), 2)} target ≥ 5)`);
const jpsMaps = reports.filter((r) => /^(den|lak|brc|arena|AR0|16room|Berlin)/.test(r.name));
console.log(`JPS speed-up over our A* on DAO, room and street maps: ${jpsMaps.map((r) => `${r.name} ×${fixed(r.ours / r.jps, 1)}`).join(', ')} (target ≥ 5); others: ${reports.filter((r) => !jpsMaps.includes(r)).map((r) => `${r.name} ×${fixed(r.ours / r.jps, 1)}`).join(', ')}`);
console.log('mismatch column: our A* against the listed optimum / peers\' path length against ours (dustwallowkeys: listed lengths not checked).');
console.log(`peak memory of this process (all maps, all peers): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
if (!process.argv.includes('--no-big')) {
  const big = bigDijkstra();
  console.log(`4096×4096 open-terrain Dijkstra (16.7 M cells, corner to corner): ${big.status}${big.costOk ? '' : ' WRONG COST'}, ${big.expanded} expanded, ${big.ms} ms, peak memory ${big.maxRssMB} MB (target ≤ 400 MB)`);
}
