// The catalog is the one list of the engine's choices: its heuristics are the registry's, and the
// facts the planner, the panel, the debugger and the command line read (uses a heuristic, uses a
// weight, the topologies and rules it takes, whether it records a trace) tell the truth about what
// the engine does with each algorithm.
import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS, CORNER_RULES, DEFAULT_HEURISTIC_WEIGHT, DIAGONAL_COSTS, HEURISTICS, SearchInputError, TOPOLOGIES, algorithmInfo, namesOf, runSearch, topologyInfo,
  weightFor, type AlgorithmChoice, type SearchOptions,
} from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import { HEURISTIC_REGISTRY } from '../../../../src/shared/engine/heuristics/registry';
import { at, gridFromText, options } from './helpers';

// Weighted terrain and a detour, so a heuristic or a weight changes what a search expands.
const map = gridFromText(`
  ..........
  .####.###.
  .#..g...#.
  .#.####.#.
  ...f..s...
  ##.##.#.##
  ..........`);
const start = at(map, 0, 0), goal = at(map, 9, 6);

function expandedWith(algorithm: (typeof ALGORITHMS)[number]['name'], over: Parameters<typeof options>[0]) {
  const r = runSearch(map, { start, goal, options: options({ algorithm, ...over }) });
  return { status: r.status, cost: r.cost, expanded: r.metrics.expanded, path: Array.from(r.path) };
}

describe('the engine catalog', () => {
  it('lists every registered heuristic, in the registry order, under its own name and label, then the custom formula', () => {
    expect(HEURISTICS).toEqual([...HEURISTIC_REGISTRY.map((h) => ({ name: h.name, label: h.label })), { name: 'custom', label: 'Custom…' }]);
    expect(new Set(namesOf(HEURISTICS)).size).toBe(HEURISTICS.length);
  });

  it('names every choice once', () => {
    for (const list of [ALGORITHMS, TOPOLOGIES]) expect(new Set(namesOf(list)).size).toBe(list.length);
  });

  it('says which algorithms ignore the heuristic: their searches are the same whichever one is picked', () => {
    for (const a of ALGORITHMS) {
      if (a.uniformCosts) continue; // this map has mixed costs
      const runs = HEURISTICS.filter((h) => h.name !== 'hex').map((h) => expandedWith(a.name, { heuristic: h.name }));
      const alike = runs.every((r) => JSON.stringify(r) === JSON.stringify(runs[0]));
      expect({ algorithm: a.name, alike }).toEqual({ algorithm: a.name, alike: !a.usesHeuristic });
    }
  });

  it('says which algorithms read the weight: only their searches change with it', () => {
    for (const a of ALGORITHMS) {
      if (a.uniformCosts) continue;
      const light = expandedWith(a.name, { weight: 1 }), heavy = expandedWith(a.name, { weight: 5 });
      const alike = JSON.stringify(light) === JSON.stringify(heavy);
      expect({ algorithm: a.name, alike }).toEqual({ algorithm: a.name, alike: !a.usesWeight });
    }
  });

  it('answers what an algorithm or a topology takes, and refuses a name it does not list', () => {
    expect(algorithmInfo('dijkstra')).toMatchObject({ usesHeuristic: false, usesWeight: false });
    expect(algorithmInfo('weighted-astar')).toMatchObject({ usesHeuristic: true, usesWeight: true });
    expect(topologyInfo('square8').diagonal).toBe(true);
    expect(topologyInfo('hex').diagonal).toBe(false);
    expect(() => algorithmInfo('dfs' as never)).toThrow('No algorithm is called "dfs"');
  });

  it('starts weighted A* from a weight above 1, and keeps a weight the user chose', () => {
    expect(DEFAULT_HEURISTIC_WEIGHT).toBeGreaterThan(1);
    expect(weightFor('weighted-astar', 1)).toBe(DEFAULT_HEURISTIC_WEIGHT);
    expect(weightFor('weighted-astar', 2.5)).toBe(2.5);
    expect(weightFor('astar', 1)).toBe(1);
  });

  it('states which topologies, corner rules, costs, heights, diagonal costs and map sizes each algorithm takes, and whether it records a trace', () => {
    const plain = gridFromText(`
      ......
      ......
      ......`);
    const hilly = gridFromText(`
      ......
      ......
      ......`);
    hilly.heights = Int16Array.from({ length: 18 }, (_, c) => c % 5);
    // Runs (true) or is refused with a sentence (false); any other error fails the test.
    const runs = (a: AlgorithmChoice, over: Partial<SearchOptions>, grid = plain) => {
      try {
        runSearch(grid, { start: 0, goal: grid.width * grid.height - 1, options: options({ algorithm: a.name as SearchOptions['algorithm'], ...over }) });
        return true;
      } catch (e) {
        if (!(e instanceof SearchInputError)) throw e;
        expect(e.message, `${a.name}: ${JSON.stringify(over)}`).toMatch(/[Cc]hoose .*\.$/);
        return false;
      }
    };
    for (const a of ALGORITHMS as readonly AlgorithmChoice<SearchOptions['algorithm']>[]) {
      for (const t of TOPOLOGIES) expect({ a: a.name, t: t.name, runs: runs(a, { topology: t.name }) }).toEqual({ a: a.name, t: t.name, runs: a.topologies.includes(t.name) });
      if (!a.topologies.includes('square8')) continue;
      for (const r of CORNER_RULES) expect({ a: a.name, r: r.name, runs: runs(a, { cornerRule: r.name }) }).toEqual({ a: a.name, r: r.name, runs: a.cornerRules.includes(r.name) });
      for (const d of DIAGONAL_COSTS) expect({ a: a.name, d: d.name, runs: runs(a, { diagonalCost: d.name }) }).toEqual({ a: a.name, d: d.name, runs: d.name === 'sqrt2' || !a.exactDiagonal });
      expect({ a: a.name, mixed: runs(a, {}, map) }).toEqual({ a: a.name, mixed: !a.uniformCosts });
      expect({ a: a.name, heights: runs(a, { heightCosting: { uphill: 1, downhill: 1 } }, hilly) }).toEqual({ a: a.name, heights: a.heightCosts });
      expect({ a: a.name, trace: runs(a, { recordTrace: true }) }).toEqual({ a: a.name, trace: a.recordsTrace });
      if (a.recordsTrace) {
        const r = runSearch(plain, { start: 0, goal: 17, options: options({ algorithm: a.name as SearchOptions['algorithm'], recordTrace: true }) });
        expect({ a: a.name, sides: r.trace?.side ? 2 : 1 }).toEqual({ a: a.name, sides: a.sides });
      }
      if (a.maxCells < Infinity) {
        const side = Math.ceil(Math.sqrt(a.maxCells + 1));
        expect(runs(a, {}, createGrid(side, side))).toBe(false);
      }
    }
  });

  it('names, for an algorithm that needs one cost, an algorithm that takes mixed costs', () => {
    for (const a of ALGORITHMS) {
      if (a.onMixedCosts === null) continue;
      expect(a.uniformCosts).toBe(true);
      expect(algorithmInfo(a.onMixedCosts as SearchOptions['algorithm']).uniformCosts).toBe(false);
    }
  });
});
