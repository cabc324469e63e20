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
import { colourIndex, colourTable, widenRange, type HeatLayer, type HeatLegend, type HeatRange } from './heatScale';
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
  /** The legend's range per layer of run `rangesRun`: it only widens, and a new run starts afresh. */
  private ranges = new Map<HeatLayer, HeatRange>();
  private rangesRun = -1;
  /** Runs whose error layer the worker has answered once (it computes h* on the first ask). */
  private readonly errorReady = new Set<number>();
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
    this.ranges.clear();
    this.hide();
  }

  async refresh(frame: TraceFrame | null, ask: TraceAsk): Promise<void> {
    const layer = this.chosen;
    if (!frame || !layer || this.width === 0) {
      this.hide();
      return;
    }
    const { run, step, rect } = frame;
    if (run.id !== this.rangesRun) {
      this.rangesRun = run.id;
      this.ranges.clear();
    }
    const key = `${run.id}:${layer}`;
    if (key !== this.shownKey) {
      // Another run or layer: what shows belongs to the old one.
      this.hide();
      this.shownKey = key;
    }
    const before = this.ranges.get(layer) ?? null;
    if (layer === 'error' && !this.errorReady.has(run.id)) this.onLegend({ layer, min: NaN, max: NaN, computing: true });
    let answer;
    try {
      answer = await ask({ kind: 'layer', step, layer, rect });
    } catch (err) {
      // The map view reports the worker's sentence; the legend must not keep saying "Computing".
      this.onLegend({ layer, min: before?.min ?? NaN, max: before?.max ?? NaN, computing: false });
      throw err;
    }
    if (layer === 'error') this.errorReady.add(run.id);
    // Chosen otherwise meanwhile: the next refresh shows that one.
    if (this.chosen !== layer || this.shownKey !== key) return;
    const range = widenRange(layer, this.ranges.get(layer) ?? null, answer.min, answer.max);
    this.ranges.set(layer, range);
    this.apply(answer.rect, answer.values as Float32Array, range);
    this.onLegend({ layer, min: range.min, max: range.max, computing: false });
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
    const stride = Math.max(1, rect.stride ?? 1);
    const cols = Math.ceil(rect.width / stride), rows = Math.ceil(rect.height / stride);
    const x0 = Math.max(0, rect.x), y0 = Math.max(0, rect.y);
    const x1 = Math.min(this.width, rect.x + rect.width), y1 = Math.min(this.height, rect.y + rect.height);
    const sampleRow = new Uint8Array(cols);
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) sampleRow[i] = colourIndex(values[j * cols + i]!, range.min, range.max);
      const top = rect.y + j * stride;
      for (let y = Math.max(y0, top); y < Math.min(y1, top + stride); y++) {
        const row = y * this.width;
        if (stride === 1) this.indices.set(sampleRow.subarray(x0 - rect.x, x1 - rect.x), row + x0);
        else for (let x = x0; x < x1; x++) this.indices[row + x] = sampleRow[Math.floor((x - rect.x) / stride)]!;
      }
    }
    if (x1 > x0 && y1 > y0) this.layer.invalidate({ x0, y0, x1: x1 - 1, y1: y1 - 1 });
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
