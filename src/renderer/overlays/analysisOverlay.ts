// The level analysis on the map (see analysis/analysis.svelte.ts): every region tinted, the cells
// that cannot reach the start marked, or a movement range in bands of 1×, 2× and 3× its budget
// with its edge drawn darker. Painted as the search states are, one colour per cell value.
import { EDGE_BAND, type AnalysisAnswer } from '../../shared/analysis/analysisJob';
import type { OverlayDescriptor } from './overlayDescriptor';
import { premultiplied } from './premultiplied';
import { SampledCellOverlay } from './sampledCellOverlay';

/** Tints for regions, cycled: distinct hues a little see-through, so the terrain reads beneath. */
export const REGION_TINTS = [0x4e79a7, 0xf28e2b, 0x59a14f, 0xb07aa1, 0x76b7b2, 0xedc948, 0xff9da7, 0x9c755f, 0xbab0ac, 0x86bcb6];
/** Cells that cannot reach the start. */
export const UNREACHABLE_TINT = 0xd62728;
/** The movement range: within the budget, its edge, within 2× and within 3×. */
export const RANGE_TINTS = { move: 0x2f6fdf, edge: 0x0b2e7a, dash: 0x7fa8ef, twoTurns: 0xc4d6f7 } as const;

const rgba = (rgb: number, alpha: number) => premultiplied((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255, alpha);

// Byte values: 0 nothing; regions 1 … 10 by tint, 11 unreachable from the start; range 20 + band (21 move, 22 dash, 23 two turns), 24 the edge.
const UNREACHABLE = 11, RANGE = 20, EDGE = 24;

export class AnalysisOverlay extends SampledCellOverlay {
  private readonly palette = new Uint32Array(256);
  private shown: AnalysisAnswer | null = null;

  constructor() {
    super();
    REGION_TINTS.forEach((rgb, i) => (this.palette[1 + i] = rgba(rgb, 110)));
    this.palette[UNREACHABLE] = rgba(UNREACHABLE_TINT, 170);
    this.palette[RANGE + 1] = rgba(RANGE_TINTS.move, 150);
    this.palette[RANGE + 2] = rgba(RANGE_TINTS.dash, 130);
    this.palette[RANGE + 3] = rgba(RANGE_TINTS.twoTurns, 120);
    this.palette[EDGE] = rgba(RANGE_TINTS.edge, 200);
  }

  /** Shown over the search states while an analysis is. */
  get active(): boolean {
    return this.shown !== null;
  }

  show(answer: AnalysisAnswer | null): void {
    if (answer === this.shown) return;
    this.shown = answer;
    if (!answer || (answer.what !== 'regions' && answer.what !== 'range')) return this.hide();
    this.writeWith((bytes, width, height) => {
      if (bytes.length !== (answer.what === 'regions' ? answer.labels.length : answer.band.length)) return null;
      if (answer.what === 'regions') {
        const { labels, startRegion } = answer;
        for (let c = 0; c < bytes.length; c++) {
          const r = labels[c]!;
          bytes[c] = r < 0 ? 0 : startRegion >= 0 && r !== startRegion ? UNREACHABLE : 1 + (r % REGION_TINTS.length);
        }
      } else {
        const { band } = answer;
        for (let c = 0; c < bytes.length; c++) bytes[c] = band[c] === 0 ? 0 : band[c] === EDGE_BAND ? EDGE : RANGE + band[c]!;
      }
      return { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
    });
  }

  /** What it shows does not come from the run's frames. */
  async refresh(): Promise<void> {}

  /** The value drawn at cell (x, y): 'region', 'unreachable', 'move', 'edge', 'dash', 'two-turns' or null (tests, the cell inspector). */
  markAt(x: number, y: number): string | null {
    const b = this.byteAt(x, y);
    if (b === 0) return null;
    if (b === UNREACHABLE) return 'unreachable';
    if (b < UNREACHABLE) return 'region';
    return b === EDGE ? 'edge' : (['move', 'dash', 'two-turns'] as const)[b - RANGE - 1]!;
  }

  protected colours(): Uint32Array {
    return this.palette;
  }
}

/** The analysis chosen in View › Regions / Movement Range or the Analysis section, on the single map. */
export const analysis: OverlayDescriptor = {
  id: 'analysis',
  plane: 'cells',
  views: ['map'],
  asks: [],
  create: ({ studio }) => {
    const overlay = new AnalysisOverlay();
    return { overlay, follow: () => overlay.show(studio.analysis.answer) };
  },
};
