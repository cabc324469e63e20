// The one place a unit type (a named movement profile: Infantry, Tank, Boat) turns into the costs
// and passability a level check is measured with. A grid that carries the map's unit types (the
// command line's, read from a project) gives the unit's palette (grid/unitTypes.ts); the search
// worker's grids carry none, because the app already sends each unit type's map as a map of its own
// (the search client's unitTypeSource), so there the grid is the unit's already.
import type { Grid } from '../grid/grid';
import { gridForUnitType } from '../grid/unitTypes';

/** The grid `unit` moves on: the map with that unit type's costs (absent or null: the map's own). Throws a UnitTypeError for a name the map lacks. */
export function gridForUnit(grid: Grid, unit: string | null | undefined): Grid {
  return unit && grid.unitTypes !== undefined ? gridForUnitType(grid, unit) : grid;
}
