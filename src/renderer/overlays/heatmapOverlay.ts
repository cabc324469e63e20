// The debugger's heatmap: one per-cell value of the run at the cursor's step (g, h, f, expansion
// order, or the heuristic's error h* − h) coloured translucently over the terrain, clear where the
// search has no value. Like the open/closed layer, the worker answers the cells in view (one sample
// per screen pixel when zoomed out), kept as colour indices by a SampledCellLayer. The colours span a range that only widens
// for a run and layer, so scrubbing never shifts the legend under the user.
import type { CellRect as TraceRect } from '../../shared/engine/trace/index';
import type { CellLayout } from '../canvas/cellLayout';
import type { OverlayDrawContext } from './mapOverlay';
import { HeatLegends, colourTable, type HeatLayer, type HeatLegend, type HeatRange } from './heatScale';
import { colourSamples } from './heatSamples';
import type { TraceAsk, TraceFrame, TraceOverlay } from './runOverlays';
import { SampledCellLayer } from './sampledCellLayer';

export class HeatmapOverlay implements TraceOverlay {
  private colours: Uint32Array = new Uint32Array(256);
  /** Colour index per cell (0: clear). */
  private readonly cells = new SampledCellLayer(() => this.colours);
  private width = 0;
  private chosen: HeatLayer | null = null;
  /** What shows: run and layer (another starts from a clear map). */
  private shownKey = '';
  private readonly legends = new HeatLegends();
  private requestRender: () => void = () => {};

  /** `onLegend` is told what the legend should show (null: no heatmap on the map). */
  constructor(private readonly onLegend: (legend: HeatLegend | null) => void) {}

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

  /** The layer to show, or null for none; the next refresh fetches it. */
  choose(layer: HeatLayer | null): void {
    if (layer === this.chosen) return;
    this.chosen = layer;
    if (layer) this.colours = colourTable(layer);
  }

  attach(requestRender: () => void): void {
    this.requestRender = requestRender;
  }

  setMap(width: number, height: number, layout: CellLayout): void {
    this.width = width;
    this.cells.setMap(width, height, layout);
    this.shownKey = '';
    this.legends.clear();
    this.hide();
  }

  async refresh(frame: TraceFrame | null, ask: TraceAsk): Promise<void> {
    const layer = this.chosen;
    if (!frame || !layer || this.width === 0) {
      this.hide();
      return;
    }
    const { run, step, rect } = frame;
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

  /**
   * Colours the cells of `rect` (sampled every `rect.stride` cells, as the worker answered them):
   * each sample colours its stride × stride block.
   */
  private apply(rect: TraceRect, values: Float32Array, range: HeatRange): void {
    this.cells.writeWith((indices, width, height) => colourSamples(indices, width, height, rect, values, range));
    this.requestRender();
  }

  /** Shows nothing and frees the pixel buffers. */
  private hide(): void {
    this.shownKey = '';
    if (this.cells.hide()) this.requestRender();
    this.onLegend(null);
  }

  /** The colour index of cell (x, y) as shown (0: clear or hidden); tests read it. */
  indexAt(x: number, y: number): number {
    return this.cells.byteAt(x, y);
  }

  draw(ctx: OverlayDrawContext): boolean {
    return this.cells.draw(ctx);
  }

  destroy(): void {
    this.cells.destroy();
  }
}
