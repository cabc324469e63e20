// The jump graph (jumpGraph.ts): JPS's successor lists made once per map. Its loop must make the
// traced loop's expansions in the same order with the same states, also where a pair's list is too
// long to keep and is made when the pair is expanded, and searches that take turns on one map must
// not share their memory.
import { describe, expect, it } from 'vitest';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { createSearch, runSearch } from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { options } from './helpers';
import { startSearch, stepByOne } from './traceCases';

const JPS = options({ algorithm: 'jps' });

/** An open square map with a few scattered walls: long diagonals with a stop at many cells. */
function sparseMap(side: number, density: number, seed: number): Grid {
  const grid = createGrid(side, side);
  let s = seed;
  for (let c = 0; c < side * side; c++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    if (s / 0x7fffffff < density) grid.terrain[c] = 6;
  }
  return grid;
}

describe('the jump graph', () => {
  it('lists a pair whose list it does not keep when the pair is expanded: the same expansions and states as the traced loop', () => {
    const grid = sparseMap(96, 0.03, 7);
    const graph = mapContext(grid).jumpGraph()!;
    expect(graph.long.some((v) => v === 1), 'the map has pairs with lists too long to keep').toBe(true);
    const n = grid.width * grid.height;
    const queries = [[97, n - 98], [n - 98, 97], [96 * 40 + 3, 96 * 50 + 90], [96 * 90 + 2, 96 * 3 + 93], [96 * 48 + 48, 96 * 2 + 2]];
    let longExpanded = 0;
    for (const [start, goal] of queries) {
      const c = { grid, query: { start: start!, goal: goal!, options: JPS }, scan: false, label: `${start} → ${goal}` };
      const untraced = stepByOne(startSearch(c, false));
      const traced = stepByOne(startSearch(c, true));
      expect(untraced.expansions, c.label).toEqual(traced.expansions);
      traced.states.forEach((s, k) => expect({ ...untraced.states[k]!, events: 0 }, `${c.label} step ${k}`).toEqual({ ...s, events: 0 }));
      expect(untraced.path).toEqual(traced.path);
      expect(untraced.result.cost).toBe(traced.result.cost);
      // Count the expanded jump points entered by a run whose pair keeps no list.
      for (const e of untraced.expansions) {
        const id = graph.idOf[e.cell]!;
        if (id >= 0 && [0, 1, 2, 3].some((j) => graph.long[id * 4 + j] === 1)) longExpanded++;
      }
    }
    expect(longExpanded, 'some expansions read a list made on the spot').toBeGreaterThan(0);
  });

  it('gives searches that take turns on one map memory of their own', () => {
    const grid = sparseMap(64, 0.15, 3);
    const n = grid.width * grid.height;
    const pairs = [[65, n - 66], [n - 66, 65], [64 * 10 + 5, 64 * 60 + 50]];
    const alone = pairs.map(([start, goal]) => runSearch(grid, { start: start!, goal: goal!, options: JPS }));
    const searches = pairs.map(([start, goal]) => createSearch(grid, { start: start!, goal: goal!, options: JPS }));
    const done = searches.map(() => false);
    while (done.some((d) => !d)) searches.forEach((s, i) => { if (!done[i]) done[i] = s.step(3); });
    searches.forEach((s, i) => {
      const r = s.result();
      expect([r.status, r.cost, r.metrics.expanded]).toEqual([alone[i]!.status, alone[i]!.cost, alone[i]!.metrics.expanded]);
      expect(Array.from(r.path)).toEqual(Array.from(alone[i]!.path));
    });
  });
});
