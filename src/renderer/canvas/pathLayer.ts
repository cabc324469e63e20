// The found path as a line through cell centres (hex centres on hex maps), kept a constant width
// on screen at any zoom.
import { Graphics } from 'pixi.js';
import { SQUARE_LAYOUT, type CellLayout } from './cellLayout';

export class PathLayer {
  readonly graphics = new Graphics();
  private path: Int32Array = new Int32Array(0);
  private width = 1;
  private layout: CellLayout = SQUARE_LAYOUT;

  set(path: Int32Array, mapWidth: number, layout: CellLayout = SQUARE_LAYOUT): void {
    this.path = path;
    this.width = mapWidth;
    this.layout = layout;
  }

  /** Redraws for the current zoom (`scale` pixels per cell). */
  draw(scale: number): void {
    const g = this.graphics.clear();
    const p = this.path;
    if (p.length === 0) return;
    this.trace(g);
    const px = Math.max(2, Math.min(6, scale * 0.3));
    g.stroke({ width: (px + 2) / scale, color: 0x101018, alpha: 0.8, join: 'round', cap: 'round' });
    this.trace(g);
    g.stroke({ width: px / scale, color: 0xffe14d, join: 'round', cap: 'round' });
  }

  private trace(g: Graphics): void {
    const { path: p, width: w, layout } = this;
    for (let i = 0; i < p.length; i++) {
      const x = p[i]! % w;
      const y = Math.floor(p[i]! / w);
      if (i === 0) g.moveTo(layout.centreX(x, y), layout.centreY(y));
      else g.lineTo(layout.centreX(x, y), layout.centreY(y));
    }
  }
}
