// The worker keeps each map's regions between questions and brings them up to date with every
// edit (edit-map deltas, or the map sent whole again by another view), so the regions the app shows
// while painting cost what the stroke changed: after a long random sequence of edits the answer
// equals a fresh computation, and it comes in one turn, not by labelling the map again.
import { describe, expect, it } from 'vitest';
import { regionMapOf } from '../../../../src/shared/analysis/regions';
import { applyMapDeltas } from '../../../../src/shared/edit/mapEdit';
import { seededRandom } from '../../../../src/shared/batch/rng';
import { options } from '../engine/helpers';
import { KeptRegions } from '../../../../src/shared/protocol/keptRegions';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { slicedService as service } from './slicedService';
import { cellsDelta, dab, randomEdit, type EditKind } from '../engine/randomEdits';
import type { MapDelta } from '../../../../src/shared/edit/mapDelta';

const rules = { topology: 'square8', cornerRule: 'no-squeeze', diagonalCost: 'sqrt2', heightCosting: null, unitType: '' } as const;
const KINDS: EditKind[] = ['cell', 'dab', 'dab', 'dab', 'rect', 'fill', 'palette-cost', 'palette-passable', 'markers'];

/** A map of rooms and walls, large enough for several region tiles. */
function roomMap(side: number): Grid {
  const grid = createGrid(side, side);
  for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) if (x % 37 === 0 || y % 41 === 0) grid.terrain[y * side + x] = 6;
  return grid;
}

const copy = (grid: Grid): Grid => ({ ...grid, terrain: grid.terrain.slice(), palette: grid.palette.map((t) => ({ ...t })) });

describe('the worker’s kept regions', () => {
  function worker(grid: Grid) {
    const w = service();
    w.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: copy(grid) });
    let id = 2, revision = 1;
    const ask = (start: number, labels = true) => {
      const requestId = id++;
      w.send({ kind: 'analyze', requestId, mapId: 'm', revision, rules, ask: { what: 'regions', start } });
      const turns = w.runAll();
      const reply = w.reply(requestId);
      if (reply?.kind !== 'analysis' || reply.answer.what !== 'regions') throw new Error(`no regions: ${JSON.stringify(reply)}`);
      const fresh = regionMapOf(grid, options(rules));
      if (labels) expect(reply.answer.labels).toEqual(fresh.labels());
      expect(reply.answer.sizes).toEqual(fresh.summary().sizes);
      expect(reply.answer.startRegion).toBe(start < 0 ? -1 : fresh.regionOf(start));
      return turns;
    };
    const edit = (deltas: MapDelta[]) => {
      w.send({ kind: 'edit-map', requestId: id++, mapId: 'm', fromRevision: revision, revision: revision + 1, deltas });
      revision++;
    };
    const reload = () => w.send({ kind: 'load-map', requestId: id++, mapId: 'm', revision: ++revision, map: copy(grid) });
    return { ask, edit, reload };
  }

  it('after every edit of a long random sequence answer as a fresh computation', () => {
    const side = 200, grid = roomMap(side), rng = seededRandom(25);
    const { ask, edit: send, reload } = worker(grid);
    ask(-1);
    const markers = { start: -1, goal: -1 };
    let palettes = 0;
    for (let i = 0; i < 40; i++) {
      const kind = KINDS[rng.below(KINDS.length)]!;
      const deltas = randomEdit(grid, rng, kind, [0, 1, 4, 5, 6], [4, 5]);
      const edit = applyMapDeltas(grid, markers, deltas);
      send(deltas);
      ask(rng.below(side * side));
      if (edit.oldPalette !== null && edit.oldPalette.some((t, k) => t.passable !== grid.palette[k]!.passable)) palettes++;
    }
    // Most edits were patched (a palette change of passability labels afresh).
    expect(palettes).toBeLessThan(20);
    // The map sent whole again (another view synced it): the kept regions follow it too.
    for (let c = 5 * side; c < 6 * side; c++) grid.terrain[c] = 6;
    reload();
    ask(0);
  });

  it('on a 1024² map answer an edit in one turn, where building took several', () => {
    const side = 1024, grid = roomMap(side);
    const { ask, edit, reload } = worker(grid);
    expect(ask(-1, false)).toBeGreaterThan(1);
    for (const x of [100, 400, 700]) {
      const cells = dab(side, side, x, 300);
      applyMapDeltas(grid, { start: -1, goal: -1 }, [cellsDelta(cells, 6)]);
      edit([cellsDelta(cells, 6)]);
      expect(ask(x, false)).toBe(1);
    }
    for (let c = 40 * side; c < 41 * side; c++) grid.terrain[c] = 0;
    reload();
    expect(ask(0, false)).toBe(1);
  });

  it('build once, patch edits, and forget on a palette that changes passability', () => {
    const grid = roomMap(200), kept = new KeptRegions(), markers = { start: -1, goal: -1 };
    const drain = (job: ReturnType<KeptRegions['job']>) => {
      while (!job.step());
      return job.answer();
    };
    drain(kept.job(grid, rules, -1, () => true));
    const edit = applyMapDeltas(grid, markers, [{ kind: 'cells', layer: 'terrain', runs: Int32Array.of(10 * 200, 200), values: Uint8Array.of(6) }]);
    kept.edited(grid, edit);
    const answer = drain(kept.job(grid, rules, -1, () => true));
    expect(answer.what === 'regions' && answer.count).toBe(regionMapOf(grid, options(rules)).summary().count);
    expect([kept.builds, kept.updates]).toEqual([1, 1]);
    const palette = grid.palette.map((t, i) => (i === 6 ? { ...t, passable: true } : { ...t }));
    kept.edited(grid, applyMapDeltas(grid, markers, [{ kind: 'palette', palette }]));
    drain(kept.job(grid, rules, -1, () => true));
    expect(kept.builds).toBe(2);
    // Regions built while an edit came are not kept.
    drain(kept.job(grid, { ...rules, cornerRule: 'allow' }, -1, () => false));
    drain(kept.job(grid, { ...rules, cornerRule: 'allow' }, -1, () => true));
    expect(kept.builds).toBe(4);
  });
});
