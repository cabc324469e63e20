// The hosts' batch pools. Web: more Web Workers (fakes running the real SearchService), each its
// own client, a crashed one replaced with the reason, close terminating them all. Desktop: main is
// asked for the workers, their ports (real MessageChannels with a SearchService behind) join their
// slots even when they arrive before main's answer, a later generation is a restart, and ports of a
// closed pool are refused.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import { SEARCH_POOL_PORT_MESSAGE, type PreloadApi, type SearchPoolNotice } from '../../../../src/shared/ipc/contract';
import type { WorkerEvent, WorkerRequest } from '../../../../src/shared/protocol/messages';
import type { MapSource } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { createElectronHost, type PortInbox } from '../../../../src/renderer/host/electronHost';
import { createWebHost, type WorkerLike } from '../../../../src/renderer/host/webHost';
import { FakeClock } from '../../shared/protocol/fakeClock';
import { FakeDisk } from '../fakeHost';

const grid = createGrid(32, 32);
const map: MapSource = { mapId: 'm', revision: 1, snapshot: () => ({ ...grid, terrain: grid.terrain.slice() }) };
const query = { start: 0, goal: 31, options: { ...DEFAULT_SEARCH_OPTIONS } };

class FakeWebWorker implements WorkerLike {
  onmessage: ((e: MessageEvent<WorkerEvent>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: ((e: MessageEvent) => void) | null = null;
  terminated = false;
  readonly received: WorkerRequest['kind'][] = [];
  private readonly service = new SearchService({
    emit: (event) => queueMicrotask(() => this.terminated || this.onmessage?.({ data: structuredClone(event) } as MessageEvent<WorkerEvent>)),
    schedule: (task) => setTimeout(() => this.terminated || task(), 0),
  });
  postMessage(message: WorkerRequest): void {
    if (this.terminated) return;
    this.received.push(message.kind);
    this.service.handle(structuredClone(message));
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('web host search pool', () => {
  function webHost() {
    const workers: FakeWebWorker[] = [];
    const host = createWebHost('0.0.0', {
      files: () => new FakeDisk(),
      createWorker: () => {
        const w = new FakeWebWorker();
        workers.push(w);
        return w;
      },
      watchdog: { timers: new FakeClock() },
    });
    return { host, workers };
  }

  it('starts Web Workers of its own, each answering searches, and close terminates them', async () => {
    const { host, workers } = webHost();
    const pool = await host.openSearchPool(2);
    expect(workers).toHaveLength(3); // the host's own, then the pool's
    expect(pool.clients).toHaveLength(2);
    const results = await Promise.all(pool.clients.map((c) => c.search(map, query).result));
    expect(results.map((r) => r.status)).toEqual(['found', 'found']);
    expect(workers[0]!.received).toEqual([]); // the host's own worker stays free
    expect(workers[1]!.received).toContain('search');
    expect(workers[2]!.received).toContain('search');
    pool.close();
    expect(workers.slice(1).every((w) => w.terminated)).toBe(true);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('a pool worker that crashes is replaced: what it held fails with the reason, the next search works', async () => {
    const { host, workers } = webHost();
    const pool = await host.openSearchPool(1);
    const client = pool.clients[0]!;
    const under = client.search(map, { ...query, goal: 32 * 32 - 1, options: { ...query.options, algorithm: 'dijkstra', heuristic: 'zero' } });
    workers[1]!.onerror?.({ message: 'out of memory' } as ErrorEvent);
    await expect(under.result).rejects.toThrow('The search worker stopped (it crashed: out of memory) and was restarted.');
    expect(workers).toHaveLength(3);
    expect((await client.search(map, query).result).status).toBe('found');
    pool.close();
  });
});

describe('desktop host search pool', () => {
  const openPorts: MessagePort[] = [];
  afterEach(() => {
    for (const p of openPorts.splice(0)) p.close();
  });

  function utilityWorker() {
    const { port1, port2 } = new MessageChannel();
    openPorts.push(port1, port2);
    const received: WorkerRequest['kind'][] = [];
    const service = new SearchService({ emit: (event, transfer) => port2.postMessage(event, transfer), schedule: (task) => setTimeout(task, 0) });
    port2.onmessage = (e: MessageEvent<WorkerRequest>) => {
      received.push(e.data.kind);
      service.handle(e.data);
    };
    return { port: port1, received };
  }

  class StubPage implements PortInbox {
    private readonly listeners: ((e: MessageEvent) => void)[] = [];
    addEventListener(_type: 'message', listener: (e: MessageEvent) => void): void {
      this.listeners.push(listener);
    }
    handOver(notice: SearchPoolNotice, port: MessagePort): void {
      const e = { source: this, data: { type: SEARCH_POOL_PORT_MESSAGE, notice }, ports: [port] } as unknown as MessageEvent;
      for (const l of this.listeners) l(e);
    }
  }

  /** Main as the page sees it: answers search:pool by starting workers whose ports it hands over first. */
  function desktop(started: (size: number) => number) {
    const page = new StubPage();
    const asked: unknown[][] = [];
    const workers: ReturnType<typeof utilityWorker>[] = [];
    const api = {
      invoke: async (channel: string, ...args: unknown[]) => {
        asked.push([channel, ...args]);
        const [pool, size] = args as [number, number];
        const n = started(size);
        for (let slot = 0; slot < n; slot++) {
          const w = utilityWorker();
          workers.push(w);
          page.handOver({ pool, slot, generation: 1, reason: 'started' }, w.port);
        }
        return n;
      },
      on: () => () => {},
    } as unknown as PreloadApi;
    return { host: createElectronHost(api, page), page, asked, workers };
  }

  it('asks main for the workers; ports that came before its answer join their slots; close stops the pool', async () => {
    const { host, asked, workers } = desktop((size) => Math.min(size, 2));
    const pool = await host.openSearchPool(3);
    expect(asked).toEqual([['search:pool', 1, 3]]);
    expect(pool.clients).toHaveLength(2);
    const results = await Promise.all(pool.clients.map((c) => c.search(map, query).result));
    expect(results.map((r) => r.status)).toEqual(['found', 'found']);
    expect(workers.map((w) => w.received.includes('search'))).toEqual([true, true]);
    pool.close();
    expect(asked.at(-1)).toEqual(['search:pool', 2, 0]);
  });

  it('a port of a later generation is a restart of that slot; a port of an earlier pool is closed', async () => {
    const { host, page } = desktop(() => 1);
    const pool = await host.openSearchPool(1);
    const client = pool.clients[0]!;
    const long = client.search(map, { ...query, goal: 32 * 32 - 1, options: { ...query.options, algorithm: 'dijkstra', heuristic: 'zero' } });
    const replacement = utilityWorker();
    page.handOver({ pool: 1, slot: 0, generation: 2, reason: 'it exited with code 1' }, replacement.port);
    await expect(long.result).rejects.toThrow('The search worker stopped (it exited with code 1) and was restarted.');
    expect((await client.search(map, query).result).status).toBe('found');
    expect(replacement.received).toEqual(['load-map', 'search']);
    const stale = utilityWorker();
    page.handOver({ pool: 0, slot: 0, generation: 1, reason: 'started' }, stale.port);
    expect((await client.search(map, query).result).status).toBe('found');
    expect(stale.received).toEqual([]);
    pool.close();
  });
});
