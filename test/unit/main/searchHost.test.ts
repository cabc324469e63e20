// The SearchHost restarts a worker that dies or hangs, tells whoever listens why, and the new
// worker answers. Restart delays and the watchdog run on a fake clock with stand-in workers; the
// real processes (the built worker under child_process.fork, and a test worker whose search is
// one endless slice) run on real timers, and the tests wait for their events, never for time.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/index';
import { createGrid } from '../../../src/shared/grid/grid';
import { SearchHost, type SearchHostOptions, type WorkerHandle } from '../../../src/main/searchHost';
import { FakeClock } from '../shared/protocol/fakeClock';
import { BUILT_WORKER, ensureBuiltWorker, ForkedHandle } from './forkWorker';

/**
 * A stand-in worker process: answers pings unless told not to; exits when terminated, killed or
 * crashed. `stopped` makes it a process the system no longer runs: it ignores SIGTERM, and even
 * SIGKILL's exit is not reported.
 */
class StandInWorker implements WorkerHandle {
  static count = 0;
  readonly pid = ++StandInWorker.count;
  answersPings = true;
  stopped = false;
  /** The signal that ended it, if any. */
  killed: 'SIGTERM' | 'SIGKILL' | null = null;
  private exits: ((code: number | null) => void)[] = [];
  private pong: (() => void) | null = null;
  onExit(listener: (code: number | null) => void) {
    this.exits.push(listener);
  }
  onPong(listener: () => void) {
    this.pong = listener;
  }
  ping() {
    if (this.answersPings) this.pong?.();
  }
  terminate() {
    if (this.stopped) return;
    this.killed = 'SIGTERM';
    this.exit(null);
  }
  forceKill() {
    this.killed = 'SIGKILL';
    if (!this.stopped) this.exit(null);
  }
  crash(code: number) {
    this.exit(code);
  }
  private exit(code: number | null) {
    for (const l of this.exits.splice(0)) l(code);
  }
}

/** A SearchHost over stand-in workers and a fake clock; `starts` records when and why each worker started. */
function standInHost(options: Partial<SearchHostOptions<StandInWorker>> = {}) {
  const clock = new FakeClock();
  const starts: { worker: StandInWorker; generation: number; reason: string; at: number }[] = [];
  const host = new SearchHost<StandInWorker>({
    launch: () => new StandInWorker(),
    onStarted: (worker, generation, reason) => starts.push({ worker, generation, reason, at: clock.now }),
    timers: clock,
    now: () => clock.now,
    ...options,
  });
  return { host, clock, starts, latest: () => starts.at(-1)!.worker };
}

/** A SearchHost over forked processes on real timers; `nextStart(n)` resolves once n workers have started. */
function forkedHost(launch: () => ForkedHandle, watchdog?: { pingEveryMs: number; hungAfterMs: number }) {
  const starts: { handle: ForkedHandle; generation: number; reason: string }[] = [];
  let notify: (() => void) | null = null;
  const host = new SearchHost<ForkedHandle>({
    launch,
    onStarted: (handle, generation, reason) => {
      starts.push({ handle, generation, reason });
      notify?.();
    },
    restartDelaysMs: [0],
    endGraceMs: 200,
    ...(watchdog ? { watchdog } : {}),
  });
  const nextStart = (count: number) =>
    new Promise<void>((resolve) => {
      if (starts.length >= count) return resolve();
      notify = () => starts.length >= count && resolve();
    });
  return { host, starts, nextStart };
}

