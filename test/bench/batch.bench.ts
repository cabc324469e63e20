// `npx tsx test/bench/batch.bench.ts`: how much sooner `astar-studio batch` finishes with two
// worker processes than with one, on a real MovingAI scenario (brc202d, every line, A* and
// bidirectional A*: about 12 s at one worker here). Builds the CLI, then runs it with --workers 1
// and --workers 2 in turn, ROUNDS times each, and prints each run's time (the CLI's own figure,
// from starting its workers to the last answer, and the whole process's), the medians and the
// ratio. Not a test: the machine's other load moves the figures, so the load average is printed.
import { execFileSync, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SCENARIO = resolve('../shared/benchmarks/movingai/brc202d.map.scen');
const CONFIGS = ['algo=astar,heuristic=octile', 'algo=bidirectional'];
const CLI = resolve('out/cli/astar-studio.js');

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/** One batch run: the CLI's "in X s" and the process's wall time, both in seconds. */
function runOnce(workers: number): { batch: number; wall: number } {
  const args = [CLI, 'batch', SCENARIO, ...CONFIGS.flatMap((c) => ['--config', c]), '--workers', String(workers)];
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const wall = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`batch exited with ${r.status}: ${r.stderr}`);
  const m = /on \d+ workers? in ([\d.]+) s/.exec(r.stderr);
  if (!m) throw new Error(`no timing line in: ${r.stderr}`);
  return { batch: Number(m[1]), wall };
}

execFileSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.cli.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
console.log(`batch speed-up: ${SCENARIO.split('/').at(-1)}, every line, --config ${CONFIGS.join(' --config ')}; ${ROUNDS} rounds`);
const times: Record<1 | 2, { batch: number; wall: number }[]> = { 1: [], 2: [] };
for (let round = 1; round <= ROUNDS; round++) {
  for (const workers of [1, 2] as const) {
    const load = loadavg()[0]!.toFixed(2);
    const t = runOnce(workers);
    times[workers].push(t);
    console.log(`round ${round} workers ${workers}: batch ${t.batch.toFixed(2)} s, process ${t.wall.toFixed(2)} s (load average before: ${load})`);
  }
}
const one = median(times[1].map((t) => t.batch)), two = median(times[2].map((t) => t.batch));
const oneWall = median(times[1].map((t) => t.wall)), twoWall = median(times[2].map((t) => t.wall));
console.log(`median: 1 worker ${one.toFixed(2)} s, 2 workers ${two.toFixed(2)} s; speed-up ${(one / two).toFixed(2)}× (process: ${(oneWall / twoWall).toFixed(2)}×)`);
console.log(`batch-speedup ${(one / two).toFixed(3)} target 1.6 ${one / two >= 1.6 ? 'met' : 'NOT met'}`);
