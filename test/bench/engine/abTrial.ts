// One trial of the engine A/B benchmark (engineAb.bench.ts), run in a process of its own: both
// engines (a commit's, and another commit's or the working tree's) loaded side by side, every row (a map and an algorithm) timed query by query with the two
// taking turns, each query's best CPU time kept per engine. Prints the rows as one JSON line.
// Run single-threaded (node --single-threaded): the process's CPU time is then the search's alone,
// and a loaded machine's preemptions, which a wall clock counts, do not enter the figures.
import type { SearchOptions } from '../../../src/shared/engine/index';
import type { Grid } from '../../../src/shared/grid/grid';
import { BENCH_MAPS, loadBenchMap } from './benchMaps';
import { loadBundledEngine, type BundledEngine } from './bundledEngine';
import { loadEngineAt } from './engineAtRevision';
import { paintedMap } from './weightedBench';

/** What a trial is asked. */
export interface TrialRequest {
  base: string;
  /** The other engine's commit; null: the working tree's. */
  next: string | null;
  maps: string[];
  algorithms: SearchOptions['algorithm'][] | null;
  queries: number;
  rounds: number;
  /** Which engine prepares each map first (allocation order can decide cache alignment). */
  baseFirst: boolean;
}

/** A row's outcome in one trial: per query, each engine's best time, cost and expansions. */
export interface TrialRow {
  map: string;
  cells: number;
  algorithm: string;
  best: [number[], number[]];
  cost: [number[], number[]];
  expanded: [number[], number[]];
}

interface Case { map: string; grid: Grid; queries: { start: number; goal: number }[]; algorithms: SearchOptions['algorithm'][] }

const UNIFORM_ALGORITHMS: SearchOptions['algorithm'][] = ['astar', 'jps', 'dijkstra', 'bidirectional'];
const WEIGHTED_ALGORITHMS: SearchOptions['algorithm'][] = ['astar', 'jpsw'];
/** Untimed warm-up per engine and row, so both run optimised code. */
const WARMUP_MS = 150;
/** A sample's length: short queries are repeated up to MAX_REPS times within one. */
const SAMPLE_MS = 0.5;
const MAX_REPS = 200;
/** Maps this large run fewer rounds (their queries are long enough for the clock). */
const LARGE_CELLS = 1_000_000;

/** CPU time of this process in ms. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function timeRow(engines: BundledEngine[], c: Case, algorithm: SearchOptions['algorithm'], request: TrialRequest): TrialRow {
  const options: SearchOptions = { ...engines[1]!.DEFAULT_SEARCH_OPTIONS, algorithm, closestIfUnreachable: false };
  const { grid, queries } = c;
  // The map's preparation (masks, jump tables) is not timed; the engines take turns at it.
  const order = request.baseFirst ? [0, 1] : [1, 0];
  for (const e of order) for (const _ of engines[e]!.prepareSearch(grid, { ...queries[0]!, options }));
  for (let k = 0; k < 4; k++) {
    const e = engines[order[k % 2]!]!, t0 = performance.now();
    for (let i = 0; i < queries.length || performance.now() - t0 < WARMUP_MS; i++) e.runSearch(grid, { ...queries[i % queries.length]!, options });
  }
  // A short query is repeated within one sample, so that a sample lasts about SAMPLE_MS: the CPU
  // clock reads microseconds and costs about one to read.
  const reps = queries.map((q) => {
    const t0 = cpuMs();
    engines[0]!.runSearch(grid, { start: q.start, goal: q.goal, options });
    return Math.max(1, Math.min(MAX_REPS, Math.ceil(SAMPLE_MS / Math.max(0.001, cpuMs() - t0))));
  });
  const best: [number[], number[]] = [queries.map(() => Infinity), queries.map(() => Infinity)];
  const cost: [number[], number[]] = [[], []], expanded: [number[], number[]] = [[], []];
  const rounds = grid.width * grid.height >= LARGE_CELLS ? Math.min(2, request.rounds) : request.rounds;
  for (let round = 0; round < rounds; round++) {
    queries.forEach((q, i) => {
      for (let k = 0; k < 2; k++) {
        const e = (i + round + k) % 2;
        const engine = engines[e]!, query = { start: q.start, goal: q.goal, options }, n = reps[i]!;
        const t0 = cpuMs();
        let r = engine.runSearch(grid, query);
        for (let k = 1; k < n; k++) r = engine.runSearch(grid, query);
        const ms = (cpuMs() - t0) / n;
        if (ms < best[e]![i]!) best[e]![i] = ms;
        if (round === 0) {
          cost[e]![i] = r.cost;
          expanded[e]![i] = r.metrics.expanded;
        }
      }
    });
  }
  return { map: c.map, cells: grid.width * grid.height, algorithm, best, cost, expanded };
}

/** Times every row of `request` with the engine at `request.base` and the working tree's. */
export async function runTrial(request: TrialRequest): Promise<TrialRow[]> {
  const pick = (list: SearchOptions['algorithm'][]) => (request.algorithms ? list.filter((a) => request.algorithms!.includes(a)) : list);
  const engines = [await loadEngineAt(request.base), request.next === null ? await loadBundledEngine() : await loadEngineAt(request.next)];
  const rows: TrialRow[] = [];
  for (const name of request.maps) {
    const bm = loadBenchMap(name, request.queries);
    const painted = paintedMap(name, 1000 + BENCH_MAPS.indexOf(name));
    const cases: Case[] = [
      { map: name, grid: bm.grid, queries: bm.queries.map((q) => ({ start: q.start, goal: q.goal })), algorithms: pick(UNIFORM_ALGORITHMS) },
      { map: painted.name, grid: painted.grid, queries: painted.queries.slice(0, request.queries), algorithms: pick(WEIGHTED_ALGORITHMS) },
    ];
    for (const c of cases) for (const algorithm of c.algorithms) rows.push(timeRow(engines, c, algorithm, request));
  }
  return rows;
}

if (process.argv.includes('--trial')) {
  const request = JSON.parse(process.argv[process.argv.indexOf('--trial') + 1]!) as TrialRequest;
  console.log(JSON.stringify(await runTrial(request)));
}
