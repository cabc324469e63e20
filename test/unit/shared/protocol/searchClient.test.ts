// The client and the service wired back to back in one process: maps are sent once per revision,
// results arrive, and a worker restart fails what was under way with a message for the user.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchClient, SearchWorkerError } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';

function backToBack() {
  const sent: WorkerRequest['kind'][] = [];
  let client!: SearchClient;
  const service = new SearchService({
    emit: (event) => queueMicrotask(() => client.receive(structuredClone(event))),
    schedule: (task) => setTimeout(task, 0),
    sliceExpansions: 100,
  });
  client = new SearchClient({
    post: (request) => {
      sent.push(request.kind);
      service.handle(structuredClone(request));
    },
  });
  return { client, sent };
}

const grid = createGrid(64, 64);
const snapshot = () => ({ ...grid, terrain: grid.terrain.slice() });

describe('SearchClient with SearchService', () => {
  it('sends a map once per revision and finds the path', async () => {
    const { client, sent } = backToBack();
    await client.syncMap('m', 1, snapshot);
    await client.syncMap('m', 1, snapshot);
    const run = client.search('m', 1, { start: 0, goal: 63, options: { ...DEFAULT_SEARCH_OPTIONS } });
    const result = await run.result;
    expect(result.status).toBe('found');
    expect(result.cost).toBeCloseTo(63, 9);
    expect(sent).toEqual(['load-map', 'search']);
  });

  it('posts a path that owns its buffer and moves it, though the engine lends short paths from a shared slab', async () => {
    const posted: { path: Int32Array; transfer: ArrayBuffer[] }[] = [];
    const service = new SearchService({
      emit: (event, transfer) => { if (event.kind === 'result') posted.push({ path: event.result.path, transfer }); },
      schedule: (task) => setTimeout(task, 0),
      sliceExpansions: 1000,
    });
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: snapshot() });
    service.handle({ kind: 'search', requestId: 2, mapId: 'm', revision: 1, query: { start: 0, goal: 63, options: { ...DEFAULT_SEARCH_OPTIONS } } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).toHaveLength(1);
    const { path, transfer } = posted[0]!;
    expect(path.length).toBe(64);
    expect(path.byteOffset).toBe(0);
    expect(path.buffer.byteLength).toBe(64 * 4);
    expect(transfer).toContain(path.buffer);
  });

  it('reports progress on long searches and can cancel them', async () => {
    const { client } = backToBack();
    await client.syncMap('m', 1, snapshot);
    const progress: number[] = [];
    const options = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const };
    const run = client.search('m', 1, { start: 0, goal: 64 * 64 - 1, options }, (n) => {
      progress.push(n);
      if (progress.length === 2) run.cancel();
    });
    const result = await run.result;
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(result.status).toBe('cancelled');
  });

  it('refuses a search on a revision the worker does not hold', async () => {
    const { client } = backToBack();
    await client.syncMap('m', 1, snapshot);
    await expect(client.search('m', 2, { start: 0, goal: 1, options: { ...DEFAULT_SEARCH_OPTIONS } }).result).rejects.toMatchObject({ code: 'stale-map' });
  });

  it('fails requests under way when the worker is replaced, and resends the map afterwards', async () => {
    const pending: WorkerRequest[] = [];
    const client = new SearchClient({ post: (r) => pending.push(r) });
    const sync = client.syncMap('m', 1, snapshot);
    client.reconnect({ post: (r) => pending.push(r) }, 'it was killed');
    await expect(sync).rejects.toBeInstanceOf(SearchWorkerError);
    await expect(sync).rejects.toThrow(/stopped \(it was killed\) and was restarted/);
  });
});
