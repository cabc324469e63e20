// Cell breakpoints on the map: a red disc in the cell's top-left corner (hollow while disabled),
// like a breakpoint in a code editor's margin.
import { Container, Graphics } from 'pixi.js';
import type { Breakpoint } from '../../shared/debug/breakpoint';
import { SQUARE_LAYOUT, type CellLayout } from '../canvas/cellLayout';
import type { MapOverlay, OverlayDrawContext } from './mapOverlay';

/** The breakpoint red (the side panel's legend shows it too). */
export const BREAKPOINT_COLOR = 0xe5484d;

export class BreakpointOverlay implements MapOverlay {
  readonly container = new Container();
  private readonly graphics = new Graphics();
  private cells: { cell: number; enabled: boolean }[] = [];
  private width = 1;
  private height = 1;
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

  setMap(width: number, height: number, layout: CellLayout): void {
    this.width = width;
    this.height = height;
    this.layout = layout;
    this.drawnScale = -1;
    this.requestRender();
  }

  set(breakpoints: readonly Breakpoint[]): void {
    this.cells = breakpoints.flatMap((b) => (b.kind === 'cell' && b.cell < this.width * this.height ? [{ cell: b.cell, enabled: b.enabled }] : []));
    this.drawnScale = -1;
    this.requestRender();
  }

  draw({ camera }: OverlayDrawContext): boolean {
    const scale = camera.scale;
    if (scale === this.drawnScale) return true;
    this.drawnScale = scale;
    const g = this.graphics.clear();
    const px = 1 / scale;
    // A few pixels on screen, at most a third of the cell, placed towards its top-left corner.
    const r = Math.min(0.3, 5 * px);
    const offset = Math.max(0, 0.5 - r - 2 * px);
    for (const { cell, enabled } of this.cells) {
      const x = cell % this.width, y = Math.floor(cell / this.width);
      const cx = this.layout.centreX(x, y) - offset, cy = this.layout.centreY(y) - offset;
      if (enabled) g.circle(cx, cy, r).fill({ color: BREAKPOINT_COLOR }).stroke({ width: 1.5 * px, color: 0xffffff, alpha: 0.9 });
      else g.circle(cx, cy, r).stroke({ width: 2 * px, color: BREAKPOINT_COLOR });
    }
    return true;
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
