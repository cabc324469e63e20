// Parent arrows under level of detail: one per seen cell close up, each pointing at its parent
// (however far, as JPS and Theta* parents are), sampled when zoomed out so a 4096² map never asks
// for more than a few thousand, and placed by the map's layout (squares or hexes).
import { describe, expect, it } from 'vitest';
import { HEX_LAYOUT, SQUARE_LAYOUT, type CellLayout } from '../../../../src/renderer/canvas/cellLayout';
import {
  ARROW_MIN_SPACING_PX,
  FLOATS_PER_ARROW,
  MAX_ARROWS,
  arrowGeometry,
  arrowRect,
  arrowSpacing,
} from '../../../../src/renderer/overlays/treeArrows';

interface Arrow {
  tail: [number, number];
  tip: [number, number];
  barbs: [number, number][];
}

function arrows(flat: Float32Array): Arrow[] {
  const out: Arrow[] = [];
  for (let i = 0; i < flat.length; i += FLOATS_PER_ARROW) {
    out.push({ tail: [flat[i]!, flat[i + 1]!], tip: [flat[i + 2]!, flat[i + 3]!], barbs: [[flat[i + 4]!, flat[i + 5]!], [flat[i + 6]!, flat[i + 7]!]] });
  }
  return out;
}

const dist = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe('arrow spacing', () => {
  it('one arrow per cell once cells are 16 px wide, else a power of two that keeps arrows 16 px apart', () => {
    const rect = { x: 0, y: 0, width: 40, height: 30, stride: 1 };
    expect(arrowSpacing(rect, 16)).toBe(1);
    expect(arrowSpacing(rect, 64)).toBe(1);
    expect(arrowSpacing(rect, 8)).toBe(2);
    expect(arrowSpacing(rect, 5)).toBe(4);
    for (const scale of [0.1, 0.3, 1, 2.5, 7, 15.9]) {
      const k = arrowSpacing({ x: 0, y: 0, width: 64, height: 64, stride: 1 }, scale);
      expect(k * scale).toBeGreaterThanOrEqual(ARROW_MIN_SPACING_PX);
      expect(Math.log2(k) % 1).toBe(0);
    }
  });

  it('never samples finer than the view was sampled, and never fetches more than MAX_ARROWS', () => {
    expect(arrowSpacing({ x: 0, y: 0, width: 4096, height: 4096, stride: 64 }, 16)).toBeGreaterThanOrEqual(64);
    // A 4096² map fitted into a window (about 0.2 px a cell), and a 1920 × 1200 window at 1 px a cell on it.
    for (const [rect, scale] of [
      [{ x: 0, y: 0, width: 4096, height: 4096, stride: 4 }, 0.2],
      [{ x: 0, y: 0, width: 2880, height: 1800, stride: 1 }, 1],
      [{ x: 100, y: 50, width: 240, height: 150, stride: 1 }, 16],
    ] as const) {
      const k = arrowSpacing(rect, scale);
      const r = arrowRect(rect, k);
      const samples = Math.ceil(r.width / k) * Math.ceil(r.height / k);
      expect(samples).toBeLessThanOrEqual(MAX_ARROWS);
      expect(samples).toBeGreaterThan(MAX_ARROWS / 8); // and still a few thousand, not a handful
    }
  });

  it('the sampled rectangle starts on multiples of the spacing and still covers the asked one', () => {
    const r = arrowRect({ x: 37, y: 130, width: 100, height: 60, stride: 1 }, 16);
    expect(r).toEqual({ x: 32, y: 128, width: 105, height: 62, stride: 16 });
  });
});

