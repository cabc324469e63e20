// Unit types (movement profiles): named sets of terrain costs, such as Infantry, Tank and Boat, each
// saying per terrain type what entering it costs that unit, or that it cannot enter at all. The
// map's own palette costs are the default unit type (named DEFAULT_UNIT_TYPE_LABEL, picked by the
// empty name), so a map without unit types searches exactly as before. `gridForUnitType` is the one
// place a unit type turns into the costs a search reads: a grid whose palette carries its costs.
import type { Grid } from './grid';
import { isTerrainCost, MAX_TERRAIN_COST, MIN_TERRAIN_COST } from './limits';
import type { TerrainType } from './terrain';

/** One movement profile. */
export interface UnitType {
  /** Its name, unique on the map (a search names the unit type it moves as). */
  name: string;
  /**
   * Per terrain type (palette index): what entering a cell of it costs the unit, or null when the
   * unit cannot enter it. A terrain past the end (added after the unit type) costs what the map says.
   */
  costs: (number | null)[];
}

/** The name the app and the command line give the map's own costs (a search picks it with the empty name). */
export const DEFAULT_UNIT_TYPE_LABEL = 'Map costs';
/** At most this many unit types per map (a compare shows four panes; a few more are for choosing from). */
export const MAX_UNIT_TYPES = 16;
/** Longest unit type name. */
export const MAX_UNIT_TYPE_NAME = 40;

/** A unit type the map does not have, or one that cannot be stored; the message says what to do. */
export class UnitTypeError extends Error {
  override readonly name = 'UnitTypeError';
}

/** What unit type `unit` pays for terrain `index` of `palette`: its own entry, else the map's. */
export function unitTerrain(palette: readonly TerrainType[], unit: UnitType, index: number): TerrainType {
  const t = palette[index]!;
  const cost = unit.costs[index];
  if (cost === undefined) return t;
  return cost === null ? { ...t, passable: false } : { ...t, cost, passable: true };
}

/** The palette as unit type `unit` sees it: same names and colours, its costs and passability. */
export function unitPalette(palette: readonly TerrainType[], unit: UnitType): TerrainType[] {
  return palette.map((_, i) => unitTerrain(palette, unit, i));
}

/** The names of a map's unit types, the default first, as a sentence lists them. */
export function unitTypeNames(unitTypes: readonly UnitType[] | undefined): string {
  return [`"${DEFAULT_UNIT_TYPE_LABEL}" (the map's own costs)`, ...(unitTypes ?? []).map((u) => `"${u.name}"`)].join(', ');
}

/** The sentence for a unit type name the map does not have. */
export function unknownUnitTypeProblem(name: string, unitTypes: readonly UnitType[] | undefined): string {
  return `This map has no unit type "${name}"; pick one of ${unitTypeNames(unitTypes)}.`;
}

/** The unit type named `name` on `grid`, null for the map's own costs (the empty name); throws a UnitTypeError for a name it lacks. */
export function findUnitType(grid: Pick<Grid, 'unitTypes'>, name: string): UnitType | null {
  if (name === '' || name === DEFAULT_UNIT_TYPE_LABEL) return null;
  const unit = grid.unitTypes?.find((u) => u.name === name);
  if (!unit) throw new UnitTypeError(unknownUnitTypeProblem(name, grid.unitTypes));
  return unit;
}

/**
 * The map as unit type `name` searches it: the same cells and heights (shared, not copied), the
 * palette with the unit type's costs. The empty name gives `grid` itself. Throws a UnitTypeError
 * for a name the map lacks.
 */
export function gridForUnitType<G extends Grid>(grid: G, name: string): G {
  const unit = findUnitType(grid, name);
  if (!unit) return grid;
  return { ...grid, palette: unitPalette(grid.palette, unit), unitTypes: undefined };
}

