// Colours the cells a search explored: closed cells warm, open cells cool, both translucent so
// the terrain stays readable underneath.
import type { RowPainter } from './cellTextureLayer';
import { CellState } from '../../shared/engine/index';

// Premultiplied RGBA packed little-endian.
function premultiplied(r: number, g: number, b: number, a: number): number {
  const m = (c: number) => Math.round((c * a) / 255);
  return ((a << 24) | (m(b) << 16) | (m(g) << 8) | m(r)) >>> 0;
}

/** Overlay colour per engine CellState (unseen cells stay clear). */
const COLORS = new Uint32Array(3);
COLORS[CellState.Open] = premultiplied(60, 210, 240, 150);
COLORS[CellState.Closed] = premultiplied(255, 150, 80, 85);

export function searchOverlayPainter(getState: () => { width: number; cells: Uint8Array } | null): RowPainter {
  return (y, x0, x1, out, offset) => {
    const words = new Uint32Array(out.buffer, out.byteOffset + offset, x1 - x0 + 1);
    const s = getState();
    if (!s) {
      words.fill(0);
      return;
    }
    const row = y * s.width;
    for (let x = x0; x <= x1; x++) words[x - x0] = COLORS[s.cells[row + x]!]!;
  };
}
