// A map-sized picture with one pixel per cell, drawn as one nearest-filtered texture per chunk.
// Used for the terrain and for the search overlay: each supplies how to colour a cell.
import { BufferImageSource, Container, Sprite, Texture } from 'pixi.js';
import type { CellBox } from '../state/cellChanges';
import { ChunkGrid, type Chunk } from './chunkGrid';

/** Writes premultiplied RGBA for the cells of one row span into `out` at `offset` (4 bytes per cell). */
export type RowPainter = (y: number, x0: number, x1: number, out: Uint8Array, offset: number) => void;

interface ChunkView {
  chunk: Chunk;
  pixels: Uint8Array;
  source: BufferImageSource;
  sprite: Sprite;
}

export class CellTextureLayer {
  readonly container = new Container({ cullable: false });
  private chunks: ChunkView[] = [];
  private grid: ChunkGrid | null = null;

  constructor(private readonly paintRow: RowPainter) {}

  /** Builds the chunk textures for a map of this size and paints them all. */
  setSize(width: number, height: number): void {
    this.destroyChunks();
    this.grid = new ChunkGrid(width, height);
    for (const chunk of this.grid.chunks) {
      const pixels = new Uint8Array(chunk.width * chunk.height * 4);
      const source = new BufferImageSource({
        resource: pixels,
        width: chunk.width,
        height: chunk.height,
        scaleMode: 'nearest',
        alphaMode: 'premultiplied-alpha',
        autoGenerateMipmaps: false,
      });
      const sprite = new Sprite({ texture: new Texture({ source }), x: chunk.x0, y: chunk.y0, cullable: true, roundPixels: false });
      this.container.addChild(sprite);
      this.chunks.push({ chunk, pixels, source, sprite });
    }
    this.repaint('all');
  }

  /** Repaints the cells in `box` (or everything) and re-uploads the chunks touched. */
  repaint(box: CellBox | 'all'): void {
    if (!this.grid) return;
    const views = box === 'all' ? this.chunks : [...this.grid.touching(box)].map((c) => this.chunks[c.cy * this.grid!.columns + c.cx]!);
    for (const view of views) {
      const { chunk } = view;
      const x0 = box === 'all' ? chunk.x0 : Math.max(chunk.x0, box.x0);
      const x1 = box === 'all' ? chunk.x0 + chunk.width - 1 : Math.min(chunk.x0 + chunk.width - 1, box.x1);
      const y0 = box === 'all' ? chunk.y0 : Math.max(chunk.y0, box.y0);
      const y1 = box === 'all' ? chunk.y0 + chunk.height - 1 : Math.min(chunk.y0 + chunk.height - 1, box.y1);
      if (x0 > x1 || y0 > y1) continue;
      for (let y = y0; y <= y1; y++) this.paintRow(y, x0, x1, view.pixels, ((y - chunk.y0) * chunk.width + (x0 - chunk.x0)) * 4);
      view.source.update();
    }
  }

  /** Bytes held in CPU-side pixel buffers (the GPU holds a copy of the same size). */
  get pixelBytes(): number {
    return this.chunks.reduce((sum, v) => sum + v.pixels.byteLength, 0);
  }

  destroy(): void {
    this.destroyChunks();
    this.container.destroy();
  }

  private destroyChunks(): void {
    for (const v of this.chunks) {
      v.sprite.destroy();
      v.source.destroy();
    }
    this.chunks = [];
    this.container.removeChildren();
  }
}
