// The picture of a path: read back with the PNG importer, its pixels show the terrain, the tinted
// explored cells, the path through cell centres and the start and goal markers.
import { describe, expect, it } from 'vitest';
import { CellState } from '../../../../src/shared/engine/types';
import { decodePngImage, pathPicture, pictureScale } from '../../../../src/shared/formats/pngMap';
import { createGrid } from '../../../../src/shared/grid/grid';

const pixel = (image: { width: number; rgba: Uint8Array }, x: number, y: number) => Array.from(image.rgba.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3));

describe('pathPicture', () => {
  // A 6×4 map of ground with a wall at (3,1); the path runs along row 0 from (0,0) to (5,0).
  const grid = createGrid(6, 4);
  grid.terrain[1 * 6 + 3] = 6;
  const path = Int32Array.from([0, 1, 2, 3, 4, 5]);
  const explored = new Uint8Array(24);
  explored[6] = CellState.Closed;
  explored[7] = CellState.Open;

  it('draws terrain, tints, the path and the markers at 10 pixels per cell', () => {
    const image = decodePngImage(pathPicture(grid, path, explored, 10));
    expect([image.width, image.height]).toEqual([60, 40]);
    expect(pixel(image, 35, 15)).toEqual([0x2b, 0x2b, 0x33]); // the wall
    expect(pixel(image, 1, 31)).toEqual([0xc8, 0xb7, 0x8e]); // plain ground
    expect(pixel(image, 1, 11)).toEqual([218, 172, 121]); // closed: ground a third of the way to orange (255,150,80)
    expect(pixel(image, 11, 11)).toEqual([118, 199, 200]); // open: ground 150/255 of the way to cyan (60,210,240)
    expect(pixel(image, 25, 4)).toEqual([0xff, 0xe1, 0x4d]); // the path between cells 2 and 3
    expect(pixel(image, 4, 4)).toEqual([0x2f, 0xd0, 0x6f]); // start
    expect(pixel(image, 54, 4)).toEqual([0xf0, 0x46, 0x4b]); // goal
  });

  it('draws the path at least 3 pixels wide and the markers at least 7 across at 2 pixels a cell', () => {
    // A 512×512 map at 2 pixels a cell: a 1024-pixel picture; the path runs along row 100.
    const large = createGrid(512, 512);
    const row = Int32Array.from({ length: 300 }, (_, i) => 100 * 512 + 100 + i);
    const image = decodePngImage(pathPicture(large, row, null, 2));
    const colourAt = (x: number, y: number) => pixel(image, x, y).join();
    const PATH = [0xff, 0xe1, 0x4d].join(), START = [0x2f, 0xd0, 0x6f].join();
    // Across the line half way along (cell 250's centre is at pixel 500.5, 200.5).
    const across = [198, 199, 200, 201, 202, 203].map((y) => colourAt(500, y));
    expect(across.filter((c) => c === PATH).length).toBeGreaterThanOrEqual(3);
    // Across the start marker (cell 100: pixels 200–201, 200–201).
    const marker = Array.from({ length: 21 }, (_, i) => colourAt(190 + i, 200));
    expect(marker.filter((c) => c === START).length).toBeGreaterThanOrEqual(7);
  });

  it('keeps to 4096 pixels by default and refuses a scale past the limit with a sentence', () => {
    expect(pictureScale({ width: 100, height: 50 })).toBe(16);
    expect(pictureScale({ width: 1000, height: 50 })).toBe(4);
    expect(pictureScale({ width: 4096, height: 4096 })).toBe(1);
    expect(pictureScale({ width: 2048, height: 10 }, 'hex')).toBe(1);
    const big = createGrid(2000, 2);
    expect(() => pathPicture(big, new Int32Array(0), null, 9)).toThrow(/would be 18000×18 pixels; choose a whole number of pixels per cell/);
  });

  it('offsets odd rows by half a cell on a hex map, and marks the given start and goal without a path', () => {
    const image = decodePngImage(pathPicture(grid, new Int32Array(0), null, 10, { topology: 'hex', start: 6, goal: 23 }));
    expect(image.width).toBe(65);
    expect(pixel(image, 2, 15)).toEqual([0x1e, 0x1f, 0x24]); // the bare half cell left of row 1
    expect(pixel(image, 9, 14)).toEqual([0x2f, 0xd0, 0x6f]); // start at (0,1), shifted right
    expect(pixel(image, 59, 34)).toEqual([0xf0, 0x46, 0x4b]); // goal at (5,3)
  });
});