/** Why `name` cannot name a new or renamed unit type on a map with `unitTypes` (`except`: the one being renamed), or null. */
export function unitTypeNameProblem(name: string, unitTypes: readonly UnitType[], except = -1): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'A unit type needs a name; type one in (Infantry, Tank, Boat…).';
  if (trimmed.length > MAX_UNIT_TYPE_NAME) return `A unit type's name may be at most ${MAX_UNIT_TYPE_NAME} characters; shorten "${trimmed.slice(0, 20)}…".`;
  if (trimmed === DEFAULT_UNIT_TYPE_LABEL) return `"${DEFAULT_UNIT_TYPE_LABEL}" is the name of the map's own costs; pick another name.`;
  if (unitTypes.some((u, i) => i !== except && u.name === trimmed)) return `There is already a unit type "${trimmed}"; pick another name.`;
  return null;
}

/** Why a unit type's cost entry cannot be stored, or null. */
export function unitCostProblem(unit: string, terrain: string, cost: number | null): string | null {
  if (cost === null || isTerrainCost(cost)) return null;
  return `"${unit}" on "${terrain}" costs ${cost}; a cost must be between ${MIN_TERRAIN_COST} and ${MAX_TERRAIN_COST} (1 is ordinary ground), or mark the terrain impassable for it.`;
}

/** A deep copy of a list of unit types (they are edited as values: every edit makes new ones). */
export function copyUnitTypes(unitTypes: readonly UnitType[] | undefined): UnitType[] | undefined {
  return unitTypes?.map((u) => ({ name: u.name, costs: u.costs.slice() }));
}

/**
 * What is wrong with a list of unit types read from outside (a journal, a file) for a palette of
 * `terrainTypes`, or null. Names from the file reach the sentence through `quote` (a file's reader
 * passes one that escapes what a terminal would obey).
 */
export function unitTypesProblem(unitTypes: unknown, terrainTypes: number, quote: (name: string) => string = (n) => `"${n}"`): string | null {
  if (unitTypes === undefined) return null;
  if (!Array.isArray(unitTypes) || unitTypes.length > MAX_UNIT_TYPES) return `The unit types must be a list of at most ${MAX_UNIT_TYPES}.`;
  const seen: UnitType[] = [];
  for (const [i, u] of (unitTypes as unknown[]).entries()) {
    const unit = u as Partial<UnitType> | null;
    const which = `Unit type ${i + 1}`;
    if (typeof unit !== 'object' || unit === null || typeof unit.name !== 'string' || !Array.isArray(unit.costs)) return `${which} must have a name and a list of costs.`;
    const named = `${which} (${quote(unit.name)})`;
    const name = unit.name;
    const twin = seen.findIndex((s) => s.name === name.trim());
    if (twin >= 0) return `${named} has the name of unit type ${twin + 1}; give each unit type its own name.`;
    if (unitTypeNameProblem(unit.name, []) || unit.name !== unit.name.trim())
      return `${named} needs a name of 1 to ${MAX_UNIT_TYPE_NAME} characters, without spaces at its ends, other than "${DEFAULT_UNIT_TYPE_LABEL}".`;
    if (unit.costs.length > terrainTypes) return `${named} lists ${unit.costs.length} terrain costs, but the palette has ${terrainTypes} types.`;
    for (const [t, c] of unit.costs.entries()) {
      if (c === null || (typeof c === 'number' && isTerrainCost(c))) continue;
      return `${named} gives terrain ${t + 1} the cost ${typeof c === 'number' ? c : quote(String(c))}; a cost must be a number between ${MIN_TERRAIN_COST} and ${MAX_TERRAIN_COST}, or null where the unit cannot enter.`;
    }
    seen.push(unit as UnitType);
  }
  return null;
}

/** The unit types after terrain `index` is deleted from the palette: its cost goes from each. */
export function withoutTerrain(unitTypes: readonly UnitType[] | undefined, index: number): UnitType[] | undefined {
  return unitTypes?.map((u) => ({ name: u.name, costs: u.costs.filter((_, i) => i !== index) }));
}
