// The numbers on the waypoint discs (1, 2, 3 in route order), so a designer can tell the stops
// apart and see which leg comes first. Drawn in screen space like the cell labels, so the digits
// stay crisp at any zoom, sized to the disc and only for discs on screen.
import { Container } from 'pixi.js';
import type { Camera } from './camera';
import { SQUARE_LAYOUT, type CellLayout } from './cellLayout';
import { cellTextFont } from './cellTextFont';
import { TextPool } from './textPool';
import { waypointRadius } from './markerLayer';

const FONT = cellTextFont('AStarWaypointNumber', 32, '', { color: 0x101018, width: 6 });

/** What one number shows and where: its text and its centre on the canvas (CSS pixels). */
export interface WaypointNumber {
  text: string;
  x: number;
  y: number;
}

export class WaypointNumbers {
  /** Lives in screen space (not scaled with the map). */
  readonly container = new Container();
  private readonly pool = new TextPool(this.container, FONT.name);
  private readonly drawn: WaypointNumber[] = [];

  draw(camera: Camera, viewWidth: number, viewHeight: number, waypoints: readonly number[], mapWidth: number, layout: CellLayout = SQUARE_LAYOUT): void {
    let used = 0;
    this.drawn.length = 0;
    // The disc's radius on screen, and digits that fit inside it (two of them a little smaller).
    const radius = waypointRadius(camera.scale) * camera.scale;
    if (waypoints.length > 0) FONT.install();
    for (const [i, cell] of waypoints.entries()) {
      const x = cell % mapWidth, y = Math.floor(cell / mapWidth);
      const s = camera.toScreen(layout.centreX(x, y), layout.centreY(y));
      if (s.x < -radius || s.y < -radius || s.x > viewWidth + radius || s.y > viewHeight + radius) continue;
      const text = String(i + 1);
      const label = this.pool.take(used++);
      if (label.text !== text) label.text = text;
      const fontSize = Math.max(10, Math.round((text.length > 1 ? 1.1 : 1.4) * radius));
      if (label.style.fontSize !== fontSize) label.style.fontSize = fontSize;
      label.position.set(Math.round(s.x), Math.round(s.y));
      this.drawn.push({ text, x: label.x, y: label.y });
    }
    this.pool.hideFrom(used);
  }

  /** The numbers drawn last, with their centres in global (canvas) pixels (test hooks). */
  drawnNumbers(): WaypointNumber[] {
    return this.drawn.map(({ text, x, y }) => {
      const at = this.container.toGlobal({ x, y });
      return { text, x: at.x, y: at.y };
    });
  }
}
