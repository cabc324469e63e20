// Path exports: the JSON carries what reproduces the path (settings, start, goal, map hash, app
// version) and reads back; the CSV's cost so far ends at the engine's own path cost under every
// algorithm, terrain costs, diagonal costs and heights; a file that is not a path is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, DIAGONAL_COSTS, runSearch } from '../../../../src/shared/engine/index';
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../../../src/shared/engine/types';
import { ImportError } from '../../../../src/shared/formats/importError';
import { mapHash } from '../../../../src/shared/formats/mapHash';
import { parsePathJson, pathToCsv, pathToJson } from '../../../../src/shared/formats/pathExport';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { settingsForMap, worksOnHex } from '../../../../src/shared/grid/mapTopology';

function mapOf(seed: number, uniform: boolean): Grid {
  const g = createGrid(24, 16);
  let s = seed;
  const rand = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32);
  for (let i = 0; i < g.terrain.length; i++) {
    const r = rand();
    g.terrain[i] = r < 0.15 ? 6 : uniform ? 0 : Math.floor(rand() * 5);
  }
  g.terrain[0] = g.terrain[g.terrain.length - 1] = 0;
  if (!uniform) g.heights = Int16Array.from({ length: g.terrain.length }, () => Math.floor(rand() * 20));
  return g;
}

describe('pathToJson', () => {
  it('reads back with the settings, start, goal, map hash, version and every cell', () => {
    const grid = mapOf(7, false);
    const options: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'weighted-astar', weight: 1.7, diagonalCost: '1.4', heightCosting: { uphill: 0.5, downhill: 0.1 }, maxExpansions: 100000 };
    const start = 0, goal = grid.terrain.length - 1;
    const result = runSearch(grid, { start, goal, options });
    expect(result.status).toBe('found');
    const text = pathToJson({ grid, topology: 'square', start, goal, options, result, appVersion: '0.1.0' });
    const back = parsePathJson(text);
    expect(back).toMatchObject({ format: 'astar-studio-path', formatVersion: 1, appVersion: '0.1.0', status: 'found', cost: result.cost, steps: result.steps, expanded: result.metrics.expanded });
    expect(back.map).toEqual({ width: 24, height: 16, topology: 'square', hash: mapHash(grid) });
    expect([back.start, back.goal]).toEqual([[0, 0], [23, 15]]);
    expect(back.settings).toEqual({ ...options, recordTrace: false });
    expect(back.path).toEqual(Array.from(result.path, (c) => [c % 24, Math.floor(c / 24)]));
    // Reproducible: the same search from the file's own settings finds the same path.
    const again = runSearch(grid, { start, goal, options: back.settings });
    expect(Array.from(again.path)).toEqual(Array.from(result.path));
  });

  it('says when its figures are a live update’s (the live path repaired), and reads that back; a search’s file says nothing of it', () => {
    const grid = mapOf(3, true);
    const start = 0, goal = grid.terrain.length - 1, options = DEFAULT_SEARCH_OPTIONS;
    const result = runSearch(grid, { start, goal, options });
    const plain = parsePathJson(pathToJson({ grid, topology: 'square', start, goal, options, result, appVersion: 'x' }));
    expect(plain.liveWork).toBeUndefined();
    const live = parsePathJson(pathToJson({ grid, topology: 'square', start, goal, options, result: { ...result, liveWork: 'incremental' }, appVersion: 'x' }));
    expect(live).toMatchObject({ liveWork: 'incremental', expanded: result.metrics.expanded, cost: result.cost });
    expect(() => parsePathJson(pathToJson({ grid, topology: 'square', start, goal, options, result, appVersion: 'x' }).replace('"ms"', '"liveWork": "guess", "ms"'))).toThrow();
  });

  it('writes null for no path\'s cost and an unplaced goal', () => {
    const grid = createGrid(3, 1);
    grid.terrain[1] = 6;
    const result = runSearch(grid, { start: 0, goal: 2, options: { ...DEFAULT_SEARCH_OPTIONS, closestIfUnreachable: false } });
    const back = parsePathJson(pathToJson({ grid, topology: 'square', start: 0, goal: -1, options: DEFAULT_SEARCH_OPTIONS, result, appVersion: 'x' }));
    expect([back.status, back.cost, back.goal, back.path]).toEqual(['unreachable', null, null, []]);
  });
});

