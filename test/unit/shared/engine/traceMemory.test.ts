// The memory estimate the app shows before a traced search: never below what a store over a
// whole-map search really holds, and the case (a 4096² Dijkstra) within the budget.
import { describe, expect, it } from 'vitest';
import { createGrid } from '../../../../src/shared/grid/grid';
import { runSearch, type AlgorithmName } from '../../../../src/shared/engine/index';
import { estimateDebugMemory, recordingOf, TraceStore } from '../../../../src/shared/engine/trace/index';
import { options } from './helpers';

describe('the debugging memory estimate', () => {
  it('is not below the trace and index of searches that explore the whole map', () => {
    const side = 256;
    const grid = createGrid(side, side);
    for (let c = 0; c < side * side; c++) grid.terrain[c] = [0, 1, 2, 3, 4][(c * 7 + ((c / side) | 0) * 3) % 5]!;
    for (let y = 0; y < side; y++) grid.terrain[y * side + side - 2] = 6; // a wall: the goal is unreachable
    const cases: [AlgorithmName, number][] = [['dijkstra', side * side - 1], ['astar', side * side - 1], ['bidirectional', side * side - 1], ['dijkstra', 2 * side - 3]];
    for (const [algorithm, goal] of cases) {
      const result = runSearch(grid, { start: 0, goal, options: options({ algorithm, recordTrace: true, closestIfUnreachable: false }) });
      const summary = new TraceStore(recordingOf(result)!).summary();
      const estimate = estimateDebugMemory({ cells: side * side, algorithm, mixedCosts: true });
      expect(estimate.traceBytes + estimate.indexBytes, `${algorithm} to ${goal}`).toBeGreaterThanOrEqual(summary.traceBytes + summary.indexBytes);
    }
  });

  it('lets a 4096² Dijkstra be debugged within 1.5 GB and says when a map is too large for a search', () => {
    const cells = 4096 * 4096;
    expect(estimateDebugMemory({ cells, algorithm: 'dijkstra', mixedCosts: false }).fits).toBe(true);
    expect(estimateDebugMemory({ cells, algorithm: 'astar', mixedCosts: true }).fits).toBe(true);
    const both = estimateDebugMemory({ cells, algorithm: 'bidirectional', mixedCosts: true });
    expect(both.fits).toBe(false);
    expect(both.bytes).toBeGreaterThan(estimateDebugMemory({ cells, algorithm: 'dijkstra', mixedCosts: true }).bytes);
    expect(estimateDebugMemory({ cells, algorithm: 'bidirectional', mixedCosts: true }, 4 * 2 ** 30).fits).toBe(true);
  });
});
