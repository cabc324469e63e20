// The built utility-process entry, forked under Node: it answers searches, survives malformed
// requests with an error reply, honours cancel and answers pings between slices, and refuses a
// request id that is already running a search. Every wait is for an event.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/index';
import { createGrid } from '../../../src/shared/grid/grid';
import type { MapSnapshot } from '../../../src/shared/protocol/messages';
import { ensureBuiltWorker, ForkedWorker } from './forkWorker';

function openMap(width: number, height: number): MapSnapshot {
  const g = createGrid(width, height);
  return { width, height, terrain: g.terrain, heights: null, palette: g.palette };
}

describe('search worker (built entry under child_process.fork)', () => {
  let worker: ForkedWorker | null = null;
  beforeAll(() => ensureBuiltWorker(), 180_000);
  afterEach(() => worker?.kill());

  it('says it is ready, loads a map and answers a search with the optimal path', async () => {
    worker = new ForkedWorker();
    expect(await worker.next((e) => e.kind === 'ready')).toMatchObject({ kind: 'ready' });
    worker.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 3, map: openMap(20, 10) });
    expect(await worker.next((e) => e.kind === 'map-loaded')).toEqual({ kind: 'map-loaded', requestId: 1, mapId: 'm', revision: 3 });
    // From (0,0) to (9,4): 4 diagonal steps and 5 straight ones.
    worker.send({ kind: 'search', requestId: 2, mapId: 'm', revision: 3, query: { start: 0, goal: 4 * 20 + 9, options: { ...DEFAULT_SEARCH_OPTIONS } } });
    const reply = await worker.next((e) => e.kind === 'result' || e.kind === 'error');
    expect(reply.kind).toBe('result');
    if (reply.kind !== 'result') return;
    expect(reply.result.status).toBe('found');
    expect(reply.result.cost).toBeCloseTo(5 + 4 * Math.SQRT2, 9);
    expect(reply.result.path[0]).toBe(0);
    expect(reply.result.path[reply.result.path.length - 1]).toBe(89);
  });

  it('answers a malformed request with an error naming the field, and keeps working', async () => {
    worker = new ForkedWorker();
    await worker.next((e) => e.kind === 'ready');
    worker.send({ kind: 'search', requestId: 7, mapId: 'm', revision: 0, query: { start: 'top-left' } });
    const error = await worker.next((e) => e.kind === 'error');
    expect(error).toMatchObject({ kind: 'error', requestId: 7, code: 'malformed-request' });
    expect(error.kind === 'error' && error.message).toMatch(/query\.start/);

    worker.send(42);
    expect(await worker.next((e) => e.kind === 'error')).toMatchObject({ requestId: null, code: 'malformed-request' });

    worker.send({ kind: 'search', requestId: 8, mapId: 'nowhere', revision: 0, query: { start: 0, goal: 1, options: { ...DEFAULT_SEARCH_OPTIONS } } });
    expect(await worker.next((e) => e.kind === 'error')).toMatchObject({ requestId: 8, code: 'unknown-map' });

    worker.send({ kind: 'ping', requestId: 9 });
    expect(await worker.next((e) => e.kind === 'pong')).toEqual({ kind: 'pong', requestId: 9 });
  });

  it('rejects a search outside the map with a sentence for the user', async () => {
    worker = new ForkedWorker();
    await worker.next((e) => e.kind === 'ready');
    worker.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: openMap(5, 5) });
    await worker.next((e) => e.kind === 'map-loaded');
    worker.send({ kind: 'search', requestId: 2, mapId: 'm', revision: 1, query: { start: 0, goal: 999, options: { ...DEFAULT_SEARCH_OPTIONS } } });
    const error = await worker.next((e) => e.kind === 'error');
    expect(error).toMatchObject({ requestId: 2, code: 'invalid-search' });
  });

  it('stops a long search when asked, between slices', async () => {
    worker = new ForkedWorker();
    await worker.next((e) => e.kind === 'ready');
    worker.send({ kind: 'load-map', requestId: 1, mapId: 'big', revision: 1, map: openMap(2000, 2000) });
    await worker.next((e) => e.kind === 'map-loaded');
    const options = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const };
    worker.send({ kind: 'search', requestId: 2, mapId: 'big', revision: 1, query: { start: 0, goal: 2000 * 2000 - 1, options } });
    await worker.next((e) => e.kind === 'progress' && e.requestId === 2);
    worker.send({ kind: 'cancel', requestId: 3, target: 2 });
    const reply = await worker.next((e) => e.kind === 'result' && e.requestId === 2, 60_000);
    expect(reply.kind === 'result' && reply.result.status).toBe('cancelled');
  });

  it('answers a ping while a long search runs: between slices, long before the result', async () => {
    worker = new ForkedWorker();
    await worker.next((e) => e.kind === 'ready');
    worker.send({ kind: 'load-map', requestId: 1, mapId: 'big', revision: 1, map: openMap(2000, 2000) });
    await worker.next((e) => e.kind === 'map-loaded');
    const options = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const };
    worker.send({ kind: 'search', requestId: 2, mapId: 'big', revision: 1, query: { start: 0, goal: 2000 * 2000 - 1, options } });
    await worker.next((e) => e.kind === 'progress' && e.requestId === 2);
    worker.send({ kind: 'ping', requestId: 3 });
    await worker.next((e) => e.kind === 'pong' && e.requestId === 3);
    expect(worker.log.some((e) => e.kind === 'result')).toBe(false);
    worker.send({ kind: 'cancel', requestId: 4, target: 2 });
    await worker.next((e) => e.kind === 'result' && e.requestId === 2, 60_000);
  });

  it('refuses a second request under the id of a running search; the first goes on, answers once, and can be cancelled', async () => {
    worker = new ForkedWorker();
    await worker.next((e) => e.kind === 'ready');
    worker.send({ kind: 'load-map', requestId: 1, mapId: 'big', revision: 1, map: openMap(2000, 2000) });
    worker.send({ kind: 'load-map', requestId: 2, mapId: 'small', revision: 1, map: openMap(20, 10) });
    await worker.next((e) => e.kind === 'map-loaded' && e.requestId === 2);
    const options = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const };
    worker.send({ kind: 'search', requestId: 5, mapId: 'big', revision: 1, query: { start: 0, goal: 2000 * 2000 - 1, options } });
    await worker.next((e) => e.kind === 'progress' && e.requestId === 5);

    // Had it been accepted, this search of a tiny map would finish in its first slice, before the pong.
    worker.send({ kind: 'search', requestId: 5, mapId: 'small', revision: 1, query: { start: 0, goal: 199, options: { ...DEFAULT_SEARCH_OPTIONS } } });
    worker.send({ kind: 'ping', requestId: 6 });
    await worker.next((e) => e.kind === 'pong' && e.requestId === 6);
    const error = await worker.next((e) => e.kind === 'error');
    expect(error).toMatchObject({ requestId: 5, code: 'duplicate-request' });
    expect(worker.log.filter((e) => e.kind === 'result')).toEqual([]);

    worker.send({ kind: 'cancel', requestId: 7, target: 5 });
    const reply = await worker.next((e) => e.kind === 'result' && e.requestId === 5, 60_000);
    expect(reply.kind === 'result' && reply.result.status).toBe('cancelled');
    worker.send({ kind: 'ping', requestId: 8 });
    await worker.next((e) => e.kind === 'pong' && e.requestId === 8);
    expect(worker.log.filter((e) => e.kind === 'result')).toHaveLength(1);
  });
});
