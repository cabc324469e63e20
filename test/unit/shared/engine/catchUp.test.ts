// What edits leave behind of a map's preparations (JPS's jump graph, JPSW's queued repairs and
// regions) is brought up to date by catchUpPreparations, as the worker does while idle: afterwards
// they equal a fresh build's and searches answer as on the map loaded afresh; a search carries on
// work the catch-up began instead of beginning it again; regions begun before a later repair are
// never taken for current.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../src/shared/batch/rng';
import { applyMapDeltas } from '../../../../src/shared/edit/mapEdit';
import { catchUpPreparations, preparationsBehind } from '../../../../src/shared/engine/catchUp';
import { DEFAULT_SEARCH_OPTIONS, prepareSearch, runSearch, type SearchQuery } from '../../../../src/shared/engine/index';
import { heldWeightedJumps, weightedJumps } from '../../../../src/shared/engine/jpsw/weightedJumps';
import { MapContext, mapContext, repairSearchCache } from '../../../../src/shared/engine/mapContext';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { copy, randomMap, readable } from './jpswTables';
import { randomEdit } from './randomEdits';

/** A map of one cost with walls (terrain 6), for JPS. */
function wallMap(seed: number, width: number, height: number): Grid {
  const rng = seededRandom(seed);
  const grid = createGrid(width, height);
  for (let c = 0; c < width * height; c++) grid.terrain[c] = rng.next() < 0.2 ? 6 : 0;
  return grid;
}

/** Steps a generator takes to its end. */
function steps(work: Generator<void, unknown, void>): number {
  let n = 0;
  while (!work.next().done) n++;
  return n;
}

function edit(grid: Grid, seed: number, kind: 'dab' | 'rect', terrains: number[]): void {
  repairSearchCache(grid, applyMapDeltas(grid, { start: -1, goal: -1 }, randomEdit(grid, seededRandom(seed), kind, terrains)));
}

/** What a search reports, to compare with the same search on the map loaded afresh. */
function answer(grid: Grid, query: SearchQuery) {
  const r = runSearch(grid, query);
  return [r.status, r.cost, Array.from(r.path), r.metrics.expanded, r.metrics.generated];
}

const query = (grid: Grid, algorithm: 'jps' | 'jpsw', seed: number): SearchQuery => {
  const rng = seededRandom(seed);
  const open = () => {
    for (;;) {
      const c = rng.below(grid.width * grid.height);
      if (grid.terrain[c] !== 6) return c;
    }
  };
  return { start: open(), goal: open(), options: { ...DEFAULT_SEARCH_OPTIONS, algorithm } };
};

describe('catching up the preparations edits left behind', () => {
  it("rebuilds JPS's jump graph an edit dropped, equal to a fresh build, and JPS answers as on the map loaded afresh", () => {
    for (let seed = 1; seed <= 4; seed++) {
      const grid = wallMap(seed, 60 + seed * 9, 45 + seed * 7);
      runSearch(grid, query(grid, 'jps', seed)); // builds the graph
      expect(preparationsBehind(grid), `seed ${seed}: nothing behind before an edit`).toBe(false);
      edit(grid, seed * 13, 'dab', [0, 6]);
      expect(preparationsBehind(grid), `seed ${seed}: the wall dropped the graph`).toBe(true);
      expect(mapContext(grid).jumpGraphHeld()).toBe(false);
      steps(catchUpPreparations(grid));
      expect(preparationsBehind(grid)).toBe(false);
      expect(mapContext(grid).jumpGraphHeld(), `seed ${seed}: built again without a search`).toBe(true);
      const caught = mapContext(grid).jumpGraph()!, fresh = new MapContext(copy(grid)).jumpGraph()!;
      for (const part of ['first', 'moves', 'entries', 'boxes'] as const) expect(Array.from(caught[part]), `seed ${seed}: ${part}`).toEqual(Array.from(fresh[part]));
      for (let q = 0; q < 4; q++) {
        const jps = query(grid, 'jps', seed * 100 + q);
        expect(answer(grid, jps), `seed ${seed}: query ${q}`).toEqual(answer(copy(grid), jps));
      }
    }
  });

  it("repairs JPSW's queued edits and computes its regions, equal to a fresh build, and JPSW answers as on the map loaded afresh", () => {
    for (let seed = 1; seed <= 4; seed++) {
      const grid = randomMap(seed, 50 + seed * 8, 40 + seed * 6);
      weightedJumps(mapContext(grid));
      for (let e = 0; e < 3; e++) edit(grid, seed * 17 + e, 'dab', [0, 1, 2, 3, 4, 6]);
      const held = heldWeightedJumps(mapContext(grid))!;
      expect(held.pending.length, `seed ${seed}: edits queued`).toBe(3);
      expect(preparationsBehind(grid)).toBe(true);
      steps(catchUpPreparations(grid));
      expect(preparationsBehind(grid)).toBe(false);
      expect(heldWeightedJumps(mapContext(grid)), `seed ${seed}: the same table, repaired`).toBe(held);
      expect([held.pending.length, held.regionsCurrent]).toEqual([0, true]);
      const { width, height } = grid;
      expect(readable(held, width, height), `seed ${seed}`).toEqual(readable(weightedJumps(new MapContext(copy(grid))), width, height));
      for (let q = 0; q < 4; q++) {
        const jpsw = query(grid, 'jpsw', seed * 100 + q);
        expect(answer(grid, jpsw), `seed ${seed}: query ${q}`).toEqual(answer(copy(grid), jpsw));
      }
    }
  });

  it('lets a search carry on the regions the catch-up began rather than begin them again', () => {
    const make = () => {
      const grid = randomMap(7, 160, 120);
      weightedJumps(mapContext(grid));
      edit(grid, 5, 'dab', [6]);
      return grid;
    };
    const whole = steps(catchUpPreparations(make()));
    expect(whole).toBeGreaterThan(10);
    const grid = make(), begun = catchUpPreparations(grid);
    const done = Math.floor(whole / 2);
    for (let i = 0; i < done; i++) begun.next();
    const jpsw = query(grid, 'jpsw', 3);
    const rest = steps(prepareSearch(grid, jpsw));
    // Begun again, the search would take about as many steps as the whole catch-up.
    expect(rest).toBeLessThan(whole - done + 3);
    expect(answer(grid, jpsw)).toEqual(answer(copy(grid), jpsw));
  });

  it('never takes regions begun before a later repair for current', () => {
    const grid = randomMap(9, 300, 200);
    weightedJumps(mapContext(grid));
    edit(grid, 1, 'dab', [6]);
    const held = heldWeightedJumps(mapContext(grid))!;
    const stale = catchUpPreparations(grid);
    while (held.refresh === null) stale.next(); // the repair is made and the regions begun
    for (let i = 0; i < 3; i++) stale.next();
    const begun = held.refresh;
    expect([held.pending.length, held.regionsCurrent]).toEqual([0, false]);
    edit(grid, 2, 'rect', [6]);
    const current = prepareSearch(grid, query(grid, 'jpsw', 4));
    while (held.pending.length > 0 || held.refresh === begun) current.next(); // repaired again, regions begun again
    // The driver of the regions of the records before the second repair finishes them: they are
    // dropped, and it carries on the current ones instead.
    steps(stale);
    const fresh = readable(weightedJumps(new MapContext(copy(grid))), grid.width, grid.height);
    expect(held.regionsCurrent).toBe(true);
    expect(readable(held, grid.width, grid.height), 'the regions of the map as it is').toEqual(fresh);
    steps(current);
    expect(readable(held, grid.width, grid.height)).toEqual(fresh);
  });
});
