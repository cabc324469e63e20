// The deltas of recent revisions: a copy of the map at any kept revision that applies the deltas
// since it reaches any later revision exactly (strokes dab by dab, undo, redo, palette edits); a
// revision no longer kept, or a change of the map as a whole in between, answers null.
import { describe, expect, it } from 'vitest';
import { makeBrush } from '../../../../src/shared/edit/brush';
import { EditHistory } from '../../../../src/shared/edit/history';
import { applyMapDelta } from '../../../../src/shared/edit/mapDelta';
import { paintLine, TerrainStroke } from '../../../../src/shared/edit/paint';
import { editTerrainType } from '../../../../src/shared/edit/palette';
import { resizeMap } from '../../../../src/shared/edit/resize';
import { RevisionDeltas } from '../../../../src/shared/edit/revisionDeltas';
import { cloneGrid, createGrid, type Grid } from '../../../../src/shared/grid/grid';

/** A map being edited, its revisions recorded as the document records them, and a copy taken at each revision. */
function recorded(maxBytes?: number, maxRevisions?: number) {
  const grid = createGrid(20, 12);
  const history = new EditHistory(grid);
  const deltas = new RevisionDeltas(history, 0, maxBytes, maxRevisions);
  const copies: Grid[] = [cloneGrid(grid)];
  history.subscribe((change) => {
    if (change.area === null) return;
    deltas.record(copies.length);
    copies.push(cloneGrid(grid));
  });
  /** The copy at `from` brought forward by the deltas to `to`, or null. */
  const replayed = (from: number, to: number): Grid | null => {
    const list = deltas.since(from, to);
    if (list === null) return null;
    const copy = cloneGrid(copies[from]!);
    for (const d of list) applyMapDelta(copy, { start: -1, goal: -1 }, d);
    return copy;
  };
  return { grid, history, deltas, copies, replayed };
}

const sameMap = (a: Grid | null, b: Grid) => {
  expect(a).not.toBeNull();
  expect(Array.from(a!.terrain)).toEqual(Array.from(b.terrain));
  expect(a!.palette).toEqual(b.palette);
};

describe('RevisionDeltas', () => {
  it('brings any kept revision to any later one through a stroke dab by dab, undo and redo', () => {
    const r = recorded();
    const stroke = new TerrainStroke(r.history, makeBrush(2), 3, 1, 1);
    for (let x = 2; x < 15; x++) stroke.moveTo(x, 1 + (x % 5));
    stroke.end();
    r.history.undo();
    r.history.redo();
    r.history.execute('swamp dearer', editTerrainType(r.grid, 4, { cost: 7 }));
    const last = r.copies.length - 1;
    expect(last).toBeGreaterThan(10);
    for (const from of [0, 1, 5, last - 3, last - 1]) {
      sameMap(r.replayed(from, last), r.grid);
      sameMap(r.replayed(from, from + 1), r.copies[from + 1]!);
    }
    expect(r.deltas.since(last, last)).toEqual([]);
  });

  it('answers null for a revision trimmed away, one not reached yet, and across a resize', () => {
    const r = recorded(Infinity, 4);
    for (let i = 0; i < 6; i++) paintLine(r.history, i, 0, i, 5, 2);
    expect(r.deltas.since(0, 6)).toBeNull(); // only the last four revisions are kept
    expect(r.deltas.since(1, 6)).toBeNull();
    sameMap(r.replayed(2, 6), r.grid);
    expect(r.deltas.since(6, 7)).toBeNull();
    r.history.execute('resize map', resizeMap(r.grid, 30, 12, 'center', 0));
    paintLine(r.history, 0, 0, 3, 0, 5);
    expect(r.deltas.since(6, 8)).toBeNull();
    expect(r.deltas.since(7, 8)).not.toBeNull();
  });

  it('keeps within its byte bound and forgets everything on a restart', () => {
    const r = recorded(64);
    paintLine(r.history, 0, 0, 19, 0, 2); // 20 cells of one value: a small delta
    paintLine(r.history, 0, 1, 19, 11, 3);
    for (let y = 2; y < 12; y++) paintLine(r.history, 0, y, 19, y, 1 + (y % 4));
    expect(r.deltas.since(0, r.copies.length - 1)).toBeNull();
    sameMap(r.replayed(r.copies.length - 2, r.copies.length - 1), r.grid);
    r.deltas.restart(r.copies.length - 1);
    expect(r.deltas.since(r.copies.length - 2, r.copies.length - 1)).toBeNull();
  });
});
