// The numbers in cells: how f, g and h are written, where they sit (the tutorials' corners, inside
// squares and between a hex's flat sides, clear of the centre where the map's own cost label sits)
// and which way the little parent arrow points.
import { describe, expect, it } from 'vitest';
import { HEX_LAYOUT, SQUARE_LAYOUT } from '../../../../src/renderer/canvas/cellLayout';
import { ARROW_MARGIN, NUMBERS_MIN_SCALE, bottomRowFontSize, boxesOverlap, cellNumberLayout, costLabelPlace, formatCellNumber, numberBoxes, parentDirection, type TextBox } from '../../../../src/renderer/overlays/cellNumbers';
import { HEX_RADIUS, HEX_ROW_PITCH } from '../../../../src/shared/grid/hex';

describe('cell numbers', () => {
  it('write three figures, whole numbers from 100 on, nothing for a cell without a value', () => {
    expect(formatCellNumber(0)).toBe('0');
    expect(formatCellNumber(14)).toBe('14');
    expect(formatCellNumber(2.41421356)).toBe('2.41');
    expect(formatCellNumber(75.3659)).toBe('75.4');
    expect(formatCellNumber(99.96)).toBe('100');
    expect(formatCellNumber(123.456)).toBe('123');
    expect(formatCellNumber(12345.6)).toBe('12346');
    expect(formatCellNumber(NaN)).toBe('');
    expect(formatCellNumber(Infinity)).toBe('');
  });

  it('coarse, for a crowded bottom row: two figures, whole numbers from 10 on', () => {
    expect(formatCellNumber(75.3659, true)).toBe('75');
    expect(formatCellNumber(9.87, true)).toBe('9.9');
    expect(formatCellNumber(2.41421356, true)).toBe('2.4');
    expect(formatCellNumber(0, true)).toBe('0');
    expect(formatCellNumber(1234.5, true)).toBe('1235');
  });

  it('shrink g and h together only when they would collide on the bottom row', () => {
    expect(bottomRowFontSize(13, 25, 25, 60)).toBe(13);
    const smaller = bottomRowFontSize(13, 40, 35, 60);
    expect(smaller).toBeLessThan(13);
    // Text scales with its font size: at the smaller size both fit with the gap.
    expect(((40 + 35) * smaller) / 13 + 3).toBeLessThanOrEqual(60);
    expect(((40 + 35) * (smaller + 1)) / 13 + 3).toBeGreaterThan(60); // and no smaller than needed
    expect(bottomRowFontSize(13, 400, 400, 60)).toBe(6);
  });

  it('show from 48 px a cell, with text that grows with the cell but stays small', () => {
    expect(NUMBERS_MIN_SCALE).toBe(48);
    expect(cellNumberLayout(48, SQUARE_LAYOUT).fontSize).toBe(10);
    expect(cellNumberLayout(64, SQUARE_LAYOUT).fontSize).toBe(13);
  });

  it('fit f above g and h inside the cell, leaving the centre to the map’s cost label', () => {
    for (const layout of [SQUARE_LAYOUT, HEX_LAYOUT]) {
      for (const scale of [48, 56, 64]) {
        const L = cellNumberLayout(scale, layout);
        // Inside the square, or inside the band between a hex's flat sides.
        expect(L.halfWidth).toBeLessThanOrEqual(scale / 2);
        expect(L.halfHeight).toBeLessThanOrEqual(layout === HEX_LAYOUT ? (scale * HEX_RADIUS) / 2 + 1e-9 : scale / 2);
        // The top row (f) and the bottom row (g, h) do not overlap.
        const rowHeight = L.fontSize + L.padding;
        expect(2 * (L.halfHeight - L.inset)).toBeGreaterThanOrEqual(2 * rowHeight);
        const disc = L.arrowHalf + ARROW_MARGIN;
        if (layout === HEX_LAYOUT) {
          // The arrow's disc fits the triangle above the band: under the hex's upper edges, above the numbers.
          expect(L.arrowX).toBe(0);
          expect(L.arrowY + disc).toBeLessThanOrEqual(-L.halfHeight + 1e-9);
          const tipY = -scale * HEX_RADIUS;
          // Distance from the disc's centre to the upper-right edge, from (0, tipY) to (scale/2, -halfHeight).
          const ex = scale / 2, ey = -L.halfHeight - tipY;
          const edge = Math.abs(ey * (L.arrowX - 0) - ex * (L.arrowY - tipY)) / Math.hypot(ex, ey);
          expect(edge).toBeGreaterThanOrEqual(disc - 1e-9);
          expect(L.arrowHalf).toBeGreaterThanOrEqual(4);
        } else {
          // The arrow sits in the top-right quarter, inside the square.
          expect(L.arrowX + disc).toBeLessThanOrEqual(L.halfWidth);
          expect(L.arrowY - disc).toBeGreaterThanOrEqual(-L.halfHeight);
          expect(L.arrowX - disc).toBeGreaterThan(0);
          expect(L.arrowY + disc).toBeLessThanOrEqual(0);
          // On squares the corners keep clear of a centred label up to 16 px tall.
          expect(L.halfHeight - L.inset - rowHeight).toBeGreaterThanOrEqual(8);
        }
      }
    }
  });

  it('keep the map\'s cost label off f, g, h and the arrows, in its cell and its neighbours\', squares and hexes', () => {
    const neighbours = (layout: typeof SQUARE_LAYOUT, scale: number) =>
      layout === HEX_LAYOUT
        ? [[0, 0], [-1, 0], [1, 0], [-0.5, -HEX_ROW_PITCH], [0.5, -HEX_ROW_PITCH], [-0.5, HEX_ROW_PITCH], [0.5, HEX_ROW_PITCH]].map(([dx, dy]) => [dx! * scale, dy! * scale])
        : [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => [dx * scale, dy * scale]));
    const shift = (b: TextBox, dx: number, dy: number): TextBox => ({ x0: b.x0 + dx, y0: b.y0 + dy, x1: b.x1 + dx, y1: b.y1 + dy });
    for (const layout of [SQUARE_LAYOUT, HEX_LAYOUT]) {
      for (let scale = NUMBERS_MIN_SCALE; scale <= 256; scale += 4) {
        // Line heights per pixel of font size around the app's fonts' (about 1.2 and 1.4).
        for (const numberLine of [1, 1.2, 1.45]) {
          for (const labelLine of [1.1, 1.4, 1.6]) {
            const place = costLabelPlace(scale, layout, numberLine, labelLine, 16);
            const h = (place.fontSize * labelLine) / 2;
            // The tallest label at that size and the widest its room allows.
            const label: TextBox = { x0: place.room.x0, y0: place.dy - h, x1: place.room.x1, y1: place.dy + h };
            expect(label.y0).toBeGreaterThanOrEqual(place.room.y0 - 1e-9);
            expect(label.y1).toBeLessThanOrEqual(place.room.y1 + 1e-9);
            expect(place.fontSize, `${layout.topology} at ${scale} px`).toBeGreaterThanOrEqual(8);
            const own = numberBoxes(cellNumberLayout(scale, layout), numberLine);
            for (const [dx, dy] of neighbours(layout, scale)) {
              for (const [what, box] of Object.entries(own)) {
                expect(boxesOverlap(label, shift(box, dx!, dy!)), `${layout.topology} at ${scale} px: the label covers ${what} of the cell at (${dx}, ${dy})`).toBe(false);
              }
            }
          }
        }
      }
    }
  });

  it('the cost label\'s room is wide enough for a few figures, and on hexes sits in the triangle under the band', () => {
    for (const scale of [48, 64]) {
      const square = costLabelPlace(scale, SQUARE_LAYOUT, 1.2, 1.4, 16);
      expect(square.room.x1 - square.room.x0).toBeGreaterThanOrEqual(scale - 4);
      const hex = costLabelPlace(scale, HEX_LAYOUT, 1.2, 1.4, 16);
      const L = cellNumberLayout(scale, HEX_LAYOUT);
      expect(hex.dy).toBeCloseTo(-L.arrowY);
      expect(hex.room.y0).toBeCloseTo(L.halfHeight);
      expect(hex.room.x1 - hex.room.x0).toBeGreaterThanOrEqual(scale / 3);
    }
    expect(boxesOverlap({ x0: 0, y0: 0, x1: 2, y1: 2 }, { x0: 2, y0: 0, x1: 4, y1: 2 })).toBe(false);
    expect(boxesOverlap({ x0: 0, y0: 0, x1: 2, y1: 2 }, { x0: 1, y0: 1, x1: 4, y1: 4 })).toBe(true);
  });

  it('the parent arrow points from the cell toward its parent, y down, squares and hexes', () => {
    const w = 10;
    expect(parentDirection(55, 54, w, SQUARE_LAYOUT)).toEqual({ x: -1, y: 0 });
    expect(parentDirection(55, 45, w, SQUARE_LAYOUT)).toEqual({ x: 0, y: -1 });
    const diag = parentDirection(55, 66, w, SQUARE_LAYOUT)!;
    expect(diag.x).toBeCloseTo(Math.SQRT1_2);
    expect(diag.y).toBeCloseTo(Math.SQRT1_2);
    expect(parentDirection(55, -1, w, SQUARE_LAYOUT)).toBeNull();
    // Odd-r hexes: from (3, 1) (an odd row, shifted right) up to (3, 0) is up and to the left.
    const hex = parentDirection(13, 3, w, HEX_LAYOUT)!;
    expect(hex.x).toBeCloseTo(-0.5);
    expect(hex.y).toBeCloseTo(-Math.sqrt(3) / 2);
  });
});
