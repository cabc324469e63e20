// Unit type edits are undoable commands like palette edits: add, rename, delete and set a cost each
// make one undo entry that restores the list as it was; deleting a terrain type takes its cost out
// of every unit type and undo puts it back.
import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../../../src/shared/edit/history';
import { deleteTerrainType, PaletteEditError } from '../../../../src/shared/edit/palette';
import { addUnitType, deleteUnitType, renameUnitType, setUnitCost } from '../../../../src/shared/edit/unitTypeEdits';
import { createGrid } from '../../../../src/shared/grid/grid';
import { MapDeltaRecorder } from '../../../../src/shared/edit/mapDeltaRecorder';
import { applyMapDeltas } from '../../../../src/shared/edit/mapEdit';

function editedMap() {
  const grid = createGrid(4, 3);
  return { grid, history: new EditHistory(grid) };
}

describe('unit type edits', () => {
  it('adds a unit type paying the map\'s costs, edits it, and undoes each step', () => {
    const { grid, history } = editedMap();
    history.execute('add unit type', addUnitType(grid, ' Tank '));
    expect(grid.unitTypes).toEqual([{ name: 'Tank', costs: [1, 0.5, 1.5, 2, 4, null, null] }]);
    history.execute('set', setUnitCost(grid, 0, 3, null));
    history.execute('set', setUnitCost(grid, 0, 5, 3));
    expect(grid.unitTypes![0]!.costs).toEqual([1, 0.5, 1.5, null, 4, 3, null]);
    history.execute('rename', renameUnitType(grid, 0, 'Heavy tank'));
    expect(grid.unitTypes![0]!.name).toBe('Heavy tank');
    history.undo();
    history.undo();
    expect(grid.unitTypes).toEqual([{ name: 'Tank', costs: [1, 0.5, 1.5, null, 4, null, null] }]);
    history.execute('delete', deleteUnitType(grid, 0));
    expect(grid.unitTypes).toBeUndefined();
    history.undo();
    expect(grid.unitTypes![0]!.name).toBe('Tank');
  });

  it('refuses a duplicate or empty name and a cost out of bounds, with a sentence, changing nothing', () => {
    const { grid, history } = editedMap();
    history.execute('add', addUnitType(grid, 'Tank'));
    expect(() => addUnitType(grid, 'Tank')).toThrow(PaletteEditError);
    expect(() => renameUnitType(grid, 0, '  ')).toThrow('A unit type needs a name');
    expect(() => setUnitCost(grid, 0, 1, 0)).toThrow(/"Tank" on "Road" costs 0; a cost must be between/);
    expect(() => setUnitCost(grid, 3, 1, 1)).toThrow('There is no unit type number 4');
    expect(grid.unitTypes).toEqual([{ name: 'Tank', costs: [1, 0.5, 1.5, 2, 4, null, null] }]);
  });

  it('takes a deleted terrain\'s cost out of every unit type, and undo puts it back', () => {
    const { grid, history } = editedMap();
    history.execute('add', addUnitType(grid, 'Tank'));
    history.execute('delete forest', deleteTerrainType(grid, 3));
    expect(grid.unitTypes![0]!.costs).toEqual([1, 0.5, 1.5, 4, null, null]);
    history.undo();
    expect(grid.unitTypes![0]!.costs).toEqual([1, 0.5, 1.5, 2, 4, null, null]);
  });
});

describe('unit type edits as map deltas', () => {
  it('reach a copy of the map through the palette delta, and undo takes them back there too', () => {
    const { grid, history } = editedMap();
    const copy = createGrid(4, 3);
    const recorder = new MapDeltaRecorder(history, () => ({ start: -1, goal: -1 }));
    const follow = () => applyMapDeltas(copy, { start: -1, goal: -1 }, recorder.take());
    history.execute('add', addUnitType(grid, 'Tank'));
    history.execute('set', setUnitCost(grid, 0, 0, 7));
    follow();
    expect(copy.unitTypes).toEqual([{ name: 'Tank', costs: [7, 0.5, 1.5, 2, 4, null, null] }]);
    history.undo();
    history.undo();
    follow();
    expect(copy.unitTypes).toBeUndefined();
  });
});
