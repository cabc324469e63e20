// Unit type edits as undoable commands: add one (starting from the map's own costs), rename it,
// delete it, set what one terrain costs it or make the terrain impassable for it. Each command swaps
// the map's list of unit types for a new one, so undo puts back the list as it was.
import type { Grid } from '../grid/grid';
import { copyUnitTypes, MAX_UNIT_TYPES, unitCostProblem, unitTypeNameProblem, type UnitType } from '../grid/unitTypes';
import type { EditCommand } from './history';
import { PaletteEditError } from './palette';

/** A command that replaces the map's unit types with `after`. */
function replaceUnitTypes(grid: Grid, after: UnitType[]): EditCommand {
  const before = copyUnitTypes(grid.unitTypes);
  const kept = copyUnitTypes(after);
  const set = (g: Grid, list: UnitType[] | undefined) => {
    if (list?.length) g.unitTypes = copyUnitTypes(list);
    else delete g.unitTypes;
  };
  return {
    bytes: 256 + 64 * after.length * grid.palette.length,
    area: 'all',
    reportCells: () => {}, // costs changed, cells did not
    redo: (g) => set(g, kept),
    undo: (g) => set(g, before),
  };
}

/** Adds unit type `name`, paying what the map's palette says for every terrain (edited from there). */
export function addUnitType(grid: Grid, name: string): EditCommand {
  const list = grid.unitTypes ?? [];
  if (list.length >= MAX_UNIT_TYPES) throw new PaletteEditError(`A map can have at most ${MAX_UNIT_TYPES} unit types; delete one before adding another.`);
  const problem = unitTypeNameProblem(name, list);
  if (problem) throw new PaletteEditError(problem);
  const costs = grid.palette.map((t) => (t.passable ? t.cost : null));
  return replaceUnitTypes(grid, [...list, { name: name.trim(), costs }]);
}

/** The unit type at `index`, or a PaletteEditError saying to pick one. */
function unitAt(grid: Grid, index: number): UnitType {
  const unit = grid.unitTypes?.[index];
  if (!unit) throw new PaletteEditError(`There is no unit type number ${index + 1}; pick one from the list.`);
  return unit;
}

/** Renames the unit type at `index`. */
export function renameUnitType(grid: Grid, index: number, name: string): EditCommand {
  unitAt(grid, index);
  const list = grid.unitTypes!;
  const problem = unitTypeNameProblem(name, list, index);
  if (problem) throw new PaletteEditError(problem);
  return replaceUnitTypes(grid, list.map((u, i) => (i === index ? { ...u, name: name.trim() } : u)));
}

/** Deletes the unit type at `index` (searches that picked it search with the map's costs). */
export function deleteUnitType(grid: Grid, index: number): EditCommand {
  unitAt(grid, index);
  return replaceUnitTypes(grid, grid.unitTypes!.filter((_, i) => i !== index));
}

/** Sets what terrain `terrain` costs the unit type at `index`: a cost, or null for impassable. */
export function setUnitCost(grid: Grid, index: number, terrain: number, cost: number | null): EditCommand {
  const unit = unitAt(grid, index);
  const type = grid.palette[terrain];
  if (!type) throw new PaletteEditError(`There is no terrain type number ${terrain}; pick one from the palette.`);
  const problem = unitCostProblem(unit.name, type.name, cost);
  if (problem) throw new PaletteEditError(problem, 'cost');
  // Terrains added after the unit type cost what the map says until set: fill them in up to this one.
  const costs = grid.palette.map((t, i) => (i === terrain ? cost : i < unit.costs.length ? unit.costs[i]! : t.passable ? t.cost : null));
  return replaceUnitTypes(grid, grid.unitTypes!.map((u, i) => (i === index ? { ...u, costs: costs.slice(0, Math.max(unit.costs.length, terrain + 1)) } : u)));
}
