// `npm run bench`: our A* and JPS against PathFinding.js and ngraph.path on the shared MovingAI
// maps, same queries in one process, plus a 4096×4096 Dijkstra in a child process for memory.
// Not a test: it prints a table, one machine-readable line per map, and whether targets are met.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchOptions } from '../../src/shared/engine/index';
import { mapContext } from '../../src/shared/engine/map-context';
import { BENCH_MAPS, loadBenchMap } from './engine/bench-maps';
import { ngraphPeer, pathfindingPeer, type Peer } from './engine/peers';
import { fixed, geomean, median, table } from './engine/stats';

const QUERIES_LARGE = Number(process.env.BENCH_QUERIES ?? 200);
const QUERIES_SMALL = 2 * QUERIES_LARGE; // maps under 100k cells answer fast: sample more
const WARMUP = 20;
const ASTAR: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS };
const JPS: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'jps' };

function timeIt(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

interface MapReport {
  name: string; cells: number; queries: number; lines: number;
  ours: number; pf: number; ng: number; jps: number;
  expPerSec: number; mismatches: number; peerMismatches: number; contextMB: number;
}

function benchMap(name: string): MapReport {
  const probe = loadBenchMap(name, 1);
  const cells = probe.grid.width * probe.grid.height;
  const bm = loadBenchMap(name, cells < 100_000 ? QUERIES_SMALL : QUERIES_LARGE);
  const { grid, queries } = bm;
  const pf: Peer = pathfindingPeer(grid);
  const ng: Peer = ngraphPeer(grid);
  const oursMs: number[] = [], pfMs: number[] = [], ngMs: number[] = [], jpsMs: number[] = [];
  let expanded = 0, oursTotal = 0, mismatches = 0, peerMismatches = 0;
  const oldFormat = name === 'AR0011SR' || name === 'dustwallowkeys';
  // Each engine runs all queries in a block of its own (so one engine's garbage is collected in its
  // own block), after an untimed warm-up: every query on small maps, a few on large ones.
  const warm = cells < 100_000 ? queries : queries.slice(0, WARMUP);
  const block = (run: (q: (typeof queries)[number]) => void, prepare: () => void, times: number[]) => {
    for (let pass = 0; pass < (cells < 100_000 ? 3 : 1); pass++) for (const q of warm) { prepare(); run(q); }
    for (const q of queries) {
      prepare();
      times.push(timeIt(() => run(q)));
    }
  };
  const costs: number[] = [];
  block((q) => {
    const t0 = performance.now();
    const r = runSearch(grid, { start: q.start, goal: q.goal, options: ASTAR });
    oursTotal += performance.now() - t0;
    expanded += r.metrics.expanded;
    costs.push(r.cost);
  }, () => {}, oursMs);
  costs.splice(0, costs.length - queries.length);
  expanded = 0; oursTotal = 0;
  for (const q of queries) {
    const t0 = performance.now();
    expanded += runSearch(grid, { start: q.start, goal: q.goal, options: ASTAR }).metrics.expanded;
    oursTotal += performance.now() - t0;
  }
  block((q) => runSearch(grid, { start: q.start, goal: q.goal, options: JPS }), () => {}, jpsMs);
  const pfLengths: number[] = [], ngLengths: number[] = [];
  block((q) => pf.run(q.start, q.goal), () => pf.prepare(), pfMs);
  for (const q of queries) { pf.prepare(); pf.run(q.start, q.goal); pfLengths.push(pf.lastLength()); }
  block((q) => ng.run(q.start, q.goal), () => {}, ngMs);
  for (const q of queries) { ng.run(q.start, q.goal); ngLengths.push(ng.lastLength()); }
  queries.forEach((q, i) => {
    const cost = costs[i]!;
    const tol = oldFormat ? 0.006 : 1e-4 * Math.max(1, q.entry.optimal);
    if (Math.abs(cost - q.entry.optimal) > tol && name !== 'dustwallowkeys') mismatches++;
    if (Math.abs(pfLengths[i]! - cost) > 1e-6 * cost || Math.abs(ngLengths[i]! - cost) > 1e-6 * cost) peerMismatches++;
  });
  return {
    name, cells, queries: queries.length, lines: bm.lineCount,
    ours: median(oursMs), pf: median(pfMs), ng: median(ngMs), jps: median(jpsMs),
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
console.log(`A* Studio engine benchmark: median ms per query over up to ${QUERIES_LARGE} queries per map (${QUERIES_SMALL} on maps under 100k cells),`);
console.log('spread evenly over each .scen file, each engine in its own block after a warm-up; 8-connected, no corner cutting, octile; peers\' grid reset outside the timer.');
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