describe('arrow geometry', () => {
  it('close up, an arrow runs from the cell centre toward its parent, head at the parent end', () => {
    // A 10-wide map: cell (5, 5) = 55 has its parent to the left, (4, 5) = 54; (4, 5) is the root.
    const rect = { x: 4, y: 5, width: 2, height: 1, stride: 1 };
    const [a, ...rest] = arrows(arrowGeometry(rect, Int32Array.from([-1, 54]), 10, SQUARE_LAYOUT, 48));
    expect(rest).toEqual([]);
    expect(a!.tail).toEqual([5.5, 5.5]);
    expect(a!.tip[0]).toBeCloseTo(4.75);
    expect(a!.tip[1]).toBeCloseTo(5.5);
    for (const b of a!.barbs) expect(b[0]).toBeGreaterThan(a!.tip[0]); // barbs trail behind a head pointing left
  });

  it('a far parent (a jump point) gets a line all the way to just short of its centre', () => {
    const rect = { x: 10, y: 2, width: 1, height: 1, stride: 1 };
    const [a] = arrows(arrowGeometry(rect, Int32Array.from([2 * 20 + 2]), 20, SQUARE_LAYOUT, 48));
    expect(a!.tail).toEqual([10.5, 2.5]);
    expect(a!.tip[0]).toBeCloseTo(2.75);
    expect(a!.tip[1]).toBeCloseTo(2.5);
  });

  it('every arrow points at its parent, on squares and hexes', () => {
    const rand = random(7);
    for (const layout of [SQUARE_LAYOUT, HEX_LAYOUT] as CellLayout[]) {
      const width = 30, height = 20;
      const rect = { x: 3, y: 2, width: 20, height: 15, stride: 1 };
      const parents = new Int32Array(rect.width * rect.height).map(() => (rand() < 0.3 ? -1 : Math.floor(rand() * width * height)));
      const drawn = arrows(arrowGeometry(rect, parents, width, layout, 32));
      let k = 0;
      for (let j = 0; j < rect.height; j++) {
        for (let i = 0; i < rect.width; i++) {
          const p = parents[j * rect.width + i]!;
          if (p < 0) continue;
          const x = rect.x + i, y = rect.y + j;
          if (p === y * width + x) {
            k++;
            continue;
          }
          const a = drawn[k++]!;
          const centre: [number, number] = [layout.centreX(p % width, Math.floor(p / width)), layout.centreY(Math.floor(p / width))];
          expect(a.tail[0]).toBeCloseTo(layout.centreX(x, y));
          expect(a.tail[1]).toBeCloseTo(layout.centreY(y));
          expect(dist(a.tip, centre)).toBeLessThan(dist(a.tail, centre));
          // The tip lies on the line from the cell to its parent.
          const cross = (a.tip[0] - a.tail[0]) * (centre[1] - a.tail[1]) - (a.tip[1] - a.tail[1]) * (centre[0] - a.tail[0]);
          expect(Math.abs(cross)).toBeLessThan(1e-3);
        }
      }
      expect(k).toBe(drawn.length);
    }
  });

  it('zoomed out, each sample gets a mark 0.6 strides long centred on it, pointing at its parent', () => {
    // Samples every 8 cells of a 64-wide map; the sample at (8, 0) has its parent below-left.
    const rect = { x: 0, y: 0, width: 16, height: 8, stride: 8 };
    const parents = Int32Array.from([-1, 1 * 64 + 7]);
    const [a, ...rest] = arrows(arrowGeometry(rect, parents, 64, SQUARE_LAYOUT, 2));
    expect(rest).toEqual([]);
    expect(dist(a!.tail, a!.tip)).toBeCloseTo(4.8);
    expect((a!.tail[0] + a!.tip[0]) / 2).toBeCloseTo(8.5);
    expect((a!.tail[1] + a!.tip[1]) / 2).toBeCloseTo(0.5);
    expect(a!.tip[0]).toBeLessThan(a!.tail[0]);
    expect(a!.tip[1]).toBeGreaterThan(a!.tail[1]);
  });

  it('heads keep about 6 px on screen and never outgrow their arrow', () => {
    const rect = { x: 0, y: 0, width: 2, height: 1, stride: 1 };
    for (const scale of [16, 32, 64]) {
      const [a] = arrows(arrowGeometry(rect, Int32Array.from([-1, 0]), 10, SQUARE_LAYOUT, scale));
      const head = dist(a!.tip, a!.barbs[0]!) * scale;
      expect(head).toBeLessThanOrEqual(6.001);
      expect(dist(a!.tip, a!.barbs[0]!)).toBeLessThanOrEqual(0.45 * dist(a!.tail, a!.tip) + 1e-6);
    }
  });
});
