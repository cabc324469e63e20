// A path's cost breakdown sums to the cost the engine reports, on random weighted maps under every
// algorithm, topology, corner rule, diagonal cost, height costs and unit type; it counts moves and
// turns as a person would; any-angle segments are split by the cells they cross, checked against
// clipping the segment to each cell's square.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, CORNER_RULES, DIAGONAL_COSTS, runSearch, type SearchOptions, type SearchResult } from '../../../../src/shared/engine/index';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { gridForUnitType } from '../../../../src/shared/grid/unitTypes';
import { settingsForMap, worksOnHex } from '../../../../src/shared/grid/mapTopology';
import { costBreakdown, type CostBreakdown } from '../../../../src/shared/paths/costBreakdown';
import { breakdownRows } from '../../../../src/shared/paths/breakdownTable';
import { segmentCells } from '../../../../src/shared/paths/segmentCells';
import { heightCostings, topologies, weightedMap } from '../engine/arbitraries';
import { options } from '../engine/helpers';

const RUNS = { numRuns: Number(process.env.PROP_RUNS ?? 300) };
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/** Everything the breakdown says adds up: to the engine's cost, to the path's length, to its moves. */
function expectSums(b: CostBreakdown, r: SearchResult, anyAngle: boolean): void {
  const parts = b.terrains.reduce((s, t) => s + t.cost, 0) + b.height.uphill + b.height.downhill + b.turnCost;
  expect(close(b.cost, r.cost), `breakdown ${b.cost}, engine ${r.cost}`).toBe(true);
  expect(close(parts, r.cost), `terrains and heights ${parts}, engine ${r.cost}`).toBe(true);
  expect(close(b.terrains.reduce((s, t) => s + t.length, 0), b.length)).toBe(true);
  expect(b.straight + b.diagonal + b.angled).toBe(r.path.length - 1);
  if (!anyAngle) expect(b.terrains.reduce((s, t) => s + t.cells, 0)).toBe(r.path.length - 1);
  expect(b.along.cost).toHaveLength(r.path.length);
  expect(b.along.cost[0]).toBe(0);
  for (let i = 1; i < r.path.length; i++) expect(b.along.cost[i]!).toBeGreaterThanOrEqual(b.along.cost[i - 1]!);
  // The table's rows (terrains and heights) add up to its total.
  const rows = breakdownRows(b);
  expect(close(rows.slice(0, -1).reduce((s, row) => s + row.cost, 0), rows.at(-1)!.cost)).toBe(true);
}

describe('costBreakdown sums to the engine\'s path cost', () => {
  it('every algorithm on random weighted maps, every topology and corner rule, with heights', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.constantFrom(...ALGORITHMS.map((a) => a.name)), weightedMap(), weightedMap(true), topologies, heightCostings, fc.constantFrom(...DIAGONAL_COSTS.map((d) => d.name)), (algorithm, mixed, uniform, topo, heightCosting, diagonalCost) => {
        const info = ALGORITHMS.find((a) => a.name === algorithm)!;
        const { grid, start, goal } = info.uniformCosts ? uniform : mixed;
        let o: SearchOptions = options({ ...topo, algorithm, diagonalCost: info.exactDiagonal ? 'sqrt2' : diagonalCost, heightCosting: info.heightCosts ? heightCosting : null, closestIfUnreachable: false });
        if (!(info.topologies as readonly string[]).includes(o.topology) || !(info.cornerRules as readonly string[]).includes(o.cornerRule)) return;
        if (o.topology === 'hex') {
          if (!worksOnHex(algorithm)) return;
          o = settingsForMap(o, 'hex');
        }
        const r = runSearch(grid, { start, goal, options: o });
        if (r.status !== 'found') return;
        expectSums(costBreakdown(grid, o, r.path), r, info.anyAngle);
        seen.add(`${algorithm} ${o.topology}`);
      }),
      { numRuns: RUNS.numRuns * 2 },
    );
    // Most algorithms on most of their topologies were checked, not skipped.
    expect(seen.size).toBeGreaterThan(ALGORITHMS.length * 1.5);
  });

  it('each diagonal cost and corner rule on square 8-connected maps, A*, Dijkstra and bidirectional A*', () => {
    fc.assert(
      fc.property(weightedMap(), fc.constantFrom(...DIAGONAL_COSTS.map((d) => d.name)), fc.constantFrom(...CORNER_RULES.map((c) => c.name)), heightCostings, ({ grid, start, goal }, diagonalCost, cornerRule, heightCosting) => {
        for (const algorithm of ['astar', 'dijkstra', 'bidirectional'] as const) {
          const o = options({ algorithm, topology: 'square8', diagonalCost, cornerRule, heightCosting, closestIfUnreachable: false });
          const r = runSearch(grid, { start, goal, options: o });
          if (r.status === 'found') expectSums(costBreakdown(grid, o, r.path), r, false);
        }
      }),
      RUNS,
    );
  });

  it('a smoothed path (segments priced along the line) on random weighted maps, every corner rule', () => {
    fc.assert(
      fc.property(weightedMap(), fc.constantFrom(...CORNER_RULES.map((c) => c.name)), fc.constantFrom('square8' as const, 'square4' as const), ({ grid, start, goal }, cornerRule, topology) => {
        const o = options({ algorithm: 'astar', topology, cornerRule, smooth: true, closestIfUnreachable: false });
        const r = runSearch(grid, { start, goal, options: o });
        if (r.status === 'found') expectSums(costBreakdown(grid, o, r.path), r, true);
      }),
      RUNS,
    );
  });

  it('a unit type\'s costs: the breakdown of the map itself, with the unit type named, sums to the unit type\'s search', () => {
    const costs = fc.array(fc.option(fc.integer({ min: 1, max: 8 }).map((c) => c / 2), { nil: null }), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(weightedMap(), costs, topologies, ({ grid, start, goal }, unitCosts, topo) => {
        const map: Grid = { ...grid, unitTypes: [{ name: 'Tank', costs: unitCosts }] };
        const own = options({ ...topo, unitType: 'Tank', closestIfUnreachable: false });
        const o = own.topology === 'hex' ? settingsForMap(own, 'hex') : own;
        const r = runSearch(gridForUnitType(map, 'Tank'), { start, goal, options: o });
        if (r.status === 'found') expectSums(costBreakdown(map, o, r.path), r, false);
      }),
      RUNS,
    );
  });
});

