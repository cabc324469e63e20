// `npm run bench:debugger`: what debugging a search costs. Each query runs in a child process of
// its own (test/bench/debugger/tracedRun.ts), so its memory is measured alone: the search untraced
// and traced (the recording's overhead), the trace store's index over the events, seeks to random
// steps producing what a view shows (cell states of a 1920 × 1080 rectangle or of the whole map
// sampled to as many cells, the expanded node and its neighbours, the first 100 rows of the open
// list and the path to the current node), the worker's memory before and after the traced search,
// map layers at random steps and the cost to the goal (h*) of every cell. Prints tables and two
// lines: `seek-p95-ms X events E bytes-per-event B record-overhead R` and
// `worker-memory-<side>-dijkstra-mb M` (the whole worker's resident memory with the debugged run). Not a test.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEBUG_MEMORY_BUDGET } from '../../src/shared/engine/trace/memory';
import { fixed, table } from './engine/stats';

interface RunReport {
  side: number; algorithm: string; terrain: string; status: string; expanded: number; events: number;
  traceBytes: number; indexBytes: number; recordMs: number; indexMs: number;
  seekP50: number; seekP95: number; seekMax: number; seekCpuP95: number;
  partsP95: { states: number; expansion: number; openPage: number; path: number };
  maxOpen: number; seeks: number; rssMB: number; heapUsedMB: number; arrayBuffersMB: number; peakRssMB: number; estimateMB: number;
  rssBeforeMB: number; rssAfterIndexMB: number; indexBytesAfterLayers: number;
  costToGoalMs: number; rssWithCostToGoalMB: number; costToGoalBytes: number; peakWithLayersMB: number;
  layerTimes: Record<string, { first: number; p95: number }>;
}

