// The node being expanded at the cursor's step and what its expansion did to each neighbour: a
// white ring on the node, and on each neighbour a dot coloured by outcome (new, improved or
// reopened, ignored), plus a ring on the closest reachable cell when the goal cannot be reached.
import { Container, Graphics } from 'pixi.js';
import type { ExpansionView, NeighbourOutcome } from '../../shared/engine/trace/index';
import { SQUARE_LAYOUT, type CellLayout } from '../canvas/cellLayout';
import type { MapOverlay, OverlayDrawContext } from './mapOverlay';

/** Outcome colours; the panel's legend shows the same. */
export const OUTCOME_COLORS: Record<NeighbourOutcome, number> = {
  new: 0x4ee68a,
  improved: 0x5aa9ff,
  reopened: 0xd58cff,
  'ignored-closed': 0x9aa0aa,
  'ignored-not-better': 0x9aa0aa,
};

export class ExpansionOverlay implements MapOverlay {
  readonly container = new Container();
  private readonly graphics = new Graphics();
  private expansion: ExpansionView | null = null;
  private closest = -1;
  private width = 1;
  private layout: CellLayout = SQUARE_LAYOUT;
  private drawnScale = -1;
  private requestRender: () => void = () => {};
  readonly idle = true;

  constructor() {
    this.container.addChild(this.graphics);
  }

  attach(requestRender: () => void): void {
    this.requestRender = requestRender;
  }

  setMap(width: number, _height: number, layout: CellLayout): void {
    this.width = width;
    this.layout = layout;
    this.set(null, -1);
  }

  /** The expansion to show (null: none), and the closest reachable cell to ring (−1: none). */
  set(expansion: ExpansionView | null, closest: number): void {
    this.expansion = expansion;
    this.closest = closest;
    this.drawnScale = -1;
    this.requestRender();
  }

  draw({ camera }: OverlayDrawContext): boolean {
    const scale = camera.scale;
    if (scale === this.drawnScale) return true;
    this.drawnScale = scale;
    const g = this.graphics.clear();
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
    return true;
  }

  private centre(cell: number): { cx: number; cy: number } {
    const x = cell % this.width, y = Math.floor(cell / this.width);
    return { cx: this.layout.centreX(x, y), cy: this.layout.centreY(y) };
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