describe('SearchHost restart logic (stand-in workers, fake clock)', () => {
  it('restarts a worker that keeps crashing after 0, 250, 1000, then 5000 ms each time', () => {
    const { host, clock, starts, latest } = standInHost();
    host.start();
    const gaps: number[] = [];
    for (let crash = 1; crash <= 5; crash++) {
      const before = starts.length;
      const crashedAt = clock.now;
      latest().crash(1);
      while (starts.length === before) clock.advance(1);
      gaps.push(starts.at(-1)!.at - crashedAt);
    }
    expect(gaps).toEqual([0, 250, 1000, 5000, 5000]);
    expect(starts.map((s) => s.generation)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(starts.slice(1).map((s) => s.reason)).toEqual(Array(5).fill('it exited with code 1'));
  });

  it('a worker that lived long enough starts the back-off over', () => {
    const { host, clock, starts, latest } = standInHost({ restartDelaysMs: [0, 250, 1000], stableAfterMs: 10_000 });
    host.start();
    latest().crash(1);
    clock.advance(0);
    latest().crash(1);
    clock.advance(250); // two quick crashes: the next delay would be 1000 ms
    expect(starts).toHaveLength(3);
    clock.advance(10_000); // this one lives ten seconds
    latest().crash(1);
    clock.advance(0);
    expect(starts).toHaveLength(4);
  });

  it('kills a worker that stops answering pings and restarts it, saying it hung', () => {
    const { host, clock, starts, latest } = standInHost({ watchdog: { pingEveryMs: 1000, hungAfterMs: 5000 } });
    host.start();
    clock.advance(3000); // answering: alive, and counted from now on
    const hung = latest();
    hung.answersPings = false;
    clock.advance(5000);
    expect(hung.killed).toBeNull();
    clock.advance(1000);
    expect(hung.killed).toBe('SIGTERM');
    expect(starts.map((s) => s.reason)).toEqual(['started', 'it did not answer for 5 s']);
    clock.advance(60_000); // the new worker answers and is left alone
    expect(starts).toHaveLength(2);
    expect(latest().killed).toBeNull();
  });

  it('a hung worker that ignores SIGTERM gets SIGKILL after the grace, and a new worker at once though no exit is ever seen', () => {
    const { host, clock, starts, latest } = standInHost({ watchdog: { pingEveryMs: 1000, hungAfterMs: 5000 }, endGraceMs: 1000 });
    host.start();
    clock.advance(1000);
    const frozen = latest();
    frozen.answersPings = false;
    frozen.stopped = true;
    clock.advance(6000); // hung: asked to end, which it cannot hear
    expect(frozen.killed).toBeNull();
    expect(starts).toHaveLength(1);
    clock.advance(999);
    expect(frozen.killed).toBeNull();
    clock.advance(1);
    expect(frozen.killed).toBe('SIGKILL');
    expect(starts.map((s) => [s.generation, s.reason])).toEqual([[1, 'started'], [2, 'it did not answer for 5 s']]);
    expect(host.current).toBe(latest());
    clock.advance(60_000);
    expect(starts).toHaveLength(2);
  });

  it('after dispose (app quit) nothing is restarted and no timer is left', () => {
    const { host, clock, starts, latest } = standInHost();
    host.start();
    const worker = latest();
    host.dispose();
    expect(worker.killed).toBe('SIGTERM');
    expect(clock.pending).toBe(0);
    expect(starts).toHaveLength(1);
    expect(host.current).toBeNull();
  });
});

describe('SearchHost with real worker processes', () => {
  let dispose: (() => void) | null = null;
  beforeAll(() => ensureBuiltWorker(), 180_000);
  afterEach(() => {
    dispose?.();
    dispose = null;
  });

  it('restarts a killed worker, says why, and the new worker answers', async () => {
    const { host, starts, nextStart } = forkedHost(() => new ForkedHandle());
    dispose = () => host.dispose();
    host.start();
    await starts[0]!.handle.worker.next((e) => e.kind === 'ready');

    starts[0]!.handle.forceKill();
    await nextStart(2);
    expect(starts[1]!.generation).toBe(2);
    expect(starts[1]!.reason).toBe('it was killed');
    expect(host.current).toBe(starts[1]!.handle);

    const fresh = starts[1]!.handle.worker;
    await fresh.next((e) => e.kind === 'ready');
    fresh.send({ kind: 'ping', requestId: 1 });
    expect(await fresh.next((e) => e.kind === 'pong' && e.requestId === 1)).toEqual({ kind: 'pong', requestId: 1 });
  });

  it('kills a worker caught in an endless search slice, restarts it saying so, and the new worker searches', async () => {
    // The first worker runs each search in one slice; 16.7 M expansions keep it busy for seconds.
    const launch = () =>
      starts.length === 0
        ? new ForkedHandle('test/unit/main/fixtures/oneSliceWorker.ts', ['--import', 'tsx'])
        : new ForkedHandle(BUILT_WORKER);
    const { host, starts, nextStart } = forkedHost(launch, { pingEveryMs: 100, hungAfterMs: 1000 });
    dispose = () => host.dispose();
    host.start();
    const busy = starts[0]!.handle.worker;
    await busy.next((e) => e.kind === 'ready');
    const side = 4096;
    const g = createGrid(side, side);
    busy.send({ kind: 'load-map', requestId: 1, mapId: 'big', revision: 1, map: { width: side, height: side, terrain: g.terrain, heights: null, palette: g.palette } });
    await busy.next((e) => e.kind === 'map-loaded');
    const dijkstra = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const };
    busy.send({ kind: 'search', requestId: 2, mapId: 'big', revision: 1, query: { start: 0, goal: side * side - 1, options: dijkstra } });

    await nextStart(2);
    expect(starts[1]!.reason).toBe('it did not answer for 1 s');
    expect(await busy.exited).toBeNull(); // killed, not finished
    expect(busy.log.some((e) => e.kind === 'result')).toBe(false);

    const fresh = starts[1]!.handle.worker;
    await fresh.next((e) => e.kind === 'ready');
    const small = createGrid(20, 10);
    fresh.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: { width: 20, height: 10, terrain: small.terrain, heights: null, palette: small.palette } });
    fresh.send({ kind: 'search', requestId: 2, mapId: 'm', revision: 1, query: { start: 0, goal: 199, options: { ...DEFAULT_SEARCH_OPTIONS } } });
    expect(await fresh.next((e) => e.kind === 'result')).toMatchObject({ requestId: 2, result: { status: 'found' } });
  });

  it('replaces a worker that ignores SIGTERM (stopped by SIGSTOP): SIGKILL after a short grace, and a new worker that searches', async () => {
    const { host, starts, nextStart } = forkedHost(() => new ForkedHandle(), { pingEveryMs: 100, hungAfterMs: 1000 });
    dispose = () => {
      host.dispose();
      for (const s of starts) s.handle.worker.kill(); // a stopped process outlives any SIGTERM
    };
    host.start();
    const frozen = starts[0]!.handle.worker;
    await frozen.next((e) => e.kind === 'ready');
    await frozen.next((e) => e.kind === 'pong'); // the watchdog has heard it: silence counts from now on
    process.kill(frozen.child.pid!, 'SIGSTOP');

    await nextStart(2);
    expect(starts[1]!.reason).toBe('it did not answer for 1 s');
    await frozen.exited;
    expect(frozen.child.signalCode).toBe('SIGKILL');

    const fresh = starts[1]!.handle.worker;
    await fresh.next((e) => e.kind === 'ready');
    const small = createGrid(20, 10);
    fresh.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: { width: 20, height: 10, terrain: small.terrain, heights: null, palette: small.palette } });
    fresh.send({ kind: 'search', requestId: 2, mapId: 'm', revision: 1, query: { start: 0, goal: 199, options: { ...DEFAULT_SEARCH_OPTIONS } } });
    expect(await fresh.next((e) => e.kind === 'result')).toMatchObject({ requestId: 2, result: { status: 'found' } });
  });

  it('does not restart a worker stopped by dispose (app quit)', async () => {
    const clock = new FakeClock();
    const starts: ForkedHandle[] = [];
    const host = new SearchHost<ForkedHandle>({ launch: () => new ForkedHandle(), onStarted: (h) => starts.push(h), timers: clock });
    host.start();
    const worker = starts[0]!.worker;
    await worker.next((e) => e.kind === 'ready');
    host.dispose();
    await worker.exited; // the exit has been seen by the host
    expect(clock.pending).toBe(0);
    expect(starts).toHaveLength(1);
    expect(host.current).toBeNull();
  });
});
