// Every compare pane's found path drawn in a pane, each in its pane's colour ("Show every pane's
// path in each pane"), so where the routes part is seen at a glance. Thinner than the pane's own
// path, which is drawn on top; a constant width on screen at any zoom.
import type { Graphics } from 'pixi.js';
import { GraphicsOverlay } from './graphicsOverlay';
import type { OverlayDescriptor } from './overlayDescriptor';

/** A path to draw: its cells (flat indices) and colour (0xRRGGBB). */
export interface ColouredPath {
  cells: Int32Array;
  color: number;
}

export class PanePathsOverlay extends GraphicsOverlay {
  private paths: readonly ColouredPath[] = [];

  /** The paths to draw (none: nothing). */
  set(paths: readonly ColouredPath[]): void {
    this.paths = paths.filter((p) => p.cells.length > 1);
    this.changed();
  }

  /** How many paths are drawn now (tests read it). */
  get count(): number {
    return this.paths.length;
  }

  protected clear(): void {
    this.paths = [];
  }

  protected paint(g: Graphics, scale: number): void {
    const px = Math.max(1.5, Math.min(4, scale * 0.2));
    // Dark casings first, then the colours: a crossing path never hides another's colour entirely.
    for (const p of this.paths) {
      this.tracePath(g, p.cells);
      g.stroke({ width: (px + 2) / scale, color: 0x101018, alpha: 0.7, join: 'round', cap: 'round' });
    }
    for (const p of this.paths) {
      this.tracePath(g, p.cells);
      g.stroke({ width: px / scale, color: p.color, alpha: 0.95, join: 'round', cap: 'round' });
    }
  }
}

export const panePaths: OverlayDescriptor = {
  id: 'pane-paths',
  plane: 'marks',
  views: ['pane'],
  asks: [],
  toggle: { kind: 'check', label: 'Show every pane’s path in each pane', initial: false },
  create: ({ compare, switched }) => {
    const overlay = new PanePathsOverlay();
    const paths = () => compare!.panes.flatMap((p) => (p.run?.result && p.run.result.path.length > 1 ? [{ cells: p.run.result.path, color: p.color }] : []));
    return { overlay, follow: () => overlay.set(switched() === true ? paths() : []) };
  },
};
