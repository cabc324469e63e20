// Our Jump Point Search against warthog-jps's four variants on every line of every shared MovingAI
// scenario, side by side in one run: JPS (online), JPS2 (intermediate pruning), JPS+ (precomputed
// jump distances) and JPS2+ (both). Each side's figure for a map is its mean search time per line;
// ours is the whole runSearch call (plan, search, path), warthog's its own in-search timer, so the
// comparison leans against us. Where a pass over a map's lines is short, both sides make it three
// times and keep their best mean (a map of a few microseconds a line is otherwise decided by
// whatever else the machine did during its one pass). Our cost is checked against warthog's JPS2+
// on every line.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseMovingAiMap, parseMovingAiScenario } from '../../../src/shared/formats/movingai';
import { BENCHMARK_DIR } from './benchMaps';
import type { BundledEngine } from './bundledEngine';
import { fixed, geomean, table } from './stats';
import { runWarthog, type WarthogBinaries, type WarthogRow } from './warthog';

const VARIANTS = ['jps', 'jps2', 'jps+', 'jps2+'] as const;
/** Untimed warm-up of our JPS per map, so that what is timed is optimised code. */
const WARMUP_MS = 300;
/** Passes over a map's lines, each side keeping its best mean, where warthog's JPS2+ pass takes under SHORT_PASS_MS. */
const ROUNDS = 3;
const SHORT_PASS_MS = 2000;

interface MapResult { name: string; lines: number; rounds: number; ours: number; theirs: number[]; oursExpanded: number; theirExpanded: number; mismatches: number }

function benchMap(engine: BundledEngine, binary: string, name: string, timerMs: number): MapResult {
  const grid = parseMovingAiMap(readFileSync(resolve(BENCHMARK_DIR, `${name}.map`), 'utf8'));
  const lines = parseMovingAiScenario(readFileSync(resolve(BENCHMARK_DIR, `${name}.map.scen`), 'utf8')).entries;
  const queries = lines.map((e) => ({ start: e.startY * grid.width + e.startX, goal: e.goalY * grid.width + e.goalX }));
  const options = { ...engine.DEFAULT_SEARCH_OPTIONS, algorithm: 'jps' as const };
  const mean = (rows: WarthogRow[]) => rows.reduce((s, r) => s + r.nanos, 0) / rows.length / 1e6;
  const theirs = VARIANTS.map((alg) => runWarthog(binary, alg, BENCHMARK_DIR, name));
  const rounds = mean(theirs[3]!) * queries.length < SHORT_PASS_MS ? ROUNDS : 1;
  const theirBest = theirs.map(mean);
  for (let round = 1; round < rounds; round++)
    VARIANTS.forEach((alg, v) => (theirBest[v] = Math.min(theirBest[v]!, mean(runWarthog(binary, alg, BENCHMARK_DIR, name)))));
  const t0 = performance.now();
  for (let k = 0; performance.now() - t0 < WARMUP_MS; k++) engine.runSearch(grid, { ...queries[k % queries.length]!, options });
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    let total = 0;
    for (const q of queries) {
      const a = performance.now();
      engine.runSearch(grid, { start: q.start, goal: q.goal, options });
      total += Math.max(0, performance.now() - a - timerMs);
    }
    best = Math.min(best, total / queries.length);
  }
  let expanded = 0, mismatches = 0;
  queries.forEach((q, i) => {
    const r = engine.runSearch(grid, { start: q.start, goal: q.goal, options });
    expanded += r.metrics.expanded;
    const their: WarthogRow | undefined = theirs[3]![i];
    // Warthog prints no usable cost for a line it cannot solve.
    const theirCost = their && Number.isFinite(their.cost) && their.cost < 1e300 ? their.cost : Infinity;
    const ours = r.status === 'found' ? r.cost : Infinity;
    // dustwallowkeys is an old-format map whose terrain warthog reads otherwise (as the main
    // table leaves its listed lengths unchecked): there the two solve different maps.
    if (name === 'dustwallowkeys') mismatches = NaN;
    else if ((ours === Infinity) !== (theirCost === Infinity) || Math.abs(ours - theirCost) > 1e-4 * Math.max(1, ours)) mismatches++;
  });
  return {
    name, lines: queries.length, rounds, ours: best, theirs: theirBest,
    oursExpanded: expanded / queries.length, theirExpanded: theirs[3]!.reduce((s, r) => s + r.expanded, 0) / queries.length, mismatches,
  };
}

/** Prints the table and `jps-vs-warthog geomean …`; says so and returns when warthog-jps is not built. */
export function runWarthogJpsBench(engine: BundledEngine, binaries: WarthogBinaries, maps: string[], timerMs: number): void {
  console.log('');
  if (!binaries.jps) {
    console.log('warthog-jps not found (set WARTHOG_DIR to its build, see docs/benchmarks.md): the JPS-vs-warthog columns are skipped.');
    return;
  }
  console.log(`Our JPS against warthog-jps (${binaries.jps}) on every scenario line: mean µs per line (ours: the whole runSearch call; warthog: its in-search timer),`);
  console.log(`each side's best of ${ROUNDS} passes where warthog's JPS2+ pass takes under ${SHORT_PASS_MS / 1000} s ("rounds"), of one elsewhere.`);
  const results: MapResult[] = [];
  for (const name of maps) {
    const r = benchMap(engine, binaries.jps, name, timerMs);
    results.push(r);
    console.log(`jps-vs-warthog map ${r.name} lines ${r.lines} ours-us ${fixed(r.ours * 1000, 2)} ${VARIANTS.map((v, i) => `${v}-us ${fixed(r.theirs[i]! * 1000, 2)}`).join(' ')} ratio-jps2+ ${fixed(r.ours / r.theirs[3]!, 2)}`);
  }
  console.log('');
  console.log(table(
    ['map', 'lines', 'rounds', 'ours JPS µs', ...VARIANTS.map((v) => `warthog ${v} µs`), ...VARIANTS.map((v) => `ours / ${v}`), 'expanded ours / jps2+', 'cost ≠ jps2+'],
    results.map((r) => [
      r.name, r.lines, r.rounds, fixed(r.ours * 1000, 2), ...r.theirs.map((t) => fixed(t * 1000, 2)), ...r.theirs.map((t) => fixed(r.ours / t, 2) + '×'),
      `${fixed(r.oursExpanded, 0)} / ${fixed(r.theirExpanded, 0)}`, Number.isNaN(r.mismatches) ? 'n/a' : r.mismatches,
    ]),
  ));
  const g = VARIANTS.map((_, i) => geomean(results.map((r) => r.ours / r.theirs[i]!)));
  console.log(`jps-vs-warthog geomean ${VARIANTS.map((v, i) => `ours/${v} ${fixed(g[i]!, 2)}`).join(' ')} (target: ours/jps2+ ≤ 1; below 1 ours is faster)`);
}
