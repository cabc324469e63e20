// The branch picked in the "Search tree" panel, drawn over the map: a magenta line from the root
// through the cells of the branch to the picked node, ringed, a constant width on screen at any
// zoom. Register it with a map view ('marks' plane) and hand it DebugView.branch.
import { Container, Graphics } from 'pixi.js';
import { SQUARE_LAYOUT, type CellLayout } from '../canvas/cellLayout';
import type { MapOverlay, OverlayDrawContext } from '../overlays/mapOverlay';
import { branchPoints } from './branchGeometry';

/** The branch's colour: apart from the path's yellow and the current path's cyan. */
export const BRANCH_COLOR = 0xe06eff;

const NONE = new Int32Array(0);

export class BranchOverlay implements MapOverlay {
  readonly container = new Container();
  private readonly graphics = new Graphics();
  private branch: Int32Array = NONE;
  private width = 1;
  private layout: CellLayout = SQUARE_LAYOUT;
  /** The camera scale the line was drawn for (−1: draw again). */
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
    this.set(null);
  }

  /** Shows `branch` (cells from the root to the picked node); null or empty: nothing. */
  set(branch: Int32Array | null): void {
    this.branch = branch ?? NONE;
    this.drawnScale = -1;
    this.requestRender();
  }

  draw({ camera }: OverlayDrawContext): boolean {
    const scale = camera.scale;
    if (scale === this.drawnScale) return true;
    this.drawnScale = scale;
    const g = this.graphics.clear();
    if (this.branch.length === 0) return true;
    const points = branchPoints(this.branch, this.width, this.layout);
    const px = Math.max(1.5, Math.min(4, scale * 0.2));
    if (this.branch.length > 1) {
      g.moveTo(points[0]!, points[1]!);
      for (let i = 2; i < points.length; i += 2) g.lineTo(points[i]!, points[i + 1]!);
      g.stroke({ width: px / scale, color: BRANCH_COLOR, alpha: 0.95, join: 'round', cap: 'round' });
    }
    const n = points.length;
    g.circle(points[n - 2]!, points[n - 1]!, Math.max(0.35, 5 / scale));
    g.stroke({ width: 2 / scale, color: BRANCH_COLOR });
    return true;
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
