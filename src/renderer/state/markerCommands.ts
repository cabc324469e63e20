// Start, goal, waypoint and point-of-interest moves as undo steps: dragging a marker, placing,
// reordering or deleting a waypoint or a point, or part of a map edit's undo entry (a resize moves or
// clears them).
import type { EditCommand } from '../../shared/edit/history';
import type { PointOfInterest } from '../../shared/levelChecks/points';

export interface Markers {
  start: number;
  goal: number;
  /** The route's stops between start and goal, in order. */
  waypoints: readonly number[];
  /** The named points of interest (spawns, objectives). */
  points: readonly PointOfInterest[];
}

/**
 * Sets start, goal and waypoints to `after` on redo and back to `before` on undo. Alone it changes no cell
 * (area null: the map's revision stays); with a resize it goes with the whole map.
 */
export function moveMarkersCommand(target: Markers, before: Markers, after: Markers, area: 'all' | null = 'all'): EditCommand {
  return {
    bytes: 32,
    area,
    reportCells: () => {}, // markers are no cells
    redo: () => {
      target.start = after.start;
      target.goal = after.goal;
      target.waypoints = after.waypoints;
      target.points = after.points;
    },
    undo: () => {
      target.start = before.start;
      target.goal = before.goal;
      target.waypoints = before.waypoints;
      target.points = before.points;
    },
  };
}
