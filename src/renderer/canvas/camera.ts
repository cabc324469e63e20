// The view transform: world units are cells; `scale` is screen pixels per cell. Pan and zoom
// never touch the document or the undo history.

import { fitPlacement, type CornerBox } from './fitPlacement';

export const MAX_SCALE = 64;

export class Camera {
  /** Screen position of cell (0,0)'s top-left corner. */
  x = 0;
  y = 0;
  scale = 1;
  private minScale = 0.05;
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Screen point → fractional cell coordinates. */
  toCell(sx: number, sy: number): { x: number; y: number } {
    return { x: (sx - this.x) / this.scale, y: (sy - this.y) / this.scale };
  }

  /** Cell coordinates → screen point. */
  toScreen(cx: number, cy: number): { x: number; y: number } {
    return { x: cx * this.scale + this.x, y: cy * this.scale + this.y };
  }

  panBy(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
    this.changed();
  }

  /** Zooms by `factor`, keeping the cell under the screen point (sx, sy) where it is. */
  zoomAt(sx: number, sy: number, factor: number): void {
    const next = Math.min(MAX_SCALE, Math.max(this.minScale, this.scale * factor));
    const k = next / this.scale;
    this.x = sx - (sx - this.x) * k;
    this.y = sy - (sy - this.y) * k;
    this.scale = next;
    this.changed();
  }

  /**
   * Shows the whole map centred with a margin, clear of the `corner` box over the view's bottom
   * right (the minimap) where that can be done (fitPlacement.ts); also sets how far out the user
   * may zoom.
   */
  fit(mapWidth: number, mapHeight: number, viewWidth: number, viewHeight: number, corner: CornerBox | null = null): void {
    const p = fitPlacement(mapWidth, mapHeight, viewWidth, viewHeight, corner);
    this.scale = Math.min(MAX_SCALE, p.scale);
    this.minScale = Math.min(this.scale / 2, 1);
    // Centred as fitPlacement centres it, at the scale kept.
    this.x = p.x + (mapWidth * (p.scale - this.scale)) / 2;
    this.y = p.y + (mapHeight * (p.scale - this.scale)) / 2;
    this.changed();
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }
}
