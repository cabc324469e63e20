// Palette edits: add, edit and delete terrain types, each undoable.
import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../../../src/shared/edit/history';
import { addTerrainType, deleteTerrainType, editTerrainType, PaletteEditError, terrainTypeProblem } from '../../../../src/shared/edit/palette';
import { createGrid } from '../../../../src/shared/grid/grid';
import { DEFAULT_PALETTE, defaultPalette } from '../../../../src/shared/grid/terrain';
import { gridFromArt, terrainArt } from './art';

const names = (grid: { palette: { name: string }[] }) => grid.palette.map((t) => t.name).join(',');
const lava = { name: 'Lava', color: 0xff4400, cost: 9, passable: true };

describe('palette edits', () => {
  it('add a type at the end, and undo removes it', () => {
    const grid = createGrid(2, 2);
    const history = new EditHistory(grid);
    history.execute('add terrain type', addTerrainType(grid, lava));
    expect(grid.palette[7]).toEqual(lava);
    history.undo();
    expect(grid.palette).toEqual(defaultPalette());
    history.redo();
    expect(names(grid)).toMatch(/,Lava$/);
  });

  it('edit a type’s fields, and undo restores them', () => {
    const grid = createGrid(2, 2);
    const history = new EditHistory(grid);
    history.execute('edit terrain type', editTerrainType(grid, 4, { cost: 6, passable: false }));
    expect(grid.palette[4]).toEqual({ ...DEFAULT_PALETTE[4], cost: 6, passable: false });
    history.undo();
    expect(grid.palette[4]).toEqual(DEFAULT_PALETTE[4]);
  });

  it('delete a type: its cells become the fill type, higher indices shift down, undo restores every byte', () => {
    const grid = gridFromArt('0123', '4561', '2222');
    const history = new EditHistory(grid);
    history.execute('delete terrain type', deleteTerrainType(grid, 2));
    expect(names(grid)).toBe('Ground,Road,Forest,Swamp,Water,Wall');
    expect(terrainArt(grid)).toBe('0102\n3451\n0000');
    history.undo();
    expect(terrainArt(grid)).toBe('0123\n4561\n2222');
    expect(grid.palette).toEqual(defaultPalette());
    history.redo();
    expect(terrainArt(grid)).toBe('0102\n3451\n0000');
  });

  it('delete a type into a chosen replacement, including the fill type itself', () => {
    const grid = gridFromArt('0156');
    const history = new EditHistory(grid);
    history.execute('delete terrain type', deleteTerrainType(grid, 1, 6));
    expect(terrainArt(grid)).toBe('0545');
    history.execute('delete terrain type', deleteTerrainType(grid, 0));
    expect(names(grid)).toBe('Grass,Forest,Swamp,Water,Wall');
    expect(terrainArt(grid)).toBe('0434');
    history.undo();
    history.undo();
    expect(terrainArt(grid)).toBe('0156');
  });

  it('refuse impossible edits with a sentence that says what to do', () => {
    const grid = createGrid(1, 1, 0, [DEFAULT_PALETTE[0]!].map((t) => ({ ...t })));
    expect(() => deleteTerrainType(grid, 0)).toThrow(/at least one terrain type/);
    expect(() => addTerrainType(grid, { ...lava, cost: 0 })).toThrow(PaletteEditError);
    expect(() => editTerrainType(grid, 0, { name: ' ' })).toThrow(/needs a name/);
    expect(() => editTerrainType(grid, 3, { cost: 2 })).toThrow(/no terrain type number 3/);
    const full = createGrid(1, 1, 0, Array.from({ length: 256 }, () => ({ ...lava })));
    expect(() => addTerrainType(full, lava)).toThrow(/at most 256/);
  });
  it('refuse a cost outside 0.001 … 1000000, naming the terrain and the field, and keep the palette as it was', () => {
    const grid = createGrid(1, 1, 0, [DEFAULT_PALETTE[0]!].map((t) => ({ ...t })));
    for (const cost of [1e-8, 0, -2, 1e305, Number.NaN]) {
      let error: unknown = null;
      try {
        editTerrainType(grid, 0, { cost });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(PaletteEditError);
      expect((error as PaletteEditError).field).toBe('cost');
      expect((error as PaletteEditError).message).toContain('"Ground"');
      expect(grid.palette[0]!.cost).toBe(1);
    }
    expect(terrainTypeProblem({ ...lava, cost: 1e-8 })?.message).toBe(
      'Terrain "Lava" costs 1e-8; a cost must be between 0.001 and 1000000 (1 is ordinary ground). Set a cost in that range.',
    );
    expect(terrainTypeProblem({ ...lava, cost: Number.NaN })?.message).toBe('Type a cost for "Lava" from 0.001 to 1000000 (1 is ordinary ground).');
    expect(terrainTypeProblem({ ...lava, name: '' })?.field).toBe('name');
    expect(terrainTypeProblem({ ...lava, cost: 1e-3 })).toBeNull();
    expect(terrainTypeProblem({ ...lava, cost: 1e6 })).toBeNull();
  });
});
