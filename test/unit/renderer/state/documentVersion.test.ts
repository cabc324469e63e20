// The document's version counts every change a project file would record, so "this result is
// stale" and the dirty mark notice a moved goal as surely as a painted cell.
import { describe, expect, it } from 'vitest';
import { editTerrainType } from '../../../../src/shared/edit/palette';
import { TestEditor } from '../tools/testEditor';

describe('MapDocument version', () => {
  it('moves when the start or the goal moves, and not when a marker is dropped where it was', () => {
    const t = new TestEditor(8, 8);
    const v0 = t.doc.version;
    t.use('goal').click(5, 5);
    expect(t.doc.goal).toBe(45);
    expect(t.doc.version).toBe(v0 + 1);
    t.use('goal').click(5, 5);
    expect(t.doc.version).toBe(v0 + 1);
    t.use('start').click(1, 1);
    expect(t.doc.version).toBe(v0 + 2);
  });

  it('moves with painting, palette edits, undo and redo, while the worker revision ignores markers', () => {
    const t = new TestEditor(8, 8);
    const v0 = t.doc.version, r0 = t.doc.revision;
    t.use('brush', { terrain: 3 }).click(2, 2);
    expect(t.doc.version).toBe(v0 + 1);
    t.doc.history.execute('terrain type edit', editTerrainType(t.doc.grid, 1, { cost: 3 }));
    expect(t.doc.version).toBe(v0 + 2);
    t.doc.history.undo();
    t.doc.history.redo();
    expect(t.doc.version).toBe(v0 + 4);
    const r1 = t.doc.revision;
    expect(r1).toBe(r0 + 4);
    t.use('start').click(0, 0);
    expect(t.doc.revision).toBe(r1);
    expect(t.doc.version).toBe(v0 + 5);
  });

  it('moves when Escape puts a dragged marker back', () => {
    const t = new TestEditor(8, 8);
    t.use('goal').click(3, 3);
    const v = t.doc.version;
    t.down(3, 3).move(6, 6);
    expect(t.doc.version).toBe(v + 1);
    t.tools.cancel();
    expect(t.doc.goal).toBe(27);
    expect(t.doc.version).toBe(v + 2);
  });

  it('makes a dragged marker one undo step, undone and redone without touching the worker revision', () => {
    const t = new TestEditor(8, 8);
    t.use('start').click(1, 1);
    const r = t.doc.revision, v = t.doc.version;
    t.down(1, 1).move(3, 2).move(5, 4);
    t.up(5, 4);
    expect(t.doc.start).toBe(4 * 8 + 5);
    expect(t.doc.history.undoLabel).toBe('move start');
    t.doc.history.undo();
    expect(t.doc.start).toBe(9);
    t.doc.history.redo();
    expect(t.doc.start).toBe(37);
    expect(t.doc.revision).toBe(r);
    expect(t.doc.version).toBe(v + 4); // two cells dragged over, undo, redo
  });
});
