// The cell layouts the map view draws and picks through: cellsIn must hold every cell that can
// show in a world rectangle (culling, grid lines and labels read it), and cellAt must agree
// with the centres.
import { describe, expect, it } from 'vitest';
import { HEX_LAYOUT, SQUARE_LAYOUT, type CellLayout } from '../../../../src/renderer/canvas/cellLayout';
import { hexCorners } from '../../../../src/shared/grid/hex';

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** Whether any corner or the centre of the cell lies in the rectangle, or the rectangle lies in the cell's box. */
function overlaps(layout: CellLayout, x: number, y: number, r: { x0: number; y0: number; x1: number; y1: number }): boolean {
  const xs: number[] = [], ys: number[] = [];
  if (layout === HEX_LAYOUT) {
    const c = hexCorners(x, y);
    for (let k = 0; k < 6; k++) xs.push(c[2 * k]!), ys.push(c[2 * k + 1]!);
  } else xs.push(x, x + 1), ys.push(y, y + 1);
  // Bounding boxes overlapping is enough for "may show".
  return Math.min(...xs) < r.x1 && Math.max(...xs) > r.x0 && Math.min(...ys) < r.y1 && Math.max(...ys) > r.y0;
}

describe('cell layouts', () => {
  for (const layout of [SQUARE_LAYOUT, HEX_LAYOUT]) {
    it(`${layout.topology}: cellsIn holds every cell whose shape reaches into the rectangle`, () => {
      const rand = random(layout === HEX_LAYOUT ? 2 : 9);
      const width = 30, height = 25;
      for (let i = 0; i < 300; i++) {
        const x0 = rand() * 34 - 2, y0 = rand() * 26 - 2;
        const r = { x0, y0, x1: x0 + rand() * 12, y1: y0 + rand() * 12 };
        const got = layout.cellsIn(r.x0, r.y0, r.x1, r.y1, width, height);
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++)
            if (overlaps(layout, x, y, r)) expect(x >= got.x0 && x <= got.x1 && y >= got.y0 && y <= got.y1, `${x},${y} in ${JSON.stringify(r)}`).toBe(true);
      }
    });

    it(`${layout.topology}: the cell at a centre is that cell; the world spans every centre`, () => {
      for (let y = 0; y < 9; y++)
        for (let x = 0; x < 9; x++) {
          expect(layout.cellAt(layout.centreX(x, y), layout.centreY(y))).toEqual({ x, y });
          expect(layout.centreX(x, y)).toBeLessThan(layout.worldWidth(9, 9));
          expect(layout.centreY(y)).toBeLessThan(layout.worldHeight(9));
        }
    });
  }

  it('square layout keeps the old arithmetic: cell = floor(world), centre = cell + 0.5', () => {
    expect(SQUARE_LAYOUT.cellAt(3.99, -0.01)).toEqual({ x: 3, y: -1 });
    expect(SQUARE_LAYOUT.centreX(4, 7)).toBe(4.5);
    expect(SQUARE_LAYOUT.worldWidth(10, 20)).toBe(10);
  });
});
