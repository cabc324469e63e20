// The weighted benchmark: our A* against Jump Point Search on weighted maps (JPSW) on the maps a
// level designer paints. The shared MovingAI maps get terrain costs 1–5 in regions drawn by seeded
// value noise (their walls kept), and the bundled samples are searched as saved (heights aside).
// Prints one line per map, a table and `weighted-geomean astar-vs-jpsw X` (A* time / JPSW time,
// geometric mean over the maps), checking that JPSW's cost equals A*'s on every query.
// Run alone: `npx tsx test/bench/engine/weightedBench.ts [map names]`.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchOptions } from '../../../src/shared/engine/index';
import { parseProject } from '../../../src/shared/formats/project';
import { createGrid, type Grid } from '../../../src/shared/grid/grid';
import type { TerrainType } from '../../../src/shared/grid/terrain';
import { BENCH_MAPS, loadBenchMap, spreadIndices } from './benchMaps';
import { loadBundledEngine, type BundledEngine } from './bundledEngine';
import { fixed, geomean, median, table } from './stats';

const QUERIES = Number(process.env.BENCH_WEIGHTED_QUERIES ?? 50);
/** Timing rounds on maps under a million cells (each query keeps its best time); larger maps run once. */
const ROUNDS = 3;
/** Untimed warm-up per engine and map, so that both run optimised code when timed. */
const WARMUP_MS = 200;
/** Side of the noise lattice in cells: regions a few dozen cells across, like painted ones. */
const REGION = 40;
const SAMPLES_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../resources/samples');

export interface WeightedCase { name: string; grid: Grid; queries: { start: number; goal: number }[] }

/** Terrain costs 1–5 (index = cost − 1), then a wall. */
const WEIGHTED_PALETTE: TerrainType[] = [
  ...[1, 2, 3, 4, 5].map((cost) => ({ name: `Cost ${cost}`, color: 0x808080, cost, passable: true })),
  { name: 'Wall', color: 0x2b2b33, cost: 1, passable: false },
];
const WALL = 5;

/** A small seeded generator (mulberry32): the same maps and queries on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth value noise in [0, 1): random values on a lattice of REGION cells, blended between. */
function valueNoise(width: number, height: number, seed: number): Float64Array {
  const next = random(seed);
  const lw = Math.ceil(width / REGION) + 2, lh = Math.ceil(height / REGION) + 2;
  const lattice = Float64Array.from({ length: lw * lh }, () => next());
  const smooth = (t: number) => t * t * (3 - 2 * t);
  const out = new Float64Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = y / REGION, iy = Math.floor(fy), ty = smooth(fy - iy);
    for (let x = 0; x < width; x++) {
      const fx = x / REGION, ix = Math.floor(fx), tx = smooth(fx - ix);
      const v = (i: number, j: number) => lattice[(iy + j) * lw + ix + i]!;
      const top = v(0, 0) + (v(1, 0) - v(0, 0)) * tx, bottom = v(0, 1) + (v(1, 1) - v(0, 1)) * tx;
      out[y * width + x] = top + (bottom - top) * ty;
    }
  }
  return out;
}

/** A MovingAI map repainted: its walls kept, its open ground in cost regions 1–5 of about equal area. */
export function paintedMap(name: string, seed: number): WeightedCase {
  const bm = loadBenchMap(name, QUERIES);
  const src = bm.grid, { width, height } = src;
  const grid = createGrid(width, height, 0, WEIGHTED_PALETTE.map((t) => ({ ...t })));
  const noise = valueNoise(width, height, seed);
  // Five bands at the noise's quintiles, so every cost covers about a fifth of the open ground.
  const sorted = Float64Array.from(noise).sort();
  const cuts = [1, 2, 3, 4].map((k) => sorted[Math.floor((k * sorted.length) / 5)]!);
  for (let c = 0; c < width * height; c++) {
    if (!src.palette[src.terrain[c]!]!.passable) { grid.terrain[c] = WALL; continue; }
    const v = noise[c]!;
    grid.terrain[c] = v < cuts[0]! ? 0 : v < cuts[1]! ? 1 : v < cuts[2]! ? 2 : v < cuts[3]! ? 3 : 4;
  }
  return { name: `${name} (painted)`, grid, queries: bm.queries.map((q) => ({ start: q.start, goal: q.goal })) };
}

/** A bundled sample as saved, with queries between seeded random passable cells. */
function sampleMap(file: string, seed: number): WeightedCase | null {
  const project = parseProject(readFileSync(resolve(SAMPLES_DIR, file), 'utf8'));
  if (project.settings.topology === 'hex') return null;
  const grid = { ...project.grid, heights: null };
  const open: number[] = [];
  for (let c = 0; c < grid.width * grid.height; c++) if (grid.palette[grid.terrain[c]!]?.passable) open.push(c);
  const next = random(seed);
  const queries = Array.from({ length: QUERIES }, () => ({
    start: open[Math.floor(next() * open.length)]!, goal: open[Math.floor(next() * open.length)]!,
  }));
  return { name: project.name, grid, queries };
}

interface WeightedReport {
  name: string; cells: number; queries: number; astarMs: number; jpswMs: number;
  astarMedian: number; jpswMedian: number; buildMs: number; expandedRatio: number; mismatches: number;
}