describe('the path file\'s cost breakdown', () => {
  it('a found path carries its breakdown: terrains and heights summing to its cost, the cost at each cell, and it reads back', () => {
    const grid = mapOf(11, false);
    const options: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, heightCosting: { uphill: 0.5, downhill: 0.1 } };
    const start = 0, goal = grid.terrain.length - 1;
    const result = runSearch(grid, { start, goal, options });
    expect(result.status).toBe('found');
    const text = pathToJson({ grid, topology: 'square', start, goal, options, result, appVersion: '1' });
    const b = parsePathJson(text).breakdown!;
    expect(b.cost).toBeCloseTo(result.cost, 9);
    const parts = b.terrains.reduce((sum, t) => sum + t.cost, 0) + b.height.uphill + b.height.downhill;
    expect(parts).toBeCloseTo(result.cost, 6);
    expect(b.terrains.length).toBeGreaterThan(1);
    expect(b.costAlong).toHaveLength(result.path.length);
    expect(b.costAlong.at(-1)).toBeCloseTo(result.cost, 9);
    expect(b.straight + b.diagonal).toBe(result.steps);
    // The cost along the path stays on one line, like the path.
    expect(text.split('\n').filter((l) => l.includes('"costAlong"'))).toHaveLength(1);
  });

  it('reads a file written before breakdowns (none), and refuses one whose costs along do not match its cells', () => {
    const grid = createGrid(4, 4);
    const result = runSearch(grid, { start: 0, goal: 15, options: DEFAULT_SEARCH_OPTIONS });
    const file = JSON.parse(pathToJson({ grid, topology: 'square', start: 0, goal: 15, options: DEFAULT_SEARCH_OPTIONS, result, appVersion: '1' }));
    expect(file.breakdown.terrains).toEqual([{ terrain: 0, name: 'Ground', cells: 3, length: Math.round(3 * Math.SQRT2 * 1e9) / 1e9, cost: Math.round(3 * Math.SQRT2 * 1e9) / 1e9 }]);
    const older = { ...file };
    delete older.breakdown;
    const back = parsePathJson(JSON.stringify(older));
    expect(back.breakdown).toBeUndefined();
    expect(back.cost).toBe(result.cost);
    expect(() => parsePathJson(JSON.stringify({ ...file, breakdown: { ...file.breakdown, costAlong: [0] } }))).toThrow(
      "This path file's breakdown gives the cost at 1 cells of a path of 4; the file is damaged. Export the path again.",
    );
  });

  it('no path found: no breakdown', () => {
    const grid = createGrid(3, 1);
    grid.terrain[1] = 6;
    const result = runSearch(grid, { start: 0, goal: 2, options: DEFAULT_SEARCH_OPTIONS });
    expect(JSON.parse(pathToJson({ grid, topology: 'square', start: 0, goal: 2, options: DEFAULT_SEARCH_OPTIONS, result, appVersion: '1' })).breakdown).toBeUndefined();
  });
});

describe('pathToCsv', () => {
  it('ends at the engine\'s path cost for every algorithm, on square, hex and weighted maps', () => {
    const checked = new Set<string>();
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom(...ALGORITHMS.map((a) => a.name)), fc.constantFrom('square8', 'square4', 'hex'), fc.constantFrom(...DIAGONAL_COSTS.map((d) => d.name)), (seed, algorithm, topology, diagonalCost) => {
        const needsUniform = ['jps', 'theta', 'jpsw'].includes(algorithm);
        const grid = mapOf(seed, needsUniform);
        let options: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, algorithm, topology, diagonalCost: needsUniform ? 'sqrt2' : diagonalCost, weight: algorithm === 'weighted-astar' ? 1.5 : 1, heightCosting: needsUniform ? null : { uphill: 0.3, downhill: 0.05 } };
        if (topology === 'hex') {
          if (!worksOnHex(algorithm)) return;
          options = settingsForMap(options, 'hex');
        } else if (topology === 'square4' && algorithm.startsWith('jps')) return;
        const result = runSearch(grid, { start: 0, goal: grid.terrain.length - 1, options });
        if (result.status !== 'found') return;
        const rows = pathToCsv({ grid, options, result }).trim().split('\n');
        expect(rows[0]).toBe('step,x,y,g');
        expect(rows.length).toBe(result.path.length + 1);
        expect(rows[1]).toBe('0,0,0,0');
        const last = rows.at(-1)!.split(',').map(Number);
        expect(last.slice(0, 3)).toEqual([result.path.length - 1, 23, 15]);
        expect(last[3]).toBeCloseTo(result.cost, 6);
        checked.add(`${algorithm} ${topology}`);
      }),
      { numRuns: 250 },
    );
    // Most pairs of algorithm and topology were searched and costed, not skipped.
    expect(checked.size).toBeGreaterThan(ALGORITHMS.length * 2);
  });
});

