// The branch picked in the "Search tree" panel, drawn over the map: a magenta line from the root
// through the cells of the branch to the picked node, ringed, a constant width on screen at any
// zoom. The single map shows it (the panel belongs to the single view's debugger).
import type { Graphics } from 'pixi.js';
import { GraphicsOverlay } from './graphicsOverlay';
import { stateOverlay } from './overlayDescriptor';

/** The branch's colour: apart from the path's yellow and the current path's cyan. */
export const BRANCH_COLOR = 0xe06eff;

const NONE = new Int32Array(0);

export class BranchOverlay extends GraphicsOverlay {
  private branch: Int32Array = NONE;

  /** Shows `branch` (cells from the root to the picked node); null or empty: nothing. */
  set(branch: Int32Array | null): void {
    this.branch = branch ?? NONE;
    this.changed();
  }

  protected clear(): void {
    this.branch = NONE;
  }

  protected paint(g: Graphics, scale: number): void {
    const n = this.branch.length;
    if (n === 0) return;
    if (n > 1) {
      this.tracePath(g, this.branch);
      g.stroke({ width: Math.max(1.5, Math.min(4, scale * 0.2)) / scale, color: BRANCH_COLOR, alpha: 0.95, join: 'round', cap: 'round' });
    }
    const { cx, cy } = this.centre(this.branch[n - 1]!);
    g.circle(cx, cy, Math.max(0.35, 5 / scale));
    g.stroke({ width: 2 / scale, color: BRANCH_COLOR });
  }
}

export const branch = stateOverlay({
  id: 'branch',
  plane: 'marks',
  make: () => new BranchOverlay(),
  show: (overlay, { studio }) => overlay.set(studio.debugView.branch),
});
