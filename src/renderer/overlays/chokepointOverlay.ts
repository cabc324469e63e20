// The narrowest passage between the start and the goal (View › Show Chokepoints): a ring around
// each cell of the minimum vertex cut, never smaller than a few screen pixels, so a passage of 3
// cells still stands out on a 1024² map seen whole (the cells themselves are tinted by the
// analysis overlay, which a zoomed-out view shrinks below a pixel).
import type { Graphics } from 'pixi.js';
import { CUT_TINTS } from './analysisCells';
import { GraphicsOverlay } from './graphicsOverlay';
import type { OverlayDescriptor } from './overlayDescriptor';

export class ChokepointOverlay extends GraphicsOverlay {
  private cells: Int32Array = new Int32Array(0);

  /** The cut's cells (none: nothing drawn). */
  set(cells: Int32Array): void {
    if (cells === this.cells) return;
    this.cells = cells;
    this.changed();
  }

  /** Rings drawn now (the e2e test reads it). */
  get ringCount(): number {
    return this.cells.length;
  }

  protected clear(): void {
    this.cells = new Int32Array(0);
  }

  protected paint(g: Graphics, scale: number): void {
    const px = 1 / scale, total = this.mapWidth * this.mapHeight;
    // Around the cell when it is large on screen, else a ring of 7 px radius centred on it.
    const r = Math.max(0.75, 7 * px);
    for (const c of this.cells) {
      if (c >= total) continue;
      const { cx, cy } = this.centre(c);
      g.circle(cx, cy, r).stroke({ width: 4 * px, color: 0x101018, alpha: 0.7 }).circle(cx, cy, r).stroke({ width: 2 * px, color: CUT_TINTS.cut });
    }
  }
}

/** The chokepoints' rings on the single map, while they are shown. */
export const chokepoints: OverlayDescriptor = {
  id: 'chokepoints',
  plane: 'marks',
  views: ['map'],
  asks: [],
  create: ({ studio }) => {
    const overlay = new ChokepointOverlay();
    const none = new Int32Array(0);
    return {
      overlay,
      follow: () => {
        const { answer, kind } = studio.analysis;
        overlay.set(kind === 'cut' && answer?.what === 'cut' ? answer.cells : none);
      },
    };
  },
};
