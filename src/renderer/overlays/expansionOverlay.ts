// The node being expanded at the cursor's step and what its expansion did to each neighbour: a
// white ring on the node, and on each neighbour a dot coloured by outcome (new, improved or
// reopened, ignored), plus a ring on the closest reachable cell when the goal cannot be reached.
import type { Graphics } from 'pixi.js';
import type { ExpansionView, NeighbourOutcome } from '../../shared/engine/trace/index';
import { GraphicsOverlay } from './graphicsOverlay';
import type { OverlayDescriptor } from './overlayDescriptor';
import type { FrameOverlay, RunFrame } from './runFrame';

/** Outcome colours; the panel's legend shows the same. */
export const OUTCOME_COLORS: Record<NeighbourOutcome, number> = {
  new: 0x4ee68a,
  improved: 0x5aa9ff,
  reopened: 0xd58cff,
  'ignored-closed': 0x9aa0aa,
  'ignored-not-better': 0x9aa0aa,
  'ignored-bound': 0x9aa0aa,
};

export class ExpansionOverlay extends GraphicsOverlay implements FrameOverlay {
  private expansion: ExpansionView | null = null;
  private closest = -1;

  async refresh(frame: RunFrame | null): Promise<void> {
    if (!frame) return this.set(null, -1);
    const { run, step } = frame;
    const result = run.result;
    const closest = result?.status === 'unreachable' ? result.closest : -1;
    if (!frame.view) return this.set(null, closest);
    const view = await frame.view;
    if (frame.current()) this.set(view.expansion, run.finished && step >= run.steps ? closest : -1);
  }

  /** The expansion to show (null: none), and the closest reachable cell to ring (−1: none). */
  set(expansion: ExpansionView | null, closest: number): void {
    this.expansion = expansion;
    this.closest = closest;
    this.changed();
  }

  protected clear(): void {
    this.expansion = null;
    this.closest = -1;
  }

  protected paint(g: Graphics, scale: number): void {
    const px = 1 / scale;
    // Rings keep a readable size on screen whatever the zoom, but never outgrow their cell much.
    const ring = Math.max(0.45, 5 * px);
    const e = this.expansion;
    if (e) {
      for (const n of e.neighbours) {
        const { cx, cy } = this.centre(n.cell);
        g.circle(cx, cy, Math.max(0.18, 2.5 * px)).fill({ color: OUTCOME_COLORS[n.outcome], alpha: n.outcome.startsWith('ignored') ? 0.7 : 1 });
      }
      const { cx, cy } = this.centre(e.node.cell);
      g.circle(cx, cy, ring).stroke({ width: 3 * px, color: 0x101018, alpha: 0.8 });
      g.circle(cx, cy, ring).stroke({ width: 1.6 * px, color: 0xffffff });
    }
    if (this.closest >= 0) {
      const { cx, cy } = this.centre(this.closest);
      g.circle(cx, cy, ring * 1.3).stroke({ width: 2 * px, color: 0xffb347 });
    }
  }
}

/** The node being expanded and what its expansion did, in every view. */
export const expansion: OverlayDescriptor = {
  id: 'expansion',
  plane: 'marks',
  views: ['map', 'pane'],
  asks: ['view'],
  create: () => ({ overlay: new ExpansionOverlay() }),
};
