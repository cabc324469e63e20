// The batch pool of search workers: as many workers as asked (never more than its bound), each
// slot restarted on its own when its worker dies, a new pool replacing the old one, and stop ending
// them all. Stand-in workers on a fake clock for the logic; the built worker under
// child_process.fork for real processes, every slot answering a search.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_POOL_SIZE, SearchPool } from '../../../src/main/searchPool';
import type { WorkerHandle } from '../../../src/main/searchHost';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/index';
import { createGrid } from '../../../src/shared/grid/grid';
import { FakeClock } from '../shared/protocol/fakeClock';
import { ensureBuiltWorker, ForkedHandle } from './forkWorker';

class StandInWorker implements WorkerHandle {
  static count = 0;
  readonly pid = ++StandInWorker.count;
  killed = false;
  private exits: ((code: number | null) => void)[] = [];
  constructor(readonly slot: number) {}
  onExit(listener: (code: number | null) => void) {
    this.exits.push(listener);
  }
  onPong() {}
  ping() {}
  terminate() {
    this.killed = true;
    this.crash(null);
  }
  forceKill() {
    this.terminate();
  }
  crash(code: number | null) {
    for (const l of this.exits.splice(0)) l(code);
  }
}

function standInPool() {
  const clock = new FakeClock();
  const starts: { slot: number; worker: StandInWorker; generation: number; reason: string }[] = [];
  const pool = new SearchPool<StandInWorker>({
    launch: (slot) => new StandInWorker(slot),
    onStarted: (slot, worker, generation, reason) => starts.push({ slot, worker, generation, reason }),
    timers: clock,
    now: () => clock.now,
  });
  return { pool, clock, starts };
}

describe('SearchPool (stand-in workers, fake clock)', () => {
  it('starts a worker per slot, and restarts only the slot whose worker crashed, saying how it ended', () => {
    const { pool, clock, starts } = standInPool();
    expect(pool.restart(3)).toBe(3);
    expect(starts.map((s) => [s.slot, s.generation, s.reason])).toEqual([[0, 1, 'started'], [1, 1, 'started'], [2, 1, 'started']]);
    starts[1]!.worker.crash(134);
    clock.advance(0);
    expect(starts.slice(3).map((s) => [s.slot, s.generation, s.reason])).toEqual([[1, 2, 'it exited with code 134']]);
    expect(pool.workers.map((w) => w?.slot)).toEqual([0, 1, 2]);
  });

  it('a new pool stops the old one; stop ends every worker; no more than its bound whatever is asked', () => {
    const { pool, clock, starts } = standInPool();
    pool.restart(2);
    const first = starts.map((s) => s.worker);
    pool.restart(1);
    expect(first.every((w) => w.killed)).toBe(true);
    clock.advance(10_000);
    expect(starts).toHaveLength(3); // the killed ones are not restarted
    pool.stop();
    expect(starts[2]!.worker.killed).toBe(true);
    expect(pool.size).toBe(0);
    expect(pool.restart(1000)).toBe(MAX_POOL_SIZE);
    pool.stop();
  });
});

describe('SearchPool of built workers (child_process.fork)', () => {
  let pool: SearchPool<ForkedHandle> | null = null;
  beforeAll(() => ensureBuiltWorker(), 180_000);
  afterEach(() => pool?.stop());

  it('runs one process per slot, each answering searches', async () => {
    pool = new SearchPool<ForkedHandle>({ launch: () => new ForkedHandle(), onStarted: () => {} });
    pool.restart(2);
    const workers = pool.workers as ForkedHandle[];
    expect(new Set(workers.map((w) => w.pid)).size).toBe(2);
    const grid = createGrid(16, 16);
    for (const { worker } of workers) {
      worker.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: { ...grid, terrain: grid.terrain.slice() } });
      worker.send({ kind: 'search', requestId: 2, mapId: 'm', revision: 1, query: { start: 0, goal: 255, options: { ...DEFAULT_SEARCH_OPTIONS } } });
    }
    for (const { worker } of workers) {
      const reply = await worker.next((e) => e.kind === 'result');
      expect(reply.kind === 'result' && reply.result.cost).toBeCloseTo(15 * Math.SQRT2, 9);
    }
  });
});
