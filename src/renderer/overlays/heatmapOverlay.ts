// The debugger's heatmap: one per-cell value of the run at the cursor's step (g, h, f, expansion
// order, or the heuristic's error h* − h) coloured translucently over the terrain, clear where the
// search has no value. Like the open/closed layer, the worker answers the cells in view (one sample
// per screen pixel when zoomed out), kept as colour indices in a map-sized byte array and painted
// through the chunked cell texture (squares or hexes). The colours span a range that only widens
// for a run and layer, so scrubbing never shifts the legend under the user.
import type { CellRect as TraceRect } from '../../shared/engine/trace/index';
import { CellTextureLayer } from '../canvas/cellTextureLayer';
import type { CellLayout } from '../canvas/cellLayout';
import type { OverlayDrawContext } from './mapOverlay';
import { HeatLegends, colourTable, type HeatLayer, type HeatLegend, type HeatRange } from './heatScale';
import { colourSamples } from './heatSamples';
import type { TraceAsk, TraceFrame, TraceOverlay } from './runOverlays';

export class HeatmapOverlay implements TraceOverlay {
  private readonly layer: CellTextureLayer;
  /** Colour index per cell (0: clear); empty while nothing is shown. */
  private indices: Uint8Array = new Uint8Array(0);
  private colours: Uint32Array = new Uint32Array(256);
  private width = 0;
  private height = 0;
  private hex = false;
  private shown = false;
  private chosen: HeatLayer | null = null;
  /** What shows: run and layer (another starts from a clear map). */
  private shownKey = '';
  private readonly legends = new HeatLegends();
  private requestRender: () => void = () => {};

  /** `onLegend` is told what the legend should show (null: no heatmap on the map). */
  constructor(private readonly onLegend: (legend: HeatLegend | null) => void) {
    this.layer = new CellTextureLayer((y, x0, x1, out, offset) => {
      const words = new Uint32Array(out.buffer, out.byteOffset + offset, x1 - x0 + 1);
      const row = y * this.width;
      for (let x = x0; x <= x1; x++) words[x - x0] = this.colours[this.indices[row + x]!]!;
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
    this.height = height;
    this.hex = layout.topology === 'hex';
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
    if (!this.shown) {
      // The layer holds chunk buffers only while there is something to show.
      this.indices = new Uint8Array(this.width * this.height);
      this.layer.setSize(this.width, this.height, this.hex);
      this.shown = true;
    }
    const box = colourSamples(this.indices, this.width, this.height, rect, values, range);
    if (box.x1 >= box.x0 && box.y1 >= box.y0) this.layer.invalidate(box);
    this.requestRender();
  }

  /** Shows nothing and frees the pixel buffers. */
  private hide(): void {
    this.shownKey = '';
    if (this.shown) {
      this.shown = false;
      this.indices = new Uint8Array(0);
      this.layer.clear();
      this.requestRender();
    }
    this.onLegend(null);
  }

  /** The colour index of cell (x, y) as shown (0: clear or hidden); tests read it. */
  indexAt(x: number, y: number): number {
    return this.shown ? this.indices[y * this.width + x]! : 0;
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
