// Presets make four panes that differ in one setting and keep the rest of the user's settings;
// each pane is named after its configuration.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, TIE_BREAKS, firstSettingsProblem, prepareSearch } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import { isMadeName, presetProblem, presetSetups } from '../../../../src/renderer/compare/presets';
import { describeOptions, sameOptions } from '../../../../src/renderer/runs/runOptions';

const base = { ...DEFAULT_SEARCH_OPTIONS, cornerRule: 'no-squeeze' as const, diagonalCost: '1.4' as const, heightCosting: { uphill: 2, downhill: 0.5 }, maxExpansions: 9000 };
const WEIGHTED = { oneCost: false, hex: false, unitTypes: [] };
const ONE_COST = { oneCost: true, hex: false, unitTypes: [] };

describe('compare presets', () => {
  it('Heuristics: octile, Manhattan, Euclidean and zero', () => {
    const panes = presetSetups('heuristics', base, WEIGHTED);
    expect(panes.map((p) => p.options.heuristic)).toEqual(['octile', 'manhattan', 'euclidean', 'zero']);
    expect(panes.map((p) => p.name)).toEqual(['A* · Octile', 'A* · Manhattan', 'A* · Euclidean', 'A* · Zero (none)']);
    expect(new Set(panes.map((p) => p.options.algorithm))).toEqual(new Set(['astar']));
  });

  it('Heuristics on a hex map starts with hex distance', () => {
    expect(presetSetups('heuristics', { ...base, topology: 'hex' }, WEIGHTED)[0]!.options.heuristic).toBe('hex');
  });

  it('Weights: weighted A* at 1, 1.5, 2 and 5', () => {
    const panes = presetSetups('weights', base, WEIGHTED);
    expect(panes.map((p) => [p.options.algorithm, p.options.weight, p.name])).toEqual([
      ['weighted-astar', 1, 'Weighted A* · Octile · w = 1'],
      ['weighted-astar', 1.5, 'Weighted A* · Octile · w = 1.5'],
      ['weighted-astar', 2, 'Weighted A* · Octile · w = 2'],
      ['weighted-astar', 5, 'Weighted A* · Octile · w = 5'],
    ]);
  });

  it('Algorithms: A*, jump points (JPS on a map of one cost, JPSW on a weighted one), bidirectional and Dijkstra', () => {
    expect(presetSetups('algorithms', base, ONE_COST).map((p) => p.options.algorithm)).toEqual(['astar', 'jps', 'bidirectional', 'dijkstra']);
    expect(presetSetups('algorithms', base, WEIGHTED).map((p) => p.options.algorithm)).toEqual(['astar', 'jpsw', 'bidirectional', 'dijkstra']);
    expect(presetSetups('algorithms', base, WEIGHTED)[1]!.name).toBe('Jump Point Search (weighted) · Octile');
  });

  it('Tie-breaks: each tie-break the catalog has (up to four), each pane named apart', () => {
    const panes = presetSetups('tie-breaks', base, WEIGHTED);
    expect(panes.map((p) => p.options.tieBreak)).toEqual(TIE_BREAKS.slice(0, 4).map((t) => t.name));
    expect(new Set(panes.map((p) => p.name)).size).toBe(4);
  });

  it('keeps the movement rules, height costs and budget, records the trace, and makes valid settings', () => {
    for (const preset of ['heuristics', 'weights', 'algorithms', 'tie-breaks'] as const) {
      for (const { options } of presetSetups(preset, base, WEIGHTED)) {
        expect([options.cornerRule, options.diagonalCost, options.heightCosting, options.maxExpansions, options.recordTrace]).toEqual(['no-squeeze', base.diagonalCost, { uphill: 2, downhill: 0.5 }, 9000, true]);
        expect(options.heightCosting).not.toBe(base.heightCosting); // a copy: editing a pane leaves the settings alone
        expect(firstSettingsProblem(options)).toBeNull();
      }
    }
  });

  it('names a configuration by its algorithm and what sets it apart', () => {
    expect(describeOptions({ ...base, algorithm: 'weighted-astar', weight: 2, heuristic: 'manhattan' })).toBe('Weighted A* · Manhattan · w = 2');
    expect(describeOptions({ ...base, algorithm: 'dijkstra' })).toBe('Dijkstra');
    expect(describeOptions({ ...base, algorithm: 'jpsw' })).toBe('Jump Point Search (weighted) · Octile');
    expect(describeOptions({ ...base, tieBreak: 'fifo' })).toBe('A* · Octile · First in, first out');
  });

  it('Unit types: the map\'s own costs, then up to three unit types, each pane named after its unit type; none to compare is a sentence', () => {
    const map = { oneCost: false, hex: false, unitTypes: ['Infantry', 'Tank', 'Boat', 'Scout'] };
    const panes = presetSetups('unit-types', base, map);
    expect(panes.map((p) => p.options.unitType)).toEqual(['', 'Infantry', 'Tank', 'Boat']);
    expect(panes.map((p) => p.name)).toEqual(['A* · Octile', 'Infantry · A* · Octile', 'Tank · A* · Octile', 'Boat · A* · Octile']);
    expect(panes.every((p) => p.options.recordTrace && p.options.algorithm === base.algorithm)).toBe(true);
    expect(presetProblem('unit-types', map)).toBeNull();
    expect(presetProblem('unit-types', WEIGHTED)).toMatch(/^This map has no unit types to compare; add one/);
    expect(presetProblem('heuristics', WEIGHTED)).toBeNull();
  });

  it('Path quality: A* on the grid, Theta* any-angle, A* smoothed and A* with a turn cost, on terrain costs; a hex map is a sentence', () => {
    // The user's own turn cost is not carried into the panes that refuse one (Theta*, smoothing).
    const panes = presetSetups('path-quality', { ...base, heightCosting: { uphill: 1, downhill: 1 }, turnCost: 3 }, WEIGHTED);
    expect(panes.map((p) => [p.options.algorithm, p.options.smooth, p.options.turnCost])).toEqual([['astar', false, 0], ['theta', false, 0], ['astar', true, 0], ['astar', false, 1]]);
    expect(panes.map((p) => p.name)).toEqual(['A* · Octile', 'Theta* (any-angle) · Euclidean', 'A* · Octile · smoothed', 'A* · Octile · turn 1']);
    // Every pane's settings are ones the engine accepts.
    for (const p of panes) expect(() => prepareSearch(createGrid(4, 4), { start: 0, goal: 15, options: p.options }), p.name).not.toThrow();
    expect(panes.every((p) => p.options.recordTrace && p.options.heightCosting === null)).toBe(true);
    expect(presetProblem('path-quality', WEIGHTED)).toBeNull();
    expect(presetProblem('path-quality', { ...WEIGHTED, hex: true })).toMatch(/^Path quality compares straight lines between square cells/);
  });

  it('tells the names the app made (now or in earlier versions) from a name the user gave', () => {
    expect(isMadeName('A* · Octile', base)).toBe(true);
    for (const old of ['Octile', 'Jump Point Search', 'w = 1.5', 'Prefer smaller g']) expect(isMadeName(old, base), old).toBe(true);
    expect(isMadeName('My fast one', base)).toBe(false);
  });

  it('tells configurations apart by every setting a search reads', () => {
    expect(sameOptions(base, { ...base, heightCosting: { uphill: 2, downhill: 0.5 } })).toBe(true);
    expect(sameOptions(base, { ...base, heightCosting: { uphill: 2, downhill: 1 } })).toBe(false);
    expect(sameOptions(base, { ...base, tieBreak: 'fifo' })).toBe(false);
    expect(sameOptions(base, { ...base, recordTrace: !base.recordTrace })).toBe(true);
  });
});
