// Splits a map into square chunks of cells. Big maps are drawn as one texture per chunk, and an
// edit re-uploads only the chunks it touched (one texture would mean re-uploading the whole map).
import type { CellBox } from '../../shared/edit/cells';

/** Cells per chunk side: 256² cells = one 256 KB RGBA texture. */
export const CHUNK_SIZE = 256;

export interface Chunk {
  /** Chunk column and row. */
  cx: number;
  cy: number;
  /** First cell covered, and the chunk's size in cells (edge chunks are smaller). */
  x0: number;
  y0: number;
  width: number;
  height: number;
}

export class ChunkGrid {
  readonly columns: number;
  readonly rows: number;
  readonly chunks: Chunk[] = [];

  constructor(readonly mapWidth: number, readonly mapHeight: number) {
    this.columns = Math.ceil(mapWidth / CHUNK_SIZE);
    this.rows = Math.ceil(mapHeight / CHUNK_SIZE);
    for (let cy = 0; cy < this.rows; cy++)
      for (let cx = 0; cx < this.columns; cx++) {
        const x0 = cx * CHUNK_SIZE;
        const y0 = cy * CHUNK_SIZE;
        this.chunks.push({
          cx,
          cy,
          x0,
          y0,
          width: Math.min(CHUNK_SIZE, mapWidth - x0),
          height: Math.min(CHUNK_SIZE, mapHeight - y0),
        });
      }
  }

  /** Chunks that a cell box touches. */
  *touching(box: CellBox): Generator<Chunk> {
    const cx0 = Math.max(0, Math.floor(box.x0 / CHUNK_SIZE));
    const cy0 = Math.max(0, Math.floor(box.y0 / CHUNK_SIZE));
    const cx1 = Math.min(this.columns - 1, Math.floor(box.x1 / CHUNK_SIZE));
    const cy1 = Math.min(this.rows - 1, Math.floor(box.y1 / CHUNK_SIZE));
    for (let cy = cy0; cy <= cy1; cy++) for (let cx = cx0; cx <= cx1; cx++) yield this.chunks[cy * this.columns + cx]!;
  }
}
