// The pictures of a map-sized cell layer, one pixel per cell, as one nearest-filtered texture per
// chunk: the pixel buffers, their textures and what is left to paint. Views draw them through
// ChunkSprites (chunkSprites.ts), so several views of the same map (the compare view's panes)
// share one set of buffers and GPU textures instead of holding a copy each. Changes are queued
// per chunk and painted within a time budget per frame, chunks some view shows first, so a new
// 4096² map or a palette edit fills in over a few frames instead of blocking the window.
import { BufferImageSource, Texture } from 'pixi.js';
import { emptyBox, isEmptyBox, unionBox, type CellBox } from '../../shared/edit/cells';
import { Listeners } from '../../shared/listeners';
import { CHUNK_SIZE, ChunkGrid, type Chunk } from './chunkGrid';

/** Writes premultiplied RGBA for the cells of one row span into `out` at `offset` (4 bytes per cell). */
export type RowPainter = (y: number, x0: number, x1: number, out: Uint8Array, offset: number) => void;

/**
 * Chunks re-uploaded per frame at most: each is a 256 KB texture upload at render time, which
 * software WebGL pays for on the main thread, so a new 4096² map fills in over ~20 frames.
 */
export const MAX_CHUNKS_PER_PAINT = 12;

/** One chunk's picture: its cells, pixels and texture. */
export interface ChunkPicture {
  readonly chunk: Chunk;
  readonly pixels: Uint8Array;
  readonly source: BufferImageSource;
  /** The texture every view's sprite of this chunk draws (views never own it). */
  readonly texture: Texture;
  /** Painted at least once: until then views keep the chunk hidden. */
  painted: boolean;
}

/** What the store's views are told: the chunks were dropped ('cleared') or rebuilt for a new size ('built'). */
export type StoreChange = 'cleared' | 'built';

export class CellTextureStore {
  private pictures: ChunkPicture[] = [];
  /** Cells still to paint per chunk, or null when the chunk is up to date. */
  private dirty: (CellBox | null)[] = [];
  private grid: ChunkGrid | null = null;
  private hexCells = false;
  private pending = 0;
  /** The cells painted in the current `paint` call. */
  private paintedBox: CellBox = emptyBox();
  /** Told after chunks were repainted, with the cells repainted (the minimap listens, and resamples only those). */
  readonly painted = new Listeners<CellBox>();
  /** Told when the chunks were dropped or rebuilt: views drop or rebuild their sprites. */
  readonly changed = new Listeners<StoreChange>();

  constructor(private readonly paintRow: RowPainter) {}

  get width(): number {
    return this.grid?.mapWidth ?? 0;
  }

  get height(): number {
    return this.grid?.mapHeight ?? 0;
  }

  /** Whether the chunks are drawn as hexes (a quad per chunk that picks hexes) rather than squares. */
  get hex(): boolean {
    return this.hexCells;
  }

  /** The chunks' pictures, in the chunk grid's order (row by row). */
  get chunks(): readonly ChunkPicture[] {
    return this.pictures;
  }

  /** Whether every chunk is painted and up to date. */
  get idle(): boolean {
    return this.pending === 0;
  }

