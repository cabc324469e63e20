// The rules JPSW's loop adds to JPS, each held to the reference Dijkstra on random weighted maps:
// diagonal scans that stop where a stop was reached more cheaply, the open goal bounding the
// search, the goal seen through a run's jump points, run costs kept in single precision (and the
// running sums where that would not be exact), and every tie rule and estimate JPSW accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { createSearch, runSearch, type SearchOptions } from '../../../../src/shared/engine/index';
import { at, options, referenceCost, walkedCost } from './helpers';

const RUNS = { numRuns: Number(process.env.JPSW_RUNS ?? 200) };
const close = (a: number, b: number) => (a === Infinity ? b === Infinity : Math.abs(a - b) <= 1e-9 * Math.max(1, b));

/** Costs that are no multiples of a power of two (sums of them are not exact in single precision), then a wall. */
const ODD_COSTS = [1.3, 0.7, 2.9, 1.1, 3.7];

/** Painted rectangles over a random ground of `costs`, then walls: index costs.length is the wall. */
function paintedMap(costs: number[]) {
  const wall = costs.length;
  return fc
    .record({
      width: fc.integer({ min: 2, max: 24 }),
      height: fc.integer({ min: 2, max: 24 }),
      strokes: fc.array(
        fc.record({ x: fc.nat(), y: fc.nat(), w: fc.integer({ min: 1, max: 12 }), h: fc.integer({ min: 1, max: 12 }), t: fc.integer({ min: 0, max: wall }) }),
        { maxLength: 10 },
      ),
      a: fc.nat(),
      b: fc.nat(),
    })
    .map(({ width, height, strokes, a, b }) => {
      const palette = [...costs.map((cost, i) => ({ name: `c${i}`, color: 0, cost, passable: true })), { name: 'Wall', color: 0, cost: 1, passable: false }];
      const grid = createGrid(width, height, 0, palette);
      for (const s of strokes) {
        const x0 = s.x % width, y0 = s.y % height;
        for (let y = y0; y < Math.min(height, y0 + s.h); y++)
          for (let x = x0; x < Math.min(width, x0 + s.w); x++) grid.terrain[y * width + x] = s.t;
      }
      const n = width * height;
      return { grid, start: a % n, goal: b % n };
    });
}

/**
 * Corridors one cell wide (a maze carved by a random walk, then some of its walls knocked out so
 * that ways meet again), each cell of a random cost among `costs`.
 */
function corridorMap(costs: number[]) {
  const wall = costs.length;
  return fc
    .record({ w: fc.integer({ min: 2, max: 12 }), h: fc.integer({ min: 2, max: 12 }), seed: fc.integer(), holes: fc.integer({ min: 0, max: 12 }), a: fc.nat(), b: fc.nat() })
    .map(({ w, h, seed, holes, a, b }) => {
      const palette = [...costs.map((cost, i) => ({ name: `c${i}`, color: 0, cost, passable: true })), { name: 'Wall', color: 0, cost: 1, passable: false }];
      const width = 2 * w + 1, height = 2 * h + 1;
      const grid = createGrid(width, height, wall, palette);
      let r = seed >>> 0;
      const next = (n: number) => ((r = (Math.imul(r ^ (r >>> 15), 2246822507) + 0x6d2b79f5) >>> 0) % n);
      const seen = new Uint8Array(w * h);
      const stack = [0];
      seen[0] = 1;
      grid.terrain[width + 1] = next(costs.length);
      while (stack.length) {
        const cell = stack.at(-1)!, cx = cell % w, cy = (cell - cx) / w;
        const open = [[1, 0], [-1, 0], [0, 1], [0, -1]].filter(([dx, dy]) => {
          const nx = cx + dx!, ny = cy + dy!;
          return nx >= 0 && ny >= 0 && nx < w && ny < h && !seen[ny * w + nx];
        });
        if (!open.length) { stack.pop(); continue; }
        const [dx, dy] = open[next(open.length)]!;
        const nx = cx + dx!, ny = cy + dy!;
        seen[ny * w + nx] = 1;
        stack.push(ny * w + nx);
        grid.terrain[(2 * cy + 1 + dy!) * width + 2 * cx + 1 + dx!] = next(costs.length);
        grid.terrain[(2 * ny + 1) * width + 2 * nx + 1] = next(costs.length);
      }
      for (let k = 0; k < holes; k++) grid.terrain[(1 + next(height - 2)) * width + 1 + next(width - 2)] = next(costs.length);
      const n = width * height;
      return { grid, start: a % n, goal: b % n };
    });
}

/** JPSW under `o` finds a path that walks at the cost it reports, and (admissible estimates) the cheapest one. */
function expectCheapest(grid: Grid, start: number, goal: number, o: SearchOptions, optimal = true): void {
  const r = runSearch(grid, { start, goal, options: o });
  const best = referenceCost(grid, start, goal, o);
  if (best === Infinity) {
    expect(r.status).toBe('unreachable');
    return;
  }
  expect(r.status).toBe('found');
  expect([r.path[0], r.path.at(-1)]).toEqual([start, goal]);
  const walked = walkedCost(grid, r.path, o);
  expect(close(walked, r.cost), `walking the path costs ${walked}, the result says ${r.cost}`).toBe(true);
  if (optimal) expect(close(r.cost, best), `JPSW ${r.cost}, reference ${best}`).toBe(true);
  else expect(r.cost).toBeGreaterThanOrEqual(best - 1e-9);
}

