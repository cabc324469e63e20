// Start and goal markers: filled discs with a dark rim, never smaller than a few pixels so they
// stay findable on a zoomed-out 4096² map.
import { Graphics } from 'pixi.js';
import { SQUARE_LAYOUT, type CellLayout } from './cellLayout';
import { GOAL_COLOR, START_COLOR } from './markerColors';

export { GOAL_COLOR, START_COLOR };

export class MarkerLayer {
  readonly graphics = new Graphics();
  private start = -1;
  private goal = -1;
  private mapWidth = 1;
  private layout: CellLayout = SQUARE_LAYOUT;
  /** What the discs were last built for: every frame draws them, and they change only with the markers or the zoom. */
  private drawnKey = '';

  set(start: number, goal: number, mapWidth: number, layout: CellLayout = SQUARE_LAYOUT): void {
    this.start = start;
    this.goal = goal;
    this.mapWidth = mapWidth;
    this.layout = layout;
  }

  draw(scale: number): void {
    const key = `${this.start},${this.goal},${this.mapWidth},${this.layout.topology},${scale}`;
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    const g = this.graphics.clear();
    const r = Math.max(0.45, 7 / scale);
    for (const [cell, color] of [
      [this.start, START_COLOR],
      [this.goal, GOAL_COLOR],
    ] as const) {
      if (cell < 0) continue;
      const cx = cell % this.mapWidth;
      const cy = Math.floor(cell / this.mapWidth);
      g.circle(this.layout.centreX(cx, cy), this.layout.centreY(cy), r).fill({ color }).stroke({ width: 2 / scale, color: 0x101018 });
    }
  }
}
