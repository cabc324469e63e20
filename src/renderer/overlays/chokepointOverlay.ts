// The narrowest passage between the start and the goal (View › Show Chokepoints): a ring around
// each cell of the minimum vertex cut, never smaller than a few screen pixels, so a passage of 3
// cells still stands out on a 1024² map seen whole (the cells themselves are tinted by the
// analysis overlay, which a zoomed-out view shrinks below a pixel); and a dot on each cell whose
// blocking alone splits a region, when they are few enough to read as dots.
import type { Graphics } from 'pixi.js';
import { CUT_TINTS } from './analysisCells';
import { GraphicsOverlay } from './graphicsOverlay';
import { stateOverlay } from './overlayDescriptor';

/** Articulation cells drawn as dots at most; past this (a maze has one in every corridor) only their tint shows. */
export const MAX_ARTICULATION_DOTS = 5000;

const NONE = new Int32Array(0);

export class ChokepointOverlay extends GraphicsOverlay {
  private cells: Int32Array = NONE;
  private points: Int32Array = NONE;

  /** The cut's cells and the articulation cells (none: nothing drawn). */
  set(cells: Int32Array, points: Int32Array): void {
    if (cells === this.cells && points === this.points) return;
    this.cells = cells;
    this.points = points.length <= MAX_ARTICULATION_DOTS ? points : NONE;
    this.changed();
  }

  /** Rings drawn now (the e2e test reads it). */
  get ringCount(): number {
    return this.cells.length;
  }

  protected clear(): void {
    this.cells = this.points = NONE;
  }

  protected paint(g: Graphics, scale: number): void {
    const px = 1 / scale, total = this.mapWidth * this.mapHeight;
    const dot = Math.max(0.3, 3 * px);
    for (const c of this.points) {
      if (c >= total) continue;
      const { cx, cy } = this.centre(c);
      g.circle(cx, cy, dot).fill({ color: CUT_TINTS.articulation }).stroke({ width: px, color: 0x101018, alpha: 0.8 });
    }
    // Around the cell when it is large on screen, else a ring of 10 px radius centred on it.
    const r = Math.max(0.8, 10 * px);
    for (const c of this.cells) {
      if (c >= total) continue;
      const { cx, cy } = this.centre(c);
      g.circle(cx, cy, r).stroke({ width: 6 * px, color: 0x101018, alpha: 0.7 }).circle(cx, cy, r).stroke({ width: 3 * px, color: CUT_TINTS.cut });
    }
  }
}

/** The chokepoints' rings on the single map, while they are shown. */
export const chokepoints = stateOverlay({
  id: 'chokepoints',
  plane: 'marks',
  make: () => new ChokepointOverlay(),
  show: (overlay, { studio }) => {
    const { answer, kind } = studio.analysis;
    if (kind === 'cut' && answer?.what === 'cut') overlay.set(answer.cells, answer.articulation ?? NONE);
    else overlay.set(NONE, NONE);
  },
});
