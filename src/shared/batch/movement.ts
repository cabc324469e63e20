// Movement rules: the part of a configuration that decides which paths exist and what they cost
// (topology, corner rule, diagonal cost, height costs: the options the table marks `movement`). Configurations that share them share one
// optimum per pair and one reachability labelling, so each is computed once.
import { movementKey, movementOf, type Movement } from '../engine/searchOptions/options';
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../engine/types';
import type { Grid } from '../grid/grid';
import { findUnitType, unitPalette } from '../grid/unitTypes';

/** Which options are movement rules is said by the table of search options (`movement`). */
export { movementKey, movementOf, type Movement };

/** The distinct movement rules among `options`, in first-seen order. */
export function distinctMovements(options: readonly SearchOptions[]): Movement[] {
  const seen = new Map<string, Movement>();
  for (const o of options) {
    const m = movementOf(o);
    if (!seen.has(movementKey(m))) seen.set(movementKey(m), m);
  }
  return [...seen.values()];
}

/**
 * The search that finds the optimum under `movement`: Dijkstra, untraced, unbounded, and no
 * "closest cell" path when the goal cannot be reached (its cost would not be an optimum).
 */
export function optimumOptions(movement: Movement): SearchOptions {
  return {
    ...DEFAULT_SEARCH_OPTIONS,
    ...movementOf(movement),
    algorithm: 'dijkstra',
    heuristic: 'zero',
    weight: 1,
    closestIfUnreachable: false,
    maxExpansions: 0,
    recordTrace: false,
  };
}

/**
 * Whether a scenario file's listed optimum is this configuration's optimum: MovingAI lists lengths
 * for 8 neighbours, no corner cutting, √2 diagonals, free turns and every passable cell costing 1, so only a
 * configuration with those rules on a map whose passable cells all cost 1 may use it.
 */
export function listedOptimumApplies(map: Pick<Grid, 'palette' | 'heights' | 'terrain' | 'unitTypes'>, movement: Movement): boolean {
  // A unit type's costs are what its paths pay (grid/unitTypes.ts).
  const unit = movement.unitType ? findUnitType(map, movement.unitType) : null;
  const grid = unit ? { ...map, palette: unitPalette(map.palette, unit) } : map;
  return (
    movement.topology === 'square8' &&
    movement.cornerRule === 'no-cutting' &&
    movement.diagonalCost === 'sqrt2' &&
    (movement.heightCosting === null || grid.heights === null) &&
    movement.turnCost === 0 &&
    passableCellsCostOne(grid)
  );
}

/** Every passable cell on the map costs 1 (terrains of other costs may be in the palette, unused). */
function passableCellsCostOne(grid: Pick<Grid, 'palette' | 'terrain'>): boolean {
  const other = grid.palette.map((t) => t.passable && t.cost !== 1);
  if (!other.includes(true)) return true;
  const used = new Uint8Array(256);
  for (let c = 0; c < grid.terrain.length; c++) used[grid.terrain[c]!] = 1;
  return !other.some((o, i) => o && used[i] === 1);
}
