// Editing the route's waypoints (start → waypoint 1 → … → goal), each change one undo step: place
// one (the Waypoint tool), move one along the route's order, delete one. Dragging one is the
// Waypoint tool's (tools/waypointTool.ts).
import { MAX_WAYPOINTS } from '../../shared/formats/projectFile/bounds';
import type { MapDocument } from './document.svelte';

/** Adds a waypoint on `cell` as the last before the goal; false when the route holds the most it may. */
export function addWaypoint(doc: MapDocument, cell: number): boolean {
  if (doc.waypoints.length >= MAX_WAYPOINTS) return false;
  const before = doc.waypoints;
  doc.waypoints = [...before, cell];
  doc.waypointsChanged('place waypoint', before);
  return true;
}

/** Moves waypoint `index` one place earlier (−1) or later (+1) in the route; nothing past either end. */
export function reorderWaypoint(doc: MapDocument, index: number, by: -1 | 1): void {
  const to = index + by;
  const before = doc.waypoints;
  if (index < 0 || index >= before.length || to < 0 || to >= before.length) return;
  const after = [...before];
  [after[index], after[to]] = [after[to]!, after[index]!];
  doc.waypoints = after;
  doc.waypointsChanged('reorder waypoints', before);
}

/** Deletes waypoint `index`. */
export function deleteWaypoint(doc: MapDocument, index: number): void {
  const before = doc.waypoints;
  if (index < 0 || index >= before.length) return;
  doc.waypoints = before.filter((_, i) => i !== index);
  doc.waypointsChanged('delete waypoint', before);
}
