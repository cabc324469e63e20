// A batch on a pool of in-process workers: the plan has a search per query and configuration plus
// the optima, the pool shares the work, the records carry the right optimum, a cancel stops every
// worker, and a worker that crashes mid-batch has its searches run again (or stops the batch, with
// a sentence, when it keeps crashing).
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchOptions } from '../../../../src/shared/engine/index';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { runToEnd } from '../../../../src/shared/batch/components';
import { movementOf } from '../../../../src/shared/batch/movement';
import { randomPairs } from '../../../../src/shared/batch/pairs';
import { planBatch, type BatchPlan } from '../../../../src/shared/batch/plan';
import { BatchResults } from '../../../../src/shared/batch/results';
import { runBatch } from '../../../../src/shared/batch/runner';
import type { BatchConfig } from '../../../../src/shared/batch/types';
import type { MapSource } from '../../../../src/shared/protocol/searchClient';
import { InProcessWorker } from './workers';

const grid = createGrid(48, 48);
// A wall with a gap, so paths bend and weighted searches can be worse than optimal.
for (let y = 0; y < 40; y++) grid.terrain[y * 48 + 24] = 6;
const source: MapSource = { mapId: 'm', revision: 1, snapshot: () => ({ ...grid, terrain: grid.terrain.slice(), palette: grid.palette.map((t) => ({ ...t })) }) };
const opts = (over: Partial<SearchOptions>): SearchOptions => ({ ...DEFAULT_SEARCH_OPTIONS, ...over });
const configs: BatchConfig[] = [
  { label: 'A*', options: opts({}) },
  { label: 'weighted 3', options: opts({ algorithm: 'weighted-astar', weight: 3 }) },
  { label: 'A* 4-way', options: opts({ topology: 'square4', heuristic: 'manhattan' }) },
];
const queries = (n: number, g: Grid = grid) => runToEnd(randomPairs(g, configs.map((c) => movementOf(c.options)), n, 9));

function run(workers: InProcessWorker[], plan: BatchPlan) {
  const results = new BatchResults(plan);
  const progress: number[] = [];
  const batch = runBatch(workers.map((w) => w.client), source, plan.jobs, {
    onOutcome: (job, outcome) => results.add(job, outcome),
    onProgress: (done) => progress.push(done),
  });
  return { batch, results, progress };
}

const searches = (w: InProcessWorker) => w.sent.filter((r) => r.kind === 'search').length;

describe('batch plan', () => {
  it('has one search per query and configuration, and one optimum search per query and movement rules', () => {
    const plan = planBatch(grid, configs, queries(5));
    expect(plan.jobs.filter((j) => j.config !== null)).toHaveLength(15);
    // A* and weighted A* share 8-way movement; the 4-way configuration needs its own optimum.
    expect(plan.jobs.filter((j) => j.config === null)).toHaveLength(10);
    expect(plan.jobs.every((j) => !j.search.options.recordTrace)).toBe(true);
  });

  it('uses a Dijkstra configuration as the optimum instead of searching twice, and a scenario’s lengths where MovingAI’s rules apply', () => {
    const withDijkstra = [...configs, { label: 'Dijkstra', options: opts({ algorithm: 'dijkstra', heuristic: 'zero' }) }];
    const plan = planBatch(grid, withDijkstra, queries(5));
    expect(plan.jobs.filter((j) => j.config === null)).toHaveLength(5); // the 4-way one only
    const listed = queries(5).map((q) => ({ ...q, listedOptimal: 1 }));
    const scenario = planBatch(grid, configs, listed);
    expect(scenario.optimum.map((o) => o.kind)).toEqual(['listed', 'listed', 'search']);
  });
});

