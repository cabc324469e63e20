// `npm run bench:ab -- [--base REV] [--new REV] [maps…]`: the engine of a commit (--base, default
// main) against the working tree's (or another commit's, --new), on the same queries: A*, Jump Point Search, Dijkstra and
// bidirectional A* on the shared MovingAI maps, A* and JPSW on the same maps painted with costs 1–5
// (weightedBench.ts). Both engines are bundled as the app ships them and loaded side by side in one
// process; a row (a map and an algorithm) runs each query ROUNDS times on each engine, the two
// taking turns, and keeps each query's best CPU time per engine. That process is a trial; TRIALS
// trials run one after the other (each engine preparing the maps first in every other one, since
// where a map's tables land in memory can move a row by several per cent), and a query's figure is
// its best over all of them. A row's ratio is base time / new time over its queries (above 1: the
// change is faster), and the last line gives the geometric mean over the rows. Both engines must
// find the same cost with the same expansions on every query: a refactoring changes no search.
// Not a test: it prints a table and `ab-geomean X min-row Y`.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BENCH_MAPS } from './engine/benchMaps';
import type { TrialRequest, TrialRow } from './engine/abTrial';
import { commitOf } from './engine/engineAtRevision';
import { fixed, geomean, table } from './engine/stats';

const args = process.argv.slice(2);
const VALUED = ['--base', '--new', '--rounds', '--queries', '--algorithms', '--trials'];
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const maps = args.filter((a, i) => !a.startsWith('-') && !VALUED.includes(args[i - 1] ?? ''));
const unknown = maps.filter((m) => !BENCH_MAPS.includes(m));
if (unknown.length) throw new Error(`No benchmark map is called ${unknown.join(', ')}; choose among ${BENCH_MAPS.join(', ')}.`);
const BASE = option('--base') ?? 'main';
const NEXT = option('--new') ?? null;
const TRIALS = Number(option('--trials') ?? 2);
/** Queries faster than this count in their row's total only (per query, their ratio is mostly noise). */
const MIN_QUERY_MS = 0.05;

const request = (baseFirst: boolean): TrialRequest => ({
  base: BASE,
  next: NEXT,
  maps: maps.length ? BENCH_MAPS.filter((m) => maps.includes(m)) : BENCH_MAPS,
  algorithms: (option('--algorithms')?.split(',') as TrialRequest['algorithms']) ?? null,
  queries: Number(option('--queries') ?? 30),
  rounds: Number(option('--rounds') ?? 5),
  baseFirst,
});

/** One trial in a fresh process, single-threaded so that its CPU time is the searches' own. */
function trial(baseFirst: boolean): TrialRow[] {
  const script = fileURLToPath(new URL('./engine/abTrial.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--single-threaded', '--import', 'tsx', script, '--trial', JSON.stringify(request(baseFirst))], {
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28,
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as TrialRow[];
}

const base = commitOf(BASE);
const next = NEXT === null ? 'the working tree' : `${NEXT} (${commitOf(NEXT).slice(0, 10)})`;
console.log(`Engine A/B: base ${BASE} (${base.slice(0, 10)}) against ${next}; ${TRIALS} trials (processes), each engine preparing the maps first in every other one;`);
console.log(`in each, both engines in one process, every query timed ${request(true).rounds} times on each in turns (2 on maps of a million cells or more), a short one`);
console.log('repeated within a sample of about 0.5 ms; a query keeps its best CPU time per run.');
console.log(`ratio = base time / new time over the row's queries (> 1: faster now); per query only for queries of ${MIN_QUERY_MS} ms or more.`);
let rows: TrialRow[] = [];
for (let t = 0; t < TRIALS; t++) {
  const next = trial(t % 2 === 0);
  rows = rows.length === 0 ? next : rows.map((r, i) => ({
    ...r,
    best: [0, 1].map((e) => r.best[e]!.map((ms, q) => Math.min(ms, next[i]!.best[e]![q]!))) as TrialRow['best'],
  }));
  console.log(`trial ${t + 1} of ${TRIALS} done`);
}

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
const report = rows.map((r) => {
  const timed = r.best[0].map((_, q) => q).filter((q) => Math.min(r.best[0][q]!, r.best[1][q]!) >= MIN_QUERY_MS);
  const ratios = timed.map((q) => r.best[0][q]! / r.best[1][q]!);
  const mismatches = r.cost[0].filter((c, q) => !Object.is(c, r.cost[1][q]) || r.expanded[0][q] !== r.expanded[1][q]).length;
  return {
    map: r.map, algorithm: r.algorithm, queries: r.best[0].length, baseMs: sum(r.best[0]), newMs: sum(r.best[1]),
    ratio: sum(r.best[0]) / sum(r.best[1]), timed: timed.length, worst: ratios.length ? Math.min(...ratios) : NaN,
    slower: ratios.filter((x) => x < 0.95).length, mismatches,
  };
});
for (const r of report) console.log(`ab ${r.map.replace(/\s+/g, '_')} ${r.algorithm} base-ms ${fixed(r.baseMs, 2)} new-ms ${fixed(r.newMs, 2)} ratio ${fixed(r.ratio, 3)} mismatches ${r.mismatches}`);
console.log('');
console.log(table(
  ['map', 'algorithm', 'queries', 'base ms', 'new ms', 'ratio', `queries ≥ ${MIN_QUERY_MS} ms`, 'worst of those', 'of those < 0.95', 'mismatch'],
  report.map((r) => [r.map, r.algorithm, r.queries, fixed(r.baseMs, 1), fixed(r.newMs, 1), fixed(r.ratio, 3), r.timed, fixed(r.worst, 3), r.slower, r.mismatches]),
));
const byAlgorithm = [...new Set(report.map((r) => r.algorithm))].map((a) => `${a} ${fixed(geomean(report.filter((r) => r.algorithm === a).map((r) => r.ratio)), 3)}`);
const mismatches = sum(report.map((r) => r.mismatches));
console.log(`by algorithm (geometric mean of rows): ${byAlgorithm.join(', ')}`);
console.log(`ab-geomean ${fixed(geomean(report.map((r) => r.ratio)), 3)} min-row ${fixed(Math.min(...report.map((r) => r.ratio)), 3)} (target: geomean ≥ 0.98; ${mismatches === 0 ? 'same cost and expansions on every query' : `${mismatches} queries DIFFER`})`);
