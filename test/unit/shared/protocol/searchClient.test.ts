// The client and the service wired back to back in one process: maps are sent once per revision,
// sent again after a restart or when the worker dropped them, results arrive over several slices,
// a cancel during the map upload starts no search, and a worker restart fails what was under way.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, type SearchResult } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { WorkerEvent, WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchClient, SearchWorkerError, type MapSource, type SearchTransport } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';

/** A transport to a new in-process SearchService that answers `client`; `sent` records request kinds. */
function serviceFor(client: () => SearchClient, sent: WorkerRequest['kind'][], opts: { maxMaps?: number; admission?: { maxRunning: number } } = {}): SearchTransport {
  const service = new SearchService({
    emit: (event) => queueMicrotask(() => client().receive(structuredClone(event))),
    schedule: (task) => setTimeout(task, 0),
    sliceExpansions: 100,
    ...opts,
  });
  return {
    post: (request) => {
      sent.push(request.kind);
      service.handle(structuredClone(request));
    },
  };
}

/** A client and a service in one process; `sent` lists the kinds of the requests, in order. */
function backToBack(opts: { maxMaps?: number; admission?: { maxRunning: number } } = {}) {
  const sent: WorkerRequest['kind'][] = [];
  const client: SearchClient = new SearchClient(serviceFor(() => client, sent, opts));
  return { client, sent };
}

const grid = createGrid(64, 64);
const source = (mapId: string, revision: number): MapSource => ({
  mapId,
  revision,
  snapshot: () => ({ ...grid, terrain: grid.terrain.slice() }),
});
const acrossTheTop = { start: 0, goal: 63, options: { ...DEFAULT_SEARCH_OPTIONS } };
const dijkstraCorner = { start: 0, goal: 64 * 64 - 1, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const } };

describe('SearchClient with SearchService', () => {
  it('sends a map once per revision and finds the path', async () => {
    const { client, sent } = backToBack();
    await client.syncMap(source('m', 1));
    const result = await client.search(source('m', 1), acrossTheTop).result;
    expect(result.status).toBe('found');
    expect(result.cost).toBeCloseTo(63, 9);
    expect(sent).toEqual(['load-map', 'search']);
    await client.search(source('m', 2), acrossTheTop).result;
    expect(sent).toEqual(['load-map', 'search', 'load-map', 'search']);
  });

  it('searches beyond what the worker runs at once wait their turn and all get their result; a cancelled one answers at once', async () => {
    const { client, sent } = backToBack({ admission: { maxRunning: 1 } });
    const searches = [0, 1, 2].map(() => client.search(source('m', 1), dijkstraCorner));
    const results = await Promise.all(searches.map((s) => s.result));
    expect(results.map((r) => r.status)).toEqual(['found', 'found', 'found']);
    // Once the first reports progress, the second is in the worker, waiting for its turn.
    let started!: () => void;
    const firstProgress = new Promise<void>((resolve) => (started = resolve));
    const running = client.search(source('m', 1), dijkstraCorner, () => started());
    const waiting = client.search(source('m', 1), dijkstraCorner);
    await firstProgress;
    waiting.cancel();
    expect(await waiting.result).toMatchObject({ status: 'cancelled', metrics: { expanded: 0 } });
    expect(sent.at(-1)).toBe('cancel');
    expect((await running.result).status).toBe('found');
  });

  it('a second search while the map is still on its way waits for that upload instead of sending the map again', async () => {
    const { client, sent } = backToBack();
    const first = client.search(source('m', 1), acrossTheTop);
    const second = client.search(source('m', 1), acrossTheTop);
    expect((await first.result).status).toBe('found');
    expect((await second.result).status).toBe('found');
    expect(sent).toEqual(['load-map', 'search', 'search']);
  });

  it('posts a path that owns its buffer and moves it, though the engine lends short paths from a shared slab', async () => {
    const events: { event: WorkerEvent; transfer: ArrayBuffer[] }[] = [];
    let answered!: () => void;
    const result = new Promise<void>((resolve) => (answered = resolve));
    const service = new SearchService({
      emit: (event, transfer) => {
        events.push({ event, transfer });
        if (event.kind === 'result') answered();
      },
      schedule: (task) => setTimeout(task, 0),
      sliceExpansions: 10, // the 64-cell path takes several slices
    });
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: source('m', 1).snapshot() });
    service.handle({ kind: 'search', requestId: 2, mapId: 'm', revision: 1, query: acrossTheTop });
    await result;
    expect(events.filter((e) => e.event.kind === 'progress').length).toBeGreaterThanOrEqual(3);
    const last = events.at(-1)!;
    if (last.event.kind !== 'result') throw new Error(`expected a result, got ${last.event.kind}`);
    const { path } = last.event.result;
    expect(path.length).toBe(64);
    expect(path.byteOffset).toBe(0);
    expect(path.buffer.byteLength).toBe(64 * 4);
    expect(last.transfer).toContain(path.buffer);
  });

  it('reports progress on long searches and can cancel them', async () => {
    const { client } = backToBack();
    const progress: number[] = [];
    const run = client.search(source('m', 1), dijkstraCorner, (n) => {
      progress.push(n);
      if (progress.length === 2) run.cancel();
    });
    const result = await run.result;
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(result.status).toBe('cancelled');
    expect(result.metrics.expanded).toBeGreaterThan(0);
  });

  it('a search of a map the worker dropped to make room resends the map and retries once, unseen by the caller', async () => {
    const { client, sent } = backToBack({ maxMaps: 1 });
    await client.search(source('a', 1), acrossTheTop).result;
    await client.search(source('b', 1), acrossTheTop).result; // the worker drops a
    sent.length = 0;
    const again = await client.search(source('a', 1), acrossTheTop).result;
    expect(again.status).toBe('found');
    expect(sent).toEqual(['search', 'load-map', 'search']);
  });

  it('retries only once: a worker that keeps losing the map gets a clear error', async () => {
    const sent: WorkerRequest[] = [];
    let client!: SearchClient;
    client = new SearchClient({
      post: (r) => {
        sent.push(r);
        const reply: WorkerEvent =
          r.kind === 'load-map'
            ? { kind: 'map-loaded', requestId: r.requestId, mapId: r.mapId, revision: r.revision }
            : { kind: 'error', requestId: r.requestId, code: 'unknown-map', message: 'The search worker does not hold this map.' };
        queueMicrotask(() => client.receive(reply));
      },
    });
    await expect(client.search(source('a', 1), acrossTheTop).result).rejects.toMatchObject({ code: 'unknown-map' });
    expect(sent.map((r) => r.kind)).toEqual(['load-map', 'search', 'load-map', 'search']);
  });

  it('a cancel while the map is being sent ends the run at once as cancelled, and no search is started', async () => {
    const held: WorkerRequest[] = [];
    const client = new SearchClient({ post: (r) => held.push(r) });
    const run = client.search(source('m', 1), acrossTheTop);
    expect(held.map((r) => r.kind)).toEqual(['load-map']);
    run.cancel();
    const result: SearchResult = await run.result;
    expect(result).toMatchObject({ status: 'cancelled', steps: 0, metrics: { expanded: 0 } });
    expect(result.path.length).toBe(0);
    // The upload still completes (the worker keeps the map for next time), but no search follows.
    const upload = held[0]!;
    client.receive({ kind: 'map-loaded', requestId: upload.requestId, mapId: 'm', revision: 1 });
    await client.syncMap(source('m', 1));
    expect(held.map((r) => r.kind)).toEqual(['load-map']);
  });

  it('fails requests under way when the worker is replaced, and sends the map to the new worker', async () => {
    const { client } = backToBack();
    let searching!: () => void;
    const started = new Promise<void>((resolve) => (searching = resolve));
    const lost = client.search(source('m', 1), dijkstraCorner, () => searching());
    await started; // the old worker holds the map and is searching it

    const newWorker: WorkerRequest['kind'][] = [];
    client.reconnect(serviceFor(() => client, newWorker), 'it was killed');
    await expect(lost.result).rejects.toBeInstanceOf(SearchWorkerError);
    await expect(lost.result).rejects.toThrow(/stopped \(it was killed\) and was restarted/);

    const result = await client.search(source('m', 1), acrossTheTop).result;
    expect(result.status).toBe('found');
    expect(newWorker).toEqual(['load-map', 'search']);
  });
});

