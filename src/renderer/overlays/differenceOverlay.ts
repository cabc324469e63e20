// The Difference overlay of the compare view, drawn in the two panes chosen (A and B): cells
// expanded by A only, by B only and by both, in three colours (A's and B's pane colours, and a
// neutral grey for both). The worker answers the difference for the cells in view (sampled one a
// pixel when zoomed out) and it paints them as the search states are painted.
import type { TraceRect } from '../../shared/engine/trace/index';
import { DIFF_BOTH, DIFF_ONLY_A, DIFF_ONLY_B, type RunDifference } from '../../shared/engine/trace/difference';
import type { ComparePane } from '../compare/comparePane.svelte';
import type { OverlayDescriptor } from './overlayDescriptor';
import { premultiplied } from './premultiplied';
import type { RunFrame } from './runFrame';
import { SampledCellOverlay } from './sampledCellOverlay';

/** Where the cells expanded by both chosen panes are drawn; only-A and only-B use the panes' colours. */
export const BOTH_COLOR = 0xc8ccd8;

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

export class DifferenceOverlay extends SampledCellOverlay {
  /** Colour per difference byte (0 none, then A only, B only, both). */
  private readonly palette = new Uint32Array(256);
  private enabled = false;

  constructor(private readonly source: DifferenceSource) {
    super();
  }

  /** Whether the pane shows the difference (it is pane A or B of a chosen pair): the colours under it hide. */
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
        this.repaint();
      }
    }
    this.enabled = enabled;
    if (!enabled) this.hide();
  }

  async refresh(frame: RunFrame | null): Promise<void> {
    if (!frame?.run.steppable || !this.enabled) return this.hide();
    const difference = await this.source(frame.rect);
    if (!this.enabled) return;
    if (!difference) return this.hide();
    this.write(frame.rect, difference.cells);
  }

  /** The difference byte of cell (x, y) as shown (DIFF_NONE when hidden). */
  stateAt(x: number, y: number): number {
    return this.byteAt(x, y);
  }

  protected colours(): Uint32Array {
    return this.palette;
  }
}

export { DIFF_BOTH, DIFF_ONLY_A, DIFF_ONLY_B };

/** The Difference of the two chosen compare panes, in those two panes (chosen in the Difference controls). */
export const difference: OverlayDescriptor = {
  id: 'difference',
  plane: 'cells',
  views: ['pane'],
  asks: ['difference'],
  create: ({ compare, pane }) => {
    const view = compare!;
    const overlay = new DifferenceOverlay((rect) => view.differenceAt(rect));
    return {
      overlay,
      follow: () => {
        const chosen = view.difference;
        const pair = view.differencePair();
        const index = view.panes.indexOf(pane as ComparePane);
        const shows = pair !== null && chosen !== null && (chosen.a === index || chosen.b === index);
        overlay.setEnabled(shows, pair ? { onlyA: pair[0].color, onlyB: pair[1].color, both: BOTH_COLOR } : undefined);
        // Either pane's step moves the difference, even when this pane's own step holds (finished).
        if (shows) void [pair[0].step, pair[1].step, view.differenceAtEnd];
      },
    };
  },
};
