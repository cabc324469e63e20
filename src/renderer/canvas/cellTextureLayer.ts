// A map-sized picture with one pixel per cell, drawn by one view: the chunk textures of a
// CellTextureStore (cellTextureStore.ts) and this view's sprites of them (chunkSprites.ts).
// Used for the search overlays, which belong to one view: each supplies how to colour a cell.
// Terrain that several views show (the compare view's panes) uses a store and one ChunkSprites
// per view instead, so the pixels and textures exist once.
import type { Container } from 'pixi.js';
import type { CellBox } from '../../shared/edit/cells';
import type { Listeners } from '../../shared/listeners';
import { CellTextureStore, MAX_CHUNKS_PER_PAINT, type RowPainter } from './cellTextureStore';
import { ChunkSprites } from './chunkSprites';

export type { RowPainter } from './cellTextureStore';

export class CellTextureLayer {
  private readonly store: CellTextureStore;
  private readonly sprites: ChunkSprites;

  constructor(paintRow: RowPainter) {
    this.store = new CellTextureStore(paintRow);
    this.sprites = new ChunkSprites(this.store);
  }

  get container(): Container {
    return this.sprites.container;
  }

  /** Told after chunks were repainted. */
  get painted(): Listeners<CellBox> {
    return this.store.painted;
  }

  get width(): number {
    return this.store.width;
  }

  get height(): number {
    return this.store.height;
  }

  /** Whether every chunk is painted and up to date. */
  get idle(): boolean {
    return this.store.idle;
  }

  /**
   * Builds the chunk textures for a picture of this size, drawn as squares or hexes; the next
   * `paint` calls fill them. `extent`: where the picture ends, in texels, when that falls inside its
   * last texels (a texel per 2 × 2 cells over a map of odd width), else null.
   */
  setSize(width: number, height: number, hex = false, extent: { width: number; height: number } | null = null): void {
    // Dropped first, so the views' sprites go with the old chunks and the new extent crops only the new ones.
    this.store.clear();
    this.sprites.clipTo(extent);
    this.store.setSize(width, height, hex);
  }

  /** Marks cells to repaint at the next `paint`. */
  invalidate(box: CellBox | 'all'): void {
    this.store.invalidate(box);
  }

  /** Marks the cells x0…x1 × y0…y1 to repaint (no allocation within a chunk). */
  invalidateCells(x0: number, y0: number, x1: number, y1: number): void {
    this.store.invalidateCells(x0, y0, x1, y1);
  }

  /**
   * Paints queued changes, chunks on screen first, until `budgetMs` is spent (at least one
   * chunk per call). Returns true when nothing is left.
   */
  paint(budgetMs: number, maxChunks = MAX_CHUNKS_PER_PAINT): boolean {
    const done = this.store.paint(budgetMs, (i) => this.sprites.isOnScreen(i), maxChunks);
    this.sprites.refresh();
    return done;
  }

  /** Shows only the chunks that overlap the visible cells (and are painted); `visible` spans the cells that may show. */
  cull(visible: CellBox): void {
    this.sprites.cull(visible);
  }

  /** The packed RGBA (little-endian) of cell (x, y) as last painted; 0 when not painted yet. */
  pixelAt(x: number, y: number): number {
    return this.store.pixelAt(x, y);
  }

  /** Bytes held in CPU-side pixel buffers (the GPU holds a copy of the same size). */
  get pixelBytes(): number {
    return this.store.pixelBytes;
  }

  /** Bytes of GPU texture memory, estimated (chunks painted so far). */
  get textureBytes(): number {
    return this.store.textureBytes;
  }

  /** Drops every chunk (a layer with nothing to show holds no memory). */
  clear(): void {
    this.store.clear();
  }

  destroy(): void {
    this.sprites.destroy();
    this.store.destroy();
  }
}
