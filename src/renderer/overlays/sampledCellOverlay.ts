// The 'cells' overlays' common part (the open/closed states, the heatmap, the compare view's
// Difference): a map-sized layer of one byte per cell, painted through the chunked cell texture
// (squares or hexes) with a colour per byte value. The worker answers the cells in view, sampled
// every `stride` cells when zoomed out. On square maps the layer then keeps one byte and one texel
// per sample (its grain), drawn stride × stride cells large: a whole 4096² map zoomed out to stride 4
// paints, uploads and holds 1 M texels (4 MB) where a texel a cell was 16 M (64 MB), for the same
// picture. Hex maps keep a byte a cell, each sample filling its block. The pixel buffers exist only
// while something is shown. Subclasses say what to fetch in `refresh`.
import type { CellBox } from '../../shared/edit/cells';
import type { TraceRect } from '../../shared/engine/trace/index';
import { CellTextureLayer } from '../canvas/cellTextureLayer';
import type { CellLayout } from '../canvas/cellLayout';
import type { OverlayDrawContext } from './mapOverlay';
import type { FrameOverlay, RunFrame } from './runFrame';
import { rectKey } from './runFrame';
import { applyChanges, spreadChangedSamples, spreadSamples } from './sampledCells';

export abstract class SampledCellOverlay implements FrameOverlay {
  private readonly layer: CellTextureLayer;
  protected requestRender: () => void = () => {};
  /** A byte per texel of the layer: per cell at grain 1, else per grain × grain block of cells. */
  private bytes: Uint8Array = new Uint8Array(0);
  private width = 0;
  private height = 0;
  private hex = false;
  /** Cells a texel spans each way (1, or the stride of the samples shown), and the texels a row and a column. */
  private grain = 1;
  private gridWidth = 0;
  private gridHeight = 0;
  private visible = false;
  /**
   * What the bytes show, as the subclass names it (a run, a step and a rectangle) when it writes
   * them, so that it can take in only what changed since; null when unknown (nothing shown yet).
   */
  private basis: string | null = null;
  /**
   * The samples last written with a basis, and their rectangle (its key): the bytes show them, so
   * the next answer about the same rectangle is compared sample by sample rather than cell by cell.
   */
  private written: { rect: string; samples: Uint8Array } | null = null;
  /** The words of the chunk buffer being painted (see the row painter). */
  private paintWords = new Uint32Array(0);
  private readonly markCells = (x0: number, y0: number, x1: number, y1: number) => this.layer.invalidateCells(x0, y0, x1, y1);

