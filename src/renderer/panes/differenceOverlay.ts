// The Difference overlay of the compare view, drawn in the two panes chosen (A and B): cells
// expanded by A only, by B only and by both, in three colours (A's and B's pane colours, and a
// neutral grey for both). The worker answers the difference for the cells in view (sampled one a
// pixel when zoomed out); a SampledCellLayer keeps and paints them, as it does the search states.
import type { CellRect as TraceRect } from '../../shared/engine/trace/index';
import { DIFF_BOTH, DIFF_ONLY_A, DIFF_ONLY_B, type RunDifference } from '../../shared/engine/trace/difference';
import type { CellLayout } from '../canvas/cellLayout';
import type { OverlayDrawContext } from '../overlays/mapOverlay';
import { premultiplied } from '../overlays/premultiplied';
import type { TraceFrame, TraceOverlay } from '../overlays/runOverlays';
import { SampledCellLayer } from '../overlays/sampledCellLayer';

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
  /** Colour per difference byte (0 none, then A only, B only, both). */
  private readonly palette = new Uint32Array(256);
  private readonly cells = new SampledCellLayer(() => this.palette);
  private enabled = false;
  private requestRender: () => void = () => {};

  constructor(private readonly source: DifferenceSource) {}

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
        this.cells.repaint();
      }
    }
    this.enabled = enabled;
    if (!enabled) this.hide();
  }

  attach(requestRender: () => void): void {
    this.requestRender = requestRender;
  }

  setMap(width: number, height: number, layout: CellLayout): void {
    this.cells.setMap(width, height, layout);
  }

  async refresh(frame: TraceFrame | null): Promise<void> {
    if (!frame || !this.enabled) return this.hide();
    const difference = await this.source(frame.rect);
    if (!this.enabled) return;
    if (!difference) return this.hide();
    this.cells.write(frame.rect, difference.cells);
    this.requestRender();
  }

  /** The difference byte of cell (x, y) as shown (DIFF_NONE when hidden). */
  stateAt(x: number, y: number): number {
    return this.cells.byteAt(x, y);
  }

  draw(ctx: OverlayDrawContext): boolean {
    return this.cells.draw(ctx);
  }

  destroy(): void {
    this.cells.destroy();
  }

  private hide(): void {
    if (this.cells.hide()) this.requestRender();
  }
}

export { DIFF_BOTH, DIFF_ONLY_A, DIFF_ONLY_B };
