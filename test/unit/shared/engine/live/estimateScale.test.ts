// A live lane scales its estimate by the cheapest terrain the map uses, as the engine's A* does, not
// by the palette's cheapest: on an open map of Ground, with the palette's Road (cost 0.5) unused, a
// live path costs the cells A* expands, not most of the map. Painting Road later makes the kept
// field's estimates too high, so the lane starts afresh and still answers optimally.
import { describe, expect, it } from 'vitest';
import { applyMapDeltas } from '../../../../../src/shared/edit/mapEdit';
import { createGrid } from '../../../../../src/shared/grid/grid';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchQuery } from '../../../../../src/shared/engine/index';
import { repairSearchCache } from '../../../../../src/shared/engine/mapContext';
import { LiveLane } from '../../../../../src/shared/engine/live/liveLane';
import { cellsDelta } from '../randomEdits';

const W = 300, H = 200, GROUND = 0, ROAD = 1;

describe('the live estimate’s scale', () => {
  it('is the cheapest terrain on the map: an open map’s live path expands what A* does, and Road painted later is answered optimally afresh', () => {
    const grid = createGrid(W, H);
    expect(grid.palette[ROAD]!.cost).toBeLessThan(grid.palette[GROUND]!.cost);
    const query: SearchQuery = { start: 10 * W + 10, goal: 180 * W + 280, options: { ...DEFAULT_SEARCH_OPTIONS } };
    const lane = new LiveLane();
    const run = (changes: Parameters<LiveLane['begin']>[2]) => {
      const work = lane.begin(grid, query, changes);
      while (!work.step(1 << 20));
      return { method: work.method, result: work.result() };
    };
    const first = run(null);
    const engine = runSearch(grid, query);
    expect(first.result.cost).toBeCloseTo(engine.cost, 9);
    expect(first.result.metrics.expanded).toBeLessThanOrEqual(2 * engine.metrics.expanded);

    // A Road (half the cost) from near the start to near the goal, off the straight line.
    const road: number[] = [];
    for (let x = 10; x < 290; x++) road.push(5 * W + x);
    for (let y = 5; y < 190; y++) road.push(y * W + 289);
    const change = applyMapDeltas(grid, { start: query.start, goal: query.goal }, [cellsDelta(road, ROAD)]);
    repairSearchCache(grid, change);
    const after = run([change]);
    const fresh = runSearch({ ...grid, terrain: grid.terrain.slice() }, query);
    expect(fresh.cost).toBeLessThan(engine.cost);
    expect(after.method).toBe('fresh');
    expect(after.result.cost).toBeCloseTo(fresh.cost, 9);
  });
});