describe('running a batch on a pool of workers', () => {
  it('answers every search, shares the work between the workers and measures each against its optimum', async () => {
    const workers = [new InProcessWorker(), new InProcessWorker()];
    const plan = planBatch(grid, configs, queries(20));
    const { batch, results, progress } = run(workers, plan);
    const end = await batch.done;
    expect(end).toEqual({ status: 'complete', message: null, workerStops: [] });
    expect(progress.at(-1)).toBe(plan.jobs.length);
    for (const w of workers) expect(searches(w)).toBeGreaterThan(plan.jobs.length / 4);
    const records = results.records();
    expect(records).toHaveLength(60);
    for (const r of records) {
      const movement = configs[r.config]!.options;
      const optimum = runSearch(grid, { start: r.query.start, goal: r.query.goal, options: opts({ ...movementOf(movement), algorithm: 'dijkstra', heuristic: 'zero' }) });
      expect(r.optimal).toBeCloseTo(optimum.cost, 9);
      expect(r.status).toBe('found');
      if (r.config !== 1) expect(r.cost).toBeCloseTo(optimum.cost, 9);
      else expect(r.cost).toBeGreaterThanOrEqual(optimum.cost - 1e-9);
    }
  });

  it('a cancel stops every worker: each is told to cancel, and no search is sent after it', async () => {
    // A large open map and small slices keep every search busy long enough to be cancelled.
    const big = createGrid(400, 400);
    const bigSource: MapSource = { mapId: 'big', revision: 1, snapshot: () => ({ ...big, terrain: big.terrain.slice() }) };
    const workers = [new InProcessWorker(50), new InProcessWorker(50)];
    const plan = planBatch(big, [{ label: 'Dijkstra', options: opts({ algorithm: 'dijkstra', heuristic: 'zero' }) }], queries(40, big));
    let batch!: ReturnType<typeof runBatch>;
    let started = 0;
    const outcomes: number[] = [];
    for (const w of workers)
      w.onSend = (r) => {
        if (r.kind === 'search' && ++started === 4) batch.cancel(); // both workers hold two searches each
      };
    batch = runBatch(workers.map((w) => w.client), bigSource, plan.jobs, { onOutcome: (job) => outcomes.push(job.id) });
    expect(await batch.done).toMatchObject({ status: 'cancelled' });
    for (const w of workers) {
      const kinds = w.sent.map((r) => r.kind);
      expect(kinds.filter((k) => k === 'cancel')).toHaveLength(2);
      expect(kinds.slice(kinds.indexOf('cancel')).includes('search')).toBe(false);
    }
    expect(outcomes).toEqual([]);
  });

  it('a worker that crashes mid-batch has its searches run again, and the batch completes saying so', async () => {
    const workers = [new InProcessWorker(), new InProcessWorker()];
    const plan = planBatch(grid, configs, queries(10));
    let sent = 0;
    workers[1]!.onSend = (r) => {
      if (r.kind === 'search' && ++sent === 5) queueMicrotask(() => workers[1]!.crash('it crashed: out of memory'));
    };
    const { batch, results } = run(workers, plan);
    const end = await batch.done;
    expect(end.status).toBe('complete');
    expect(end.workerStops).toHaveLength(1);
    expect(end.workerStops[0]).toMatch(/out of memory/);
    expect(results.records()).toHaveLength(30);
    expect(results.records().every((r) => r.status === 'found')).toBe(true);
  });

  it('a worker that keeps crashing stops the batch with a sentence saying what happened and what to do', async () => {
    const workers = [new InProcessWorker(), new InProcessWorker()];
    const plan = planBatch(grid, configs, queries(10));
    for (const w of workers)
      w.onSend = (r) => {
        if (r.kind === 'search') queueMicrotask(() => w.crash('it was killed'));
      };
    const { batch } = run(workers, plan);
    const end = await batch.done;
    expect(end.status).toBe('stopped');
    expect(end.message).toMatch(/^The search workers stopped 3 times \(the last: it was killed\), so the batch stopped after \d+ of 50 searches\. Your map is safe; try fewer workers/);
  });
});
