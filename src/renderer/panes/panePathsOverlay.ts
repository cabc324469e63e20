// Every compare pane's found path drawn in a pane, each in its pane's colour (the compare view's
// "Paths in every pane"), so where the routes part is seen at a glance. Thinner than the pane's
// own path, which RunOverlays draws on top; a constant width on screen at any zoom.
import { Container, Graphics } from 'pixi.js';
import { SQUARE_LAYOUT, type CellLayout } from '../canvas/cellLayout';
import type { MapOverlay, OverlayDrawContext } from '../overlays/mapOverlay';

/** A path to draw: its cells (flat indices) and colour (0xRRGGBB). */
export interface ColouredPath {
  cells: Int32Array;
  color: number;
}

export class PanePathsOverlay implements MapOverlay {
  readonly container = new Container();
  private readonly graphics = new Graphics();
  private paths: readonly ColouredPath[] = [];
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
    this.set([]);
  }

  /** The paths to draw (none: nothing). */
  set(paths: readonly ColouredPath[]): void {
    this.paths = paths.filter((p) => p.cells.length > 1);
    this.drawnScale = -1;
    this.requestRender();
  }

  /** How many paths are drawn now (tests read it). */
  get count(): number {
    return this.paths.length;
  }

  draw({ camera }: OverlayDrawContext): boolean {
    const scale = camera.scale;
    if (scale === this.drawnScale) return true;
    this.drawnScale = scale;
    const g = this.graphics.clear();
    const px = Math.max(1.5, Math.min(4, scale * 0.2));
    // Dark casings first, then the colours: a crossing path never hides another's colour entirely.
    for (const p of this.paths) {
      this.trace(g, p.cells);
      g.stroke({ width: (px + 2) / scale, color: 0x101018, alpha: 0.7, join: 'round', cap: 'round' });
    }
    for (const p of this.paths) {
      this.trace(g, p.cells);
      g.stroke({ width: px / scale, color: p.color, alpha: 0.95, join: 'round', cap: 'round' });
    }
    return true;
  }

  private trace(g: Graphics, path: Int32Array): void {
    const { width: w, layout } = this;
    for (let i = 0; i < path.length; i++) {
      const x = path[i]! % w, y = Math.floor(path[i]! / w);
      if (i === 0) g.moveTo(layout.centreX(x, y), layout.centreY(y));
      else g.lineTo(layout.centreX(x, y), layout.centreY(y));
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
