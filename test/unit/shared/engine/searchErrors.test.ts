// Requests the engine cannot honour fail with a SearchInputError whose message tells the user what to do.
import { describe, expect, it } from 'vitest';
import { SearchInputError, createSearch, runSearch, type AlgorithmName } from '../../../../src/shared/engine/index';
import { gridFromText, options } from './helpers';

const mixed = gridFromText(`
  ..rr
  ..ss`);
const plain = gridFromText(`
  ....
  ....`);

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SearchInputError);
    return (e as Error).message;
  }
  throw new Error('expected a SearchInputError');
}

describe('search input errors', () => {
  it('checks an options object again when it was changed in place between searches', () => {
    // Plans reuse the checked rules of the last options object on a map; edits must not slip by.
    const o = options();
    expect(runSearch(plain, { start: 0, goal: 7, options: o }).status).toBe('found');
    o.weight = 0.5;
    o.algorithm = 'weighted-astar';
    expect(messageOf(() => runSearch(plain, { start: 0, goal: 7, options: o }))).toMatch(/weight must be a number from 1 to 1000/);
    o.weight = 1;
    o.algorithm = 'jps';
    o.topology = 'square4';
    expect(messageOf(() => runSearch(plain, { start: 0, goal: 7, options: o }))).toMatch(/needs a square map with 8 neighbours/);
    const hilly = gridFromText(`
      ....
      ....`);
    hilly.heights = new Int16Array(8);
    const heights = { uphill: 1, downhill: 0 };
    const a = options({ heightCosting: heights });
    runSearch(hilly, { start: 0, goal: 7, options: a });
    heights.uphill = -1;
    expect(messageOf(() => runSearch(hilly, { start: 0, goal: 7, options: a }))).toMatch(/Height costs must be between 0 and 1000/);
  });

  it('explains why Jump Point Search does not apply to a weighted map, naming its terrains', () => {
    const msg = messageOf(() => createSearch(mixed, { start: 0, goal: 3, options: options({ algorithm: 'jps' }) }));
    expect(msg).toBe('Jump Point Search needs a map where every passable cell costs the same; this map has Ground (1), Road (0.5) and Swamp (4). Choose Jump Point Search (weighted) or A* instead.');
  });

  it('lets Theta* search a weighted map (its segments cost what they cross), and refuses it on hexes with a sentence', () => {
    expect(createSearch(mixed, { start: 0, goal: 3, options: options({ algorithm: 'theta' }) })).toBeTruthy();
    expect(messageOf(() => createSearch(mixed, { start: 0, goal: 3, options: options({ algorithm: 'theta', topology: 'hex', heuristic: 'hex' }) }))).toBe('Theta* (any-angle) needs a square map; it does not work on hexagonal cells. Choose A* instead.');
  });

  it('asks for 8 neighbours and no corner cutting for Jump Point Search', () => {
    expect(messageOf(() => createSearch(plain, { start: 0, goal: 3, options: options({ algorithm: 'jps', topology: 'hex' }) }))).toContain('hexagonal cells. Choose 8 neighbours, or A* instead.');
    expect(messageOf(() => createSearch(plain, { start: 0, goal: 3, options: options({ algorithm: 'jps', cornerRule: 'allow' }) }))).toContain('Choose "no corner cutting", or A* instead.');
  });

  it('refuses height costs for the uniform-cost algorithms, and negative height factors', () => {
    const hilly = gridFromText('....');
    hilly.heights = new Int16Array([0, 1, 2, 3]);
    expect(messageOf(() => createSearch(hilly, { start: 0, goal: 3, options: options({ algorithm: 'jps', heightCosting: { uphill: 1, downhill: 0 } }) }))).toContain('turn height costing off');
    expect(messageOf(() => createSearch(hilly, { start: 0, goal: 3, options: options({ heightCosting: { uphill: -1, downhill: 0 } }) }))).toContain('Set both in that range.');
  });

  it('says where the start and goal must be', () => {
    expect(messageOf(() => runSearch(plain, { start: -1, goal: 3, options: options() }))).toBe('The start is outside the map; place it on a cell of the map.');
    expect(messageOf(() => runSearch(plain, { start: 0, goal: 8, options: options() }))).toBe('The goal is outside the map; place it on a cell of the map.');
  });

  it('rejects a weight below 1 or above the bound, unknown names and bad terrain costs', () => {
    expect(messageOf(() => runSearch(plain, { start: 0, goal: 3, options: options({ algorithm: 'weighted-astar', weight: 1e4 }) }))).toContain('from 1 to 1000');
    expect(messageOf(() => runSearch(plain, { start: 0, goal: 3, options: options({ algorithm: 'weighted-astar', weight: 0.5 }) }))).toBe('The heuristic weight must be a number from 1 to 1000; it is 0.5. Set a weight in that range.');
    expect(messageOf(() => runSearch(plain, { start: 0, goal: 3, options: options({ algorithm: 'dfs' as AlgorithmName }) }))).toContain('choose one of astar,');
    const free = gridFromText('..');
    free.palette[0]!.cost = 0;
    expect(messageOf(() => runSearch(free, { start: 0, goal: 1, options: options() }))).toBe(
      'Terrain "Ground" costs 0; a cost must be between 0.001 and 1000000 (1 is ordinary ground). Set a cost in that range.',
    );
  });

  it('refuses terrain costs too small or too large to search with, even on cells the path avoids', () => {
    // 1e-8 next to 1e305 returned paths several times the optimum (or of cost Infinity) as "found".
    for (const cost of [1e-8, 1e305, Infinity, Number.NaN]) {
      const map = gridFromText('..s');
      map.palette[4]!.cost = cost;
      expect(messageOf(() => runSearch(map, { start: 0, goal: 1, options: options() }))).toContain('a cost must be between 0.001 and 1000000');
    }
    const ok = gridFromText('..s');
    ok.palette[4]!.cost = 1e6;
    expect(runSearch(ok, { start: 0, goal: 2, options: options() }).cost).toBe(1 + 1e6);
  });

  it('refuses a map whose cells use a terrain past the end of the palette, naming the first such cell', () => {
    const map = gridFromText('....\n....');
    map.terrain[6] = 9;
    expect(messageOf(() => runSearch(map, { start: 0, goal: 1, options: options() }))).toBe(
      'Cell (2, 1) uses terrain 9, but the palette has only 7 types. Repaint it or add the missing terrain type.',
    );
  });

  it('runs Jump Point Search when unused palette entries cost differently', () => {
    // The default palette has Road and Swamp, but this map only uses Ground and Wall.
    const r = runSearch(gridFromText('..#.\n....'), { start: 0, goal: 3, options: options({ algorithm: 'jps' }) });
    expect(r.status).toBe('found');
  });
});
