// A heatmap answer on the map: each sample colours its stride × stride block (clipped to the map),
// cells without a value stay clear, and cells outside the answer keep what they showed.
import { describe, expect, it } from 'vitest';
import { colourIndex } from '../../../../src/renderer/overlays/heatScale';
import { colourSamples } from '../../../../src/renderer/overlays/heatSamples';

describe('colourSamples', () => {
  it('one sample per cell at stride 1, NaN clear, cells outside the rectangle untouched', () => {
    const width = 6, height = 4;
    const indices = new Uint8Array(width * height).fill(7);
    const box = colourSamples(indices, width, height, { x: 1, y: 1, width: 3, height: 2 }, Float32Array.from([0, 5, 10, NaN, 10, 0]), { min: 0, max: 10 });
    expect(box).toEqual({ x0: 1, y0: 1, x1: 3, y1: 2 });
    const rows = [...Array(height)].map((_, y) => Array.from(indices.subarray(y * width, (y + 1) * width)));
    expect(rows).toEqual([
      [7, 7, 7, 7, 7, 7],
      [7, 1, 128, 255, 7, 7],
      [7, 0, 255, 1, 7, 7],
      [7, 7, 7, 7, 7, 7],
    ]);
  });

  it('zoomed out, each sample fills its block, and blocks at the map edge are clipped', () => {
    // A 10 × 7 map sampled every 4 cells: 3 × 2 samples, the last column and row cut short.
    const width = 10, height = 7;
    const indices = new Uint8Array(width * height);
    const values = Float32Array.from([0, 1, 2, 3, 4, 5]);
    const box = colourSamples(indices, width, height, { x: 0, y: 0, width: 10, height: 7, stride: 4 }, values, { min: 0, max: 5 });
    expect(box).toEqual({ x0: 0, y0: 0, x1: 9, y1: 6 });
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const sample = Math.floor(y / 4) * 3 + Math.floor(x / 4);
        expect(indices[y * width + x], `cell (${x}, ${y})`).toBe(colourIndex(sample, 0, 5));
      }
    }
  });

  it('a rectangle reaching past the map writes only the map’s cells', () => {
    const width = 4, height = 4;
    const indices = new Uint8Array(width * height);
    const box = colourSamples(indices, width, height, { x: 2, y: 2, width: 4, height: 4, stride: 2 }, Float32Array.from([9, 9, 9, 9]), { min: 0, max: 9 });
    expect(box).toEqual({ x0: 2, y0: 2, x1: 3, y1: 3 });
    expect(Array.from(indices)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 255, 255]);
  });
});
