// The Waypoint tool (W): a click on a cell adds a waypoint there, the last stop before the goal; a
// press on a waypoint drags it instead (the tool controller hands such a press here whatever tool is
// active). Each placement or drag is one undo step once the button is released; Escape puts a
// dragged waypoint back.
import type { CellPointer } from '../canvas/mapInput';
import { WAYPOINT_COLOR } from '../canvas/markerColors';
import type { MapDocument } from '../state/document.svelte';
import { addWaypoint } from '../state/waypoints';
import type { ToolPreview } from './preview';
import type { Tool } from './tool';

export class WaypointTool implements Tool {
  /** The waypoint being dragged (its index), −1 when none; and the waypoints before the drag. */
  private dragging = -1;
  private before: readonly number[] = [];

  constructor(private readonly doc: MapDocument) {}

  /** Starts dragging waypoint `index` (a press on it). */
  grab(index: number): void {
    this.dragging = index;
    this.before = this.doc.waypoints;
  }

  down(p: CellPointer): void {
    if (this.dragging >= 0 || !p.inside) return;
    const cell = this.cellOf(p);
    const on = this.doc.waypoints.indexOf(cell);
    if (on >= 0) return this.grab(on);
    addWaypoint(this.doc, cell); // a route already full says so in the side panel's Route section
  }

  move(p: CellPointer): void {
    if (this.dragging < 0 || !p.inside) return;
    const cell = this.cellOf(p);
    const now = this.doc.waypoints;
    if (now[this.dragging] === cell) return;
    this.doc.waypoints = now.map((c, i) => (i === this.dragging ? cell : c));
  }

  up(p: CellPointer): void {
    if (this.dragging < 0) return;
    this.move(p);
    this.dragging = -1;
    this.doc.waypointsChanged('move waypoint', this.before);
  }

  cancel(): void {
    if (this.dragging >= 0) this.doc.waypoints = this.before;
    this.dragging = -1;
  }

  preview(hover: CellPointer | null): ToolPreview | null {
    return hover && this.dragging < 0 ? { kind: 'cell', x: hover.x, y: hover.y, color: WAYPOINT_COLOR } : null;
  }

  private cellOf(p: CellPointer): number {
    return p.y * this.doc.width + p.x;
  }
}
