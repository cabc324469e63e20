// npm run bench:analysis: the level analyses on large maps, as the issue asks them measured.
//   regions-4096 ms T                 the regions of a 4096² map painted in cost regions with walls
//   regions-update-4096-vs-256 R      the same 8-cell dabs kept current on 4096² and on 256² (target R ≤ 1.5)
//   field-4096 vs-dijkstra F          the cost field from a cell against the engine's Dijkstra over the same cells (target ≤ 1.2)
//   cut-1024 ms C                     the narrowest passage between two far cells of Berlin_0_1024 (target ≤ 2,000)
//   analysis-ui-longest-task-4096 ms L  the UI thread's longest task while each analysis is shown on a 4096²
//                                     map in the e2e web build, headless Chromium (target ≤ 50; analysis/uiLongTasks.ts),
//                                     beside the colouring's own time in Node (the UI thread's work before)
// Times are medians of several runs in this one process, ratios from the same run. Name parts to
// run only those: npm run bench:analysis -- regions field cut ui.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { costField } from '../../src/shared/analysis/costField';
import { moveRules } from '../../src/shared/analysis/moveRules';
import { regionMapOf } from '../../src/shared/analysis/regions';
import { minimumVertexCut } from '../../src/shared/analysis/vertexCut';
import { DEFAULT_SEARCH_OPTIONS, runSearch } from '../../src/shared/engine/index';
import { parseMovingAiMap, parseMovingAiScenario } from '../../src/shared/formats/movingai';
import type { Grid } from '../../src/shared/grid/grid';
import { BENCHMARK_DIR } from './engine/benchMaps';
import { paintedMap } from './engine/paintedMap';
import { fixed, median } from './engine/stats';
import { analysisUiFigures } from './analysis/uiLongTasks';
import { colouringTimes } from './analysis/colouringTime';
import { runBench } from './editor/previewServer';

const options = { ...DEFAULT_SEARCH_OPTIONS };
const parts = process.argv.slice(2);
const wanted = (part: string) => parts.length === 0 || parts.includes(part);

function time(f: () => void): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

// Regions of the whole 4096² map.
if (wanted('regions')) {
const big = paintedMap(4096), small = paintedMap(256);
const regionTimes: number[] = [];
for (let i = 0; i < 3; i++) regionTimes.push(time(() => regionMapOf(big, options)));
console.log(`regions-4096 ms ${fixed(median(regionTimes), 1)} (${regionMapOf(big, options).summary().count} regions)`);

// The same dabs on both maps: 8 cells (a plus of 5 and three beside it) walled, then given back, around the 256² map's middle.
const updates = (grid: Grid): number[] => {
  const regions = regionMapOf(grid, options);
  const wall = grid.palette.findIndex((t) => t.name === 'Wall');
  const times: number[] = [];
  for (let i = 0; i < 400; i++) {
    const cx = 40 + ((i * 37) % 170), cy = 40 + ((i * 53) % 170);
    const cells = [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1]].map(([dx, dy]) => (cy + dy!) * grid.width + cx + dx!);
    const before = cells.map((c) => grid.terrain[c]!);
    for (const c of cells) grid.terrain[c] = wall;
    times.push(time(() => regions.update(cells, (c) => grid.palette[grid.terrain[c]!]!.passable)));
    cells.forEach((c, k) => (grid.terrain[c] = before[k]!));
    times.push(time(() => regions.update(cells, (c) => grid.palette[grid.terrain[c]!]!.passable)));
  }
  return times.slice(100);
};
// Taking turns, so a slow moment of the machine hits both.
const u4096: number[] = [], u256: number[] = [];
for (let round = 0; round < 3; round++) {
  u256.push(median(updates(small)));
  u4096.push(median(updates(big)));
}
const update4096 = median(u4096), update256 = median(u256);
console.log(`regions-update ms: 4096² ${fixed(update4096, 3)}, 256² ${fixed(update256, 3)} (median of 700 dabs, 3 rounds)`);
console.log(`regions-update-4096-vs-256 ${fixed(update4096 / update256, 2)} target 1.5 ${update4096 / update256 <= 1.5 ? 'met' : 'NOT met'}`);
}

// The field from a cell, against Dijkstra searching every cell it reaches (its goal walled off in a corner, closest cell off).
if (wanted('field')) {
  const grid = paintedMap(4096);
  const wall = grid.palette.findIndex((t) => t.name === 'Wall');
  const goal = 4096 * 4096 - 1;
  for (const c of [goal - 1, goal - 4096, goal - 4097]) grid.terrain[c] = wall;
  const start = 1 * 4096 + 1;
  const rules = moveRules(grid, options);
  const fieldTimes: number[] = [], dijkstraTimes: number[] = [];
  let settled = 0, expanded = 0;
  for (let i = 0; i < 3; i++) {
    fieldTimes.push(time(() => (settled = costField(rules, { origin: start, direction: 'from', limit: Infinity }).reduce((n, c) => (c < Infinity ? n + 1 : n), 0))));
    dijkstraTimes.push(time(() => (expanded = runSearch(grid, { start, goal, options: { ...options, algorithm: 'dijkstra', closestIfUnreachable: false } }).metrics.expanded)));
  }
  const f = median(fieldTimes) / median(dijkstraTimes);
  console.log(`field-4096 ms ${fixed(median(fieldTimes), 0)} (${settled} cells), dijkstra ms ${fixed(median(dijkstraTimes), 0)} (${expanded} expanded)`);
  console.log(`field-4096 vs-dijkstra ${fixed(f, 2)} target 1.2 ${f <= 1.2 ? 'met' : 'NOT met'}`);
}

// The cut between the ends of Berlin_0_1024's longest listed line.
if (wanted('cut')) {
  const grid = parseMovingAiMap(readFileSync(resolve(BENCHMARK_DIR, 'Berlin_0_1024.map'), 'utf8'));
  const scen = parseMovingAiScenario(readFileSync(resolve(BENCHMARK_DIR, 'Berlin_0_1024.map.scen'), 'utf8'));
  const line = scen.entries.reduce((a, b) => (b.optimal > a.optimal ? b : a));
  const rules = moveRules(grid, options);
  const start = line.startY * grid.width + line.startX, goal = line.goalY * grid.width + line.goalX;
  let width = 0;
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push(time(() => (width = minimumVertexCut(rules, start, goal).width)));
  const c = median(times);
  console.log(`cut-1024 ms ${fixed(c, 0)} (width ${width}) target 2000 ${c <= 2000 ? 'met' : 'NOT met'}`);
}

// Each analysis shown on a 4096² map in the web build: the longest task of the UI thread meanwhile.
if (wanted('ui')) {
  const colouring = Object.entries(colouringTimes()).map(([kind, ms]) => `${kind} ${fixed(ms, 0)}`).join(', ');
  console.log(`analysis-colouring-4096 ms: ${colouring} (in Node: what the UI thread spent on each before the colouring moved to a worker)`);
  await runBench(async () => {
    const shown = Object.entries(await analysisUiFigures());
    const longest = Math.max(...shown.map(([, f]) => f.longest));
    const each = shown.map(([kind, f]) => `${kind} ${fixed(f.longest, 0)} ms, on screen in ${fixed(f.ms, 0)} ms`).join('; ');
    console.log(`analysis-ui-longest-task-4096 ms ${fixed(longest, 0)} (${each}) target 50 ${longest <= 50 ? 'met' : 'NOT met'}`);
  });
}
