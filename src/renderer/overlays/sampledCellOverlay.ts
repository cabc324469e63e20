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
import { spreadSamples } from './sampledCells';

export abstract class SampledCellOverlay implements FrameOverlay {
  private readonly layer: CellTextureLayer;
  protected requestRender: () => void = () => {};
  private bytes: Uint8Array = new Uint8Array(0);
  private width = 0;
  private height = 0;
  private hex = false;
  private visible = false;

  constructor() {
    this.layer = new CellTextureLayer((y, x0, x1, out, offset) => {
      const words = new Uint32Array(out.buffer, out.byteOffset + offset, x1 - x0 + 1);
      const palette = this.colours();
      const row = y * this.width;
      for (let x = x0; x <= x1; x++) words[x - x0] = palette[this.bytes[row + x]!]!;
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

  /** Takes the byte of each sample of `rect` (sampled every `rect.stride` cells, row by row) and shows it. */
  protected write(rect: TraceRect, samples: Uint8Array): void {
    this.writeWith((bytes, width, height) => spreadSamples(bytes, width, height, rect, samples));
  }

  /** Lets `fill` write the map-sized bytes and say which cells it wrote (null: none), and shows them. */
  protected writeWith(fill: (bytes: Uint8Array, width: number, height: number) => CellBox | null): void {
    if (this.width === 0) return;
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
    if (bytes.length !== this.width * this.height || this.width === 0) return this.hide();
    if (!this.visible) {
      this.layer.setSize(this.width, this.height, this.hex);
      this.visible = true;
    }
    this.bytes = bytes;
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
