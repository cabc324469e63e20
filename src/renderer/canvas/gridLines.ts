// Cell grid lines, drawn only over the visible cells and only when cells are big enough to need
// them, so their cost depends on the window, not the map.
import { Graphics } from 'pixi.js';
import type { Camera } from './camera';

/** Pixels per cell from which grid lines are drawn. */
export const GRID_MIN_SCALE = 8;

export class GridLines {
  readonly graphics = new Graphics();

  draw(camera: Camera, viewWidth: number, viewHeight: number, mapWidth: number, mapHeight: number, visible: boolean): void {
    const g = this.graphics.clear();
    if (!visible || camera.scale < GRID_MIN_SCALE) return;
    const a = camera.toCell(0, 0);
    const b = camera.toCell(viewWidth, viewHeight);
    const x0 = Math.max(0, Math.floor(a.x));
    const y0 = Math.max(0, Math.floor(a.y));
    const x1 = Math.min(mapWidth, Math.ceil(b.x));
    const y1 = Math.min(mapHeight, Math.ceil(b.y));
    // Half a screen pixel in: a 1 px line centred on a pixel boundary would smear into two faint columns.
    const half = 0.5 / camera.scale;
    for (let x = x0; x <= x1; x++) g.moveTo(x + half, y0).lineTo(x + half, y1);
    for (let y = y0; y <= y1; y++) g.moveTo(x0, y + half).lineTo(x1, y + half);
    g.stroke({ width: 1 / camera.scale, color: 0x000000, alpha: 0.3 });
  }
}