describe('parsePathJson refusals', () => {
  const valid = () => {
    const grid = createGrid(4, 4);
    const result = runSearch(grid, { start: 0, goal: 15, options: DEFAULT_SEARCH_OPTIONS });
    return JSON.parse(pathToJson({ grid, topology: 'square', start: 0, goal: 15, options: DEFAULT_SEARCH_OPTIONS, result, appVersion: '1' }));
  };
  const refusal = (value: unknown) => {
    try {
      parsePathJson(typeof value === 'string' ? value : JSON.stringify(value));
    } catch (e) {
      expect(e).toBeInstanceOf(ImportError);
      return (e as Error).message;
    }
    throw new Error('expected a refusal');
  };

  it('names what is wrong', () => {
    expect(refusal('not json')).toMatch(/^This file is not JSON/);
    expect(refusal({ format: 'astar-studio-project' })).toMatch(/is not an A\* Studio path file/);
    expect(refusal({ ...valid(), formatVersion: 2 })).toBe('This path file has format version 2, newer than this A* Studio reads; update A* Studio to read it.');
    expect(refusal({ ...valid(), settings: { ...valid().settings, algorithm: 'dfs' } })).toBe('This path file\'s field "settings.algorithm" is missing or not valid; the file is damaged. Export the path again.');
    expect(refusal({ ...valid(), path: [[0, 0], [4, 0]] })).toBe('This path file has the cell 4,0 outside its 4×4 map; the file is damaged. Export the path again.');
  });

  it('refuses a path with a gap between cells, under the moves it was found with, and steps that disagree with its cells', () => {
    const file = valid();
    expect(file.settings.topology).toBe('square8');
    // Other cells than the file's own: its breakdown (the cost at each of its cells) goes with them.
    const path = (cells: number[][], settings = {}) => ({ ...file, breakdown: undefined, settings: { ...file.settings, ...settings }, start: cells[0], goal: cells.at(-1), path: cells, steps: cells.length - 1 });
    expect(() => parsePathJson(JSON.stringify(path([[0, 0], [1, 1], [2, 1]])))).not.toThrow();
    expect(refusal(path([[0, 0], [2, 0]]))).toBe("This path file's path goes from 0,0 to 2,0, which are not neighbours under its square8 moves; the file is damaged. Export the path again.");
    expect(refusal(path([[0, 0], [0, 0]]))).toBe("This path file's path goes from 0,0 to 0,0, which are not neighbours under its square8 moves; the file is damaged. Export the path again.");
    expect(refusal(path([[0, 0], [1, 1]], { topology: 'square4', heuristic: 'manhattan' }))).toMatch(/goes from 0,0 to 1,1, which are not neighbours under its square4 moves/);
    // Hex rows: an even row's diagonal neighbours lie to the left, an odd row's to the right.
    const hex = { topology: 'hex', heuristic: 'hex' };
    expect(() => parsePathJson(JSON.stringify({ ...path([[1, 0], [0, 1], [1, 2]], hex), map: { ...file.map, topology: 'hex' } }))).not.toThrow();
    expect(refusal({ ...path([[1, 0], [2, 1]], hex), map: { ...file.map, topology: 'hex' } })).toMatch(/goes from 1,0 to 2,1, which are not neighbours under its hex moves/);
    // An any-angle path runs straight between corners.
    expect(() => parsePathJson(JSON.stringify(path([[0, 0], [3, 2]], { algorithm: 'theta' })))).not.toThrow();
    expect(refusal({ ...file, steps: file.steps + 1 })).toBe(`This path file says ${file.steps + 1} steps but its path has ${file.path.length - 1}; the file is damaged. Export the path again.`);
    expect(refusal({ ...file, path: file.path.slice(1), steps: file.steps - 1 })).toMatch(/^This path file's path begins at 1,1, not at its start 0,0; /);
  });
});
