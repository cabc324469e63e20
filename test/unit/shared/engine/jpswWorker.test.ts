// JPSW through the search worker's service: the schema (derived from the catalog) accepts it, a
// weighted map is searched in slices to the same cost as A*, and asked to record every step it
// does so, with the same answer.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../../../src/shared/engine/index';
import type { MapSnapshot, WorkerEvent } from '../../../../src/shared/protocol/messages';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { gridFromText } from './helpers';

const map = gridFromText(`
  ....ssss....
  ....ssss....
  ....ssss....
  rrrrrrrrrrrr`);
const snapshot: MapSnapshot = { width: map.width, height: map.height, terrain: map.terrain, heights: null, palette: map.palette };

function serve() {
  const events: WorkerEvent[] = [];
  const service = new SearchService({ emit: (e) => events.push(e), schedule: (task) => task(), sliceExpansions: 3 });
  service.handle({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: snapshot });
  const search = (requestId: number, over: Partial<SearchOptions>) => {
    service.handle({ kind: 'search', requestId, mapId: 'm', revision: 1, query: { start: 0, goal: 11, options: { ...DEFAULT_SEARCH_OPTIONS, ...over } } });
    return events.filter((e) => e.kind !== 'ready' && e.requestId === requestId).at(-1);
  };
  return search;
}

describe('Jump Point Search (weighted) in the search worker', () => {
  it('answers with the cost A* finds', () => {
    const search = serve();
    const a = search(2, { algorithm: 'astar' }), w = search(3, { algorithm: 'jpsw', recordTrace: false });
    expect(w).toMatchObject({ kind: 'result', result: { status: 'found' } });
    const cost = (e: typeof a) => (e as { result: { cost: number } }).result.cost;
    expect(cost(w)).toBeCloseTo(cost(a), 9);
  });

  it('records every step when asked, and answers as it does unrecorded', () => {
    const search = serve();
    const plain = search(2, { algorithm: 'jpsw', recordTrace: false }), traced = search(3, { algorithm: 'jpsw', recordTrace: true });
    type Reply = { kind: string; result: { cost: number; path: Int32Array; metrics: { expanded: number }; trace: { length: number; kind: Uint8Array } | null } };
    const p = (plain as Reply).result, t = (traced as Reply).result;
    expect(traced).toMatchObject({ kind: 'result', result: { status: 'found' } });
    expect([t.cost, Array.from(t.path)]).toEqual([p.cost, Array.from(p.path)]);
    // One expansion event per expansion, besides the pushes.
    expect(Array.from(t.trace!.kind).filter((k) => k === 0).length).toBe(p.metrics.expanded);
  });
});
