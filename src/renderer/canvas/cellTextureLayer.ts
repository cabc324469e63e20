// A map-sized picture with one pixel per cell, drawn as one nearest-filtered texture per chunk:
// a sprite per chunk on square maps, a hex-picking quad per chunk on hex maps (hexChunkMesh.ts).
// Used for the terrain and for the search overlay: each supplies how to colour a cell.
// Changes are queued per chunk and painted within a time budget per frame, so a new 4096² map
// or a palette edit fills in over a few frames instead of blocking the window.
import { BufferImageSource, Container, Mesh, Sprite, Texture } from 'pixi.js';
import { emptyRect, isEmptyRect, unionRect, type CellRect } from '../../shared/edit/cells';
import { Listeners } from '../../shared/listeners';
import type { CellBox } from '../state/cellChanges';
import { CHUNK_SIZE, ChunkGrid, type Chunk } from './chunkGrid';
import { hexChunkMesh } from './hexChunkMesh';

/** Writes premultiplied RGBA for the cells of one row span into `out` at `offset` (4 bytes per cell). */
export type RowPainter = (y: number, x0: number, x1: number, out: Uint8Array, offset: number) => void;

/**
 * Chunks re-uploaded per frame at most: each is a 256 KB texture upload at render time, which
 * software WebGL pays for on the main thread, so a new 4096² map fills in over ~20 frames.
 */
const MAX_CHUNKS_PER_PAINT = 12;

interface ChunkView {
  chunk: Chunk;
  pixels: Uint8Array;
  source: BufferImageSource;
  /** What draws the chunk: a Sprite (squares) or a hex Mesh. */
  sprite: Container;
  /** Cells still to paint, or null when the chunk is up to date. */
  dirty: CellRect | null;
  painted: boolean;
  onScreen: boolean;
}

export class CellTextureLayer {
  readonly container = new Container({ cullable: false });
  private chunks: ChunkView[] = [];
  private grid: ChunkGrid | null = null;
  private pending = 0;
  /** Told after chunks were repainted (the minimap listens). */
  readonly painted = new Listeners();

  constructor(private readonly paintRow: RowPainter) {}

  get width(): number {
    return this.grid?.mapWidth ?? 0;
  }

  get height(): number {
    return this.grid?.mapHeight ?? 0;
  }

  /** Whether every chunk is painted and up to date. */
  get idle(): boolean {
    return this.pending === 0;
  }

  /**
   * Builds the chunk textures for a map of this size, drawn as squares or hexes; they are painted
   * by the next `paint` calls.
   */
  setSize(width: number, height: number, hex = false): void {
    this.clear();
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
      const sprite = hex ? hexChunkMesh(chunk, source) : new Sprite({ texture: new Texture({ source }), x: chunk.x0, y: chunk.y0, roundPixels: false, visible: false });
      this.container.addChild(sprite);
      this.chunks.push({ chunk, pixels, source, sprite, dirty: null, painted: false, onScreen: true });
    }
    this.invalidate('all');
  }

  /** Marks cells to repaint at the next `paint`. */
  invalidate(box: CellBox | 'all'): void {
    if (!this.grid) return;
    if (box === 'all') {
      for (const view of this.chunks) this.markDirty(view, { x0: view.chunk.x0, y0: view.chunk.y0, x1: view.chunk.x0 + view.chunk.width - 1, y1: view.chunk.y0 + view.chunk.height - 1 });
      return;
    }
    for (const chunk of this.grid.touching(box)) {
      const view = this.chunks[chunk.cy * this.grid.columns + chunk.cx]!;
      const clipped = {
        x0: Math.max(chunk.x0, box.x0),
        y0: Math.max(chunk.y0, box.y0),
        x1: Math.min(chunk.x0 + chunk.width - 1, box.x1),
        y1: Math.min(chunk.y0 + chunk.height - 1, box.y1),
      };
      if (!isEmptyRect(clipped)) this.markDirty(view, clipped);
    }
  }

  /**
   * Paints queued changes, chunks on screen first, until `budgetMs` is spent (at least one
   * chunk per call). Returns true when nothing is left.
   */
  paint(budgetMs: number, maxChunks = MAX_CHUNKS_PER_PAINT): boolean {
    if (this.pending === 0) return true;
    const start = performance.now();
    let count = 0;
    const any = () => count > 0;
    for (const onScreenPass of [true, false]) {
      for (const view of this.chunks) {
        if (!view.dirty || view.onScreen !== onScreenPass) continue;
        if (count > 0 && (count >= maxChunks || performance.now() - start > budgetMs)) return this.finishPass(any());
        this.paintChunk(view);
        count++;
      }
    }
    return this.finishPass(any());
  }

  /** Shows only the chunks that overlap the visible cells (and are painted); `visible` spans the cells that may show. */
  cull(visible: CellRect): void {
    for (const view of this.chunks) {
      const c = view.chunk;
      view.onScreen = c.x0 <= visible.x1 && c.x0 + c.width > visible.x0 && c.y0 <= visible.y1 && c.y0 + c.height > visible.y0;
      view.sprite.visible = view.onScreen && view.painted;
    }
  }

  /** The packed RGBA (little-endian) of cell (x, y) as last painted; 0 when not painted yet. */
  pixelAt(x: number, y: number): number {
    const g = this.grid;
    if (!g) return 0;
    const cx = Math.floor(x / CHUNK_SIZE);
    const cy = Math.floor(y / CHUNK_SIZE);
    const view = this.chunks[cy * g.columns + cx];
    if (!view || !view.painted) return 0;
    const i = ((y - view.chunk.y0) * view.chunk.width + (x - view.chunk.x0)) * 4;
    const p = view.pixels;
    return (p[i]! | (p[i + 1]! << 8) | (p[i + 2]! << 16) | (p[i + 3]! << 24)) >>> 0;
  }

  /** Bytes held in CPU-side pixel buffers (the GPU holds a copy of the same size). */
  get pixelBytes(): number {
    return this.chunks.reduce((sum, v) => sum + v.pixels.byteLength, 0);
  }

  /** Drops every chunk (a layer with nothing to show holds no memory). */
  clear(): void {
    for (const v of this.chunks) {
      if (v.sprite instanceof Mesh) {
        // A hex quad owns its geometry and shader (the mesh leaves them alone).
        v.sprite.geometry.destroy();
        v.sprite.shader?.destroy();
      }
      v.sprite.destroy();
      v.source.destroy();
    }
    this.chunks = [];
    this.pending = 0;
    this.grid = null;
    this.container.removeChildren();
  }

  destroy(): void {
    this.clear();
    this.container.destroy();
  }

  private markDirty(view: ChunkView, rect: CellRect): void {
    if (!view.dirty) {
      view.dirty = emptyRect();
      this.pending++;
    }
    unionRect(view.dirty, rect);
  }

  private paintChunk(view: ChunkView): void {
    const { chunk } = view;
    const { x0, x1, y0, y1 } = view.dirty!;
    view.dirty = null;
    this.pending--;
    for (let y = y0; y <= y1; y++) this.paintRow(y, x0, x1, view.pixels, ((y - chunk.y0) * chunk.width + (x0 - chunk.x0)) * 4);
    view.source.update();
    view.painted = true;
    view.sprite.visible = view.onScreen;
  }

  private finishPass(any: boolean): boolean {
    if (any) this.painted.emit();
    return this.pending === 0;
  }
}
