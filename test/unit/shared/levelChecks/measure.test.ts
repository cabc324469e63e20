// The points' cost table against independent searches (the reference Dijkstra written from the
// rules), on random maps of every topology, corner rule and height costing; and the regions each
// point stands in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { options, referenceCost } from '../engine/helpers';
import { heightCostings, topologies, weightedMap } from '../engine/arbitraries';
import { runSearch } from '../../../../src/shared/engine/index';
import { measureLevel } from '../../../../src/shared/levelChecks/measure';
import { regionMapOf } from '../../../../src/shared/analysis/regions';
import { at, level, RULES } from './fixtures';

const close = (a: number, b: number) => (b === Infinity ? a === Infinity : Math.abs(a - b) <= 1e-9 * Math.max(1, b));

describe('measuring a level', () => {
  it('gives every ordered pair of points the cost a reference Dijkstra finds, on random maps of every rule set', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, heightCostings, fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), ({ grid }, rules, heightCosting, picks) => {
        const o = options({ ...rules, heightCosting });
        const n = grid.width * grid.height;
        const cells = picks.map((p) => p % n);
        const m = measureLevel(grid, o, cells);
        expect(m.points).toBe(cells.length);
        cells.forEach((from, i) =>
          cells.forEach((to, j) => {
            const want = referenceCost(grid, from, to, o);
            // Both ends must be passable for a cost; the reference says so for the start only.
            const expected = grid.palette[grid.terrain[to]!]!.passable ? want : Infinity;
            expect(close(m.costs[i * cells.length + j]!, expected), `${from} → ${to}`).toBe(true);
          }),
        );
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 150) },
    );
  });

  it('matches the engine’s own Dijkstra on the fixture level, and puts each point in its region', () => {
    const { grid, points } = level();
    const cells = points.map((p) => p.cell);
    const m = measureLevel(grid, RULES, cells);
    for (let i = 0; i < cells.length; i++)
      for (let j = 0; j < cells.length; j++) {
        const r = runSearch(grid, { start: cells[i]!, goal: cells[j]!, options: { ...RULES, algorithm: 'dijkstra' } });
        expect(m.costs[i * cells.length + j]).toBe(r.path.length > 0 ? r.cost : Infinity);
      }
    const regions = regionMapOf(grid, RULES);
    expect(Array.from(m.pointRegion)).toEqual(cells.map((c) => regions.regionOf(c)));
    // 60 cells − 10 walls: the main region and the 3-cell pocket.
    expect(m.regionSizes).toEqual([47, 3]);
  });

  it('gives a point on a wall no costs and no region', () => {
    const { grid, points } = level();
    const cells = [points[0]!.cell, at(5, 0)];
    const m = measureLevel(grid, RULES, cells);
    expect(Array.from(m.costs)).toEqual([0, Infinity, Infinity, Infinity]);
    expect(m.pointRegion[1]).toBe(-1);
  });
});
