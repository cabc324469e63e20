// The web host with fake Web Workers that run the real SearchService (or, like a worker stuck in a
// busy loop, stop reading their messages) and a fake clock for its watchdog: a hung or crashed
// worker is replaced, requests under way fail with the reason, and the next search works.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { WorkerEvent, WorkerRequest } from '../../../../src/shared/protocol/messages';
import type { MapSource } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { createWebHost, type WorkerLike } from '../../../../src/renderer/host/webHost';
import { FakeClock } from '../../shared/protocol/fakeClock';
import { FakeDisk } from '../fakeHost';

/**
 * A stand-in for the Web Worker running the real service. A 'stuck' one gets caught in an endless
 * slice by its first search, as a hung worker does: from then on it reads no message at all.
 */
class FakeWorker implements WorkerLike {
  onmessage: ((e: MessageEvent<WorkerEvent>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: ((e: MessageEvent) => void) | null = null;
  terminated = false;
  busyForever = false;
  readonly received: WorkerRequest['kind'][] = [];
  private readonly service = new SearchService({
    emit: (event) => this.post(event),
    schedule: (task) => setTimeout(() => this.terminated || task(), 0),
    sliceExpansions: 50,
  });

  constructor(private readonly behaviour: 'healthy' | 'stuck') {
    this.post({ kind: 'ready', pid: null });
  }

  postMessage(message: WorkerRequest): void {
    if (this.terminated || this.busyForever) return;
    this.received.push(message.kind);
    if (message.kind === 'search' && this.behaviour === 'stuck') this.busyForever = true;
    else this.service.handle(structuredClone(message));
  }

  terminate(): void {
    this.terminated = true;
  }

  crash(message: string): void {
    this.onerror?.({ message } as ErrorEvent);
  }

  private post(event: WorkerEvent): void {
    queueMicrotask(() => this.terminated || this.onmessage?.({ data: structuredClone(event) } as MessageEvent<WorkerEvent>));
  }
}

function webHostWith(...behaviours: ('healthy' | 'stuck')[]) {
  const clock = new FakeClock();
  const workers: FakeWorker[] = [];
  const host = createWebHost('0.0.0', {
    // These tests are about the search worker; files are tested in host/web/.
    files: () => new FakeDisk(),
    createWorker: () => {
      const w = new FakeWorker(behaviours[workers.length] ?? 'healthy');
      workers.push(w);
      return w;
    },
    watchdog: { timers: clock, pingEveryMs: 1000, hungAfterMs: 5000 },
  });
  const restarts: string[] = [];
  host.onWorkerRestart((reason) => restarts.push(reason));
  return { host, clock, workers, restarts };
}

const grid = createGrid(64, 64);
const map: MapSource = { mapId: 'm', revision: 1, snapshot: () => ({ ...grid, terrain: grid.terrain.slice() }) };
const acrossTheTop = { start: 0, goal: 63, options: { ...DEFAULT_SEARCH_OPTIONS } };
const dijkstraCorner = { start: 0, goal: 64 * 64 - 1, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const } };

describe('web host', () => {
  it('a worker that stops answering is terminated and replaced; the search under way fails with the reason, the next one works', async () => {
    const { host, clock, workers, restarts } = webHostWith('stuck', 'healthy');
    const lost = host.search.search(map, acrossTheTop);
    await expect.poll(() => workers[0]!.busyForever).toBe(true); // the map went through; the search never ends
    clock.advance(5999);
    expect(workers).toHaveLength(1);
    clock.advance(1);
    expect(workers).toHaveLength(2);
    expect(workers[0]!.terminated).toBe(true);
    expect(restarts).toEqual(['it did not answer for 5 s']);
    await expect(lost.result).rejects.toThrow('The search worker stopped (it did not answer for 5 s) and was restarted. Your map is safe; run the search again.');

    const next = await host.search.search(map, acrossTheTop).result;
    expect(next.status).toBe('found');
    expect(workers[1]!.received).toEqual(['load-map', 'search']);
  });

  it('a worker that crashes is replaced with the crash as the reason', async () => {
    const { host, workers, restarts } = webHostWith('healthy', 'healthy');
    await host.search.search(map, acrossTheTop).result;
    workers[0]!.crash('out of memory');
    expect(restarts).toEqual(['it crashed: out of memory']);
    expect(workers[0]!.terminated).toBe(true);
    expect((await host.search.search(map, acrossTheTop).result).status).toBe('found');
    expect(workers[1]!.received).toEqual(['load-map', 'search']); // the new worker is sent the map
  });

  it('a long search that keeps reporting progress is never taken for a hang', async () => {
    const { host, clock, workers, restarts } = webHostWith('healthy');
    let progressed: () => void = () => {};
    const run = host.search.search(map, dijkstraCorner, () => progressed());
    // Ten seconds of watchdog time, one second per slice reported: twice the limit.
    for (let s = 0; s < 10; s++) {
      await new Promise<void>((resolve) => (progressed = resolve));
      clock.advance(1000);
    }
    run.cancel();
    expect((await run.result).status).toBe('cancelled');
    expect(restarts).toEqual([]);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.received).toContain('ping');
  });

  it('an idle worker is not pinged', () => {
    const { clock, workers } = webHostWith('healthy');
    clock.advance(60_000);
    expect(workers[0]!.received).toEqual([]);
  });
});
