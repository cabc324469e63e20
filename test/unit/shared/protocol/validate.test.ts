// The worker's request schema: names come from the catalog, bounds from grid/limits, and a value a
// user can set out of bounds (a palette cost from a file, a setting typed in the panel) is answered
// with a sentence that says what to change, not with "this is a bug".
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, DEFAULT_SEARCH_OPTIONS, HEURISTICS, MAX_NODE_BUDGET, type SearchOptions } from '../../../../src/shared/engine/index';
import { defaultPalette } from '../../../../src/shared/grid/terrain';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { parseWorkerRequest } from '../../../../src/shared/protocol/validate';
import type { WorkerEvent } from '../../../../src/shared/protocol/messages';

function loadMap(palette = defaultPalette(), over: Record<string, unknown> = {}) {
  return { kind: 'load-map', requestId: 1, mapId: 'm', revision: 0, map: { width: 2, height: 2, terrain: new Uint8Array(4), heights: null, palette, ...over } };
}

function search(options: Partial<Record<keyof SearchOptions, unknown>>) {
  return { kind: 'search', requestId: 2, mapId: 'm', revision: 0, query: { start: 0, goal: 3, options: { ...DEFAULT_SEARCH_OPTIONS, ...options } } };
}

function failure(raw: unknown) {
  const r = parseWorkerRequest(raw);
  if (r.ok) throw new Error('expected the request to be refused');
  return r;
}

describe('worker request schema', () => {
  it('accepts every algorithm and heuristic the catalog lists, and nothing else', () => {
    for (const a of ALGORITHMS) expect(parseWorkerRequest(search({ algorithm: a.name })).ok).toBe(true);
    for (const h of HEURISTICS) expect(parseWorkerRequest(search({ heuristic: h.name })).ok).toBe(true);
    expect(failure(search({ algorithm: 'dfs' }))).toMatchObject({ userCaused: false, message: expect.stringMatching(/^The search worker received a malformed request at query\.options\.algorithm: .*This is a bug/) });
  });

  it('refuses a palette cost out of bounds with a sentence naming the terrain and the range', () => {
    for (const cost of [1e-8, 0, -1, 1e305]) {
      const palette = defaultPalette();
      palette[1]!.cost = cost;
      const r = failure(loadMap(palette));
      expect(r).toMatchObject({ requestId: 1, userCaused: true });
      expect(r.message).toBe(`Terrain "Road" costs ${cost}; a cost must be between 0.001 and 1000000 (1 is ordinary ground). Set a cost in that range.`);
    }
    const edges = defaultPalette();
    edges[0]!.cost = 1e-3;
    edges[1]!.cost = 1e6;
    expect(parseWorkerRequest(loadMap(edges)).ok).toBe(true);
  });

  it('answers typed settings out of bounds with the panel’s sentences', () => {
    const cases: [Partial<Record<keyof SearchOptions, unknown>>, string][] = [
      [{ weight: 0.5 }, 'The heuristic weight must be a number from 1 to 1000; it is 0.5. Set a weight in that range.'],
      [{ weight: 1001 }, 'The heuristic weight must be a number from 1 to 1000; it is 1001.'],
      [{ weight: null }, 'Type a heuristic weight from 1 to 1000'],
      [{ maxExpansions: 2.5 }, 'The node budget must be a whole number from 0 (no limit) to 2147483647; it is 2.5.'],
      [{ maxExpansions: -1 }, 'it is -1.'],
      [{ maxExpansions: MAX_NODE_BUDGET + 1 }, 'it is 2147483648.'],
      [{ heightCosting: { uphill: 1001, downhill: 0 } }, 'The uphill cost must be from 0 to 1000 per unit of height; it is 1001.'],
      [{ heightCosting: { uphill: 0, downhill: -2 } }, 'The downhill cost must be from 0 to 1000 per unit of height; it is -2.'],
    ];
    for (const [options, sentence] of cases) {
      const r = failure(search(options));
      expect({ options, userCaused: r.userCaused, message: r.message }).toEqual({ options, userCaused: true, message: expect.stringContaining(sentence) });
      expect(r.message).not.toContain('bug');
    }
    expect(parseWorkerRequest(search({ weight: 1000, maxExpansions: MAX_NODE_BUDGET, heightCosting: { uphill: 1000, downhill: 0 } })).ok).toBe(true);
  });

  it('still calls a malformed request a bug, even when it also carries a value out of bounds', () => {
    const r = failure(search({ weight: 0.5, topology: 'triangles' }));
    expect(r).toMatchObject({ requestId: 2, userCaused: false });
    expect(r.message).toContain('at query.options.topology');
    const short = failure(loadMap(defaultPalette(), { terrain: new Uint8Array(3) }));
    expect(short.message).toContain('terrain must hold width × height cells');
  });

  it('reaches the user through the worker as that sentence', () => {
    const events: WorkerEvent[] = [];
    const service = new SearchService({ emit: (e) => events.push(e), schedule: (task) => task() });
    const palette = defaultPalette();
    palette[2]!.cost = 1e-8;
    service.handle(loadMap(palette));
    expect(events).toEqual([expect.objectContaining({ kind: 'error', requestId: 1, message: expect.stringMatching(/^Terrain "Grass" costs 1e-8; .* Set a cost in that range\.$/) })]);
  });
});
