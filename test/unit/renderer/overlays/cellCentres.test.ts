// A run of cells (a path, a picked branch) goes through cell centres, first cell first: squares at
// (x + ½, y + ½), hexes at the hex layout's centres (odd rows shifted half a cell).
import { describe, expect, it } from 'vitest';
import { HEX_LAYOUT, SQUARE_LAYOUT } from '../../../../src/renderer/canvas/cellLayout';
import { cellCentres } from '../../../../src/renderer/overlays/cellCentres';

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
