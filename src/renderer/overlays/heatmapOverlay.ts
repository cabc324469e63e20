// The debugger's heatmap: one per-cell value of the run at the cursor's step (g, h, f, expansion
// order, or the heuristic's error h* − h) coloured translucently over the terrain, clear where the
// search has no value. Like the open/closed layer, the worker answers the cells in view (one sample
// per screen pixel when zoomed out), kept as colour indices. The colours span a range that only widens
// for a run and layer, so scrubbing never shifts the legend under the user.
import type { TraceRect } from '../../shared/engine/trace/index';
import type { CellLayout } from '../canvas/cellLayout';
import { HeatLegends, colourTable, type HeatLayer, type HeatLegend, type HeatRange } from './heatScale';
import { colourSamples } from './heatSamples';
import type { OverlayDescriptor } from './overlayDescriptor';
import type { RunFrame } from './runFrame';
import { SampledCellOverlay } from './sampledCellOverlay';

/** The heatmaps offered; 'error' is h* − h, the heuristic's error. */
export const HEATMAP_CHOICES: readonly { value: 'none' | HeatLayer; label: string }[] = Object.freeze([
  { value: 'none', label: 'None' },
  { value: 'g', label: 'g (cost so far)' },
  { value: 'h', label: 'h (estimate)' },
  { value: 'f', label: 'f = g + h' },
  { value: 'order', label: 'Expansion order' },
  { value: 'error', label: 'Heuristic error h* − h' },
]);

export class HeatmapOverlay extends SampledCellOverlay {
  private colourTable: Uint32Array = new Uint32Array(256);
  private chosen: HeatLayer | null = null;
  /** What shows: run and layer (another starts from a clear map). */
  private shownKey = '';
  private readonly legends = new HeatLegends();

  /** `onLegend` is told what the legend should show (null: no heatmap on the map). */
  constructor(private readonly onLegend: (legend: HeatLegend | null) => void) {
    super();
  }

  /** A heatmap is picked: the open and closed colours under it would tint its scale. */
  get active(): boolean {
    return this.chosen !== null;
  }

  /** The layer to show, or null for none; the next refresh fetches it. */
  choose(layer: HeatLayer | null): void {
    if (layer === this.chosen) return;
    this.chosen = layer;
    if (layer) this.colourTable = colourTable(layer);
  }

  override setMap(width: number, height: number, layout: CellLayout): void {
    this.shownKey = '';
    this.legends.clear();
    super.setMap(width, height, layout);
  }

  async refresh(frame: RunFrame | null): Promise<void> {
    const layer = this.chosen;
    if (!frame?.run.steppable || !layer || !this.hasMap) {
      this.hide();
      return;
    }
    const { run, step, rect, ask } = frame;
    const key = `${run.id}:${layer}`;
    if (key !== this.shownKey) {
      // Another run or layer: what shows belongs to the old one.
      this.hide();
      this.shownKey = key;
    }
    this.onLegend(this.legends.asking(run.id, layer));
    let answer;
    try {
      answer = await ask({ kind: 'layer', step, layer, rect });
    } catch (err) {
      // The map view reports the worker's sentence; the legend must not keep saying "Computing".
      this.onLegend(this.legends.failed(layer));
      throw err;
    }
    const legend = this.legends.answered(run.id, layer, answer.min, answer.max);
    // Chosen otherwise meanwhile: the next refresh shows that one.
    if (this.chosen !== layer || this.shownKey !== key) return;
    this.apply(answer.rect, answer.values as Float32Array, legend);
    this.onLegend(legend);
  }

  /** The colour index of cell (x, y) as shown (0: clear or hidden); tests read it. */
  indexAt(x: number, y: number): number {
    return this.byteAt(x, y);
  }

  protected colours(): Uint32Array {
    return this.colourTable;
  }

  /** Shows nothing and frees the pixel buffers. */
  protected override hide(): void {
    this.shownKey = '';
    super.hide();
    this.onLegend(null);
  }

  /**
   * Colours the samples of `rect` (every `rect.stride` cells, as the worker answered them): a
   * texel each on square maps, each filling its stride × stride block on hex maps.
   */
  private apply(rect: TraceRect, values: Float32Array, range: HeatRange): void {
    this.writeWith((indices, width, height, grid) => colourSamples(indices, width, height, grid, values, range), rect);
  }
}

/** One per-cell value of the run (g, h, f, expansion order, h* − h) as colours, in every view; each view's legend is its own. */
export const heatmap: OverlayDescriptor = {
  id: 'heatmap',
  plane: 'cells',
  views: ['map', 'pane'],
  asks: ['layer'],
  toggle: { kind: 'choice', label: 'Heatmap', initial: 'none', choices: HEATMAP_CHOICES },
  create: (mount) => {
    const overlay = new HeatmapOverlay((legend) => mount.legend(legend));
    return {
      overlay,
      follow: () => {
        const value = mount.switched();
        overlay.choose(value === 'none' || typeof value !== 'string' ? null : (value as HeatLayer));
      },
    };
  },
};
