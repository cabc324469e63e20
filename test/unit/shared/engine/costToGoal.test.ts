// h*, the true cost from every cell to the goal (the debugger's heuristic-error layer): on the
// MovingAI benchmarks, h*(start) is the listed optimal length; on random small maps with every rule
// set (movement, corner rule, diagonal cost, terrain weights, asymmetric height costs, hex), h*(v)
// is the reference Dijkstra's cost from v to the goal for every cell v.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCostToGoal } from '../../../../src/shared/engine/costToGoal';
import { algorithmInfo, CORNER_RULES, DIAGONAL_COSTS, DEFAULT_SEARCH_OPTIONS, SearchInputError, type SearchOptions, type SearchQuery } from '../../../../src/shared/engine/index';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { lengthMatches, loadBenchmark, options, referenceCost } from './helpers';
import { PROOF_MAPS } from './scenProof';

/** Runs the reverse Dijkstra to the end in slices of `slice` cells. */
function costToGoal(grid: Grid, query: SearchQuery, slice = 1 << 30): Float32Array {
  const h = createCostToGoal(grid, query);
  while (!h.step(slice));
  return h.result();
}

/** h* is kept in single precision: equal to the reference within a few float32 steps. */
const close = (a: number, b: number) => (b === Infinity ? a === Infinity : Math.abs(a - b) <= 1e-6 * Math.max(1, b));

const LINES_PER_MAP = 8;

describe('cost to the goal on the MovingAI benchmarks (8 neighbours, no corner cutting, √2 diagonals)', () => {
  it.for(PROOF_MAPS)('%s: h*(start) is the listed optimal length of sampled lines', { timeout: 120_000 }, (map) => {
    const { grid, scen } = loadBenchmark(map);
    const all = scen.entries, oldFormat = scen.version === '1.0';
    const wrong: string[] = [];
    for (let i = 0; i < LINES_PER_MAP; i++) {
      // Lines spread over the file: short and long paths alike.
      const e = all[Math.floor(((i + 0.5) * all.length) / LINES_PER_MAP)]!;
      const start = e.startY * grid.width + e.startX, goal = e.goalY * grid.width + e.goalX;
      const h = costToGoal(grid, { start, goal, options: DEFAULT_SEARCH_OPTIONS }, 50_000);
      if (!lengthMatches(h[start]!, e.optimal, oldFormat)) wrong.push(`line ${e.line}: h*(start) ${h[start]} vs ${e.optimal}`);
      if (h[goal] !== 0) wrong.push(`line ${e.line}: h*(goal) is ${h[goal]}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** A random map: passable terrains of the default palette (costs 0.5 … 4), some water and walls, maybe heights. */
const smallMaps = fc
  .record({
    width: fc.integer({ min: 1, max: 9 }),
    height: fc.integer({ min: 1, max: 9 }),
    seed: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 }),
    heights: fc.option(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 81, maxLength: 81 }), { nil: undefined }),
    goal: fc.nat(),
  })
  .map(({ width, height, seed, heights, goal }) => {
    const grid = createGrid(width, height);
    for (let c = 0; c < width * height; c++) grid.terrain[c] = seed[c]! >= 8 ? 6 : seed[c] === 7 ? 5 : seed[c]! % 5;
    if (heights) grid.heights = Int16Array.from(heights.slice(0, width * height));
    return { grid, goal: goal % (width * height) };
  });

const rules = fc.record({
  topology: fc.constantFrom('square8', 'square4', 'hex'),
  cornerRule: fc.constantFrom(...CORNER_RULES.map((c) => c.name)),
  diagonalCost: fc.constantFrom(...DIAGONAL_COSTS.map((d) => d.name)),
  // Uphill and downhill priced apart (often one of them free), or no height costing.
  heightCosting: fc.option(fc.record({ uphill: fc.constantFrom(0, 0.3, 2.5), downhill: fc.constantFrom(0, 0.7, 1) }), { nil: null }),
}) as fc.Arbitrary<Pick<SearchOptions, 'topology' | 'cornerRule' | 'diagonalCost' | 'heightCosting'>>;

const RUNS = { numRuns: Number(process.env.PROP_RUNS ?? 300) };

describe('cost to the goal on random small maps', () => {
  it('is, for every cell, the reference Dijkstra cost from that cell to the goal, under every rule set', () => {
    fc.assert(
      fc.property(smallMaps, rules, fc.integer({ min: 1, max: 7 }), ({ grid, goal }, r, slice) => {
        const o = options({ ...r, closestIfUnreachable: false });
        const h = costToGoal(grid, { start: 0, goal, options: o }, slice);
        for (let v = 0; v < h.length; v++) {
          const expected = referenceCost(grid, v, goal, o);
          expect(close(h[v]!, expected), `cell ${v}: h* ${h[v]} vs reference ${expected} (${JSON.stringify(r)})`).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('counts paths as each algorithm costs them: breadth-first by the map (no heights, as its path cost), jump points and Theta* by grid moves', () => {
    fc.assert(
      fc.property(smallMaps, fc.constantFrom('bfs', 'jps', 'theta', 'bidirectional'), ({ grid, goal }, algorithm) => {
        const info = algorithmInfo(algorithm);
        if (info.uniformCosts) grid.terrain.forEach((t, c) => (grid.terrain[c] = t >= 5 ? t : 0));
        const o = options({ algorithm, heightCosting: info.heightCosts ? { uphill: 2, downhill: 0.5 } : null, closestIfUnreachable: false });
        const h = costToGoal(grid, { start: 0, goal, options: o });
        const counted = info.countsMoves ? { ...o, heightCosting: null } : o;
        for (let v = 0; v < h.length; v++) expect(close(h[v]!, referenceCost(grid, v, goal, counted)), `${algorithm} cell ${v}`).toBe(true);
      }),
      { numRuns: Math.ceil(RUNS.numRuns / 3) },
    );
  });

  it('is Infinity everywhere when the goal is a wall, and only in slices of n settled cells', () => {
    const grid = createGrid(5, 4);
    grid.terrain[7] = 6;
    const walled = costToGoal(grid, { start: 0, goal: 7, options: options() });
    expect([...walled].every((x) => x === Infinity)).toBe(true);

    const h = createCostToGoal(grid, { start: 0, goal: 0, options: options() });
    expect(() => h.result()).toThrow(/call step\(\)/);
    expect(h.step(4)).toBe(false);
    expect(h.settled).toBe(4);
    while (!h.step(4));
    expect(h.settled).toBe(19);
    expect(h.result()[7]).toBe(Infinity);
    expect(close(h.result()[19]!, referenceCost(grid, 19, 0, options()))).toBe(true);
  });

  it('refuses a query the engine would refuse, with the engine\'s sentence', () => {
    expect(() => createCostToGoal(createGrid(3, 3), { start: 0, goal: 9, options: options() })).toThrow(SearchInputError);
  });
});
