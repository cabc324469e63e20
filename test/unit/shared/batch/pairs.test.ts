// Where a batch's pairs come from: random pairs are the same for the same seed, distinct, passable
// and connected under every configuration's movement rules (checked against the engine itself);
// markers and scenario lines become pairs or a sentence saying what to fix.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSearch } from '../../../../src/shared/engine/index';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { componentsOf, runToEnd } from '../../../../src/shared/batch/components';
import { movementOf, type Movement } from '../../../../src/shared/batch/movement';
import { BatchInputError, markerPair, randomPairs, scenarioPairs } from '../../../../src/shared/batch/pairs';
import { seededRandom } from '../../../../src/shared/batch/rng';
import { gridFromText, options } from '../engine/helpers';

const squareNoCutting: Movement = movementOf(options());
const squareCutting: Movement = movementOf(options({ cornerRule: 'allow' }));
const pairsOf = (grid: Grid, movements: Movement[], count: number, seed: number) => runToEnd(randomPairs(grid, movements, count, seed));

/** Two rooms that touch only corner to corner: connected when corners may be cut, apart otherwise. */
const CORNER_ROOMS = gridFromText(`
  ...#####
  ...#####
  ...#####
  ###.....
  ###.....
`);

describe('seeded random numbers', () => {
  it('repeat for a seed and differ between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 8 }, seededRandom(seed).next);
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(draw(7).every((v) => v >= 0 && v < 1)).toBe(true);
  });
});

describe('random pairs', () => {
  const open = createGrid(40, 30);

  it('are the same for the same seed and different for another', () => {
    const a = pairsOf(open, [squareNoCutting], 50, 42);
    expect(pairsOf(open, [squareNoCutting], 50, 42)).toEqual(a);
    expect(pairsOf(open, [squareNoCutting], 50, 43)).not.toEqual(a);
    expect(a.map((p) => p.index)).toEqual([...Array(50).keys()]);
  });

  it('never pair a cell with itself or with a cell its start cannot reach', () => {
    const walled = gridFromText(`
      ....#....
      ....#....
      ....#....
      #########
      .........
    `);
    const pairs = pairsOf(walled, [squareNoCutting], 300, 1);
    for (const p of pairs) {
      expect(p.start).not.toBe(p.goal);
      expect(runSearch(walled, { start: p.start, goal: p.goal, options: options({ algorithm: 'dijkstra', heuristic: 'zero' }) }).status).toBe('found');
    }
    // Every room gets pairs: the draw is uniform over connected pairs, not stuck in the largest room.
    const room = (c: number) => (Math.floor(c / 9) === 4 ? 'bottom' : c % 9 < 4 ? 'left' : 'right');
    expect(new Set(pairs.map((p) => room(p.start)))).toEqual(new Set(['left', 'right', 'bottom']));
  });

  it('keep to pairs every configuration can reach when their movement rules differ', () => {
    const cutting = pairsOf(CORNER_ROOMS, [squareCutting], 200, 5);
    const crosses = (p: { start: number; goal: number }) => (p.start < 3 * 8) !== (p.goal < 3 * 8);
    expect(cutting.some(crosses)).toBe(true);
    expect(pairsOf(CORNER_ROOMS, [squareCutting, squareNoCutting], 200, 5).some(crosses)).toBe(false);
  });

  it('say what to do when the map has no two connected cells', () => {
    const specks = gridFromText(`
      .#.
      ###
      .#.
    `);
    expect(() => pairsOf(specks, [squareNoCutting], 3, 1)).toThrow(BatchInputError);
    expect(() => pairsOf(specks, [squareNoCutting], 3, 1)).toThrow(/Open up larger areas/);
    expect(() => pairsOf(open, [squareNoCutting], 0, 1)).toThrow(/whole number from 1/);
  });
});

describe('components', () => {
  const movements = ['square8', 'square4', 'hex'].flatMap((topology) =>
    (['no-cutting', 'no-squeeze', 'allow'] as const).map((cornerRule) => movementOf(options({ topology: topology as Movement['topology'], cornerRule }))),
  );

  it('put two cells in one component exactly when the engine finds a path between them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: movements.length - 1 }),
        fc.array(fc.boolean(), { minLength: 12 * 9, maxLength: 12 * 9 }),
        fc.array(fc.tuple(fc.nat(12 * 9 - 1), fc.nat(12 * 9 - 1)), { minLength: 10, maxLength: 10 }),
        (m, walls, probes) => {
          const grid = createGrid(12, 9);
          walls.forEach((wall, c) => (grid.terrain[c] = wall ? 6 : 0));
          const movement = movements[m]!;
          const { label } = runToEnd(componentsOf(grid, movement));
          for (const [a, b] of probes) {
            if (label[a]! < 0 || label[b]! < 0) continue;
            const found = runSearch(grid, { start: a, goal: b, options: options({ ...movement, algorithm: 'dijkstra', heuristic: 'zero', closestIfUnreachable: false }) }).status === 'found';
            expect(label[a] === label[b]).toBe(found);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('markers and scenario lines as pairs', () => {
  const grid = createGrid(10, 10);

  it('the markers make one pair, or a sentence when one is missing', () => {
    expect(markerPair(grid, 3, 47)).toEqual([{ index: 0, start: 3, goal: 47, listedOptimal: null }]);
    expect(() => markerPair(grid, -1, 47)).toThrow(/Place a start and a goal/);
  });

  it('scenario lines keep their optimum, and a line outside the map names itself', () => {
    const line = { line: 2, bucket: 0, map: 'm.map', width: 10, height: 10, startX: 1, startY: 2, goalX: 3, goalY: 4, optimal: 2.82842712 };
    expect(scenarioPairs(grid, [line], 'm.map.scen')).toEqual([{ index: 0, start: 21, goal: 43, listedOptimal: 2.82842712 }]);
    expect(() => scenarioPairs(grid, [{ ...line, goalX: 12 }], 'm.map.scen')).toThrow(/Line 2 of m\.map\.scen .* outside this 10×10 map/);
    expect(() => scenarioPairs(grid, [], 'm.map.scen')).toThrow(/lists no start\/goal pairs/);
  });
});
