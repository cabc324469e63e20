// The catalog is the one list of the engine's choices: its heuristics are the registry's, and the
// flags the panel and the command line read (uses a heuristic, uses a weight) tell the truth about
// what the engine does with each algorithm.
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, DEFAULT_HEURISTIC_WEIGHT, HEURISTICS, TOPOLOGIES, algorithmInfo, namesOf, runSearch, topologyInfo, weightFor } from '../../../../src/shared/engine/index';
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
  it('lists every registered heuristic, in the registry order, under its own name and label', () => {
    expect(HEURISTICS).toEqual(HEURISTIC_REGISTRY.map((h) => ({ name: h.name, label: h.label })));
    expect(new Set(namesOf(HEURISTICS)).size).toBe(HEURISTICS.length);
  });

  it('names every choice once', () => {
    for (const list of [ALGORITHMS, TOPOLOGIES]) expect(new Set(namesOf(list)).size).toBe(list.length);
  });

  it('says which algorithms ignore the heuristic: their searches are the same whichever one is picked', () => {
    for (const a of ALGORITHMS) {
      if (a.name === 'jps' || a.name === 'theta') continue; // need uniform costs; checked below on their own map
      const runs = HEURISTICS.filter((h) => h.name !== 'hex').map((h) => expandedWith(a.name, { heuristic: h.name }));
      const alike = runs.every((r) => JSON.stringify(r) === JSON.stringify(runs[0]));
      expect({ algorithm: a.name, alike }).toEqual({ algorithm: a.name, alike: !a.usesHeuristic });
    }
  });

  it('says which algorithms read the weight: only their searches change with it', () => {
    for (const a of ALGORITHMS) {
      if (a.name === 'jps' || a.name === 'theta') continue;
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
});
