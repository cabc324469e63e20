// After random edits applied in place (cells, dabs, rectangles, fills, palette cost and passability
// changes), what the engine repaired of its per-map preparations equals what a fresh build makes:
// the move masks of every rule set, JPS's jump table, dead ends and jump graph, the terrain counts.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../src/shared/batch/rng';
import { applyMapDeltas } from '../../../../src/shared/edit/mapEdit';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { MapContext, mapContext, repairSearchCache } from '../../../../src/shared/engine/mapContext';
import { repairJumpTable } from '../../../../src/shared/engine/jumpTableRepair';
import { buildJumpTable, jpsKeptMoves } from '../../../../src/shared/engine/jumpPoints';
import { buildMoveMask } from '../../../../src/shared/engine/moves';
import type { CornerRule, Topology } from '../../../../src/shared/engine/types';
import { EDIT_KINDS, randomEdit, type EditKind } from './randomEdits';

const RULES: [Topology, CornerRule][] = [['square8', 'no-cutting'], ['square8', 'no-squeeze'], ['square8', 'allow'], ['square4', 'allow'], ['hex', 'allow']];

function randomMap(seed: number, width: number, height: number): Grid {
  const rng = seededRandom(seed);
  const grid = createGrid(width, height);
  // Ground mostly, some walls (6) and other terrains; walls in short lines so runs end often.
  for (let c = 0; c < width * height; c++) grid.terrain[c] = rng.next() < 0.15 ? 6 : rng.below(5);
  return grid;
}

const copy = (g: Grid): Grid => ({ ...g, terrain: g.terrain.slice(), heights: g.heights?.slice() ?? null, palette: g.palette.map((t) => ({ ...t })) });

/** Builds everything that can be cached on the map's context. */
function prepareAll(ctx: MapContext): void {
  for (const [t, r] of RULES) ctx.moveMask(t, r);
  ctx.jumpGraph();
  void ctx.minCost;
}

function expectSameAsFresh(grid: Grid, what: string): void {
  const repaired = mapContext(grid);
  const fresh = new MapContext(copy(grid));
  for (const [t, r] of RULES) expect(repaired.moveMask(t, r), `${what}: ${t} ${r} mask`).toEqual(fresh.moveMask(t, r));
  expect(repaired.jumpTable(), `${what}: jump table`).toEqual(fresh.jumpTable());
  const a = repaired.jumpGraph()!, b = fresh.jumpGraph()!;
  expect(a.dead, `${what}: dead ends`).toEqual(b.dead);
  expect([a.cellOf, a.first, a.entries, a.boxes], `${what}: jump graph`).toEqual([b.cellOf, b.first, b.entries, b.boxes]);
  expect(repaired.terrainCounts(), `${what}: terrain counts`).toEqual(fresh.terrainCounts());
  expect(repaired.minCost).toBe(fresh.minCost);
}

describe('repairing the per-map preparations after edits in place', () => {
  for (const kind of EDIT_KINDS.filter((k) => k !== 'markers') as EditKind[]) {
    it(`equals a fresh build after random ${kind} edits`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        const rng = seededRandom(seed * 97 + kind.length);
        const grid = randomMap(seed, 13 + seed * 3, 11 + seed * 2);
        prepareAll(mapContext(grid));
        for (let i = 0; i < 12; i++) {
          const markers = { start: -1, goal: -1 };
          // Terrains 0–4 passable, 6 a wall: edits both block and open cells.
          const edit = applyMapDeltas(grid, markers, randomEdit(grid, rng, kind, [0, 1, 2, 3, 6]));
          repairSearchCache(grid, edit);
          expectSameAsFresh(grid, `seed ${seed}, edit ${i}`);
          prepareAll(mapContext(grid));
        }
      }
    });
  }

  it('repairs the jump table along whole rows and diagonals on an open map with long runs', () => {
    const width = 64, height = 48;
    const grid = createGrid(width, height);
    const passable = new Uint8Array(width * height).fill(1);
    const rng = seededRandom(5);
    let mask = buildMoveMask(width, height, passable, 'square8', 'no-cutting');
    const table = buildJumpTable(mask, width, height);
    for (let i = 0; i < 200; i++) {
      const c = rng.below(width * height);
      passable[c] = passable[c] === 1 ? 0 : 1;
      grid.terrain[c] = passable[c] ? 0 : 6;
      mask = buildMoveMask(width, height, passable, 'square8', 'no-cutting');
      repairJumpTable(mask, table, width, height, jpsKeptMoves(mask, width), false, Int32Array.of(c));
      expect(table).toEqual(buildJumpTable(mask, width, height));
    }
  });
});
