// Run in its own process by `npm run bench:debugger` (node --expose-gc), one query on a square map,
// in one of two modes. 'overhead': the query untraced and traced, alternately, twice each (the
// recording's cost). 'debug': the query traced once, as a worker would run it, the trace store
// built over the recording, seeks to random steps each producing what a view needs, and the
// process's memory before the search (the map loaded and prepared) and after it (search state,
// trace and store kept, as a worker keeps a debugged run), peak included, so nothing else runs in
// it; then map layers at random steps, and the cost to the goal (h*) computed in a worker's slices.
// Prints one JSON line.
import { createGrid, type Grid } from '../../../src/shared/grid/grid';
import { DEFAULT_SEARCH_OPTIONS, createCostToGoal, createSearch, prepareSearch, type AlgorithmName, type SearchQuery } from '../../../src/shared/engine/index';
import { estimateDebugMemory, layerValues, recordingOf, TraceStore } from '../../../src/shared/engine/trace/index';
import type { TraceLayer } from '../../../src/shared/protocol/messages';

const [sideArg, algorithmArg, terrainArg, seeksArg, mode] = process.argv.slice(2);
const side = Number(sideArg ?? 4096), algorithm = (algorithmArg ?? 'dijkstra') as AlgorithmName;
const seeks = Number(seeksArg ?? 200);
const MB = 2 ** 20;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

const percentile = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

/** A seeded generator, so every run seeks the same steps. */
function random(seed: number): () => number {
  return () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

function makeGrid(): Grid {
  const grid = createGrid(side, side);
  if (terrainArg === 'walls') {
    // Ground with a fifth of the cells walls (one terrain cost: jump points and Theta* accept it).
    const next = random(3);
    for (let c = 0; c < grid.terrain.length; c++) grid.terrain[c] = next() < 0.2 ? 6 : 0;
    grid.terrain[0] = 0;
    grid.terrain[grid.terrain.length - 1] = 0;
  }
  if (terrainArg === 'weighted') {
    // Ground, Road, Grass, Forest, Swamp and a few walls.
    const next = random(7);
    for (let c = 0; c < grid.terrain.length; c++) grid.terrain[c] = [0, 0, 1, 2, 3, 4, 6][Math.floor(next() * 7)]!;
    grid.terrain[0] = 0;
    grid.terrain[grid.terrain.length - 1] = 0;
  }
  return grid;
}

const grid = makeGrid();
const query: SearchQuery = { start: 0, goal: side * side - 1, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm } };
for (const _ of prepareSearch(grid, query)); // the map's set-up, timed by neither run

/** Runs the query to the end, traced or not; returns the result and the time it took. */
function timed(recordTrace: boolean) {
  const t = performance.now();
  const search = createSearch(grid, { ...query, options: { ...query.options, recordTrace } });
  while (!search.step(1 << 30));
  return { result: search.result(), ms: performance.now() - t };
}
if (mode === 'overhead') {
  // The faster of two runs each (the machine may be busy).
  const untracedA = timed(false).ms, tracedA = timed(true).ms, untracedB = timed(false).ms, tracedB = timed(true).ms;
  console.log(JSON.stringify({ untracedMs: Math.min(untracedA, untracedB), recordMs: Math.min(tracedA, tracedB) }));
  process.exit(0);
}

gc();
const beforeSearch = process.memoryUsage();
const traced = timed(true), result = traced.result;
let t0 = performance.now();
const store = new TraceStore(recordingOf(result)!);
const indexMs = performance.now() - t0;
const summary = store.summary();
gc();
const afterIndex = process.memoryUsage();

