// The search tree over the map: an arrow from each cell the search has seen toward its parent at
// the cursor's step, sampled when zoomed out (treeArrows.ts) so a 4096² map stays fluid. One
// Graphics holds every arrow of the fetched area; it is rebuilt only when new parents arrive or
// the zoom changed enough that the lines and heads would no longer look the same size on screen.
import { Graphics } from 'pixi.js';
import type { TraceRect } from '../../shared/engine/trace/index';
import { DrawnOverlay } from './drawnOverlay';
import type { OverlayDrawContext } from './mapOverlay';
import type { OverlayDescriptor } from './overlayDescriptor';
import type { FrameOverlay, RunFrame } from './runFrame';
import { ARROW_MIN_SPACING_PX, FLOATS_PER_ARROW, arrowRect, arrowGeometry, arrowSpacing } from './treeArrows';
import { strokeArrows } from './arrowStrokes';

/** Held arrows further apart on screen than this ask for finer ones (the user zoomed in). */
const TOO_SPARSE_PX = 4 * ARROW_MIN_SPACING_PX;

export class TreeArrowsOverlay extends DrawnOverlay implements FrameOverlay {
  private readonly graphics = new Graphics();
  private enabled = false;
  /** The parents last fetched, and the rectangle (with its sampling stride) they belong to. */
  private rect: TraceRect | null = null;
  private parents: Int32Array = new Int32Array(0);
  /** Screen scale the Graphics was built for (−1: build again). */
  private builtScale = -1;
  /** The camera scale a new fetch was last asked at, so a refused wish is not repeated every frame. */
  private askedAtScale = -1;
  /** Arrows in the Graphics. */
  private arrowTotal = 0;

  /** `refetch` asks the run overlays to fetch again (the zoom changed how finely arrows are sampled). */
  constructor(private readonly refetch: () => void) {
    super();
    this.container.addChild(this.graphics);
  }

  /** Shows the arrows or not; the next refresh fetches them. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
  }

  protected mapChanged(): void {
    this.clear();
  }

  async refresh(frame: RunFrame | null): Promise<void> {
    if (!frame?.run.steppable || !this.enabled) {
      this.clear();
      return;
    }
    const { ask } = frame;
    const spacing = arrowSpacing(frame.rect, frame.scale);
    const rect = arrowRect(frame.rect, spacing);
    const answer = await ask({ kind: 'layer', step: frame.step, layer: 'parent', rect });
    if (!this.enabled) return;
    this.rect = answer.rect;
    this.parents = answer.values as Int32Array;
    this.askedAtScale = -1;
    this.builtScale = -1;
    this.requestRender();
  }

  private clear(): void {
    if (!this.rect) return;
    this.rect = null;
    this.parents = new Int32Array(0);
    this.builtScale = -1;
    this.requestRender();
  }

  draw({ camera }: OverlayDrawContext): boolean {
    const scale = camera.scale;
    const spacing = this.rect?.stride ?? 1;
    if (this.rect && spacing > 1 && spacing * scale >= TOO_SPARSE_PX && scale !== this.askedAtScale) {
      // Zoomed in since the fetch: sample more finely (the run overlays fetch the view again).
      this.askedAtScale = scale;
      this.refetch();
    }
    if (this.builtScale > 0 && scale < this.builtScale * 1.5 && scale > this.builtScale / 1.5) return true;
    this.build(scale);
    return true;
  }

  private build(scale: number): void {
    const g = this.graphics.clear();
    this.builtScale = scale;
    this.arrowTotal = 0;
    if (!this.rect) return;
    const arrows = arrowGeometry(this.rect, this.parents, this.mapWidth, this.layout, scale);
    this.arrowTotal = arrows.length / FLOATS_PER_ARROW;
    if (this.arrowTotal === 0) return;
    strokeArrows(g, arrows, scale, 0xf4f4f8);
  }

  /** Arrows drawn now (the e2e test reads it). */
  get arrowCount(): number {
    return this.arrowTotal;
  }

  /** Cells between the arrows held (1: every cell), 0 when none are fetched. */
  get spacing(): number {
    return this.rect?.stride ?? 0;
  }

}

/**
 * The search tree's parent arrows, in every view: registered first of its plane, so the path, the
 * node being expanded and the breakpoints are drawn over the tree they are read against.
 */
export const treeArrows: OverlayDescriptor = {
  id: 'tree-arrows',
  plane: 'marks',
  views: ['map', 'pane'],
  asks: ['layer'],
  toggle: { kind: 'check', label: 'Parent arrows', initial: false },
  create: (mount) => {
    const overlay = new TreeArrowsOverlay(() => mount.refetch());
    return { overlay, follow: () => overlay.setEnabled(mount.switched() === true) };
  },
};
