// Start and goal markers, and the route's waypoints: filled discs with a dark rim, never smaller than
// a few pixels so they stay findable on a zoomed-out 4096² map (waypoints a little smaller, so the
// start and goal stand out; their numbers are waypointNumbers.ts's). Points of interest are
// diamonds in their group's colour with their name beside them, written at a fixed size on screen
// whatever the zoom.
import { Container, Graphics, Text } from 'pixi.js';
import type { PointOfInterest } from '../../shared/levelChecks/points';
import { SQUARE_LAYOUT, type CellLayout } from './cellLayout';
import { GOAL_COLOR, START_COLOR, WAYPOINT_COLOR, groupColor } from './markerColors';

export { GOAL_COLOR, START_COLOR };

/** The marked cells (flat indices; −1 for a marker not placed). */
export interface MarkerCells {
  start: number;
  goal: number;
  waypoints: readonly number[];
  /** Points of interest, drawn with their names (absent: none). */
  points?: readonly PointOfInterest[];
}

export const NO_MARKERS: MarkerCells = Object.freeze({ start: -1, goal: -1, waypoints: [] });

/** A start or goal disc's radius in cells at `scale` pixels a cell: 7 pixels, or nearly half a cell when zoomed in. */
const markerRadius = (scale: number) => Math.max(0.45, 7 / scale);

/**
 * A waypoint disc's radius in cells at `scale` pixels a cell: 8.5 pixels (a little larger than a
 * start or goal disc, since its number must be read inside it: at 5.6 pixels the digits were 8 px
 * and illegible), or nearly half a cell when zoomed in.
 */
export const waypointRadius = (scale: number) => Math.max(0.42, 8.5 / scale);

/** The points' names, in screen pixels. */
const NAME_SIZE = 13;

export class MarkerLayer {
  readonly graphics = new Graphics();
  /** The points' names (Graphics holds no children in Pixi 8, so they sit in their own container). */
  readonly names = new Container();
  private readonly nameTexts: Text[] = [];
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
    const points = this.markers.points ?? [];
    const key = `${start},${goal},${waypoints.join(':')},${points.map((p) => `${p.cell}/${p.group}/${p.name}`).join('\u0000')},${this.mapWidth},${this.layout.topology},${scale}`;
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
    this.drawPoints(points, r, scale);
  }

  private drawPoints(points: readonly PointOfInterest[], r: number, scale: number): void {
    const g = this.graphics, groups: string[] = [];
    points.forEach((p, i) => {
      if (!groups.includes(p.group)) groups.push(p.group);
      const x = p.cell % this.mapWidth, y = Math.floor(p.cell / this.mapWidth);
      const cx = this.layout.centreX(x, y), cy = this.layout.centreY(y), d = r * 1.1;
      g.poly([cx, cy - d, cx + d, cy, cx, cy + d, cx - d, cy]).fill({ color: groupColor(groups.indexOf(p.group)) }).stroke({ width: 2 / scale, color: 0x101018 });
      const label = this.nameText(i);
      label.text = p.name;
      label.scale.set(1 / scale);
      label.position.set(cx + d + 3 / scale, cy - NAME_SIZE / 2 / scale - 1 / scale);
      label.visible = true;
    });
    for (let i = points.length; i < this.nameTexts.length; i++) this.nameTexts[i]!.visible = false;
  }

  private nameText(i: number): Text {
    let text = this.nameTexts[i];
    if (!text) {
      text = new Text({ text: '', style: { fontFamily: 'system-ui, sans-serif', fontSize: NAME_SIZE, fill: 0xffffff, stroke: { color: 0x101018, width: 3 } } });
      this.nameTexts.push(text);
      this.names.addChild(text);
    }
    return text;
  }
}
