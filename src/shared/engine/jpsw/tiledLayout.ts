// Where JPSW keeps a cell: maps are stored in tiles of 8 × 8 cells, row by row inside a tile and
// tile by tile across the map. A diagonal scan moves a row at every step; stored row by row, each
// step would land on another memory page (a 64-byte record × a 1024-cell row is 64 KB) and miss the
// address cache as well as the data cache. In tiles, eight steps share a page (a tile of 64-byte
// records is 4 KB) and a straight run's eight cells share it too. The tiled index of (x, y) is
// (tile number × 64) + (y mod 8) × 8 + (x mod 8).

/** Cells on each side of a tile (a power of two). */
export const TILE = 8;
const SHIFT = 3, LOW = TILE - 1;

/** How a map of width × height is tiled. */
export interface TiledLayout {
  width: number;
  height: number;
  /** Tiles across the map. */
  tilesPerRow: number;
  /** Cells in all tiles, the map's and the padding of its last tile row and column. */
  tiledCells: number;
}

/** The layout of a width × height map. */
export function tiledLayout(width: number, height: number): TiledLayout {
  const tilesPerRow = Math.ceil(width / TILE), tileRows = Math.ceil(height / TILE);
  return { width, height, tilesPerRow, tiledCells: tilesPerRow * tileRows * TILE * TILE };
}

/** The tiled index of (x, y). */
export function tiledIndex(tilesPerRow: number, x: number, y: number): number {
  return (((y >> SHIFT) * tilesPerRow + (x >> SHIFT)) << (2 * SHIFT)) | ((y & LOW) << SHIFT) | (x & LOW);
}

/** The column of tiled index i (tilesPerRow tiles across; invTilesPerRow = 1 / tilesPerRow). */
export function tiledX(i: number, tilesPerRow: number, invTilesPerRow: number): number {
  const tile = i >> (2 * SHIFT);
  return ((tile - (((tile + 0.5) * invTilesPerRow) | 0) * tilesPerRow) << SHIFT) | (i & LOW);
}

/** The row of tiled index i. */
export function tiledY(i: number, invTilesPerRow: number): number {
  return ((((i >> (2 * SHIFT)) + 0.5) * invTilesPerRow) << SHIFT) | ((i >> SHIFT) & LOW);
}