describe('JPSW scans and bounds', () => {
  it('costs what the reference Dijkstra costs with costs that single precision cannot sum exactly', () => {
    fc.assert(fc.property(paintedMap(ODD_COSTS), ({ grid, start, goal }) => {
      expectCheapest(grid, start, goal, options({ algorithm: 'jpsw', closestIfUnreachable: false }));
    }), RUNS);
  });

  it('costs what the reference Dijkstra costs in corridors that meet again (jump points expanded as soon as found)', () => {
    fc.assert(fc.property(corridorMap([1, 2, 3, 4, 5]), ({ grid, start, goal }) => {
      expectCheapest(grid, start, goal, options({ algorithm: 'jpsw', closestIfUnreachable: false }));
    }), RUNS);
  });

  it('costs what the reference Dijkstra costs under every tie rule and admissible estimate', () => {
    const choice = fc.record({
      tieBreak: fc.constantFrom('larger-g', 'smaller-g', 'fifo', 'lifo'),
      heuristic: fc.constantFrom('octile', 'chebyshev', 'euclidean', 'zero'),
    });
    fc.assert(fc.property(paintedMap([1, 2, 3, 4, 5]), choice, ({ grid, start, goal }, c) => {
      const o = options({ algorithm: 'jpsw', closestIfUnreachable: false, ...(c as Partial<SearchOptions>) });
      expectCheapest(grid, start, goal, o);
    }), RUNS);
  });

  it('finds a walkable path with an estimate that overestimates (no bound is drawn from it)', () => {
    fc.assert(fc.property(paintedMap([1, 2, 3, 4, 5]), ({ grid, start, goal }) => {
      expectCheapest(grid, start, goal, options({ algorithm: 'jpsw', closestIfUnreachable: false, heuristic: 'manhattan' }), false);
    }), RUNS);
  });

  it('reports what its path costs when an overestimate lets a jump point it expanded at once be reached more cheaply later', () => {
    // Found by the property above: under the Manhattan estimate a jump point is expanded at once,
    // before its cheapest way is known; the goal keeps the g it took from the dearer way while the
    // parent links, and so the path, follow the cheaper one (24.73 against 25.56 before the fix).
    const rows = ['1111111111110000000', '1111111111110000000', ...Array(3).fill('1111110000000000000'), ...Array(6).fill('0033330000000000000')];
    const palette = [1, 2, 3, 4].map((cost, i) => ({ name: `c${i}`, color: 0, cost, passable: true }));
    const grid = createGrid(19, 11, 0, palette);
    rows.forEach((row, y) => [...row].forEach((t, x) => (grid.terrain[at(grid, x, y)] = Number(t))));
    const o = options({ algorithm: 'jpsw', closestIfUnreachable: false, heuristic: 'manhattan' });
    const r = runSearch(grid, { start: at(grid, 0, 10), goal: at(grid, 11, 0), options: o });
    expect(r.cost).toBeCloseTo(walkedCost(grid, r.path, o), 9);
    expect(r.cost).toBeCloseTo(24.727922061, 6);
  });

  it('keeps searches on one map apart when they are advanced in turns', () => {
    // The map's records hold one search's g and states; a second search started meanwhile works
    // on a copy of them.
    fc.assert(fc.property(paintedMap([1, 2, 3, 4, 5]), fc.nat(), fc.nat(), ({ grid, start, goal }, a, b) => {
      const o = options({ algorithm: 'jpsw', closestIfUnreachable: false });
      const n = grid.width * grid.height;
      const queries = [{ start, goal }, { start: a % n, goal: b % n }];
      const searches = queries.map((q) => createSearch(grid, { ...q, options: o }));
      const done = searches.map(() => false);
      while (!done.every(Boolean)) searches.forEach((s, i) => { if (!done[i]) done[i] = s.step(1); });
      searches.forEach((s, i) => expect(close(s.result().cost, referenceCost(grid, queries[i]!.start, queries[i]!.goal, o))).toBe(true));
    }), RUNS);
  });

  it('sees the goal down a run past its jump points, and opens nothing the goal bounds', () => {
    // A corridor of Ground below a row of Swamp with gaps: every gap makes a jump point on the run
    // (a turn into it may pay), and the goal lies beyond them all.
    const map = createGrid(40, 3);
    for (let x = 0; x < 40; x++) {
      map.terrain[at(map, x, 0)] = 6;
      map.terrain[at(map, x, 1)] = x % 4 === 0 ? 0 : 4;
    }
    const start = at(map, 0, 2), goal = at(map, 39, 2);
    const o = options({ algorithm: 'jpsw', closestIfUnreachable: false });
    const r = runSearch(map, { start, goal, options: o });
    expect(r.cost).toBeCloseTo(39, 9);
    // The start's run reaches the goal at once; every other way is then bounded by it, and the
    // search ends with the start its one expansion.
    expect(r.metrics.expanded).toBe(1);
  });
});
