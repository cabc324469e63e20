// Jump Point Search on weighted maps (JPSW) finds the cheapest path, checked against the plain
// reference Dijkstra on random maps painted in regions (as a designer paints), on maps whose every
// cell costs something else, and on maps of one cost (where it must agree with JPS and A*).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { createSearch, runSearch, type SearchOptions, type SearchResult } from '../../../../src/shared/engine/index';
import { at, gridFromText, options, referenceCost, walkedCost } from './helpers';

/** JPSW_RUNS=5000 for a deeper check than the default run's. */
const RUNS = { numRuns: Number(process.env.JPSW_RUNS ?? 300) };
const close = (a: number, b: number) => (a === Infinity ? b === Infinity : Math.abs(a - b) <= 1e-9 * Math.max(1, b));
const JPSW = options({ algorithm: 'jpsw', closestIfUnreachable: false });
const ASTAR = options({ closestIfUnreachable: false });

/** Default palette: 0 Ground 1, 1 Road 0.5, 2 Grass 1.5, 3 Forest 2, 4 Swamp 4, 6 Wall. */
const WALL = 6;

/** Rectangles of terrain painted over Ground, then a few walls: regions with straight borders. */
const regionMap = fc
  .record({
    width: fc.integer({ min: 2, max: 24 }),
    height: fc.integer({ min: 2, max: 24 }),
    strokes: fc.array(
      fc.record({ x: fc.nat(), y: fc.nat(), w: fc.integer({ min: 1, max: 12 }), h: fc.integer({ min: 1, max: 12 }), t: fc.constantFrom(0, 1, 2, 3, 4, WALL) }),
      { maxLength: 8 },
    ),
    a: fc.nat(),
    b: fc.nat(),
  })
  .map(({ width, height, strokes, a, b }) => {
    const grid = createGrid(width, height);
    for (const s of strokes) {
      const x0 = s.x % width, y0 = s.y % height;
      for (let y = y0; y < Math.min(height, y0 + s.h); y++)
        for (let x = x0; x < Math.min(width, x0 + s.w); x++) grid.terrain[y * width + x] = s.t;
    }
    const n = width * height;
    return { grid, start: a % n, goal: b % n };
  });

/** Every cell drawn on its own: costs change at almost every step, walls scattered. */
const noisyMap = (uniform: boolean) =>
  fc
    .record({
      width: fc.integer({ min: 2, max: 14 }),
      height: fc.integer({ min: 2, max: 14 }),
      seed: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 196, maxLength: 196 }),
      a: fc.nat(),
      b: fc.nat(),
    })
    .map(({ width, height, seed, a, b }) => {
      const grid = createGrid(width, height);
      for (let c = 0; c < width * height; c++) grid.terrain[c] = seed[c]! >= 8 ? WALL : uniform ? 0 : seed[c]! % 5;
      const n = width * height;
      return { grid, start: a % n, goal: b % n };
    });

/** Dense walls (corridors, pockets, mazes' dead ends) with a random cost under every open cell. */
const pocketMap = fc
  .record({
    width: fc.integer({ min: 3, max: 24 }),
    height: fc.integer({ min: 3, max: 24 }),
    seed: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 576, maxLength: 576 }),
    density: fc.integer({ min: 20, max: 45 }),
    a: fc.nat(),
    b: fc.nat(),
  })
  .map(({ width, height, seed, density, a, b }) => {
    const grid = createGrid(width, height);
    for (let c = 0; c < width * height; c++) grid.terrain[c] = seed[c]! < density ? WALL : seed[c]! % 5;
    const n = width * height;
    return { grid, start: a % n, goal: b % n };
  });

/** The path runs from start to goal by legal moves, and walking it costs what the result says. */
function expectPathWalks(grid: Grid, r: SearchResult, start: number, goal: number, o: SearchOptions): void {
  expect([r.path[0], r.path.at(-1)]).toEqual([start, goal]);
  expect(r.steps).toBe(r.path.length - 1);
  const walked = walkedCost(grid, r.path, o);
  expect(walked, 'a move between two consecutive cells is not allowed').not.toBeNaN();
  expect(close(walked, r.cost), `walking the path costs ${walked}, the result says ${r.cost}`).toBe(true);
}

function expectOptimal({ grid, start, goal }: { grid: Grid; start: number; goal: number }): void {
  const r = runSearch(grid, { start, goal, options: JPSW });
  const best = referenceCost(grid, start, goal, JPSW);
  expect(r.cost, 'JPSW against the reference Dijkstra').toBeCloseTo(best, 9);
  expect(close(r.cost, runSearch(grid, { start, goal, options: ASTAR }).cost)).toBe(true);
  if (r.status === 'found') expectPathWalks(grid, r, start, goal, JPSW);
  else expect(r.status).toBe('unreachable');
}

