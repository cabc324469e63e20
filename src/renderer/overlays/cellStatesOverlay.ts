// The search's open and closed cells at the cursor's step: closed warm, open cool, translucent so
// the terrain stays readable (a bidirectional search's backward side in its own hues). The worker
// answers the states of the cells in view, sampled one per screen pixel when zoomed out (a
// SampledCellLayer keeps and paints them).
import type { CellRect as TraceRect, CellStates } from '../../shared/engine/trace/index';
import { CellState } from '../../shared/engine/index';
import type { CellLayout } from '../canvas/cellLayout';
import type { MapOverlay, OverlayDrawContext } from './mapOverlay';
import { premultiplied } from './premultiplied';
import { SampledCellLayer } from './sampledCellLayer';

/** Colour per state byte: low two bits the forward side's CellState, the next two the backward side's. */
const COLORS = new Uint32Array(256);
for (let b = 0; b < 4; b++) {
  for (let f = 0; f < 4; f++) {
    const forward = f === CellState.Closed ? premultiplied(255, 150, 80, 85) : f === CellState.Open ? premultiplied(60, 210, 240, 150) : 0;
    const backward = b === CellState.Closed ? premultiplied(200, 120, 255, 85) : b === CellState.Open ? premultiplied(120, 255, 160, 150) : 0;
    // A cell both sides reached shows the forward side's colour (where they meet is the path).
    COLORS[(b << 2) | f] = forward || backward;
  }
}

export class CellStatesOverlay implements MapOverlay {
  private readonly cells = new SampledCellLayer(() => COLORS);
  private requestRender: () => void = () => {};

  get container() {
    return this.cells.container;
  }

  get idle(): boolean {
    return this.cells.idle;
  }

  /** Bytes of the pixel buffers held (none while nothing is shown). */
  get pixelBytes(): number {
    return this.cells.pixelBytes;
  }

  attach(requestRender: () => void): void {
    this.requestRender = requestRender;
  }

  setMap(width: number, height: number, layout: CellLayout): void {
    this.cells.setMap(width, height, layout);
  }

  /** Takes the states of `rect` (sampled every `rect.stride` cells, as the worker answered them). */
  apply(rect: TraceRect, states: CellStates): void {
    this.cells.write(rect, states);
    this.requestRender();
  }

  /** Shows nothing (no run, or an untraced one), and frees the pixel buffers. */
  hide(): void {
    if (this.cells.hide()) this.requestRender();
  }

  /** The state byte of cell (x, y) as shown (0 when hidden). */
  stateAt(x: number, y: number): number {
    return this.cells.byteAt(x, y);
  }

  draw(ctx: OverlayDrawContext): boolean {
    return this.cells.draw(ctx);
  }

  destroy(): void {
    this.cells.destroy();
  }
}
