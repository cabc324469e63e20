// The Point tool and the points' and rules' edits: placing in the group named beside the tools,
// dragging, renaming (followed into the rules that name the point), refusals with a sentence, a
// resize moving or dropping points, each change one undo step that marks the project changed.
import { describe, expect, it } from 'vitest';
import { addCheck, deletePoint, regroupPoint, removeCheck, renamePoint } from '../../../../src/renderer/state/levelEdits';
import { TestEditor } from './testEditor';

describe('the Point tool and point edits', () => {
  it('places named points in the group named beside the tools, each one undo step', () => {
    const t = new TestEditor(10, 6).use('point', { pointGroup: 'Team A' }).click(1, 2);
    t.use('point', { pointGroup: 'Team B' }).click(8, 3);
    expect(t.doc.points).toEqual([
      { name: 'Point 1', group: 'Team A', cell: 21 },
      { name: 'Point 2', group: 'Team B', cell: 38 },
    ]);
    expect(t.doc.undoLabel).toBe('place point');
    t.doc.history.undo();
    expect(t.doc.points.map((p) => p.name)).toEqual(['Point 1']);
  });

  it('drags a point as one undo step that marks the project changed', () => {
    const t = new TestEditor(10, 6).use('point').click(1, 1);
    const version = t.doc.version;
    t.drag([[1, 1], [2, 1], [4, 3]]);
    expect(t.doc.points[0]!.cell).toBe(34);
    expect(t.doc.version).toBeGreaterThan(version);
    expect(t.doc.undoLabel).toBe('move point');
    t.doc.history.undo();
    expect(t.doc.points[0]!.cell).toBe(11);
    expect(t.doc.points).toHaveLength(1);
  });

  it('renames a point and the rules that name it in one step; refuses a taken or empty name', () => {
    const t = new TestEditor(10, 6).use('point', { pointGroup: 'Team A' }).click(1, 1).click(5, 5);
    expect(addCheck(t.doc, { kind: 'reaches', from: { point: 'Point 1' }, to: { point: 'Point 2' } })).toBeNull();
    expect(renamePoint(t.doc, 0, '  Spawn A ')).toBeNull();
    expect(t.doc.points[0]!.name).toBe('Spawn A');
    expect(t.doc.checks[0]).toEqual({ kind: 'reaches', from: { point: 'Spawn A' }, to: { point: 'Point 2' } });
    t.doc.history.undo();
    expect(t.doc.checks[0]).toEqual({ kind: 'reaches', from: { point: 'Point 1' }, to: { point: 'Point 2' } });
    expect(renamePoint(t.doc, 1, 'Point 1')).toBe('There is already a point named "Point 1"; pick another name.');
    expect(renamePoint(t.doc, 1, ' ')).toBe('Give the point a name, such as "Spawn A".');
    expect(regroupPoint(t.doc, 1, '')).toBe('Give the group a name, such as "Team A".');
    expect(regroupPoint(t.doc, 1, 'Objectives')).toBeNull();
    expect(t.doc.points[1]!.group).toBe('Objectives');
  });

  it('refuses a rule that cannot be one, with a sentence; removes rules and points as undo steps', () => {
    const t = new TestEditor(10, 6).use('point').click(1, 1);
    expect(addCheck(t.doc, { kind: 'fair', groups: ['Team A'], to: { point: 'Point 1' }, percent: 5 })).toBe('Name at least two groups to compare, such as Team A and Team B.');
    expect(addCheck(t.doc, { kind: 'pockets', cells: Number.NaN })).toBe('The cell count must be a whole number from 0 to 1e+12, such as 50.');
    expect(t.doc.checks).toEqual([]);
    expect(addCheck(t.doc, { kind: 'pockets', cells: 5 })).toBeNull();
    removeCheck(t.doc, 0);
    expect(t.doc.checks).toEqual([]);
    deletePoint(t.doc, 0);
    expect(t.doc.points).toEqual([]);
    t.doc.history.undo();
    t.doc.history.undo();
    expect(t.doc.points).toHaveLength(1);
    expect(t.doc.checks).toHaveLength(1);
  });

  it('moves points with a resize, dropping those cut off, and undo brings them back', () => {
    const t = new TestEditor(10, 6).use('point').click(1, 1).click(8, 4);
    t.doc.resize(6, 6, 'top-left', 0);
    expect(t.doc.points).toEqual([{ name: 'Point 1', group: 'Team A', cell: 7 }]);
    t.doc.history.undo();
    expect(t.doc.points.map((p) => p.cell)).toEqual([11, 48]);
  });
});
