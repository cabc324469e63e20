// `batch`'s worker pool under a worker that stops answering: one stopped by SIGSTOP mid-batch
// (it cannot act on SIGTERM) is found silent by the pool's watchdog, killed after the grace and
// replaced; its searches run again and the batch completes, saying the worker was restarted.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_CLI, ensureBuiltCli } from './builtCli';
import { ChildWorkerPool } from '../../../src/cli/workerPool';
import { planBatch } from '../../../src/shared/batch/plan';
import { scenarioPairs } from '../../../src/shared/batch/pairs';
import { BatchResults } from '../../../src/shared/batch/results';
import { runBatch } from '../../../src/shared/batch/runner';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/index';
import { parseMovingAiMap, parseMovingAiScenario } from '../../../src/shared/formats/movingai';

const BENCH = resolve(process.cwd(), '../shared/benchmarks/movingai');
beforeAll(ensureBuiltCli);

describe('the batch worker pool with a worker that stops answering', () => {
  let pool: ChildWorkerPool | null = null;
  let frozen: number | undefined;
  afterEach(() => {
    pool?.close();
    try {
      if (frozen !== undefined) process.kill(frozen, 'SIGKILL'); // in case the pool never did
    } catch {
      // gone already
    }
  });

  it('kills a worker stopped by SIGSTOP mid-batch (SIGKILL after the grace), runs its searches again and completes', async () => {
    const grid = parseMovingAiMap(readFileSync(join(BENCH, 'den011d.map'), 'utf8'));
    const entries = parseMovingAiScenario(readFileSync(join(BENCH, 'den011d.map.scen'), 'utf8')).entries.slice(-60);
    const plan = planBatch(grid, [{ label: 'dijkstra', options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra', heuristic: 'zero' } }], scenarioPairs(grid, entries, 'den011d.map.scen'));
    pool = new ChildWorkerPool(BUILT_CLI, 2, [], { watch: { pingEveryMs: 250, hungAfterMs: 3000 }, endGraceMs: 200 });
    // "Mid-batch": both workers have started (answered once) before one is stopped. On a loaded
    // machine worker 1 may not have answered anything by the tenth result, and a worker stopped
    // before it ever answered is only counted out by the 60 s start limit (watchdog.test.ts).
    await Promise.all(pool.clients.map((client) => client.ping()));
    const results = new BatchResults(plan);
    let answered = 0;
    const batch = runBatch(pool.clients, { mapId: 'm', revision: 1, snapshot: () => ({ ...grid, terrain: grid.terrain.slice() }) }, plan.jobs, {
      onOutcome: (job, outcome) => {
        results.add(job, outcome);
        if (++answered === 10) {
          frozen = pool!.pids[1];
          process.kill(frozen!, 'SIGSTOP');
        }
      },
    });
    const end = await batch.done;
    expect(end.status).toBe('complete');
    // A stopped worker is silent on both its pings and its request: whichever silence the watchdog
    // counts out first names the reason.
    expect(end.workerStops).toEqual([expect.stringMatching(/^The search worker stopped \(it (did not answer|made no progress) for 3 s\) and was restarted\./)]);
    expect(pool.pids[1]).not.toBe(frozen);
    const records = results.records();
    expect(records).toHaveLength(60);
    for (const r of records) expect(Math.abs(r.cost - r.query.listedOptimal!)).toBeLessThan(1e-4 * Math.max(1, r.cost));
  });
});
