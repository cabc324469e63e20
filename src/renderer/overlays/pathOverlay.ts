// Paths through cell centres (hex centres on hex maps), a constant width on screen at any zoom:
// the found path in yellow, and while stepping, the best known path from the start to the node
// being expanded in a thinner cyan line.
import type { Graphics } from 'pixi.js';
import type { ComparePane } from '../compare/comparePane.svelte';
import { NO_PATH, OnePathOverlay } from './onePathOverlay';
import type { OverlayDescriptor } from './overlayDescriptor';
import type { FrameOverlay, RunFrame } from './runFrame';

/** The found path's yellow in the single view (a compare pane draws its path in the pane's colour). */
export const PATH_COLOR = 0xffe14d;

/** Draws the path found as its path (`drawnPath`), and the path to the node being expanded beside it. */
export class PathOverlay extends OnePathOverlay implements FrameOverlay {
  private current: Int32Array = NO_PATH;
  /** The found path's colour. */
  color = PATH_COLOR;

  async refresh(frame: RunFrame | null): Promise<void> {
    if (!frame) return this.set(NO_PATH, NO_PATH);
    const { run, step } = frame;
    // At the end (or for a run without recorded steps) the path found; before it, the path to the node expanded.
    if (!frame.view || (run.finished && step >= run.steps)) return this.set(run.result?.path ?? NO_PATH, NO_PATH);
    const view = await frame.view;
    if (frame.current()) this.set(NO_PATH, view.currentPath ?? NO_PATH);
  }

  /** The path found (empty: none yet) and the path to the node being expanded (empty: none). */
  set(found: Int32Array, current: Int32Array): void {
    if (current !== this.current) {
      this.current = current;
      this.changed();
    }
    this.setPath(found);
  }

  protected override clear(): void {
    super.clear();
    this.current = NO_PATH;
  }

  protected paint(g: Graphics, scale: number): void {
    if (this.current.length > 1) {
      this.tracePath(g, this.current);
      g.stroke({ width: Math.max(1.5, Math.min(4, scale * 0.18)) / scale, color: 0x7ef0ff, alpha: 0.9, join: 'round', cap: 'round' });
    }
    const found = this.drawnPath;
    if (found.length > 0) strokeFoundPath(g, scale, this.color, () => this.tracePath(g, found));
  }
}

/** Strokes a found path (`trace` moves along it): a dark casing, then its colour; a constant width on screen. */
export function strokeFoundPath(g: Graphics, scale: number, color: number, trace: () => void): void {
  const px = Math.max(2, Math.min(6, scale * 0.3));
  trace();
  g.stroke({ width: (px + 2) / scale, color: 0x101018, alpha: 0.8, join: 'round', cap: 'round' });
  trace();
  g.stroke({ width: px / scale, color, join: 'round', cap: 'round' });
}

/** The path found (and, while stepping, the best path to the node being expanded), in every view. */
export const searchPath: OverlayDescriptor = {
  id: 'path',
  plane: 'marks',
  views: ['map', 'pane'],
  asks: ['view'],
  create: ({ compare, pane }) => {
    const overlay = new PathOverlay();
    if (compare) overlay.color = (pane as ComparePane).color;
    return { overlay };
  },
};
