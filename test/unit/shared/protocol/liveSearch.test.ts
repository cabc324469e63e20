// Live paths through the worker: a lane's answer follows every edit (sent as deltas) at the cost a
// fresh search finds, the newest request of a lane wins (the older answers 'cancelled'), an edit
// stops live work on its map, and lanes are independent and can be dropped.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchQuery } from '../../../../src/shared/engine/index';
import { applyMapDelta, type MapDelta } from '../../../../src/shared/edit/mapDelta';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { WorkerEvent, WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchClient, type MapSource } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { cellsDelta } from '../engine/randomEdits';

const WALL = 6, SWAMP = 4;

function backToBack() {
  const sent: WorkerRequest['kind'][] = [];
  const service = new SearchService({ emit: (event) => queueMicrotask(() => client.receive(structuredClone(event))), schedule: (task) => setTimeout(task, 0), sliceExpansions: 200 });
  const client: SearchClient = new SearchClient({
    post: (request) => {
      sent.push(request.kind);
      service.handle(structuredClone(request));
    },
  });
  return { client, sent };
}

/** A map being painted: each edit a new revision whose deltas the source hands out. */
function paintedMap(width: number, height: number) {
  const grid = createGrid(width, height);
  const journal: MapDelta[][] = [];
  const source = (): MapSource => {
    const revision = journal.length;
    return { mapId: 'm', revision, snapshot: () => ({ ...grid, terrain: grid.terrain.slice() }), deltasSince: (from) => journal.slice(from, revision).flat() };
  };
  const paint = (delta: MapDelta) => {
    applyMapDelta(grid, { start: -1, goal: -1 }, delta);
    journal.push([delta]);
  };
  return { grid, source, paint };
}

const query = (width: number, from: [number, number], to: [number, number], algorithm: SearchQuery['options']['algorithm'] = 'astar'): SearchQuery => ({
  start: from[1] * width + from[0],
  goal: to[1] * width + to[0],
  options: { ...DEFAULT_SEARCH_OPTIONS, algorithm },
});

describe('live search through the worker', () => {
  it('follows every stroke at the cost of a fresh search, the map sent once and the strokes as edits', async () => {
    const { client, sent } = backToBack();
    const map = paintedMap(48, 40);
    const q = query(48, [2, 20], [45, 20], 'jpsw');
    for (let i = 0; i < 12; i++) {
      const answer = await client.liveSearch(map.source(), 'pane-1', q).result;
      expect(answer.status).toBe('found');
      expect(answer.cost).toBeCloseTo(runSearch({ ...map.grid, terrain: map.grid.terrain.slice() }, q).cost, 9);
      // A wall growing across the path, then swamp painted beside it.
      map.paint(cellsDelta([...Array(3)].map((_, k) => (14 + 2 * i + k) * 48 + 24), i % 3 === 2 ? SWAMP : WALL));
    }
    expect(sent.filter((k) => k === 'load-map')).toHaveLength(1);
    expect(sent.filter((k) => k === 'edit-map')).toHaveLength(11);
  });

  it('answers only the newest request of a lane: an older one resolves cancelled', async () => {
    const { client } = backToBack();
    const map = paintedMap(64, 64);
    const older = client.liveSearch(map.source(), 'pane-1', query(64, [0, 0], [63, 63], 'dijkstra'));
    const newer = client.liveSearch(map.source(), 'pane-1', query(64, [0, 0], [60, 63], 'dijkstra'));
    const other = client.liveSearch(map.source(), 'pane-2', query(64, [0, 0], [63, 0]));
    expect((await older.result).status).toBe('cancelled');
    expect((await newer.result).cost).toBeCloseTo(runSearch(map.grid, query(64, [0, 0], [60, 63])).cost, 9);
    expect((await other.result).cost).toBeCloseTo(63, 9);
  });

  it('cancels live work in the worker when a newer request of its lane or an edit of its map arrives', () => {
    const events: WorkerEvent[] = [];
    const slices: (() => void)[] = [];
    const service = new SearchService({ emit: (e) => events.push(e), schedule: (t) => slices.push(t), sliceExpansions: 10 });
    const grid = createGrid(64, 64);
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: { ...grid, terrain: grid.terrain.slice() } });
    const q = query(64, [0, 0], [63, 63], 'dijkstra');
    service.handle({ kind: 'live-search', requestId: 2, mapId: 'm', revision: 1, lane: 'a', query: q });
    service.handle({ kind: 'live-search', requestId: 3, mapId: 'm', revision: 1, lane: 'a', query: q });
    service.handle({ kind: 'edit-map', requestId: 4, mapId: 'm', fromRevision: 1, revision: 2, deltas: [cellsDelta([64 * 10 + 10], WALL)] });
    service.handle({ kind: 'live-search', requestId: 5, mapId: 'm', revision: 2, lane: 'a', query: q });
    service.handle({ kind: 'drop-lane', requestId: 6, lane: 'b' });
    while (slices.length > 0) slices.shift()!();
    const status = (id: number) => events.flatMap((e) => (e.kind === 'result' && e.requestId === id ? [e.result.status] : []));
    expect([status(2), status(3), status(5)]).toEqual([['cancelled'], ['cancelled'], ['found']]);
    expect(events.some((e) => e.kind === 'done' && e.requestId === 6)).toBe(true);
    expect(events.some((e) => e.kind === 'map-loaded' && e.requestId === 4)).toBe(true);
  });

  it('refuses a live search without a lane as malformed, and a refused configuration with the engine’s sentence', () => {
    const events: WorkerEvent[] = [];
    const service = new SearchService({ emit: (e) => events.push(e), schedule: (t) => t() });
    const grid = createGrid(8, 8);
    grid.terrain[3] = 2; // Grass: costs differ, so JPS is refused
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: { ...grid, terrain: grid.terrain.slice() } });
    service.handle({ kind: 'live-search', requestId: 2, mapId: 'm', revision: 1, query: query(8, [0, 0], [7, 7]) });
    service.handle({ kind: 'live-search', requestId: 3, mapId: 'm', revision: 1, lane: 'a', query: query(8, [0, 0], [7, 7], 'jps') });
    const error = (id: number) => events.find((e) => e.kind === 'error' && e.requestId === id);
    expect(error(2)).toMatchObject({ code: 'malformed-request', message: expect.stringMatching(/malformed request at lane/) });
    expect(error(3)).toMatchObject({ code: 'invalid-search', message: expect.stringMatching(/Jump Point Search/) });
  });
});