describe('Jump Point Search on weighted maps', () => {
  it('costs what the reference Dijkstra and A* cost on maps painted in regions', () => {
    fc.assert(fc.property(regionMap, expectOptimal), RUNS);
  });

  it('costs what the reference Dijkstra and A* cost when every cell has a cost of its own', () => {
    fc.assert(fc.property(noisyMap(false), expectOptimal), RUNS);
  });

  it('costs what the reference Dijkstra and A* cost among dense walls, where regions leave pockets closed', () => {
    fc.assert(fc.property(pocketMap, expectOptimal), { numRuns: 3 * RUNS.numRuns });
  });

  it('spends nothing on a room off the way: the same expansions as with the room walled up', () => {
    // A winding corridor of grass and swamp (the way costs far more than the estimate, so nodes
    // along it are worth expanding) with a room behind a door off its last bend.
    const corridor = (room: string) => gridFromText(`
      #########
      #.gg....#
      #######.#
      #....ss.#
      #.#######
      #..ggg..#
      #######.#
      #.......#
      #.#.#####
      ${room}
      #.#######
      #.......#
      #########`);
    const search = (map: Grid, goal: number) => runSearch(map, { start: at(map, 1, 1), goal, options: JPSW });
    const withRoom = corridor('#.#s....#'), walledUp = corridor('#.#.#####');
    const a = search(withRoom, at(withRoom, 1, 11)), b = search(walledUp, at(walledUp, 1, 11));
    expect(a.cost).toBeCloseTo(referenceCost(withRoom, at(withRoom, 1, 1), at(withRoom, 1, 11), JPSW), 9);
    expect(a.cost).toBe(b.cost);
    expect([a.metrics.expanded, a.metrics.generated]).toEqual([b.metrics.expanded, b.metrics.generated]);
    // A goal in the room is still found, at its cost.
    expect(search(withRoom, at(withRoom, 7, 9)).cost).toBeCloseTo(referenceCost(withRoom, at(withRoom, 1, 1), at(withRoom, 7, 9), JPSW), 9);
  });

  it('costs what JPS and A* cost on maps of one cost', () => {
    fc.assert(
      fc.property(noisyMap(true), ({ grid, start, goal }) => {
        const w = runSearch(grid, { start, goal, options: JPSW });
        const j = runSearch(grid, { start, goal, options: options({ algorithm: 'jps', closestIfUnreachable: false }) });
        expect(close(w.cost, j.cost)).toBe(true);
        expect(close(w.cost, runSearch(grid, { start, goal, options: ASTAR }).cost)).toBe(true);
        if (w.status === 'found') expectPathWalks(grid, w, start, goal, JPSW);
      }),
      RUNS,
    );
  });

  it('goes round a swamp by the road, opening far fewer nodes than A* on open ground', () => {
    // 80 × 60 Ground, a 30 × 30 Swamp (cost 4) in the middle, a Road (0.5) across below it.
    const map = createGrid(80, 60);
    for (let y = 10; y < 40; y++) for (let x = 20; x < 50; x++) map.terrain[at(map, x, y)] = 4;
    for (let x = 0; x < 80; x++) map.terrain[at(map, x, 45)] = 1;
    const start = at(map, 2, 25), goal = at(map, 77, 25);
    const w = runSearch(map, { start, goal, options: JPSW });
    const a = runSearch(map, { start, goal, options: ASTAR });
    expect(w.cost).toBeCloseTo(a.cost, 9);
    expect(w.cost).toBeCloseTo(referenceCost(map, start, goal, JPSW), 9);
    expect(Array.from(w.path).some((c) => c > at(map, 0, 40) && c < at(map, 0, 50)), 'the path leaves the swamp row').toBe(true);
    expect(Array.from(w.path).every((c) => map.terrain[c] !== 4), 'the path crosses no swamp').toBe(true);
    expect(w.metrics.expanded).toBeLessThan(a.metrics.expanded / 4);
  });

  it('stops at its node budget and returns the path to the closest cell, like A*', () => {
    const map = gridFromText(`
      ..........
      .########.
      .#......#.
      .#......#.
      ..........`);
    const r = runSearch(map, { start: at(map, 0, 0), goal: at(map, 4, 2), options: options({ algorithm: 'jpsw', maxExpansions: 2 }) });
    expect(r.status).toBe('budget');
    expect(r.path[0]).toBe(at(map, 0, 0));
    expect(r.path.at(-1)).toBe(r.closest);
  });

  it('is advanced in slices and cancelled like every search', () => {
    const map = gridFromText('..s..\n..s..\n.....');
    const search = createSearch(map, { start: at(map, 0, 0), goal: at(map, 4, 0), options: JPSW });
    expect(search.step(1)).toBe(false);
    search.cancel();
    expect(search.result().status).toBe('cancelled');
  });

  it('says what to choose for the rules it does not support', () => {
    const map = gridFromText('....\n....');
    const refusal = (over: Partial<SearchOptions>) => {
      try {
        runSearch(map, { start: 0, goal: 3, options: options({ algorithm: 'jpsw', ...over }) });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(refusal({ cornerRule: 'allow' })).toBe('Jump Point Search (weighted) needs the "no corner cutting" rule; this search cuts corners freely. Choose "no corner cutting", or A* instead.');
    expect(refusal({ cornerRule: 'no-squeeze' })).toContain('forbids only squeezing between corners. Choose "no corner cutting"');
    expect(refusal({ topology: 'hex' })).toContain('hexagonal cells. Choose 8 neighbours, or A* instead.');
    expect(refusal({ recordTrace: true })).toBe(''); // it records every step like the other algorithms
    const hilly = gridFromText('....');
    hilly.heights = new Int16Array([0, 1, 2, 3]);
    const msg = (() => {
      try {
        runSearch(hilly, { start: 0, goal: 3, options: options({ algorithm: 'jpsw', heightCosting: { uphill: 1, downhill: 0 } }) });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(msg).toBe('Jump Point Search (weighted) cannot account for height costs; turn height costing off, or choose A* instead.');
  });
});
