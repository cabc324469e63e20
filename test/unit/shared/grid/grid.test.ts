// What the grid says about its terrain costs: a map of one cost is one whose passable cells in use
// all cost the same, whatever the palette offers besides.
import { describe, expect, it } from 'vitest';
import { createGrid, usesOneCost } from '../../../../src/shared/grid/grid';

describe('usesOneCost', () => {
  it('is true for a map of one terrain, and one with walls', () => {
    const grid = createGrid(8, 8);
    expect(usesOneCost(grid)).toBe(true);
    grid.terrain[9] = grid.palette.findIndex((t) => !t.passable);
    expect(usesOneCost(grid)).toBe(true);
  });

  it('is false once a cell of another cost is painted', () => {
    const grid = createGrid(8, 8);
    const fill = grid.terrain[0]!;
    const other = grid.palette.findIndex((t) => t.passable && t.cost !== grid.palette[fill]!.cost);
    grid.terrain[10] = other;
    expect(usesOneCost(grid)).toBe(false);
  });
});
