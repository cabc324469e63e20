// The one place a unit type (a named movement profile: Infantry, Tank, Boat) turns into the costs
// and passability a level check is measured with. Profiles are not part of the map yet, so every
// name resolves to the map's own palette today; when profiles land, this function looks the name up
// in the map's profile table and returns a grid whose palette carries that profile's costs.
import type { Grid } from '../grid/grid';

/** The grid `unit` moves on: the map with that profile's costs (absent or null: the map's own). */
export function gridForUnit(grid: Grid, unit: string | null | undefined): Grid {
  void unit; // every profile moves by the map's own costs until profiles exist
  return grid;
}
