// Smoothing ("Smooth the path"): string pulling that never raises a path's cost, measured along the
// line by an independent routine (referenceLineCost.ts), after any search.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { createSearch, runSearch, smoothPath, type AlgorithmName, type CornerRule } from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { at, gridFromText, options } from './helpers';
import { referencePathCost } from './referenceLineCost';

function gridOf(w: number, h: number, cells: number[]): Grid {
  const g = createGrid(w, h);
  for (let c = 0; c < w * h; c++) g.terrain[c] = cells[c]! >= 8 ? 6 : cells[c]! % 5;
  return g;
}

describe('smoothing a path', () => {
  it('straightens a zig-zag across open ground into one segment', () => {
    const g = createGrid(12, 6);
    const r = runSearch(g, { start: 0, goal: at(g, 11, 4), options: options({ smooth: true }) });
    expect(Array.from(r.path)).toEqual([0, at(g, 11, 4)]);
    expect(r.cost).toBeCloseTo(Math.hypot(11, 4), 12);
    expect(r.baseline?.kind).toBe('unsmoothed');
    expect(r.baseline!.cost).toBeCloseTo(7 + 4 * Math.SQRT2, 12);
    expect(r.baseline!.path.length).toBe(12);
  });

  it('keeps a bend where the straight line would cross a swamp', () => {
    const g = gridFromText(`
      ..........
      .ssssssss.
      .ssssssss.
      ..........`);
    const r = runSearch(g, { start: at(g, 0, 0), goal: at(g, 9, 3), options: options({ smooth: true }) });
    expect(r.cost).toBeLessThanOrEqual(r.baseline!.cost);
    expect(referencePathCost(g, 'no-cutting', r.path)).toBeCloseTo(r.cost, 9);
    expect(r.path.length).toBeGreaterThan(2);
  });

  it('never raises the cost, on random weighted maps after any algorithm, every corner rule', () => {
    const algorithms: AlgorithmName[] = ['astar', 'dijkstra', 'greedy', 'bfs', 'weighted-astar', 'bidirectional', 'jpsw'];
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }), fc.integer({ min: 2, max: 14 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 196, maxLength: 196 }),
        fc.nat(), fc.nat(), fc.constantFrom(...algorithms), fc.constantFrom<CornerRule>('no-cutting', 'no-squeeze', 'allow'),
        (w, h, cells, a, b, algorithm, cornerRule) => {
          const g = gridOf(w, h, cells);
          const rule = algorithm === 'jpsw' ? 'no-cutting' : cornerRule;
          const query = { start: a % (w * h), goal: b % (w * h), options: options({ algorithm, cornerRule: rule }) };
          const plain = runSearch(g, query);
          const smoothed = runSearch(g, { ...query, options: { ...query.options, smooth: true } });
          if (plain.path.length < 2) {
            expect(smoothed.path.length).toBe(plain.path.length);
            return;
          }
          const before = referencePathCost(g, rule, plain.path), after = referencePathCost(g, rule, smoothed.path);
          expect(after).toBeLessThanOrEqual(before * (1 + 1e-9));
          expect(smoothed.cost).toBeCloseTo(after, 9);
          expect(smoothed.baseline!.cost).toBeCloseTo(before, 9);
          // The same start and end, and every kept point a point of the path it came from.
          expect(smoothed.path[0]).toBe(plain.path[0]);
          expect(smoothed.path.at(-1)).toBe(plain.path.at(-1));
          const cellsOf = new Set(plain.path);
          for (const c of smoothed.path) expect(cellsOf.has(c)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('smooths a path given directly (Theta*\'s too) without raising its cost', () => {
    const g = gridFromText(`
      ...f......
      .#.f.#..r.
      ...f.#..r.
      ..........`);
    const r = runSearch(g, { start: 0, goal: at(g, 9, 3), options: options({ algorithm: 'theta', heuristic: 'euclidean' }) });
    const s = smoothPath(mapContext(g), 'no-cutting', r.path);
    expect(s.cost).toBeLessThanOrEqual(s.before);
    expect(s.before).toBeCloseTo(r.cost, 9);
  });

  it('refuses a hex map and height costs with a sentence', () => {
    const g = createGrid(4, 4);
    expect(() => createSearch(g, { start: 0, goal: 5, options: options({ smooth: true, topology: 'hex', heuristic: 'hex' }) })).toThrow(/hex map turn "Smooth the path" off/);
    const hilly = { ...createGrid(4, 4), heights: new Int16Array(16) };
    expect(() => createSearch(hilly, { start: 0, goal: 5, options: options({ smooth: true, heightCosting: { uphill: 1, downhill: 0 } }) })).toThrow(/not height changes/);
    expect(() => createSearch(createGrid(4, 4), { start: 0, goal: 5, options: options({ smooth: true, turnCost: 1 }) })).toThrow(/set the turn cost to 0, or turn "Smooth the path" off/);
  });
});