const script = fileURLToPath(new URL('./debugger/tracedRun.ts', import.meta.url));
function child<T>(args: (string | number)[]): T {
  const out = execFileSync(process.execPath, ['--expose-gc', '--max-old-space-size=4096', '--import', 'tsx', script, ...args.map(String)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

/** One query: its recording overhead in one process, then debugging it in a fresh one. */
function run(side: number, algorithm: string, terrain: string, seeks: number): RunReport & { overhead: { untracedMs: number; recordMs: number } } {
  const overhead = child<{ untracedMs: number; recordMs: number }>([side, algorithm, terrain, 0, 'overhead']);
  return { ...child<RunReport>([side, algorithm, terrain, seeks, 'debug']), overhead };
}

const quick = process.argv.includes('--quick');
console.log('A* Studio debugger benchmark: each query in its own process; times are wall-clock milliseconds (CPU time beside the seek p95).');
console.log(`machine load (1-minute average; this machine has 2 cores shared with other work): ${fixed(loadavg()[0]!, 1)} at the start`);
const reports = [
  run(quick ? 2048 : 4096, 'dijkstra', 'open', quick ? 60 : 200),
  run(2048, 'astar', 'weighted', quick ? 40 : 100),
  run(2048, 'bidirectional', 'weighted', quick ? 40 : 100),
  run(2048, 'jps', 'walls', quick ? 40 : 100),
];
const MB = 2 ** 20;
console.log('');
console.log(table(
  ['query', 'events', 'trace B/event', 'index MB', 'record overhead', 'index s', 'seek p50 ms', 'seek p95 ms', 'p95 CPU ms', 'p95 states / node / open page / path ms', 'open max', 'RSS MB', 'peak RSS MB', 'estimate MB'],
  reports.map((r) => [
    `${r.algorithm} ${r.side}² ${r.terrain} (${r.status}, ${r.expanded} expanded)`,
    r.events, fixed(r.traceBytes / r.events, 2), fixed(r.indexBytes / MB, 0),
    fixed(r.overhead.recordMs / r.overhead.untracedMs, 2) + '×', fixed(r.indexMs / 1000, 1),
    fixed(r.seekP50, 1), fixed(r.seekP95, 1), fixed(r.seekCpuP95, 1),
    [r.partsP95.states, r.partsP95.expansion, r.partsP95.openPage, r.partsP95.path].map((x) => fixed(x, 1)).join(' / '),
    r.maxOpen, fixed(r.rssMB, 0), fixed(r.peakRssMB, 0), fixed(r.estimateMB, 0),
  ]),
));
console.log('');
const LAYERS = ['g', 'h', 'f', 'order', 'error', 'parent'];
console.log('map layers (layerValues; a 1920 × 1080 rectangle and the whole map sampled to as many cells, random steps; first: the first request, which makes the per-cell tables of order and parent), and the cost to the goal h* of every cell:');
console.log(table(
  ['query', ...LAYERS.map((l) => `${l} p95 / first ms`), 'h* s', 'h* MB', 'RSS with h* MB', 'peak RSS with layers MB'],
  reports.map((r) => [
    `${r.algorithm} ${r.side}² ${r.terrain}`,
    ...LAYERS.map((l) => `${fixed(r.layerTimes[l]!.p95, 1)} / ${fixed(r.layerTimes[l]!.first, 0)}`),
    fixed(r.costToGoalMs / 1000, 2), fixed(r.costToGoalBytes / MB, 0), fixed(r.rssWithCostToGoalMB, 0), fixed(r.peakWithLayersMB, 0),
  ]),
));
const big = reports[0]!;
console.log('');
const overhead = big.overhead.recordMs / big.overhead.untracedMs;
console.log(`${big.side}² ${big.algorithm}: untraced ${fixed(big.overhead.untracedMs, 0)} ms, traced ${fixed(big.overhead.recordMs, 0)} ms (best of two each), then indexing the trace ${fixed(big.indexMs, 0)} ms (record + index ${fixed((big.overhead.recordMs + big.indexMs) / big.overhead.untracedMs, 2)}× the untraced search)`);
console.log(`worker memory, traced ${big.side}² ${big.algorithm} with its store: RSS ${fixed(big.rssMB, 0)} MB (peak ${fixed(big.peakRssMB, 0)} MB), JS heap ${fixed(big.heapUsedMB, 0)} MB, typed arrays ${fixed(big.arrayBuffersMB, 0)} MB, of which trace ${fixed(big.traceBytes / MB, 0)} MB and store index ${fixed(big.indexBytes / MB, 0)} MB`);
console.log(`worker memory end to end, traced ${big.side}² ${big.algorithm}: before the search ${fixed(big.rssBeforeMB, 0)} MB (map loaded and prepared), after it and its store ${fixed(big.rssAfterIndexMB, 0)} MB, after the seeks ${fixed(big.rssMB, 0)} MB (+${fixed(big.rssMB - big.rssBeforeMB, 0)} MB: search state, trace ${fixed(big.traceBytes / MB, 0)} MB, index ${fixed(big.indexBytes / MB, 0)} MB, ${fixed(big.indexBytesAfterLayers / MB, 0)} MB with the layers' tables); with h* for the error layer ${fixed(big.rssWithCostToGoalMB, 0)} MB`);
console.log(`cost to the goal (h*) on ${big.side}²: ${fixed(big.costToGoalMs / 1000, 2)} s in slices of 65,536 cells, ${fixed(big.costToGoalBytes / MB, 0)} MB kept`);
console.log(`debuggable within ${fixed(DEBUG_MEMORY_BUDGET / MB, 0)} MB: ${big.peakRssMB <= DEBUG_MEMORY_BUDGET / MB ? 'yes' : 'no'} (estimateDebugMemory says ${fixed(big.estimateMB, 0)} MB)`);
console.log(`targets: seek p95 ≤ 16 ms, ≤ 8 bytes an event, record overhead ≤ 2`);
console.log(`seek-p95-ms ${fixed(big.seekP95, 1)} events ${big.events} bytes-per-event ${fixed(big.traceBytes / big.events, 2)} record-overhead ${fixed(overhead, 2)}`);
console.log(`worker-memory-${big.side}-dijkstra-mb ${fixed(big.rssMB, 0)}`);
