// Worker answers sampled every `stride` cells fill their stride × stride blocks of the map.
import { describe, expect, it } from 'vitest';
import { spreadSamples } from '../../../../src/renderer/overlays/sampledCells';

const rows = (cells: Uint8Array, width: number) => Array.from({ length: cells.length / width }, (_, y) => Array.from(cells.subarray(y * width, (y + 1) * width)).join(''));

describe('spreading sampled cells over the map', () => {
  it('copies a full-detail rectangle cell for cell', () => {
    const map = new Uint8Array(5 * 4);
    const box = spreadSamples(map, 5, 4, { x: 1, y: 1, width: 3, height: 2 }, Uint8Array.of(1, 2, 3, 3, 2, 1));
    expect(rows(map, 5)).toEqual(['00000', '01230', '03210', '00000']);
    expect(box).toEqual({ x0: 1, y0: 1, x1: 3, y1: 2 });
  });

  it('fills each sample’s block when zoomed out, clipped at the map’s edge', () => {
    const map = new Uint8Array(5 * 5);
    // Stride 2 over the whole 5 × 5 map: 3 samples a row, 3 rows.
    spreadSamples(map, 5, 5, { x: 0, y: 0, width: 5, height: 5, stride: 2 }, Uint8Array.of(1, 2, 3, 0, 1, 0, 3, 3, 2));
    expect(rows(map, 5)).toEqual(['11223', '11223', '00110', '00110', '33332']);
  });

  it('says only which cells changed: nothing when the answer is the same', () => {
    const map = new Uint8Array(6 * 4);
    spreadSamples(map, 6, 4, { x: 0, y: 0, width: 6, height: 4 }, new Uint8Array(24).fill(1));
    const next = new Uint8Array(24).fill(1);
    next[1 * 6 + 2] = 2;
    next[2 * 6 + 4] = 3;
    expect(spreadSamples(map, 6, 4, { x: 0, y: 0, width: 6, height: 4 }, next)).toEqual({ x0: 2, y0: 1, x1: 4, y1: 2 });
    expect(spreadSamples(map, 6, 4, { x: 0, y: 0, width: 6, height: 4 }, next)).toBeNull();
  });

  it('writes nothing for a rectangle off the map', () => {
    const map = new Uint8Array(4);
    expect(spreadSamples(map, 2, 2, { x: 5, y: 0, width: 2, height: 2 }, Uint8Array.of(1, 1, 1, 1))).toBeNull();
    expect(Array.from(map)).toEqual([0, 0, 0, 0]);
  });
});
