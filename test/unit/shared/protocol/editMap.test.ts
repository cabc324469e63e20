// Edits travel to the worker as deltas: a client whose map source knows the deltas since the
// revision the worker holds sends them ('edit-map') instead of the map, the worker's copy follows
// them (searches see the edit), an edit from a revision the worker does not hold is refused with a
// sentence and the client falls back to sending the map, a search under way keeps the revision it
// started on, and the bytes of an edit grow with its cells, not the map.
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { applyMapDelta, type MapDelta } from '../../../../src/shared/edit/mapDelta';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { WorkerEvent, WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchClient, type MapSource } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { cellsDelta, dab } from '../engine/randomEdits';

const WALL = 6;

function backToBack() {
  const sent: WorkerRequest[] = [];
  const service = new SearchService({
    emit: (event) => queueMicrotask(() => client.receive(structuredClone(event))),
    schedule: (task) => setTimeout(task, 0),
  });
  const client: SearchClient = new SearchClient({
    post: (request) => {
      sent.push(request);
      service.handle(structuredClone(request));
    },
  });
  return { client, sent, service };
}

/** A map in the editor: its revisions and the deltas between them, as the document's journal keeps them. */
function editedMap(width: number, height: number) {
  const grid = createGrid(width, height);
  const journal: { revision: number; deltas: MapDelta[] }[] = [];
  let revision = 1;
  const source = (): MapSource => {
    const at = revision;
    return {
      mapId: 'm',
      revision: at,
      snapshot: () => ({ ...grid, terrain: grid.terrain.slice() }),
      deltasSince: (from) => (journal.some((j) => j.revision === from + 1) ? journal.filter((j) => j.revision > from && j.revision <= at).flatMap((j) => j.deltas) : null),
    };
  };
  const edit = (deltas: MapDelta[]) => {
    for (const d of deltas) applyMapDelta(grid, { start: -1, goal: -1 }, d);
    journal.push({ revision: ++revision, deltas });
  };
  return { grid, source, edit };
}

const across = (width: number, y: number) => ({ start: y * width, goal: y * width + width - 1, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'jps' as const } });

/** A wall across column `x` but for row `gap`. */
function wallAcross(width: number, height: number, x: number, gap: number): MapDelta {
  const cells: number[] = [];
  for (let y = 0; y < height; y++) if (y !== gap) cells.push(y * width + x);
  return cellsDelta(cells, WALL);
}

describe('edits as deltas', () => {
  it('sends the edit, not the map, and the search sees it (JPS on its repaired table)', async () => {
    const { client, sent } = backToBack();
    const map = editedMap(32, 32);
    expect((await client.search(map.source(), across(32, 5)).result).cost).toBeCloseTo(31, 9);
    map.edit([wallAcross(32, 32, 16, 30)]);
    const result = await client.search(map.source(), across(32, 5)).result;
    expect(sent.map((r) => r.kind)).toEqual(['load-map', 'search', 'edit-map', 'search']);
    expect(result.cost).toBeGreaterThan(31 + 10);
    map.edit([{ kind: 'markers', start: 3, goal: 4 }, cellsDelta([16 * 32 + 16], 0)]);
    const again = await client.search(map.source(), across(32, 5)).result;
    expect(sent.at(-2)!.kind).toBe('edit-map');
    expect(again.cost).toBeLessThan(result.cost);
  });

  it('sends a revision asked while the one before is still on its way as an edit after it, not the map', async () => {
    const { client, sent } = backToBack();
    const map = editedMap(32, 32);
    expect((await client.search(map.source(), across(32, 5)).result).cost).toBeCloseTo(31, 9);
    map.edit([wallAcross(32, 32, 10, 30)]);
    const first = client.syncMap(map.source()); // a dab's edit on its way
    map.edit([wallAcross(32, 32, 20, 0)]);
    const result = await client.search(map.source(), across(32, 5)).result;
    await first;
    expect(sent.map((r) => r.kind)).toEqual(['load-map', 'search', 'edit-map', 'edit-map', 'search']);
    expect(result.cost).toBeGreaterThan(31 + 20);
  });

  it('refuses an edit from a revision the worker does not hold, and the client sends the map instead', async () => {
    const { client, sent } = backToBack();
    const map = editedMap(16, 16);
    await client.syncMap(map.source());
    await expect(client.editMap('m', 7, 8, [cellsDelta([1], WALL)])).rejects.toThrow(/holds revision 1 of this map, but the edit starts from revision 7; send the whole map/);
    map.edit([cellsDelta([1], WALL)]);
    await client.syncMap(map.source());
    expect(sent.map((r) => r.kind)).toEqual(['load-map', 'edit-map', 'load-map']);
    expect((await client.search(map.source(), across(16, 0)).result).cost).toBeGreaterThan(15);
  });

  it('refuses deltas that do not fit the map, leaving the copy as it was', async () => {
    const { client } = backToBack();
    const map = editedMap(8, 8);
    await client.syncMap(map.source());
    await expect(client.editMap('m', 1, 2, [cellsDelta([70], WALL)])).rejects.toThrow(/lie outside the map/);
    await expect(client.editMap('m', 1, 2, [{ kind: 'cells', layer: 'terrain', runs: Int32Array.of(0, 1), values: Uint8Array.of(40) }])).rejects.toThrow(/palette has/);
    expect((await client.search(map.source(), across(8, 0)).result).cost).toBeCloseTo(7, 9);
  });

  it('lets a search under way finish on the revision it started on', async () => {
    const events: WorkerEvent[] = [];
    const slices: (() => void)[] = [];
    const service = new SearchService({ emit: (e) => events.push(e), schedule: (t) => slices.push(t), sliceExpansions: 5 });
    const grid = createGrid(40, 40);
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: { ...grid, terrain: grid.terrain.slice() } });
    const dijkstra = { start: 0, goal: 39, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const } };
    service.handle({ kind: 'search', requestId: 2, mapId: 'm', revision: 1, query: dijkstra });
    slices.shift()!();
    service.handle({ kind: 'edit-map', requestId: 3, mapId: 'm', fromRevision: 1, revision: 2, deltas: [wallAcross(40, 40, 20, 39)] });
    service.handle({ kind: 'search', requestId: 4, mapId: 'm', revision: 2, query: dijkstra });
    while (slices.length > 0) slices.shift()!();
    const cost = (id: number) => events.flatMap((e) => (e.kind === 'result' && e.requestId === id ? [e.result.cost] : []))[0];
    expect(cost(2)).toBeCloseTo(39, 9);
    expect(cost(4)).toBeGreaterThan(39 + 30);
  });

  it('sends bytes in proportion to the stroke, not the map', () => {
    const strokeBytes = (side: number) => {
      const cells = [0, 1, 2, 3].flatMap((i) => dab(side, side, 20 + 2 * i, 20));
      const request: WorkerRequest = { kind: 'edit-map', requestId: 9, mapId: 'map', fromRevision: 4, revision: 5, deltas: [cellsDelta(cells, WALL)] };
      return serialize(request).byteLength;
    };
    expect(strokeBytes(4096) / strokeBytes(256)).toBeLessThanOrEqual(1.5);
    expect(strokeBytes(4096)).toBeLessThan(1000);
  });
});
