// Editing on hex maps against brute force: brush stamps, strokes and the 6-connected fill.
import { describe, expect, it } from 'vitest';
import { makeBrush, stampCells } from '../../../../src/shared/edit/brush';
import { floodFill } from '../../../../src/shared/edit/floodFill';
import { resizeOffset } from '../../../../src/shared/edit/resize';
import { strokeCells } from '../../../../src/shared/edit/stroke';
import { moveTable } from '../../../../src/shared/engine/moves';
import { hexDistance, traceHexLine } from '../../../../src/shared/grid/hex';

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** The cells of a map within `radius` moves of (cx, cy), by enumeration. */
function discByDistance(width: number, height: number, cx: number, cy: number, radius: number): Set<number> {
  const out = new Set<number>();
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (hexDistance(cx, cy, x, y) <= radius) out.add(y * width + x);
  return out;
}

describe('hex brush', () => {
  it('stamps the hex disc of radius size / 2 on even and odd rows, clipped', () => {
    const bounds = { width: 20, height: 18 };
    for (const size of [1, 2, 3, 5, 8])
      for (const [cx, cy] of [[9, 8], [9, 9], [0, 0], [19, 17], [1, 16]] as const) {
        const got = new Set<number>();
        stampCells(bounds, makeBrush(size, 'hex'), cx, cy, (i) => got.add(i));
        expect(got).toEqual(discByDistance(bounds.width, bounds.height, cx, cy, Math.floor(size / 2)));
      }
    expect(makeBrush(3, 'hex').cellCount).toBe(7);
    expect(makeBrush(5, 'hex').cellCount).toBe(19);
  });

  it('sweeps exactly the discs along the hex line, however far apart the samples', () => {
    const bounds = { width: 40, height: 36 };
    const rand = random(11);
    for (let i = 0; i < 200; i++) {
      const size = 1 + Math.floor(rand() * 6);
      const brush = makeBrush(size, 'hex');
      const x0 = Math.floor(rand() * 44) - 2, y0 = Math.floor(rand() * 40) - 2;
      const x1 = Math.floor(rand() * 44) - 2, y1 = Math.floor(rand() * 40) - 2;
      const got = new Set<number>();
      strokeCells(bounds, brush, x0, y0, x1, y1, (c) => got.add(c));
      const want = new Set<number>();
      traceHexLine(x0, y0, x1, y1, (x, y) => {
        for (const c of discByDistance(bounds.width, bounds.height, x, y, Math.floor(size / 2))) want.add(c);
      });
      expect(got).toEqual(want);
      // Continuing a stroke emits the leading edges only, and still covers the same cells.
      const continued = new Set<number>();
      stampCells(bounds, brush, x0, y0, (c) => continued.add(c));
      strokeCells(bounds, brush, x0, y0, x1, y1, (c) => continued.add(c), true);
      expect(continued).toEqual(want);
    }
  });
});

describe('hex flood fill', () => {
  it('fills the 6-connected region, as a breadth-first search over the engine’s hex moves finds it', () => {
    const rand = random(5);
    for (let trial = 0; trial < 60; trial++) {
      const width = 5 + Math.floor(rand() * 30), height = 5 + Math.floor(rand() * 30);
      const layer = new Uint8Array(width * height);
      for (let i = 0; i < layer.length; i++) layer[i] = rand() < 0.42 ? 1 : 0;
      const sx = Math.floor(rand() * width), sy = Math.floor(rand() * height);
      const target = layer[sy * width + sx]!;
      // Reference: BFS over the engine's neighbours.
      const table = moveTable('hex', width);
      const want = new Set<number>([sy * width + sx]);
      const queue = [sy * width + sx];
      for (let h = 0; h < queue.length; h++) {
        const c = queue[h]!, x = c % width, y = Math.floor(c / width);
        for (let d = 0; d < 6; d++) {
          const nx = x + table.dx[(y & 1) * 8 + d]!, ny = y + table.dy[(y & 1) * 8 + d]!;
          const n = ny * width + nx;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && layer[n] === target && !want.has(n)) {
            want.add(n);
            queue.push(n);
          }
        }
      }
      const before = layer.slice();
      const filled = floodFill(layer, width, height, sx, sy, 7, null, true);
      expect(filled).toBe(want.size);
      for (let i = 0; i < layer.length; i++) expect(layer[i]).toBe(want.has(i) ? 7 : before[i]);
    }
  });
});

describe('hex resize', () => {
  it('moves rows by an even count so odd rows stay the shifted ones', () => {
    for (const anchor of ['top', 'center', 'bottom', 'bottom-right'] as const)
      for (const [oh, h] of [[10, 13], [13, 10], [7, 8], [8, 7]] as const) {
        const square = resizeOffset(10, oh, 10, h, anchor);
        const hex = resizeOffset(10, oh, 10, h, anchor, true);
        expect(hex.dy & 1).toBe(0);
        expect(square.dy - hex.dy).toBeGreaterThanOrEqual(0);
        expect(square.dy - hex.dy).toBeLessThanOrEqual(1);
        expect(hex.dx).toBe(square.dx);
      }
  });
});