  /** Builds the chunk textures for a map of this size, drawn as squares or hexes; the next `paint` calls fill them. */
  setSize(width: number, height: number, hex = false): void {
    this.clear();
    this.grid = new ChunkGrid(width, height);
    this.hexCells = hex;
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
      this.pictures.push({ chunk, pixels, source, texture: new Texture({ source }), painted: false });
      this.dirty.push(null);
    }
    this.invalidate('all');
    this.changed.emit('built');
  }

  /** Marks cells to repaint at the next `paint`. */
  invalidate(box: CellBox | 'all'): void {
    if (!this.grid) return;
    if (box === 'all') {
      this.pictures.forEach(({ chunk }, i) => this.markDirty(i, { x0: chunk.x0, y0: chunk.y0, x1: chunk.x0 + chunk.width - 1, y1: chunk.y0 + chunk.height - 1 }));
      return;
    }
    for (const chunk of this.grid.touching(box)) {
      const clipped = {
        x0: Math.max(chunk.x0, box.x0),
        y0: Math.max(chunk.y0, box.y0),
        x1: Math.min(chunk.x0 + chunk.width - 1, box.x1),
        y1: Math.min(chunk.y0 + chunk.height - 1, box.y1),
      };
      if (!isEmptyBox(clipped)) this.markDirty(chunk.cy * this.grid.columns + chunk.cx, clipped);
    }
  }

  /**
   * Marks the cells x0…x1 × y0…y1 to repaint, without allocating when they lie in one chunk (a
   * search's changed cells are marked one by one).
   */
  invalidateCells(x0: number, y0: number, x1: number, y1: number): void {
    const g = this.grid;
    if (!g) return;
    const cx = Math.floor(x0 / CHUNK_SIZE), cy = Math.floor(y0 / CHUNK_SIZE);
    if (cx !== Math.floor(x1 / CHUNK_SIZE) || cy !== Math.floor(y1 / CHUNK_SIZE) || cx >= g.columns || cy >= g.rows || x0 < 0 || y0 < 0) {
      this.invalidate({ x0, y0, x1, y1 });
      return;
    }
    const i = cy * g.columns + cx;
    let d = this.dirty[i];
    if (!d) {
      d = this.dirty[i] = emptyBox();
      this.pending++;
    }
    if (x0 < d.x0) d.x0 = x0;
    if (y0 < d.y0) d.y0 = y0;
    if (x1 > d.x1) d.x1 = x1;
    if (y1 > d.y1) d.y1 = y1;
  }

  /**
   * Paints queued changes, chunks some view shows (`onScreen(i)`) first, until `budgetMs` is spent
   * (at least one chunk per call). Returns true when nothing is left.
   */
  paint(budgetMs: number, onScreen: (chunk: number) => boolean, maxChunks = MAX_CHUNKS_PER_PAINT): boolean {
    if (this.pending === 0) return true;
    const start = performance.now();
    let count = 0;
    for (const onScreenPass of [true, false]) {
      for (let i = 0; i < this.pictures.length; i++) {
        if (this.dirty[i] === null || onScreen(i) !== onScreenPass) continue;
        if (count > 0 && (count >= maxChunks || performance.now() - start > budgetMs)) return this.finishPass(count > 0);
        this.paintChunk(i);
        count++;
      }
    }
    return this.finishPass(count > 0);
  }

  /** The packed RGBA (little-endian) of cell (x, y) as last painted; 0 when not painted yet. */
  pixelAt(x: number, y: number): number {
    const g = this.grid;
    if (!g) return 0;
    const picture = this.pictures[Math.floor(y / CHUNK_SIZE) * g.columns + Math.floor(x / CHUNK_SIZE)];
    if (!picture || !picture.painted) return 0;
    const i = ((y - picture.chunk.y0) * picture.chunk.width + (x - picture.chunk.x0)) * 4;
    const p = picture.pixels;
    return (p[i]! | (p[i + 1]! << 8) | (p[i + 2]! << 16) | (p[i + 3]! << 24)) >>> 0;
  }

  /** Bytes held in CPU-side pixel buffers. */
  get pixelBytes(): number {
    return this.pictures.reduce((sum, p) => sum + p.pixels.byteLength, 0);
  }

  /** Bytes of GPU texture memory, estimated: one RGBA texel per cell of each chunk painted (and so uploaded), no mipmaps. */
  get textureBytes(): number {
    return this.pictures.reduce((sum, p) => sum + (p.painted ? p.chunk.width * p.chunk.height * 4 : 0), 0);
  }

  /** Drops every chunk (a layer with nothing to show holds no memory); views drop their sprites first. */
  clear(): void {
    if (this.pictures.length > 0) this.changed.emit('cleared');
    for (const p of this.pictures) {
      p.texture.destroy(false);
      p.source.destroy();
    }
    this.pictures = [];
    this.dirty = [];
    this.pending = 0;
    this.grid = null;
  }

  destroy(): void {
    this.clear();
  }

  private markDirty(i: number, rect: CellBox): void {
    let d = this.dirty[i];
    if (!d) {
      d = this.dirty[i] = emptyBox();
      this.pending++;
    }
    unionBox(d, rect);
  }

  private paintChunk(i: number): void {
    const picture = this.pictures[i]!;
    const { chunk } = picture;
    const box = this.dirty[i]!;
    const { x0, x1, y0, y1 } = box;
    unionBox(this.paintedBox, box);
    this.dirty[i] = null;
    this.pending--;
    for (let y = y0; y <= y1; y++) this.paintRow(y, x0, x1, picture.pixels, ((y - chunk.y0) * chunk.width + (x0 - chunk.x0)) * 4);
    // Upload only the rows painted (Pixi takes a texel range: the first and last row in part, the
    // ones between whole): a brush dab's ten rows are 10 KB, where the whole chunk is 256 KB, and
    // software WebGL copies every byte on the main thread. A chunk's first paint uploads it whole.
    if (picture.painted) picture.source.update(this.texelOf(chunk, x0, y0), this.texelOf(chunk, x1, y1) + 1);
    else picture.source.update();
    picture.painted = true;
  }

  /** The index of cell (x, y) among `chunk`'s texels, row by row. */
  private texelOf(chunk: Chunk, x: number, y: number): number {
    return (y - chunk.y0) * chunk.width + (x - chunk.x0);
  }

  private finishPass(any: boolean): boolean {
    if (any) {
      const box = this.paintedBox;
      this.paintedBox = emptyBox();
      this.painted.emit(box);
    }
    return this.pending === 0;
  }
}