describe('SearchClient with unit types', () => {
  // Open ground with a river across the middle column: the map's own costs cannot cross it.
  const river = createGrid(9, 5);
  for (let y = 0; y < 5; y++) river.terrain[y * 9 + 4] = 5; // Water
  river.unitTypes = [{ name: 'Amphibian', costs: [2, 1, 1, 1, 1, 3, null] }];
  const riverSource = (revision: number): MapSource => ({ mapId: 'river', revision, snapshot: () => ({ ...river, terrain: river.terrain.slice() }) });
  const across = (unitType: string) => ({ start: 2 * 9, goal: 2 * 9 + 8, options: { ...DEFAULT_SEARCH_OPTIONS, closestIfUnreachable: false, unitType } });

  it('searches each unit type on a map of its own, with its costs and passability', async () => {
    const { client, sent } = backToBack();
    expect((await client.search(riverSource(1), across('')).result).status).toBe('unreachable');
    const amphibian = await client.search(riverSource(1), across('Amphibian')).result;
    expect(amphibian.status).toBe('found');
    expect(amphibian.cost).toBe(2 * 7 + 3); // seven ground cells at 2, the water at 3
    expect(sent).toEqual(['load-map', 'search', 'load-map', 'search']);
    await client.search(riverSource(1), across('Amphibian')).result;
    expect(sent.filter((k) => k === 'load-map')).toHaveLength(2); // each kept by the worker
  });

  it('fails a search on a unit type the map lacks with a sentence listing the map\'s unit types', async () => {
    const { client, sent } = backToBack();
    await expect(client.search(riverSource(1), across('Tank')).result).rejects.toThrow('This map has no unit type "Tank"; pick one of "Map costs" (the map\'s own costs), "Amphibian".');
    expect(sent).toEqual([]);
  });

  it('analyses as the unit type the rules name', async () => {
    const { client } = backToBack();
    const rules = { topology: 'square8' as const, cornerRule: 'no-cutting' as const, diagonalCost: 'sqrt2' as const, heightCosting: null };
    const own = await client.analyze(riverSource(1), { ...rules, unitType: '' }, { what: 'regions', start: 0 }).answer;
    const amphibian = await client.analyze(riverSource(1), { ...rules, unitType: 'Amphibian' }, { what: 'regions', start: 0 }).answer;
    expect([own.what === 'regions' && own.count, amphibian.what === 'regions' && amphibian.count]).toEqual([2, 1]);
  });
});
