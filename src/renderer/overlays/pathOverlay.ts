// Paths through cell centres (hex centres on hex maps), a constant width on screen at any zoom:
// the found path in yellow, and while stepping, the best known path from the start to the node
// being expanded in a thinner cyan line.
import { Container, Graphics } from 'pixi.js';
import { SQUARE_LAYOUT, type CellLayout } from '../canvas/cellLayout';
import type { MapOverlay, OverlayDrawContext } from './mapOverlay';

const NONE = new Int32Array(0);

export class PathOverlay implements MapOverlay {
  readonly container = new Container();
  private readonly graphics = new Graphics();
  private found: Int32Array = NONE;
  private current: Int32Array = NONE;
  private width = 1;
  private layout: CellLayout = SQUARE_LAYOUT;
  private drawnScale = -1;
  private requestRender: () => void = () => {};
  readonly idle = true;
  /** The found path's colour (a compare pane draws its path in the pane's colour). */
  color = 0xffe14d;

  constructor() {
    this.container.addChild(this.graphics);
  }

  attach(requestRender: () => void): void {
    this.requestRender = requestRender;
  }

  setMap(width: number, _height: number, layout: CellLayout): void {
    this.width = width;
    this.layout = layout;
    this.set(NONE, NONE);
  }

  /** The path found (empty: none yet) and the path to the node being expanded (empty: none). */
  set(found: Int32Array, current: Int32Array): void {
    this.found = found;
    this.current = current;
    this.drawnScale = -1;
    this.requestRender();
  }

  /** The cells of the path shown as found (tests read it). */
  get foundPath(): Int32Array {
    return this.found;
  }

  draw({ camera }: OverlayDrawContext): boolean {
    const scale = camera.scale;
    if (scale === this.drawnScale) return true;
    this.drawnScale = scale;
    const g = this.graphics.clear();
    if (this.current.length > 1) {
      this.trace(g, this.current);
      g.stroke({ width: Math.max(1.5, Math.min(4, scale * 0.18)) / scale, color: 0x7ef0ff, alpha: 0.9, join: 'round', cap: 'round' });
    }
    if (this.found.length > 0) {
      const px = Math.max(2, Math.min(6, scale * 0.3));
      this.trace(g, this.found);
      g.stroke({ width: (px + 2) / scale, color: 0x101018, alpha: 0.8, join: 'round', cap: 'round' });
      this.trace(g, this.found);
      g.stroke({ width: px / scale, color: this.color, join: 'round', cap: 'round' });
    }
    return true;
  }

  private trace(g: Graphics, path: Int32Array): void {
    const { width: w, layout } = this;
    for (let i = 0; i < path.length; i++) {
      const x = path[i]! % w;
      const y = Math.floor(path[i]! / w);
      if (i === 0) g.moveTo(layout.centreX(x, y), layout.centreY(y));
      else g.lineTo(layout.centreX(x, y), layout.centreY(y));
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
