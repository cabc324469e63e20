// Property tests on random weighted maps, against the plain reference Dijkstra in helpers.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { CORNER_RULES, DIAGONAL_COSTS, HEURISTICS, TIE_BREAKS, runSearch, type SearchOptions, type SearchResult } from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { heightCostings, topologies, weightedMap } from './arbitraries';
import { options, referenceCost, walkedCost } from './helpers';

// PROP_RUNS=20000 runs each property longer, to hunt rare cases.
const RUNS = { numRuns: Number(process.env.PROP_RUNS ?? 300) };
const close = (a: number, b: number) => (a === Infinity ? b === Infinity : Math.abs(a - b) <= 1e-9 * Math.max(1, b));
/**
 * A search's cost against the optimum. The open list compares f rounded to 2⁻²⁰ of a step
 * (openList.ts, KEY_SCALE), so paths closer than that tie, and the one it returns may cost up to
 * 2⁻²⁰ more than the best (height costs of 1e-7 a unit make such near-ties): never less.
 */
const optimalCost = (cost: number, optimum: number) =>
  cost === Infinity ? optimum === Infinity : cost >= optimum - 1e-9 * Math.max(1, optimum) && cost <= optimum + 2 ** -20 + 1e-9 * Math.max(1, optimum);

/**
 * The path runs from start to goal by moves the topology and corner rule allow, and walking it
 * (step length × cost of the cell entered, plus the height terms) costs what the result says.
 */
function expectPathWalks(grid: Grid, r: SearchResult, start: number, goal: number, o: SearchOptions): void {
  expect([r.path[0], r.path.at(-1)]).toEqual([start, goal]);
  expect(r.steps).toBe(r.path.length - 1);
  const walked = walkedCost(grid, r.path, o);
  expect(walked, 'a move between two consecutive cells is not allowed').not.toBeNaN();
  expect(close(walked, r.cost), `walking the path costs ${walked}, the result says ${r.cost}`).toBe(true);
}

