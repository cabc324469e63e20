// The view transform: world units are cells; `scale` is screen pixels per cell. Pan and zoom
// never touch the document or the undo history.

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

  /** Shows the whole map centred with a margin; also sets how far out the user may zoom. */
  fit(mapWidth: number, mapHeight: number, viewWidth: number, viewHeight: number): void {
    const margin = 16;
    const s = Math.min((viewWidth - margin * 2) / mapWidth, (viewHeight - margin * 2) / mapHeight);
    this.scale = Math.min(MAX_SCALE, Math.max(s, 1e-3));
    this.minScale = Math.min(this.scale / 2, 1);
    this.x = (viewWidth - mapWidth * this.scale) / 2;
    this.y = (viewHeight - mapHeight * this.scale) / 2;
    this.changed();
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }
}
