// The search's open and closed cells at the cursor's step: closed warm, open cool, translucent so
// the terrain stays readable (a bidirectional search's backward side in its own hues). The worker
// answers the states of the cells in view, sampled one per screen pixel when zoomed out; they are
// kept in a map-sized byte array and painted through the chunked cell texture (squares or hexes).
import type { CellRect as TraceRect, CellStates } from '../../shared/engine/trace/index';
import { CellState } from '../../shared/engine/index';
import { CellTextureLayer } from '../canvas/cellTextureLayer';
import type { CellLayout } from '../canvas/cellLayout';
import type { MapOverlay, OverlayDrawContext } from './mapOverlay';
import { premultiplied } from './premultiplied';

/** Colour per state byte: low two bits the forward side's CellState, the next two the backward side's. */
const COLORS = new Uint32Array(16);
for (let b = 0; b < 4; b++) {
  for (let f = 0; f < 4; f++) {
    const forward = f === CellState.Closed ? premultiplied(255, 150, 80, 85) : f === CellState.Open ? premultiplied(60, 210, 240, 150) : 0;
    const backward = b === CellState.Closed ? premultiplied(200, 120, 255, 85) : b === CellState.Open ? premultiplied(120, 255, 160, 150) : 0;
    // A cell both sides reached shows the forward side's colour (where they meet is the path).
    COLORS[(b << 2) | f] = forward || backward;
  }
}

export class CellStatesOverlay implements MapOverlay {
  private readonly layer: CellTextureLayer;
  private states = new Uint8Array(0);
  private width = 0;
  private height = 0;
  private hex = false;
  private shown = false;
  private requestRender: () => void = () => {};

  constructor() {
    this.layer = new CellTextureLayer((y, x0, x1, out, offset) => {
      const words = new Uint32Array(out.buffer, out.byteOffset + offset, x1 - x0 + 1);
      const row = y * this.width;
      for (let x = x0; x <= x1; x++) words[x - x0] = COLORS[this.states[row + x]! & 15]!;
    });
  }

  get container() {
    return this.layer.container;
  }

  get idle(): boolean {
    return this.layer.idle;
  }

  /** Bytes of the pixel buffers held (none while nothing is shown). */
  get pixelBytes(): number {
    return this.layer.pixelBytes;
  }

  attach(requestRender: () => void): void {
    this.requestRender = requestRender;
  }

  setMap(width: number, height: number, layout: CellLayout): void {
    this.width = width;
    this.height = height;
    this.hex = layout.topology === 'hex';
    this.hide();
  }

  /**
   * Takes the states of `rect` (sampled every `rect.stride` cells, as the worker answered them):
   * each sample colours its stride × stride block, so a zoomed-out view needs one sample a pixel.
   */
  apply(rect: TraceRect, states: CellStates): void {
    if (this.width === 0) return;
    if (!this.shown) {
      // The layer holds chunk buffers only while there is something to show.
      this.states = new Uint8Array(this.width * this.height);
      this.layer.setSize(this.width, this.height, this.hex);
      this.shown = true;
    }
    const stride = Math.max(1, rect.stride ?? 1);
    const cols = Math.ceil(rect.width / stride), rows = Math.ceil(rect.height / stride);
    const x0 = Math.max(0, rect.x), y0 = Math.max(0, rect.y);
    const x1 = Math.min(this.width, rect.x + rect.width), y1 = Math.min(this.height, rect.y + rect.height);
    for (let j = 0; j < rows; j++) {
      const top = rect.y + j * stride;
      for (let y = Math.max(y0, top); y < Math.min(y1, top + stride); y++) {
        const row = y * this.width;
        const samples = j * cols;
        if (stride === 1) {
          this.states.set(states.subarray(samples + (x0 - rect.x), samples + (x1 - rect.x)), row + x0);
          continue;
        }
        for (let x = x0; x < x1; x++) this.states[row + x] = states[samples + Math.floor((x - rect.x) / stride)]!;
      }
    }
    if (x1 > x0 && y1 > y0) this.layer.invalidate({ x0, y0, x1: x1 - 1, y1: y1 - 1 });
    this.requestRender();
  }

  /** Shows nothing (no run, or an untraced one), and frees the pixel buffers. */
  hide(): void {
    if (!this.shown) return;
    this.shown = false;
    this.states = new Uint8Array(0);
    this.layer.clear();
    this.requestRender();
  }

  /** The state byte of cell (x, y) as shown (0 when hidden). */
  stateAt(x: number, y: number): number {
    return this.shown ? this.states[y * this.width + x]! : 0;
  }

  draw(ctx: OverlayDrawContext): boolean {
    if (!this.shown) return true;
    this.layer.cull(ctx.visible);
    return this.layer.paint(ctx.budgetMs);
  }

  destroy(): void {
    this.layer.destroy();
  }
}
