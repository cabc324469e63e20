// Colours terrain cells from the map's palette (looked up once per palette, not per cell).
import type { Grid } from '../../shared/grid/grid';
import type { RowPainter } from './cellTextureLayer';

export function terrainPainter(getGrid: () => Grid): RowPainter {
  let palette: Grid['palette'] | null = null;
  let rgba = new Uint32Array(256);
  return (y, x0, x1, out, offset) => {
    const grid = getGrid();
    if (grid.palette !== palette) {
      palette = grid.palette;
      rgba = new Uint32Array(256);
      grid.palette.forEach((t, i) => {
        // Little-endian RGBA bytes packed into one 32-bit word.
        rgba[i] = 0xff000000 | ((t.color & 0xff) << 16) | (t.color & 0xff00) | ((t.color >> 16) & 0xff);
      });
    }
    const words = new Uint32Array(out.buffer, out.byteOffset + offset, x1 - x0 + 1);
    const row = y * grid.width;
    for (let x = x0; x <= x1; x++) words[x - x0] = rgba[grid.terrain[row + x]!]!;
  };
}