// Seeks: alternately a 1920 × 1080 rectangle somewhere on the map and the whole map sampled to at
// most as many cells; each with the current node and its neighbours, the first open-list page and
// the path to the current node.
const next = random(12345);
const visible = { width: Math.min(1920, side), height: Math.min(1080, side) };
const stride = Math.max(1, Math.ceil(Math.sqrt((side * side) / (1920 * 1080))));
const statesOut = new Uint8Array(1920 * 1080);
const times: number[] = [], cpuTimes: number[] = [], parts = { states: [] as number[], expansion: [] as number[], openPage: [] as number[], path: [] as number[] };
let openRows = 0;
for (let i = -20; i < seeks; i++) {
  const k = Math.floor(next() * (store.steps + 1));
  const rect = i % 2 === 0
    ? { x: Math.floor(next() * (side - visible.width + 1)), y: Math.floor(next() * (side - visible.height + 1)), ...visible }
    : { x: 0, y: 0, width: side, height: side, stride };
  const s0 = performance.now(), c0 = process.cpuUsage();
  const view = store.view(k, { rect, openPage: { side: 0, offset: 0, count: 100 }, currentPath: true }, statesOut);
  const dt = performance.now() - s0, cpu = process.cpuUsage(c0);
  if (i < 0) continue; // warm-up
  times.push(dt);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
  openRows = Math.max(openRows, view.openPage!.total);
  // The parts, timed apart on the same step.
  let p0 = performance.now(); store.cellStates(k, rect, statesOut); parts.states.push(performance.now() - p0);
  p0 = performance.now(); store.expansion(k); parts.expansion.push(performance.now() - p0);
  p0 = performance.now(); store.openList(k, 0, 0, 100); parts.openPage.push(performance.now() - p0);
  p0 = performance.now(); store.currentPath(k); parts.path.push(performance.now() - p0);
}
const usage = process.memoryUsage();
const peakDebugMB = process.resourceUsage().maxRSS / 1024; // before the layers and h* below

// The cost to the goal from every cell (the error layer's h*), in a worker's slices.
const hStarStart = performance.now();
const hStar = createCostToGoal(grid, query);
while (!hStar.step(1 << 16)); // a worker's slice: it answers pings in between
const costToGoalMs = performance.now() - hStarStart;
const costToGoal = hStar.result();
gc();
const withCostToGoal = process.memoryUsage();
// Map layers, as a view asks for them while scrubbing: the same two kinds of rectangle, random steps.
// The first request of 'order' and 'parent' makes their per-cell tables (timed apart).
const layerTimes: Record<string, { first: number; p95: number }> = {};
for (const layer of ['g', 'h', 'f', 'order', 'error', 'parent'] as TraceLayer[]) {
  const whole = { x: 0, y: 0, width: side, height: side, stride };
  let t = performance.now();
  layerValues(store, store.steps >> 1, layer, whole, costToGoal);
  const first = performance.now() - t;
  const ts: number[] = [];
  for (let i = 0; i < 40; i++) {
    const k = Math.floor(next() * (store.steps + 1));
    const rect = i % 2 === 0 ? { x: Math.floor(next() * (side - visible.width + 1)), y: Math.floor(next() * (side - visible.height + 1)), ...visible } : whole;
    t = performance.now();
    layerValues(store, k, layer, rect, costToGoal);
    ts.push(performance.now() - t);
  }
  layerTimes[layer] = { first, p95: percentile(ts, 0.95) };
}

console.log(JSON.stringify({
  side, algorithm, terrain: terrainArg ?? 'open', status: result.status, expanded: result.metrics.expanded,
  events: summary.events, traceBytes: summary.traceBytes, indexBytes: summary.indexBytes,
  recordMs: traced.ms, indexMs,
  seekP50: percentile(times, 0.5), seekP95: percentile(times, 0.95), seekMax: Math.max(...times), seekCpuP95: percentile(cpuTimes, 0.95),
  partsP95: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, percentile(v, 0.95)])),
  maxOpen: openRows, seeks: times.length,
  rssBeforeMB: beforeSearch.rss / MB, rssAfterIndexMB: afterIndex.rss / MB,
  rssMB: usage.rss / MB, heapUsedMB: afterIndex.heapUsed / MB, arrayBuffersMB: afterIndex.arrayBuffers / MB,
  indexBytesAfterLayers: store.summary().indexBytes,
  costToGoalMs, rssWithCostToGoalMB: withCostToGoal.rss / MB, costToGoalBytes: costToGoal.byteLength, layerTimes,
  peakRssMB: peakDebugMB, peakWithLayersMB: process.resourceUsage().maxRSS / 1024,
  estimateMB: estimateDebugMemory({ cells: side * side, algorithm, mixedCosts: terrainArg === 'weighted' }).bytes / MB,
}));
