// Start and goal markers, and the route's waypoints: filled discs with a dark rim, never smaller than
// a few pixels so they stay findable on a zoomed-out 4096² map (waypoints a little smaller, so the
// start and goal stand out; their numbers are waypointNumbers.ts's).
import { Graphics } from 'pixi.js';
import { SQUARE_LAYOUT, type CellLayout } from './cellLayout';
import { GOAL_COLOR, START_COLOR, WAYPOINT_COLOR } from './markerColors';

export { GOAL_COLOR, START_COLOR };

/** The marked cells (flat indices; −1 for a marker not placed). */
export interface MarkerCells {
  start: number;
  goal: number;
  waypoints: readonly number[];
}

export const NO_MARKERS: MarkerCells = Object.freeze({ start: -1, goal: -1, waypoints: [] });

/** A start or goal disc's radius in cells at `scale` pixels a cell: 7 pixels, or nearly half a cell when zoomed in. */
const markerRadius = (scale: number) => Math.max(0.45, 7 / scale);

/** A waypoint disc's radius in cells at `scale` pixels a cell. */
export const waypointRadius = (scale: number) => markerRadius(scale) * 0.8;

export class MarkerLayer {
  readonly graphics = new Graphics();
  private markers: MarkerCells = NO_MARKERS;
  private mapWidth = 1;
  private layout: CellLayout = SQUARE_LAYOUT;
  /** What the discs were last built for: every frame draws them, and they change only with the markers or the zoom. */
  private drawnKey = '';

  /** The markers shown. */
  get cells(): MarkerCells {
    return this.markers;
  }

  set(markers: MarkerCells, mapWidth: number, layout: CellLayout = SQUARE_LAYOUT): void {
    this.markers = markers;
    this.mapWidth = mapWidth;
    this.layout = layout;
  }

  draw(scale: number): void {
    const { start, goal, waypoints } = this.markers;
    const key = `${start},${goal},${waypoints.join(':')},${this.mapWidth},${this.layout.topology},${scale}`;
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    const g = this.graphics.clear();
    const r = markerRadius(scale);
    const disc = (cell: number, color: number, radius: number) => {
      if (cell < 0) return;
      const cx = cell % this.mapWidth;
      const cy = Math.floor(cell / this.mapWidth);
      g.circle(this.layout.centreX(cx, cy), this.layout.centreY(cy), radius).fill({ color }).stroke({ width: 2 / scale, color: 0x101018 });
    };
    for (const cell of waypoints) disc(cell, WAYPOINT_COLOR, waypointRadius(scale));
    disc(start, START_COLOR, r);
    disc(goal, GOAL_COLOR, r);
  }
}
