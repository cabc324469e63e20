// Height shading reads the left and upper neighbours; on hex maps "upper" is the upper-left hex,
// so the light falls from the same side on even and odd rows.
import { describe, expect, it } from 'vitest';
import { terrainPainter } from '../../../../src/renderer/canvas/terrainPainter';
import { createGrid } from '../../../../src/shared/grid/grid';

function paintRow(hex: boolean, heights: Int16Array, y: number): number[] {
  const grid = createGrid(5, 4);
  grid.heights = heights;
  const paint = terrainPainter(() => ({ grid, heightView: 'shading', paletteStamp: 0, hex }));
  const out = new Uint8Array(5 * 4);
  paint(y, 0, 4, out, 0);
  return Array.from(new Uint32Array(out.buffer));
}

describe('terrain painter height shading', () => {
  it('shades the cell below-right of a raised hex on an even row, the cell straight below on squares', () => {
    const heights = new Int16Array(20);
    heights[1 * 5 + 2] = 100; // cell (2, 1), an odd row
    const hex = paintRow(true, heights, 2);
    const square = paintRow(false, heights, 2);
    const flat = hex[0];
    // Hex: (3, 2)'s upper-left neighbour is (2, 1); (2, 2)'s is (1, 1), which is flat.
    expect(hex[3]).not.toBe(flat);
    expect(hex[2]).toBe(flat);
    // Squares: (2, 2) reads (2, 1) straight above.
    expect(square[2]).not.toBe(flat);
    expect(square[3]).toBe(flat);
  });

  it('reads the hex straight above on odd rows (their upper-left neighbour)', () => {
    const heights = new Int16Array(20);
    heights[0 * 5 + 2] = 100; // cell (2, 0), an even row
    const hex = paintRow(true, heights, 1);
    expect(hex[2]).not.toBe(hex[0]);
    expect(hex[3]).toBe(hex[0]);
  });
});
