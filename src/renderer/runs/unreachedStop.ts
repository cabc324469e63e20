// Which stop a live route could not reach, named as the views say it ("Waypoint 2", "Goal"), and
// the usual reason: the stop stands on terrain the pane's unit cannot enter. Without it the card
// over the map said "Goal unreachable" for a route that stopped at a waypoint placed on water, and
// the closest cell it named lay beside the waypoint, far from the goal.
import type { SearchResult } from '../../shared/engine/index';
import type { Route } from '../../shared/engine/route';
import type { Grid } from '../../shared/grid/grid';
import { findUnitType, unitTerrain, UnitTypeError } from '../../shared/grid/unitTypes';

/** A stop the route did not reach. */
export interface UnreachedStop {
  /** "Waypoint 2" or "Goal", as a headline starts. */
  name: string;
  /** The same, as a sentence goes on ("waypoint 2", "the goal"). */
  inSentence: string;
  /** Why, when the stop stands on terrain the unit cannot enter; else null. */
  blocked: BlockedStop | null;
}

/** A stop on terrain the unit cannot enter. */
export interface BlockedStop {
  /** The terrain's name, for the status bar's short clause ("it stands on Water"). */
  terrain: string;
  /** The whole sentence with what to do, for the card over the map and the Result section. */
  sentence: string;
}

/** What a route is searched over: the map, its waypoints in order, and the unit type the pane picked. */
export interface RouteMap {
  grid: Grid;
  waypoints: readonly number[];
  unitType: string;
}

/**
 * The stop `route` stopped short of, or null when it reached the goal (or gave up another way:
 * budget, cancel). A run's direct search: runUnreachedStop.
 */
export function unreachedStop(route: Route, map: RouteMap): UnreachedStop | null {
  if (route.result.status !== 'unreachable' || route.legs.length === 0) return null;
  const k = route.legs.length, stop = route.legs[k - 1]!.to;
  const waypoint = k <= map.waypoints.length && map.waypoints[k - 1] === stop;
  const name = waypoint ? `Waypoint ${k}` : 'Goal';
  const inSentence = waypoint ? `waypoint ${k}` : 'the goal';
  return { name, inSentence, blocked: blockedBy(map, stop, waypoint ? name : 'The goal') };
}

/** The stop on terrain the unit cannot enter, or null when it can (or the cell is off the map). */
function blockedBy({ grid, unitType }: RouteMap, cell: number, subject: string): BlockedStop | null {
  if (cell < 0 || cell >= grid.terrain.length) return null;
  const index = grid.terrain[cell]!;
  let unit;
  try {
    unit = findUnitType(grid, unitType);
  } catch (e) {
    if (e instanceof UnitTypeError) return null; // the search's own refusal says that
    throw e;
  }
  const terrain = unit ? unitTerrain(grid.palette, unit, index) : grid.palette[index];
  if (!terrain || terrain.passable) return null;
  const sentence = unit
    ? `${subject} stands on ${terrain.name}, which ${unit.name} cannot enter: move it, or give ${unit.name} a cost for ${terrain.name} (Unit types).`
    : `${subject} stands on ${terrain.name}, which cannot be crossed: move it, or tick Pass for ${terrain.name} in the terrain list.`;
  return { terrain: terrain.name, sentence };
}

/** The goal a run's direct search (start to goal, no waypoints) could not reach, named as a route's stop is. */
export function runUnreachedStop(run: { query: { start: number; goal: number }; result: SearchResult | null }, map: RouteMap): UnreachedStop | null {
  if (run.result === null) return null;
  return unreachedStop({ legs: [{ from: run.query.start, to: run.query.goal, result: run.result }], result: run.result }, { ...map, waypoints: [] });
}
