// The body of a benchmark proof, run in a worker thread by proofThread.ts: checks lines of one
// MovingAI scenario with one algorithm, and names each line before searching it, so the test
// thread can tell a search that hangs from one that is merely long.
import { parentPort, workerData } from 'node:worker_threads';
import { DEFAULT_SEARCH_OPTIONS, runSearch } from '../../../../src/shared/engine/index';
import type { ProofJob, ProofMessage } from './proofThread';
import { lengthMatches, loadBenchmark, walkedCost } from './helpers';

const job = workerData as ProofJob;
const post = (message: ProofMessage) => parentPort!.postMessage(message);

const { grid, scen } = loadBenchmark(job.map);
const all = scen.entries;
const count = Math.min(all.length, job.maxLines);
const oldFormat = scen.version === '1.0';
const options = { ...DEFAULT_SEARCH_OPTIONS, algorithm: job.algorithm };
const wrong: string[] = [];
for (let i = 0; i < count; i++) {
  // Lines spread evenly over the file, so a sample still covers every bucket of path lengths.
  const e = all[Math.floor((i * all.length) / count)]!;
  const start = e.startY * grid.width + e.startX;
  const goal = e.goalY * grid.width + e.goalX;
  post({ kind: 'line', line: e.line, from: [e.startX, e.startY], to: [e.goalX, e.goalY] });
  try {
    const r = runSearch(grid, { start, goal, options });
    if (r.status !== 'found' || !lengthMatches(r.cost, e.optimal, oldFormat)) wrong.push(`line ${e.line}: ${r.status} ${r.cost} vs ${e.optimal}`);
    // The path itself: legal moves from start to goal that cost what the result says.
    else if (r.path[0] !== start || r.path.at(-1) !== goal || !(Math.abs(walkedCost(grid, r.path, options) - r.cost) <= 1e-9 * r.cost))
      wrong.push(`line ${e.line}: the path does not walk from start to goal for ${r.cost}`);
  } catch (error) {
    wrong.push(`line ${e.line}: ${(error as Error).stack ?? String(error)}`);
  }
}
post({ kind: 'done', checked: count, wrong });
