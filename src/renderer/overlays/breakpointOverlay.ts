// Cell breakpoints on the map: a red disc in the cell's top-left corner (hollow while disabled),
// like a breakpoint in a code editor's margin.
import type { Graphics } from 'pixi.js';
import type { Breakpoint } from '../../shared/debug/breakpoint';
import { GraphicsOverlay } from './graphicsOverlay';
import { stateOverlay } from './overlayDescriptor';

/** The breakpoint red (the side panel's legend shows it too). */
export const BREAKPOINT_COLOR = 0xe5484d;

export class BreakpointOverlay extends GraphicsOverlay {
  private breakpoints: readonly Breakpoint[] = [];

  set(breakpoints: readonly Breakpoint[]): void {
    this.breakpoints = breakpoints;
    this.changed();
  }

  /** Breakpoints belong to the project, not the map's shape: they stay (cells past the map are skipped). */
  protected clear(): void {}

  protected paint(g: Graphics, scale: number): void {
    const px = 1 / scale;
    // A few pixels on screen, at most a third of the cell, placed towards its top-left corner; zoomed
    // out, never under 3.5 px across the radius (it then spills over the cell, centred on it) so it
    // stays in sight at 5 px a cell and less.
    const r = Math.max(Math.min(0.3, 5 * px), 3.5 * px);
    const offset = Math.max(0, 0.5 - r - 2 * px);
    const ring = Math.min(1.5, r / (3 * px)) * px;
    const cells = this.mapWidth * this.mapHeight;
    for (const b of this.breakpoints) {
      if (b.kind !== 'cell' || b.cell >= cells) continue;
      const { cx, cy } = this.centre(b.cell);
      if (b.enabled) g.circle(cx - offset, cy - offset, r).fill({ color: BREAKPOINT_COLOR }).stroke({ width: ring, color: 0xffffff, alpha: 0.9 });
      else g.circle(cx - offset, cy - offset, r).stroke({ width: 2 * px, color: BREAKPOINT_COLOR });
    }
  }
}

/** The project's cell breakpoints, on the single map (the debugger's breakpoints are the single view's). */
export const breakpoints = stateOverlay({
  id: 'breakpoints',
  plane: 'marks',
  make: () => new BreakpointOverlay(),
  // Copies of each breakpoint: reading every field follows a breakpoint switched on or off.
  show: (overlay, { studio }) => overlay.set(studio.runs.breakpoints.map((b) => ({ ...b }))),
});