  constructor() {
    this.layer = new CellTextureLayer((y, x0, x1, out, offset) => {
      // One word view per chunk buffer, kept while its rows are painted (a view a row was
      // thousands of objects for the collector each time a whole map's states changed).
      let words = this.paintWords;
      if (words.buffer !== out.buffer) words = this.paintWords = new Uint32Array(out.buffer as ArrayBuffer, 0, out.buffer.byteLength >> 2);
      const palette = this.colours(), bytes = this.bytes;
      const row = y * this.gridWidth, at = ((out.byteOffset + offset) >> 2) - x0;
      for (let x = x0; x <= x1; x++) words[at + x] = palette[bytes[row + x]!]!;
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

  /** Fetches (or takes from the frame) and shows what the overlay draws; null: no run, so hide. */
  abstract refresh(frame: RunFrame | null): Promise<void>;

  /** The premultiplied RGBA of each byte value (read at paint time). */
  protected abstract colours(): Uint32Array;

  attach(requestRender: () => void): void {
    this.requestRender = requestRender;
  }

  /** Whether a map is shown (the overlay was told its size). */
  protected get hasMap(): boolean {
    return this.width > 0;
  }

  /** A new map (or its size or topology changed): nothing is shown. */
  setMap(width: number, height: number, layout: CellLayout): void {
    this.width = width;
    this.height = height;
    this.hex = layout.topology === 'hex';
    this.hide();
  }

  /**
   * Takes the byte of each sample of `rect` (sampled every `rect.stride` cells, row by row) and
   * shows it; `basis` names what they are (see `shows`).
   */
  protected write(rect: TraceRect, samples: Uint8Array, basis: string | null = null): void {
    const key = rectKey(rect), written = this.written;
    const before = this.visible && this.grain === this.grainFor(rect) && written && written.rect === key && written.samples.length === samples.length ? written.samples : null;
    this.writeWith((bytes, width, height, grid) => (before ? spreadChangedSamples(bytes, width, height, grid, before, samples) : spreadSamples(bytes, width, height, grid, samples)), rect);
    this.basis = this.visible ? basis : null;
    // Kept only for an answer the caller gives away (it names a basis): the caller never writes to it.
    this.written = this.visible && basis !== null ? { rect: key, samples } : null;
  }

  /**
   * Takes the bytes of a whole map sampled cell by cell (`rect` the map, stride 1) as they are,
   * without spreading them, and shows them: `samples` becomes the overlay's own (it is written
   * into later), so it must be given away (an answer moved from the worker).
   */
  protected take(samples: Uint8Array, basis: string | null = null): void {
    this.showAsIs(samples, basis);
  }

  /** Whether a `rect` of `samples` covers the map cell by cell, so `take` can show them as they are. */
  protected coversMap(rect: TraceRect, samples: Uint8Array): boolean {
    return rect.x === 0 && rect.y === 0 && rect.width === this.width && rect.height === this.height
      && (rect.stride ?? 1) === 1 && samples.length === this.width * this.height && samples.byteOffset === 0
      && samples.byteLength === samples.buffer.byteLength;
  }

  /** Whether the bytes show what `basis` names (as last written), so changes since can be applied. */
  protected shows(basis: string): boolean {
    return this.visible && this.basis === basis;
  }

  /** Writes the samples of `rect` that changed (indices and bytes) over what is shown; `basis` names the result. */
  protected writeChanges(rect: TraceRect, samples: Int32Array, states: Uint8Array, basis: string): void {
    if (!this.visible) return;
    // `shows` vouched that the bytes hold this rectangle's last answer, written at its grain.
    applyChanges(this.bytes, this.gridWidth, this.gridHeight, this.onGrid(rect), samples, states, this.markCells);
    const written = this.written;
    if (written) {
      if (written.rect !== rectKey(rect)) this.written = null;
      else for (let n = 0; n < samples.length; n++) written.samples[samples[n]!] = states[n]!;
    }
    this.basis = basis;
    if (samples.length > 0) this.requestRender();
  }

  /**
   * Lets `fill` write the bytes and say which it wrote (null: none), and shows them. Without
   * `rect`, a byte a cell of the map; with the rectangle of samples `fill` writes, a byte a sample
   * where the map allows (`grainFor`): `fill` is then handed the grid's size and the rectangle on it.
   */
  protected writeWith(fill: (bytes: Uint8Array, width: number, height: number, grid: TraceRect) => CellBox | null, rect?: TraceRect): void {
    if (this.width === 0) return;
    this.basis = null;
    this.written = null;
    const grain = rect ? this.grainFor(rect) : 1;
    if (!this.visible || grain !== this.grain) this.showGrid(grain);
    const grid = rect ? this.onGrid(rect) : { x: 0, y: 0, width: this.width, height: this.height };
    const box = fill(this.bytes, this.gridWidth, this.gridHeight, grid);
    if (box && box.x1 >= box.x0 && box.y1 >= box.y0) this.layer.invalidate(box);
    this.requestRender();
  }

  /**
   * Shows `bytes` (one per cell of the map) as they are, without copying them: for an overlay whose
   * cells come ready-made (coloured in a worker). It never writes into them, so do not mix with `write`.
   */
  protected adopt(bytes: Uint8Array): void {
    this.showAsIs(bytes, null);
  }

  /** Shows `bytes` (one per cell of the map) without copying them; `basis` names them (see `shows`). */
  private showAsIs(bytes: Uint8Array, basis: string | null): void {
    if (bytes.length !== this.width * this.height || this.width === 0) return this.hide();
    if (!this.visible || this.grain !== 1) this.showGrid(1, bytes);
    this.bytes = bytes;
    this.basis = basis;
    this.written = null;
    this.layer.invalidate('all');
    this.requestRender();
  }

  /** Builds the layer at `grain` cells a texel, over `bytes` (else zeroed ones). */
  private showGrid(grain: number, bytes?: Uint8Array): void {
    this.grain = grain;
    this.gridWidth = Math.ceil(this.width / grain);
    this.gridHeight = Math.ceil(this.height / grain);
    this.bytes = bytes ?? new Uint8Array(this.gridWidth * this.gridHeight);
    const extent = grain === 1 ? null : { width: this.width / grain, height: this.height / grain };
    this.layer.setSize(this.gridWidth, this.gridHeight, this.hex, extent);
    this.layer.container.scale.set(grain);
    this.visible = true;
  }

  /**
   * The grain that shows `rect`'s samples a texel each: its stride on square maps, when the
   * rectangle starts on a multiple of it (as the run overlays ask); else a texel a cell.
   */
  private grainFor(rect: TraceRect): number {
    const stride = Math.max(1, rect.stride ?? 1);
    return !this.hex && rect.x % stride === 0 && rect.y % stride === 0 ? stride : 1;
  }

  /** `rect` (in cells) on the texel grid: the same samples, `grain` times fewer cells apart. */
  private onGrid(rect: TraceRect): TraceRect {
    const g = this.grain;
    if (g === 1) return rect;
    return { x: rect.x / g, y: rect.y / g, width: Math.ceil(rect.width / g), height: Math.ceil(rect.height / g), stride: Math.max(1, rect.stride ?? 1) / g };
  }

  /** The colours changed: paint every cell again. */
  protected repaint(): void {
    if (this.visible) this.layer.invalidate('all');
  }

  /** Shows nothing and frees the buffers. */
  protected hide(): void {
    if (!this.visible) return;
    this.visible = false;
    this.basis = null;
    this.written = null;
    this.paintWords = new Uint32Array(0);
    this.bytes = new Uint8Array(0);
    this.layer.clear();
    this.requestRender();
  }

  /** The byte of cell (x, y) as shown (0 when hidden). */
  protected byteAt(x: number, y: number): number {
    if (!this.visible) return 0;
    const g = this.grain;
    return g === 1 ? this.bytes[y * this.width + x]! : this.bytes[Math.floor(y / g) * this.gridWidth + Math.floor(x / g)]!;
  }

  /** How many texels (cells, at grain 1) show each mark, as `markOf` names a byte's (tests; none while hidden). */
  protected markCountsBy(markOf: (byte: number) => string | null): Record<string, number> {
    const counts: Record<string, number> = {};
    if (!this.visible) return counts;
    for (const b of this.bytes) {
      const mark = markOf(b);
      if (mark) counts[mark] = (counts[mark] ?? 0) + 1;
    }
    return counts;
  }

  draw(ctx: OverlayDrawContext): boolean {
    if (!this.visible) return true;
    const g = this.grain, v = ctx.visible;
    this.layer.cull(g === 1 ? v : { x0: Math.floor(v.x0 / g), y0: Math.floor(v.y0 / g), x1: Math.floor(v.x1 / g), y1: Math.floor(v.y1 / g) });
    return this.layer.paint(ctx.budgetMs);
  }

  destroy(): void {
    this.layer.destroy();
  }
}
