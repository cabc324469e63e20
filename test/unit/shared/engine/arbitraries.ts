// Random maps and rules for property tests (the engine's, and the level analyses' that walk the
// same moves).
import fc from 'fast-check';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import type { SearchOptions } from '../../../../src/shared/engine/index';

/** A random map: mostly passable terrains of the default palette (costs 0.5 … 4), some walls. */
export const weightedMap = (uniform = false) =>
  fc
    .record({
      width: fc.integer({ min: 2, max: 12 }),
      height: fc.integer({ min: 2, max: 12 }),
      seed: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 144, maxLength: 144 }),
      a: fc.nat(),
      b: fc.nat(),
      heights: fc.option(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 144, maxLength: 144 }), { nil: undefined }),
    })
    .map(({ width, height, seed, a, b, heights }) => {
      const grid: Grid = createGrid(width, height);
      // 0..4 passable terrain (or Ground when uniform), 5..6 water and wall.
      const pick = (v: number) => (v >= 8 ? 6 : uniform ? 0 : v % 5);
      for (let c = 0; c < width * height; c++) grid.terrain[c] = pick(seed[c]!);
      if (heights) grid.heights = Int16Array.from(heights.slice(0, width * height));
      const n = width * height;
      return { grid, start: a % n, goal: b % n };
    });

export const topologies = fc.constantFrom(
  { topology: 'square8', cornerRule: 'no-cutting' },
  { topology: 'square8', cornerRule: 'no-squeeze' },
  { topology: 'square8', cornerRule: 'allow' },
  { topology: 'square4', cornerRule: 'no-cutting' },
  { topology: 'hex', cornerRule: 'no-cutting' },
) as fc.Arbitrary<Pick<SearchOptions, 'topology' | 'cornerRule'>>;

/** No height costing, or uphill and downhill prices of 0 … 3 per unit of height (they may differ). */
export const heightCostings = fc.option(
  fc.record({ uphill: fc.double({ min: 0, max: 3, noNaN: true }), downhill: fc.double({ min: 0, max: 3, noNaN: true }) }),
  { nil: null },
);