describe('costBreakdown counts', () => {
  it('per terrain the cells entered, their length and cost; straight and diagonal moves and turns', () => {
    // Ground, then Road (0.5) and Swamp (4): east, east, south-east, south.
    const grid = createGrid(4, 3);
    grid.terrain.set([0, 1, 1, 0, 0, 0, 0, 4, 0, 0, 0, 4]);
    const path = [0, 1, 2, 7, 11];
    const b = costBreakdown(grid, options({ topology: 'square8', cornerRule: 'allow' }), path);
    expect(b.terrains.map((t) => [t.name, t.cells])).toEqual([['Road', 2], ['Swamp', 2]]);
    const [road, swamp] = b.terrains;
    expect([road!.length, road!.cost]).toEqual([2, 1]);
    expect(swamp!.length).toBeCloseTo(1 + Math.SQRT2, 12);
    expect(swamp!.cost).toBeCloseTo(4 * (1 + Math.SQRT2), 12);
    expect([b.straight, b.diagonal, b.angled, b.turns]).toEqual([3, 1, 0, 2]);
    expect(b.cost).toBeCloseTo(1 + 4 * (1 + Math.SQRT2), 12);
    [0, 1, 2, 2 + Math.SQRT2, 3 + Math.SQRT2].forEach((walked, i) => expect(b.along.length[i]).toBeCloseTo(walked, 12));
  });

  it('a reversal is a turn; on hexes a straight line across rows has none', () => {
    expect(costBreakdown(createGrid(3, 1), options({ topology: 'square4' }), [0, 1, 0]).turns).toBe(1);
    // Odd-r hexes: (0,0) → (0,1) → (1,2) → (1,3) runs south-east in a straight line.
    const hex = createGrid(4, 4);
    const o = settingsForMap(options(), 'hex');
    expect(costBreakdown(hex, o, [0, 4, 9, 13]).turns).toBe(0);
    expect(costBreakdown(hex, o, [0, 4, 8]).turns).toBe(1);
  });

  it('an any-angle path: segments split by the cells they cross, each cell counted once at a corner', () => {
    const grid = createGrid(5, 3);
    grid.terrain[1] = 1; // Road at (1,0), crossed by the first segment
    const o = options({ algorithm: 'theta' });
    // (0,0) → (2,1) → (4,1): a segment at an angle, then one along the row.
    const b = costBreakdown(grid, o, [0, 7, 9]);
    const first = Math.hypot(2, 1);
    expect([b.straight, b.diagonal, b.angled, b.turns]).toEqual([1, 0, 1, 1]);
    expect(b.length).toBeCloseTo(first + 2, 12);
    expect(b.terrains.map((t) => [t.name, t.cells])).toEqual([['Ground', 5], ['Road', 1]]);
    // The segment runs through (0,0), (1,0), (1,1), (2,1) for a quarter of its length each.
    expect(b.terrains[1]!.length).toBeCloseTo(first / 4, 12);
    expect(b.cost).toBeCloseTo(first * 0.75 + (first / 4) * 0.5 + 2, 12);
  });
});

describe('segmentCells', () => {
  /** The length of the segment inside cell (x, y)'s square, by clipping it (Liang–Barsky). */
  function clipped(x0: number, y0: number, x1: number, y1: number, x: number, y: number): number {
    let t0 = 0, t1 = 1;
    const dx = x1 - x0, dy = y1 - y0;
    for (const [p, q] of [[-dx, x0 - (x - 0.5)], [dx, x + 0.5 - x0], [-dy, y0 - (y - 0.5)], [dy, y + 0.5 - y0]] as const) {
      if (p === 0) { if (q < 0) return 0; continue; }
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t); else t1 = Math.min(t1, t);
    }
    return t1 > t0 ? (t1 - t0) * Math.hypot(dx, dy) : 0;
  }

  it('visits, in order, every cell the segment runs through with the length inside it', () => {
    const coordinate = fc.integer({ min: -6, max: 6 });
    fc.assert(
      fc.property(coordinate, coordinate, coordinate, coordinate, (x0, y0, x1, y1) => {
        const visited: [number, number, number][] = [];
        segmentCells(x0, y0, x1, y1, (x, y, length) => visited.push([x, y, length]));
        const expected: [number, number, number][] = [];
        for (let y = Math.min(y0, y1); y <= Math.max(y0, y1); y++)
          for (let x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) {
            const inside = clipped(x0, y0, x1, y1, x, y);
            if (inside > 1e-12) expected.push([x, y, inside]);
          }
        if (x0 === x1 && y0 === y1) expect(visited).toEqual([]);
        else {
          expect(visited.map(([x, y]) => `${x},${y}`).sort()).toEqual(expected.map(([x, y]) => `${x},${y}`).sort());
          for (const [x, y, length] of visited) expect(length).toBeCloseTo(clipped(x0, y0, x1, y1, x, y), 12);
          expect(visited[0]!.slice(0, 2)).toEqual([x0, y0]);
          expect(visited.at(-1)!.slice(0, 2)).toEqual([x1, y1]);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
