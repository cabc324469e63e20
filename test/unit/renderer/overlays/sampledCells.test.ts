// Worker answers sampled every `stride` cells fill their stride × stride blocks of the map.
import { describe, expect, it } from 'vitest';
import { applyChanges, spreadChangedSamples, spreadSamples } from '../../../../src/renderer/overlays/sampledCells';

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

  it('gives each cell the sample its block starts at, for any rectangle, stride and map (against a per-cell reference)', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) % n);
    for (let trial = 0; trial < 200; trial++) {
      const width = 1 + random(12), height = 1 + random(12), stride = 1 + random(4);
      const rect = { x: random(16) - 4, y: random(16) - 4, width: 1 + random(14), height: 1 + random(14), stride };
      const cols = Math.ceil(rect.width / stride), rowsOf = Math.ceil(rect.height / stride);
      const samples = Uint8Array.from({ length: cols * rowsOf }, () => random(3));
      const map = Uint8Array.from({ length: width * height }, () => random(3));
      const expected = map.slice();
      for (let y = Math.max(0, rect.y); y < Math.min(height, rect.y + rect.height); y++)
        for (let x = Math.max(0, rect.x); x < Math.min(width, rect.x + rect.width); x++)
          expected[y * width + x] = samples[Math.floor((y - rect.y) / stride) * cols + Math.floor((x - rect.x) / stride)]!;
      spreadSamples(map, width, height, rect, samples);
      expect(Array.from(map)).toEqual(Array.from(expected));
    }
  });

  it('writes changed samples over their blocks, clipped to the map, and marks each block', () => {
    const map = new Uint8Array(5 * 5);
    const rect = { x: 0, y: 0, width: 5, height: 5, stride: 2 };
    spreadSamples(map, 5, 5, rect, Uint8Array.of(1, 2, 3, 0, 1, 0, 3, 3, 2));
    const marked: number[][] = [];
    // Samples 1 (x 2, y 0) and 8 (x 4, y 4, a 1 × 1 block at the corner).
    applyChanges(map, 5, 5, rect, Int32Array.of(1, 8), Uint8Array.of(0, 1), (x0, y0, x1, y1) => marked.push([x0, y0, x1, y1]));
    expect(rows(map, 5)).toEqual(['11003', '11003', '00110', '00110', '33331']);
    expect(marked).toEqual([[2, 0, 3, 1], [4, 4, 4, 4]]);
  });

  it('writes changed cells of a full-detail rectangle where they lie on the map', () => {
    const map = new Uint8Array(5 * 4);
    const rect = { x: 1, y: 1, width: 3, height: 2 };
    spreadSamples(map, 5, 4, rect, Uint8Array.of(1, 2, 3, 3, 2, 1));
    applyChanges(map, 5, 4, rect, Int32Array.of(5, 0), Uint8Array.of(2, 3), () => {});
    expect(rows(map, 5)).toEqual(['00000', '03230', '03220', '00000']);
  });

  it('spreads only the samples that differ from the previous answer, to the same cells and box as spreading them all', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) % n);
    for (const rect of [{ x: 0, y: 0, width: 9, height: 7, stride: 2 }, { x: 2, y: 1, width: 7, height: 6, stride: 3 }, { x: 1, y: 2, width: 8, height: 5 }, { x: -2, y: -1, width: 13, height: 10 }, { x: 3, y: 0, width: 6, height: 7 }, { x: -3, y: -2, width: 14, height: 11, stride: 2 }, { x: 5, y: 4, width: 9, height: 9, stride: 4 }]) {
      const stride = rect.stride ?? 1;
      const n = Math.ceil(rect.width / stride) * Math.ceil(rect.height / stride);
      const before = Uint8Array.from({ length: n }, () => random(3));
      const after = before.map((v) => (random(4) === 0 ? random(3) : v));
      // Answers in buffers of their own (compared four samples at a time) and as views at an odd offset.
      const shifted = (a: Uint8Array) => {
        const b = new Uint8Array(a.length + 1);
        b.set(a, 1);
        return b.subarray(1);
      };
      for (const [b, a] of [[before, after], [shifted(before), shifted(after)]] as const) {
        const map = new Uint8Array(9 * 7), expected = new Uint8Array(9 * 7);
        spreadSamples(map, 9, 7, rect, b);
        spreadSamples(expected, 9, 7, rect, b);
        const box = spreadChangedSamples(map, 9, 7, rect, b, a);
        spreadSamples(expected, 9, 7, rect, a);
        expect(rows(map, 9)).toEqual(rows(expected, 9));
        // The box holds exactly the cells whose samples changed.
        expect(box).toEqual(changedBox(rect, b, a));
      }
    }
  });
});

/** The box of the cells on a 9 × 7 map whose sample differs between `before` and `after`, worked out cell by cell. */
function changedBox(rect: { x: number; y: number; width: number; height: number; stride?: number }, before: Uint8Array, after: Uint8Array): { x0: number; y0: number; x1: number; y1: number } | null {
  const stride = rect.stride ?? 1, cols = Math.ceil(rect.width / stride);
  let box: { x0: number; y0: number; x1: number; y1: number } | null = null;
  for (let y = Math.max(0, rect.y); y < Math.min(7, rect.y + rect.height); y++)
    for (let x = Math.max(0, rect.x); x < Math.min(9, rect.x + rect.width); x++) {
      const k = Math.floor((y - rect.y) / stride) * cols + Math.floor((x - rect.x) / stride);
      if (before[k] === after[k]) continue;
      box = box ? { x0: Math.min(box.x0, x), y0: Math.min(box.y0, y), x1: Math.max(box.x1, x), y1: Math.max(box.y1, y) } : { x0: x, y0: y, x1: x, y1: y };
    }
  return box;
}