describe('optimality on random weighted maps', () => {
  it('A* with every admissible heuristic, and Dijkstra, cost what the reference Dijkstra costs', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, fc.constantFrom(...HEURISTICS.map((h) => h.name)), fc.constantFrom(...TIE_BREAKS.map((t) => t.name)), ({ grid, start, goal }, topo, heuristic, tieBreak) => {
        const o = options({ ...topo, heuristic, tieBreak, closestIfUnreachable: false });
        const optimal = referenceCost(grid, start, goal, o);
        const dijkstra = runSearch(grid, { start, goal, options: { ...o, algorithm: 'dijkstra' } });
        expect(optimalCost(dijkstra.cost, optimal)).toBe(true);
        const astar = runSearch(grid, { start, goal, options: o });
        if (astar.heuristic.admissible) expect(optimalCost(astar.cost, optimal)).toBe(true);
        else expect(astar.cost).toBeGreaterThanOrEqual(optimal - 1e-9);
        if (dijkstra.status === 'found') expectPathWalks(grid, dijkstra, start, goal, o);
        if (astar.status === 'found') expectPathWalks(grid, astar, start, goal, o);
      }),
      RUNS,
    );
  });

  it('for each diagonal cost (√2, 1.4, 1), A* with octile, and Dijkstra and bidirectional A*, cost what the reference Dijkstra costs; the report tells which heuristics stay admissible', () => {
    fc.assert(
      fc.property(weightedMap(), fc.constantFrom(...DIAGONAL_COSTS.map((d) => d.name)), fc.constantFrom(...CORNER_RULES.map((c) => c.name)), fc.constantFrom(...HEURISTICS.map((h) => h.name)), ({ grid, start, goal }, diagonalCost, cornerRule, heuristic) => {
        const o = options({ topology: 'square8', cornerRule, diagonalCost, closestIfUnreachable: false });
        const optimal = referenceCost(grid, start, goal, o);
        for (const algorithm of ['astar', 'dijkstra', 'bidirectional'] as const) {
          const r = runSearch(grid, { start, goal, options: { ...o, algorithm } });
          expect(r.heuristic.admissible, `octile stays admissible under ${diagonalCost}`).toBe(true);
          expect(optimalCost(r.cost, optimal), `${algorithm} with diagonal ${diagonalCost}: ${r.cost} vs ${optimal}`).toBe(true);
          if (r.status === 'found') expectPathWalks(grid, r, start, goal, o);
        }
        // Any heuristic the report calls admissible finds the optimum under this diagonal cost.
        const other = runSearch(grid, { start, goal, options: { ...o, heuristic } });
        if (other.heuristic.admissible) expect(optimalCost(other.cost, optimal)).toBe(true);
        else expect(other.cost).toBeGreaterThanOrEqual(optimal - 1e-9);
      }),
      RUNS,
    );
  });

  it('reports Euclidean inadmissible for a diagonal of 1.4 and Manhattan for a diagonal of 1, both admissible at √2 only where they are', () => {
    const report = (heuristic: 'euclidean' | 'manhattan' | 'chebyshev', diagonalCost: 'sqrt2' | '1.4' | '1') =>
      runSearch(createGrid(3, 3), { start: 0, goal: 8, options: options({ heuristic, diagonalCost }) }).heuristic.admissible;
    expect([report('euclidean', 'sqrt2'), report('euclidean', '1.4'), report('euclidean', '1')]).toEqual([true, false, false]);
    expect([report('manhattan', 'sqrt2'), report('manhattan', '1.4'), report('manhattan', '1')]).toEqual([false, false, false]);
    expect([report('chebyshev', 'sqrt2'), report('chebyshev', '1.4'), report('chebyshev', '1')]).toEqual([true, true, true]);
  });

  it('with height costing too (heuristics ignore height and stay admissible)', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 3, noNaN: true }), ({ grid, start, goal }, topo, uphill, downhill) => {
        const heuristic = topo.topology === 'hex' ? 'hex' : topo.topology === 'square4' ? 'manhattan' : 'octile';
        const o = options({ ...topo, heuristic, heightCosting: { uphill, downhill }, closestIfUnreachable: false });
        const r = runSearch(grid, { start, goal, options: o });
        expect(r.heuristic.admissible).toBe(true);
        expect(optimalCost(r.cost, referenceCost(grid, start, goal, o))).toBe(true);
        if (r.status === 'found') expectPathWalks(grid, r, start, goal, o);
      }),
      RUNS,
    );
  });

  it('weighted A* stays within w × the optimum', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, fc.double({ min: 1, max: 5, noNaN: true }), ({ grid, start, goal }, topo, weight) => {
        const heuristic = topo.topology === 'hex' ? 'hex' : topo.topology === 'square4' ? 'manhattan' : 'octile';
        const o = options({ ...topo, heuristic, algorithm: 'weighted-astar', weight, closestIfUnreachable: false });
        const optimal = referenceCost(grid, start, goal, o);
        const r = runSearch(grid, { start, goal, options: o });
        if (optimal === Infinity) expect(r.status).toBe('unreachable');
        else {
          expect(r.cost).toBeLessThanOrEqual(weight * optimal * (1 + 1e-9));
          expectPathWalks(grid, r, start, goal, o);
        }
      }),
      RUNS,
    );
  });

  it('bidirectional A* is optimal with consistent heuristics, and its path walks for the cost it reports', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, fc.constantFrom('octile', 'chebyshev', 'euclidean', 'zero', 'manhattan', 'hex'), heightCostings, ({ grid, start, goal }, topo, heuristic, heightCosting) => {
        const o = options({ ...topo, heuristic: heuristic as SearchOptions['heuristic'], algorithm: 'bidirectional', heightCosting, closestIfUnreachable: false });
        const r = runSearch(grid, { start, goal, options: o });
        if (!r.heuristic.consistent) return;
        expect(optimalCost(r.cost, referenceCost(grid, start, goal, o))).toBe(true);
        if (r.status === 'found') expectPathWalks(grid, r, start, goal, o);
      }),
      RUNS,
    );
  });

  it.each(['a jump table', 'scanning (maps too large for a table)'])('Jump Point Search over %s costs what A* costs on uniform maps', (source) => {
    fc.assert(
      fc.property(weightedMap(true), ({ grid, start, goal }) => {
        if (source !== 'a jump table') mapContext(grid).jumpTableLimit = 0;
        const o = options({ closestIfUnreachable: false });
        const a = runSearch(grid, { start, goal, options: o });
        const j = runSearch(grid, { start, goal, options: { ...o, algorithm: 'jps' } });
        expect(close(j.cost, a.cost)).toBe(true);
        expect(j.steps).toBe(Math.max(0, j.path.length - 1));
        // Jump points are joined by diagonal-then-straight runs: the filled-in path is legal moves.
        if (j.status === 'found') expect(close(walkedCost(grid, j.path, o), j.cost)).toBe(true);
      }),
      RUNS,
    );
  });

  it('hex A* and breadth-first step counts equal a reference breadth-first count', () => {
    fc.assert(
      fc.property(weightedMap(true), ({ grid, start, goal }) => {
        const o = options({ topology: 'hex', heuristic: 'hex', closestIfUnreachable: false });
        const steps = referenceCost(grid, start, goal, o, true);
        const astar = runSearch(grid, { start, goal, options: o });
        const bfs = runSearch(grid, { start, goal, options: { ...o, algorithm: 'bfs' } });
        if (steps === Infinity) {
          expect(astar.status).toBe('unreachable');
        } else {
          expect(astar.steps).toBe(steps);
          expect(bfs.steps).toBe(steps);
        }
      }),
      RUNS,
    );
  });
});
