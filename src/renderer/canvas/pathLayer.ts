// The found path as a line through cell centres, kept a constant width on screen at any zoom.
import { Graphics } from 'pixi.js';

export class PathLayer {
  readonly graphics = new Graphics();
  private path: Int32Array = new Int32Array(0);
  private width = 1;

  set(path: Int32Array, mapWidth: number): void {
    this.path = path;
    this.width = mapWidth;
  }

  /** Redraws for the current zoom (`scale` pixels per cell). */
  draw(scale: number): void {
    const g = this.graphics.clear();
    const p = this.path;
    if (p.length === 0) return;
    const w = this.width;
    g.moveTo((p[0]! % w) + 0.5, Math.floor(p[0]! / w) + 0.5);
    for (let i = 1; i < p.length; i++) g.lineTo((p[i]! % w) + 0.5, Math.floor(p[i]! / w) + 0.5);
    const px = Math.max(2, Math.min(6, scale * 0.3));
    g.stroke({ width: (px + 2) / scale, color: 0x101018, alpha: 0.8, join: 'round', cap: 'round' });
    g.moveTo((p[0]! % w) + 0.5, Math.floor(p[0]! / w) + 0.5);
    for (let i = 1; i < p.length; i++) g.lineTo((p[i]! % w) + 0.5, Math.floor(p[i]! / w) + 0.5);
    g.stroke({ width: px / scale, color: 0xffe14d, join: 'round', cap: 'round' });
  }
}
