// After random edits applied in place (cells, dabs, rectangles, fills, palette changes), JPSW's
// table repaired by repairSearchCache, its regions computed again before the next search, equals a
// fresh build's in every part the search reads (jump entries, kept moves, run costs, the place word
// with its corridor bit and regions, the region boxes, running sums), and JPSW on it finds A*'s cost.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../src/shared/batch/rng';
import { applyMapDeltas } from '../../../../src/shared/edit/mapEdit';
import { DEFAULT_SEARCH_OPTIONS, runSearch } from '../../../../src/shared/engine/index';
import { MapContext, mapContext, repairSearchCache } from '../../../../src/shared/engine/mapContext';
import { heldWeightedJumps, weightedJumps } from '../../../../src/shared/engine/jpsw/weightedJumps';
import { copy, randomMap, readable } from './jpswTables';
import { EDIT_KINDS, randomEdit, type EditKind } from './randomEdits';

describe("JPSW's table repaired after edits in place", () => {
  for (const kind of EDIT_KINDS.filter((k) => k !== 'markers') as EditKind[]) {
    it(`equals a fresh build after random ${kind} edits, and JPSW finds A*'s cost`, () => {
      let repairs = 0;
      for (let seed = 1; seed <= 5; seed++) {
        const rng = seededRandom(seed * 31 + kind.length);
        const width = 20 + seed * 7, height = 17 + seed * 5;
        const grid = randomMap(seed, width, height);
        weightedJumps(mapContext(grid));
        for (let i = 0; i < 10; i++) {
          const before = heldWeightedJumps(mapContext(grid));
          // Terrains 0–4 passable at costs 1, 0.5, 1.5, 2 and 4; 6 a wall: edits raise, lower, block and open.
          const edit = applyMapDeltas(grid, { start: -1, goal: -1 }, randomEdit(grid, rng, kind, [0, 1, 2, 3, 4, 6]));
          repairSearchCache(grid, edit);
          const ctx = mapContext(grid), held = heldWeightedJumps(ctx);
          const what = `seed ${seed}, edit ${i}`;
          // Palette edits change costs everywhere, and edits of a sixteenth of the map or more
          // cost a repair more than a sweep: the table is built again then, as on a new map.
          if (edit.oldPalette === null && edit.cells.length > 0 && edit.cells.length <= (width * height) / 16) {
            expect(held, `${what}: kept for repair, not dropped`).toBe(before);
            expect(held!.pending.length, `${what}: the edit queued`).toBeGreaterThan(0);
            repairs++;
          }
          const repaired = readable(weightedJumps(ctx), width, height);
          const fresh = readable(weightedJumps(new MapContext(copy(grid))), width, height);
          for (const part of ['entries', 'moves', 'costs', 'place', 'boxes', 'rowSums', 'columnSums'] as const) expect(repaired[part], `${what}: ${part}`).toEqual(fresh[part]);
          for (let q = 0; q < 3; q++) {
            const start = rng.below(width * height), goal = rng.below(width * height);
            if (grid.terrain[start] === 6 || grid.terrain[goal] === 6) continue;
            const jpswQuery = { start, goal, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'jpsw' as const } };
            const jpsw = runSearch(grid, jpswQuery), astar = runSearch(grid, { ...jpswQuery, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'astar' } });
            expect(jpsw.status, `${what}: query ${q}`).toBe(astar.status);
            if (astar.status === 'found') expect(jpsw.cost, `${what}: query ${q}`).toBeCloseTo(astar.cost, 9);
            // The same search as on the map loaded afresh: path, counts, and an unreachable goal's closest cell.
            const loaded = runSearch(copy(grid), jpswQuery);
            expect([jpsw.status, jpsw.cost, Array.from(jpsw.path), jpsw.metrics.expanded, jpsw.metrics.generated], `${what}: query ${q} as loaded`)
              .toEqual([loaded.status, loaded.cost, Array.from(loaded.path), loaded.metrics.expanded, loaded.metrics.generated]);
          }
        }
      }
      if (!kind.startsWith('palette')) expect(repairs).toBeGreaterThan(kind === 'fill' ? 5 : 30);
    });
  }
});
