// Each registered heuristic computes the same distance through the search loops' switch as through
// its own definition (so the built-in cases and codes match the registry), and the admissibility
// report follows each heuristic's shape.
import { describe, expect, it } from 'vitest';
import { distance, heuristicCode, heuristicReport, H_ZERO } from '../../../../src/shared/engine/heuristics';
import { HEURISTIC_REGISTRY } from '../../../../src/shared/engine/heuristics/registry';

describe('heuristics', () => {
  it('the loops’ distance for each code is the registered heuristic’s distance', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 200;
    HEURISTIC_REGISTRY.forEach((h, code) => {
      expect(heuristicCode(h.name)).toBe(code);
      for (let i = 0; i < 500; i++) {
        const [x, y, gx, gy] = [next(), next(), next(), next()];
        expect(distance(code, x, y, gx, gy)).toBe(h.distance(x, y, gx, gy));
      }
    });
  });

  it('known distances from (0, 0) to (4, 3)', () => {
    const d = (name: (typeof HEURISTIC_REGISTRY)[number]['name']) => distance(heuristicCode(name), 0, 0, 4, 3);
    expect(d('manhattan')).toBe(7);
    expect(d('chebyshev')).toBe(4);
    expect(d('octile')).toBeCloseTo(1 + 3 * Math.SQRT2, 12);
    expect(d('euclidean')).toBe(5);
    expect(d('zero')).toBe(0);
    expect(heuristicCode('zero')).toBe(H_ZERO);
    // Odd-r hex (odd rows shifted right): going down from row 0, x stays, then from row 1 it may
    // grow by one, then stays again: row 3 is reached at x = 1, and three more moves reach x = 4.
    expect(d('hex')).toBe(6);
    expect(distance(heuristicCode('hex'), 0, 0, 1, 2)).toBe(2);
  });

  it('reports what each heuristic promises on a topology', () => {
    const r = (name: (typeof HEURISTIC_REGISTRY)[number]['name'], algorithm: Parameters<typeof heuristicReport>[1], topology: Parameters<typeof heuristicReport>[2], weight = 1) =>
      heuristicReport(name, algorithm, topology, weight).admissible;
    expect(r('octile', 'astar', 'square8')).toBe(true);
    expect(r('manhattan', 'astar', 'square8')).toBe(false); // a diagonal costs √2 < 2
    expect(r('manhattan', 'astar', 'square4')).toBe(true);
    expect(r('hex', 'astar', 'hex')).toBe(true);
    expect(r('octile', 'theta', 'square8')).toBe(false); // any-angle paths are shorter than octile
    expect(r('euclidean', 'theta', 'square8')).toBe(true);
    expect(r('octile', 'weighted-astar', 'square8', 2)).toBe(false);
    expect(r('manhattan', 'dijkstra', 'square8')).toBe(true); // Dijkstra ignores the heuristic
  });
});
