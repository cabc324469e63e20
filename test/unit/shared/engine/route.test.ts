// A route through waypoints: one optimal search per leg, joined into one path whose cost is the legs'
// sum; a leg that cannot reach its stop ends the route there.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, runSearch } from '../../../../src/shared/engine/index';
import { joinLegs, legStarts, routeStops, searchRoute } from '../../../../src/shared/engine/route';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { defaultPalette } from '../../../../src/shared/grid/terrain';

const WALL = defaultPalette().findIndex((t) => !t.passable);

/** A 10×10 open map. */
function open(): Grid {
  return createGrid(10, 10, 0, defaultPalette());
}

const leg = (grid: Grid) => (from: number, to: number) => runSearch(grid, { start: from, goal: to, options: { ...DEFAULT_SEARCH_OPTIONS, topology: 'square4' } });

describe('a route', () => {
  it('visits start, waypoints and goal in order, its cost the sum of the legs', () => {
    const grid = open();
    const stops = routeStops(0, [9, 99], 90);
    expect(stops).toEqual([0, 9, 99, 90]);
    const route = searchRoute(stops, leg(grid));
    expect(route.legs.map((l) => [l.from, l.to])).toEqual([[0, 9], [9, 99], [99, 90]]);
    expect(route.legs.map((l) => l.result.cost)).toEqual([9, 9, 9]);
    expect(route.result.status).toBe('found');
    expect(route.result.cost).toBe(27);
    const path = Array.from(route.result.path);
    expect(path[0]).toBe(0);
    expect(path.at(-1)).toBe(90);
    expect(route.result.steps).toBe(27);
    // Each stop is on the path where its leg begins, and no cell repeats at a join.
    expect(legStarts(route.legs.map((l) => l.result)).map((i) => path[i])).toEqual([0, 9, 99]);
    expect(route.result.metrics.expanded).toBe(route.legs.reduce((s, l) => s + l.result.metrics.expanded, 0));
  });

  it('without waypoints is the direct search itself', () => {
    const grid = open();
    const direct = leg(grid)(0, 99);
    const route = searchRoute([0, 99], leg(grid));
    expect(route.legs).toHaveLength(1);
    expect(route.result.cost).toBe(direct.cost);
    expect(Array.from(route.result.path)).toEqual(Array.from(direct.path));
  });

  it('stops at a leg whose stop cannot be reached, taking its status', () => {
    const grid = open();
    // Wall off the bottom-right corner cell 99 (its two neighbours).
    grid.terrain[98] = WALL;
    grid.terrain[89] = WALL;
    const route = searchRoute([0, 99, 90], leg(grid));
    expect(route.legs).toHaveLength(1);
    expect(route.result.status).toBe('unreachable');
  });

  it('a waypoint on the stop before it makes a leg of no steps', () => {
    const route = searchRoute([5, 5, 7], leg(open()));
    expect(route.legs.map((l) => l.result.cost)).toEqual([0, 2]);
    expect(Array.from(route.result.path)).toEqual([5, 6, 7]);
  });

  it('says a leg answered by a live lane’s own work, whose figures are not the configuration’s search', () => {
    const grid = open(), search = leg(grid);
    const plain = search(0, 5), repaired = { ...search(5, 9), liveWork: 'incremental' as const };
    expect(joinLegs([plain, search(5, 9)]).liveWork).toBeUndefined();
    expect(joinLegs([plain, repaired]).liveWork).toBe('incremental');
  });

  it('refuses a route of no legs', () => {
    expect(() => searchRoute([3], leg(open()))).toThrow(/start and a goal/);
    expect(() => joinLegs([])).toThrow(/at least one leg/);
  });
});
