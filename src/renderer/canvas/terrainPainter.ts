// Colours terrain cells from the map's palette (looked up once per palette, not per cell), and
// when asked shades them by the optional height layer: hill shading lit from the top left, or
// contour lines every CONTOUR_STEP height units. Both read the left and upper neighbours (on hex
// maps the upper-left hex, so the light comes from the same side on every row), so callers
// repaint one cell beyond an edited box (see MapView).
import type { Grid } from '../../shared/grid/grid';
import type { HeightView } from '../state/editor.svelte';
import type { RowPainter } from './cellTextureLayer';

/** Height units between contour lines. */
export const CONTOUR_STEP = 10;

/** What the painter draws: the map, how heights show, and a stamp bumped when the palette may have changed. */
export interface TerrainPaintState {
  grid: Grid;
  heightView: HeightView;
  paletteStamp: number;
  /** Hex map: the upper neighbour that shading reads is the upper-left hex. */
  hex?: boolean;
}

export function terrainPainter(getState: () => TerrainPaintState): RowPainter {
  let palette: Grid['palette'] | null = null;
  let stamp = -1;
  let rgba = new Uint32Array(256);
  return (y, x0, x1, out, offset) => {
    const { grid, heightView: view, paletteStamp, hex = false } = getState();
    if (grid.palette !== palette || paletteStamp !== stamp) {
      palette = grid.palette;
      stamp = paletteStamp;
      rgba = new Uint32Array(256);
      grid.palette.forEach((t, i) => {
        // Little-endian RGBA bytes packed into one 32-bit word.
        rgba[i] = 0xff000000 | ((t.color & 0xff) << 16) | (t.color & 0xff00) | ((t.color >> 16) & 0xff);
      });
    }
    const words = new Uint32Array(out.buffer, out.byteOffset + offset, x1 - x0 + 1);
    const row = y * grid.width;
    const terrain = grid.terrain;
    for (let x = x0; x <= x1; x++) words[x - x0] = rgba[terrain[row + x]!]!;
    if (view !== 'off' && grid.heights) shadeRow(grid.heights, grid.width, y, x0, x1, words, view, hex);
  };
}

function shadeRow(heights: Int16Array, width: number, y: number, x0: number, x1: number, words: Uint32Array, view: HeightView, hex: boolean): void {
  const row = y * width;
  // Odd-r hexes: the upper-left neighbour is (x, y-1) on odd rows and (x-1, y-1) on even rows.
  const upShift = hex && (y & 1) === 0 ? 1 : 0;
  for (let x = x0; x <= x1; x++) {
    const i = row + x;
    const h = heights[i]!;
    const left = x > 0 ? heights[i - 1]! : h;
    const up = y > 0 && x >= upShift ? heights[i - width - upShift]! : h;
    let factor: number;
    if (view === 'contours') {
      const band = Math.floor(h / CONTOUR_STEP);
      const edge = band !== Math.floor(left / CONTOUR_STEP) || band !== Math.floor(up / CONTOUR_STEP);
      factor = edge ? 0.55 : 1 + clamp(h / 600, -0.2, 0.2);
    } else {
      factor = 1 + clamp((h - left + (h - up)) * 0.03, -0.5, 0.5) + clamp(h / 600, -0.25, 0.25);
    }
    if (factor === 1) continue;
    const w = words[x - x0]!;
    const r = Math.min(255, (w & 0xff) * factor);
    const g = Math.min(255, ((w >>> 8) & 0xff) * factor);
    const b = Math.min(255, ((w >>> 16) & 0xff) * factor);
    words[x - x0] = (0xff000000 | (b << 16) | (g << 8) | r) >>> 0;
  }
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}