function benchCase(engine: BundledEngine, w: WeightedCase): WeightedReport {
  const { runSearch, mapContext, weightedJumps } = engine;
  const { grid, queries } = w;
  const ASTAR: SearchOptions = { ...engine.DEFAULT_SEARCH_OPTIONS, closestIfUnreachable: false };
  const JPSW: SearchOptions = { ...ASTAR, algorithm: 'jpsw' };
  const t0 = performance.now();
  weightedJumps(mapContext(grid));
  const buildMs = performance.now() - t0;
  const engines = [ASTAR, JPSW];
  for (const options of engines) {
    const start = performance.now();
    for (let k = 0; k < 1 || performance.now() - start < WARMUP_MS; k++) runSearch(grid, { ...queries[k % queries.length]!, options });
  }
  // Timed: each engine runs the queries in a block of its own; maps under a million cells repeat
  // it in rounds, engines interleaved, and each query keeps its best time (a collection or a
  // recompilation during one run would otherwise decide a small map's figure).
  const rounds = grid.width * grid.height < 1_000_000 ? ROUNDS : 1;
  const samples = engines.map(() => queries.map(() => Infinity));
  const costs = engines.map(() => [] as number[]);
  const expanded = [0, 0];
  for (let round = 0; round < rounds; round++) {
    engines.forEach((options, e) => {
      queries.forEach((q, i) => {
        const s = performance.now();
        const r = runSearch(grid, { start: q.start, goal: q.goal, options });
        samples[e]![i] = Math.min(samples[e]![i]!, performance.now() - s);
        if (round === 0) {
          costs[e]!.push(r.cost);
          expanded[e]! += r.metrics.expanded;
        }
      });
    });
  }
  const same = (a: number, b: number) => (a === Infinity ? b === Infinity : Math.abs(a - b) <= 1e-9 * Math.max(1, b));
  const mismatches = queries.filter((_, i) => !same(costs[1]![i]!, costs[0]![i]!)).length;
  const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
  return {
    name: w.name, cells: grid.width * grid.height, queries: queries.length,
    astarMs: sum(samples[0]!), jpswMs: sum(samples[1]!), astarMedian: median(samples[0]!), jpswMedian: median(samples[1]!),
    buildMs, expandedRatio: expanded[0]! / Math.max(1, expanded[1]!), mismatches,
  };
}

/** The given MovingAI maps (all by default) painted, and, when none is named, every bundled sample. */
export function weightedCases(only: readonly string[] = []): WeightedCase[] {
  const names = only.length ? BENCH_MAPS.filter((m) => only.includes(m)) : BENCH_MAPS;
  const cases: WeightedCase[] = names.map((name, i) => paintedMap(name, 1000 + i));
  if (!only.length) {
    const files = readdirSync(SAMPLES_DIR).filter((f) => f.endsWith('.astar') || f.endsWith('.astar.json')).sort();
    files.forEach((f, i) => {
      const c = sampleMap(f, 2000 + i);
      if (c) cases.push(c);
    });
  }
  return cases;
}

/**
 * Runs the weighted benchmark on the given MovingAI maps (all by default) and every bundled sample,
 * with the engine as the app ships it (bundledEngine.ts), as the rest of the bench does.
 */
export function runWeightedBench(engine: BundledEngine, only: readonly string[] = []): { geomean: number; mismatches: number } {
  const cases = weightedCases(only);
  console.log('');
  console.log(`Weighted maps: the MovingAI maps with costs 1–5 painted in regions by seeded noise (walls kept)${only.length ? '' : ', and the bundled samples (heights aside)'};`);
  console.log(`up to ${QUERIES} queries a map (the .scen lines spread evenly; seeded random cells on the samples), each engine timed in a block of its own after a warm-up,`);
  console.log(`best of ${ROUNDS} interleaved rounds per query on maps under a million cells; the speed-up is A*'s total time over JPSW's;`);
  console.log(`JPSW's jump table is built once per map before the timer (its time in "build ms").`);
  const reports = cases.map((c) => {
    const r = benchCase(engine, c);
    console.log(`weighted-map ${r.name.replace(/\s+/g, '_')} astar-ms ${fixed(r.astarMs, 2)} jpsw-ms ${fixed(r.jpswMs, 2)} speed-up ${fixed(r.astarMs / r.jpswMs, 2)} mismatches ${r.mismatches}`);
    return r;
  });
  console.log('');
  console.log(table(
    ['weighted map', 'cells', 'queries', 'A* total ms', 'JPSW total ms', 'A* median ms', 'JPSW median ms', 'speed-up', 'A*/JPSW expanded', 'build ms', 'mismatch'],
    reports.map((r) => [
      r.name, r.cells, r.queries, fixed(r.astarMs, 1), fixed(r.jpswMs, 1), fixed(r.astarMedian), fixed(r.jpswMedian),
      fixed(r.astarMs / r.jpswMs, 2) + '×', fixed(r.expandedRatio, 1) + '×', fixed(r.buildMs, 0), r.mismatches,
    ]),
  ));
  const g = geomean(reports.map((r) => r.astarMs / r.jpswMs));
  const mismatches = reports.reduce((a, r) => a + r.mismatches, 0);
  console.log(`weighted-geomean astar-vs-jpsw ${fixed(g, 2)} (target ≥ 3; JPSW's cost ${mismatches === 0 ? 'equals' : 'DIFFERS FROM'} A*'s on ${mismatches === 0 ? 'every query' : `${mismatches} queries`})`);
  return { geomean: g, mismatches };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runWeightedBench(await loadBundledEngine(), process.argv.slice(2).filter((a) => !a.startsWith('-')));
}
