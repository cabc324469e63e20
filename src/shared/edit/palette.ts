// Palette edits as undoable commands: add a terrain type, change its fields, delete it.
// Deleting rewrites cell indices (cells of the type take a replacement, higher indices shift
// down), which is the one palette edit whose cost is the whole map.
import type { Grid } from '../grid/grid';
import { isTerrainCost, MAX_TERRAIN_COST, MIN_TERRAIN_COST, terrainCostProblem } from '../grid/limits';
import { MAX_TERRAIN_TYPES, type TerrainType } from '../grid/terrain';
import type { EditCommand } from './history';
import { copyUnitTypes, withoutTerrain } from '../grid/unitTypes';

/** A field of a terrain type the palette lets a person type into. */
export type TerrainField = 'name' | 'color' | 'cost';

/** A palette edit the user asked for but the map cannot take; the message says what to do. */
export class PaletteEditError extends Error {
  constructor(
    message: string,
    /** The field at fault, when one is. */
    readonly field: TerrainField | null = null,
  ) {
    super(message);
    this.name = 'PaletteEditError';
  }
}

/** What is wrong with a terrain type (the first problem, and its field), or null when it can be stored and searched. */
export function terrainTypeProblem(type: TerrainType): { field: TerrainField; message: string } | null {
  if (!type.name.trim()) return { field: 'name', message: 'A terrain type needs a name; type one in.' };
  if (!Number.isInteger(type.color) || type.color < 0 || type.color > 0xffffff)
    return { field: 'color', message: `"${type.name}" has an invalid colour; pick one from the colour picker.` };
  if (!Number.isFinite(type.cost))
    return { field: 'cost', message: `Type a cost for "${type.name}" from ${MIN_TERRAIN_COST} to ${MAX_TERRAIN_COST} (1 is ordinary ground).` };
  if (!isTerrainCost(type.cost)) return { field: 'cost', message: terrainCostProblem(type.name, type.cost) };
  return null;
}

/** Throws a PaletteEditError unless the type can be stored and searched. */
export function validateTerrainType(type: TerrainType): void {
  const problem = terrainTypeProblem(type);
  if (problem) throw new PaletteEditError(problem.message, problem.field);
}

/** Appends a terrain type (its index is the palette length before the edit). */
export function addTerrainType(grid: Grid, type: TerrainType): EditCommand {
  validateTerrainType(type);
  if (grid.palette.length >= MAX_TERRAIN_TYPES)
    throw new PaletteEditError(`A map can have at most ${MAX_TERRAIN_TYPES} terrain types; delete one before adding another.`);
  const added = { ...type };
  return {
    bytes: 128,
    area: 'all',
    reportCells: () => {}, // no cell changes: observers see the palette grow
    redo: (g) => void g.palette.push({ ...added }),
    undo: (g) => void g.palette.pop(),
  };
}

/** Changes some fields of one type (name, colour, cost, passable). */
export function editTerrainType(grid: Grid, index: number, patch: Partial<TerrainType>): EditCommand {
  const old = grid.palette[index];
  if (!old) throw new PaletteEditError(`There is no terrain type number ${index}; pick one from the palette.`);
  const before = { ...old };
  const after = { ...old, ...patch };
  validateTerrainType(after);
  return {
    bytes: 256,
    area: 'all',
    reportCells: () => {},
    redo: (g) => void (g.palette[index] = { ...after }),
    undo: (g) => void (g.palette[index] = { ...before }),
  };
}

/**
 * Deletes type `index`. Its cells become `replacement` (an index in the palette before the
 * edit; default the fill type 0, or 1 when deleting type 0), and every higher index shifts
 * down by one. Undo restores the type and the exact bytes of every cell.
 */
export function deleteTerrainType(grid: Grid, index: number, replacement = index === 0 ? 1 : 0): EditCommand {
  const removed = grid.palette[index];
  if (!removed) throw new PaletteEditError(`There is no terrain type number ${index}; pick one from the palette.`);
  if (grid.palette.length === 1) throw new PaletteEditError('A map needs at least one terrain type; add another before deleting this one.');
  if (replacement === index || !grid.palette[replacement])
    throw new PaletteEditError(`Cells of "${removed.name}" need another existing terrain type to become.`);
  const shiftedReplacement = replacement > index ? replacement - 1 : replacement;
  const saved = { ...removed };
  // Unit types list a cost per terrain: the deleted type's goes with it, and comes back on undo.
  const unitsBefore = copyUnitTypes(grid.unitTypes);
  const unitsAfter = withoutTerrain(grid.unitTypes, index);
  let cellsOfType: Int32Array | null = null; // runs of the deleted type's cells, found on first apply
  return {
    get bytes() {
      return 256 + (cellsOfType?.byteLength ?? 0);
    },
    area: 'all',
    // Every index above the deleted one shifts: the whole layer changes.
    reportCells: (report) => report('terrain', 0, grid.width * grid.height),
    redo(g) {
      const found = removeIndex(g.terrain, index, shiftedReplacement);
      cellsOfType ??= found;
      g.palette.splice(index, 1);
      if (unitsAfter) g.unitTypes = copyUnitTypes(unitsAfter);
    },
    undo(g) {
      const t = g.terrain;
      for (let i = 0; i < t.length; i++) if (t[i]! >= index) t[i] = t[i]! + 1;
      const runs = cellsOfType!;
      for (let r = 0; r < runs.length; r += 2) t.fill(index, runs[r]!, runs[r]! + runs[r + 1]!);
      g.palette.splice(index, 0, { ...saved });
      if (unitsBefore) g.unitTypes = copyUnitTypes(unitsBefore);
    },
  };
}

/** Rewrites the layer for a deleted index; returns the cells that had it, as [start, length] runs. */
function removeIndex(terrain: Uint8Array, index: number, replacement: number): Int32Array {
  const runs: number[] = [];
  for (let i = 0; i < terrain.length; i++) {
    const v = terrain[i]!;
    if (v < index) continue;
    if (v > index) {
      terrain[i] = v - 1;
      continue;
    }
    terrain[i] = replacement;
    const last = runs.length - 2;
    if (last >= 0 && runs[last]! + runs[last + 1]! === i) runs[last + 1]!++;
    else runs.push(i, 1);
  }
  return Int32Array.from(runs);
}
