// The Difference overlay of the compare view, drawn in the two panes chosen (A and B): cells
// expanded by A only, by B only and by both, in three colours (A's and B's pane colours, and a
// neutral grey for both). The worker answers the difference for the cells in view (sampled one a
// pixel when zoomed out); they are kept in a map-sized byte array and painted through the chunked
// cell texture, as the search states are.
import type { CellRect as TraceRect } from '../../shared/engine/trace/index';
import { DIFF_BOTH, DIFF_ONLY_A, DIFF_ONLY_B, type RunDifference } from '../../shared/engine/trace/difference';
import { CellTextureLayer } from '../canvas/cellTextureLayer';
import type { CellLayout } from '../canvas/cellLayout';
import type { OverlayDrawContext } from '../overlays/mapOverlay';
import { premultiplied } from '../overlays/premultiplied';
import type { TraceFrame, TraceOverlay } from '../overlays/runOverlays';
import { spreadSamples } from './sampledCells';

/** How opaque the difference colours are: strong enough to read over terrain, weak enough to see walls through. */
const ALPHA = 165;

/** The three colours (0xRRGGBB): cells only A expanded, only B, and both. */
export interface DifferenceColors {
  onlyA: number;
  onlyB: number;
  both: number;
}

/** Asks for the difference of the chosen panes over `rect`; null when there is none to show. */
export type DifferenceSource = (rect: TraceRect) => Promise<RunDifference | null>;

export class DifferenceOverlay implements TraceOverlay {
  private readonly layer: CellTextureLayer;
  private readonly palette = new Uint32Array(4);
  private cells = new Uint8Array(0);
  private width = 0;
  private height = 0;
  private hex = false;
  private shown = false;
  private enabled = false;
  private requestRender: () => void = () => {};

  constructor(private readonly source: DifferenceSource) {
    this.layer = new CellTextureLayer((y, x0, x1, out, offset) => {
      const words = new Uint32Array(out.buffer, out.byteOffset + offset, x1 - x0 + 1);
      const row = y * this.width;
      for (let x = x0; x <= x1; x++) words[x - x0] = this.palette[this.cells[row + x]! & 3]!;
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

  /** Whether the pane shows the difference (it is pane A or B of a chosen pair). */
  get active(): boolean {
    return this.enabled;
  }

  /** Switches the overlay on (with the pair's colours) or off. */
  setEnabled(enabled: boolean, colors?: DifferenceColors): void {
    if (colors) {
      const c = (rgb: number) => premultiplied((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255, ALPHA);
      const next = [0, c(colors.onlyA), c(colors.onlyB), c(colors.both)];
      if (next.some((v, i) => v !== this.palette[i])) {
        this.palette.set(next);
        this.layer.invalidate('all');
      }
    }
    this.enabled = enabled;
    if (!enabled) this.hide();
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

  async refresh(frame: TraceFrame | null): Promise<void> {
    if (!frame || !this.enabled) return this.hide();
    const difference = await this.source(frame.rect);
    if (!this.enabled) return;
    if (!difference) return this.hide();
    this.apply(frame.rect, difference.cells);
  }

  /** The difference byte of cell (x, y) as shown (DIFF_NONE when hidden). */
  stateAt(x: number, y: number): number {
    return this.shown ? this.cells[y * this.width + x]! : 0;
  }

  draw(ctx: OverlayDrawContext): boolean {
    if (!this.shown) return true;
    this.layer.cull(ctx.visible);
    return this.layer.paint(ctx.budgetMs);
  }

  destroy(): void {
    this.layer.destroy();
  }

  private apply(rect: TraceRect, samples: Uint8Array): void {
    if (this.width === 0) return;
    if (!this.shown) {
      // The layer holds chunk buffers only while there is something to show.
      this.cells = new Uint8Array(this.width * this.height);
      this.layer.setSize(this.width, this.height, this.hex);
      this.shown = true;
    }
    const box = spreadSamples(this.cells, this.width, this.height, rect, samples);
    if (box) this.layer.invalidate(box);
    this.requestRender();
  }

  private hide(): void {
    if (!this.shown) return;
    this.shown = false;
    this.cells = new Uint8Array(0);
    this.layer.clear();
    this.requestRender();
  }
}

export { DIFF_BOTH, DIFF_ONLY_A, DIFF_ONLY_B };
