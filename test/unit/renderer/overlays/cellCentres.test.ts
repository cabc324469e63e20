// A run of cells (a path, a picked branch) goes through cell centres, first cell first: squares at
// (x + ½, y + ½), hexes at the hex layout's centres (odd rows shifted half a cell).
import { describe, expect, it } from 'vitest';
import { HEX_LAYOUT, SQUARE_LAYOUT } from '../../../../src/renderer/canvas/cellLayout';
import { cellCentres, polylineCorners } from '../../../../src/renderer/overlays/cellCentres';

describe('cellCentres', () => {
  it('runs through the centres of square cells, root first', () => {
    const width = 10;
    const branch = Int32Array.from([0 * width + 1, 1 * width + 2, 2 * width + 2]);
    expect(Array.from(cellCentres(branch, width, SQUARE_LAYOUT))).toEqual([1.5, 0.5, 2.5, 1.5, 2.5, 2.5]);
  });

  it('runs through hex centres on a hex map', () => {
    const width = 8;
    const branch = Int32Array.from([0 * width + 3, 1 * width + 3]);
    const p = Array.from(cellCentres(branch, width, HEX_LAYOUT));
    expect(p).toEqual([HEX_LAYOUT.centreX(3, 0), HEX_LAYOUT.centreY(0), HEX_LAYOUT.centreX(3, 1), HEX_LAYOUT.centreY(1)]);
    // Odd rows sit half a cell to the right of even ones.
    expect(p[2]! - p[0]!).toBeCloseTo(0.5, 9);
  });

  it('an empty branch has no points', () => {
    expect(cellCentres(new Int32Array(0), 5, SQUARE_LAYOUT).length).toBe(0);
  });
});

describe('polylineCorners', () => {
  const corners = (cells: number[], width: number, layout = SQUARE_LAYOUT) => Array.from(polylineCorners(cellCentres(Int32Array.from(cells), width, layout)));

  it('keeps the ends and the turns of a square path, not the cells inside its straight runs', () => {
    const w = 20;
    // Right along row 0 from x 0 to 4, then diagonally down-right to (7, 3), then down to (7, 6).
    const path = [0, 1, 2, 3, 4, w + 5, 2 * w + 6, 3 * w + 7, 4 * w + 7, 5 * w + 7, 6 * w + 7];
    expect(corners(path, w)).toEqual([0.5, 0.5, 4.5, 0.5, 7.5, 3.5, 7.5, 6.5]);
  });

  it('keeps a point where the path doubles back on itself', () => {
    const w = 10;
    expect(corners([0, 1, 2, 1, 0], w)).toEqual([0.5, 0.5, 2.5, 0.5, 0.5, 0.5]);
  });

  it('merges straight runs of hex cells along a row and keeps the zigzag between rows', () => {
    const w = 10;
    // Along row 0, then down through rows 1–2 (odd rows shifted: a zigzag, every cell a turn).
    const path = [0, 1, 2, 3, w + 3, 2 * w + 3];
    const p = cellCentres(Int32Array.from(path), w, HEX_LAYOUT);
    const kept = corners(path, w, HEX_LAYOUT);
    expect(kept).toEqual([p[0], p[1], p[6], p[7], p[8], p[9], p[10], p[11]]);
  });

  it('leaves a path of one or two cells as it is', () => {
    expect(corners([3], 10)).toEqual([3.5, 0.5]);
    expect(corners([3, 4], 10)).toEqual([3.5, 0.5, 4.5, 0.5]);
  });
});
