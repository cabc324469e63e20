// The 'cells' overlays' common part (the open/closed states, the heatmap, the compare view's
// Difference): a map-sized layer of one byte per cell, painted through the chunked cell texture
// (squares or hexes) with a colour per byte value. The worker answers the cells in view, sampled
// every `stride` cells when zoomed out; each sample fills its stride × stride block. The pixel
// buffers exist only while something is shown. Subclasses say what to fetch in `refresh`.
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
  private bytes: Uint8Array = new Uint8Array(0);
  private width = 0;
  private height = 0;
  private hex = false;
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
      const row = y * this.width, at = ((out.byteOffset + offset) >> 2) - x0;
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
    const before = this.visible && written && written.rect === key && written.samples.length === samples.length ? written.samples : null;
    this.writeWith((bytes, width, height) => (before ? spreadChangedSamples(bytes, width, height, rect, before, samples) : spreadSamples(bytes, width, height, rect, samples)));
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
    applyChanges(this.bytes, this.width, this.height, rect, samples, states, this.markCells);
    const written = this.written;
    if (written) {
      if (written.rect !== rectKey(rect)) this.written = null;
      else for (let n = 0; n < samples.length; n++) written.samples[samples[n]!] = states[n]!;
    }
    this.basis = basis;
    if (samples.length > 0) this.requestRender();
  }

  /** Lets `fill` write the map-sized bytes and say which cells it wrote (null: none), and shows them. */
  protected writeWith(fill: (bytes: Uint8Array, width: number, height: number) => CellBox | null): void {
    if (this.width === 0) return;
    this.basis = null;
    this.written = null;
    if (!this.visible) {
      this.bytes = new Uint8Array(this.width * this.height);
      this.layer.setSize(this.width, this.height, this.hex);
      this.visible = true;
    }
    const box = fill(this.bytes, this.width, this.height);
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
    if (!this.visible) {
      this.layer.setSize(this.width, this.height, this.hex);
      this.visible = true;
    }
    this.bytes = bytes;
    this.basis = basis;
    this.written = null;
    this.layer.invalidate('all');
    this.requestRender();
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
    return this.visible ? this.bytes[y * this.width + x]! : 0;
  }

  /** How many cells show each mark, as `markOf` names a byte's (tests; none while hidden). */
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
    this.layer.cull(ctx.visible);
    return this.layer.paint(ctx.budgetMs);
  }

  destroy(): void {
    this.layer.destroy();
  }
}
