import { describe, expect, it } from 'vitest';
import {
  HEX_RADIUS,
  hexAdjacentColumns,
  hexAt,
  hexCentreX,
  hexCentreY,
  hexCorners,
  hexDiscCells,
  hexDistance,
  hexNeighbourOffsets,
  hexWorldHeight,
  hexWorldWidth,
  traceHexLine,
} from '../../../../src/shared/grid/hex';
import { moveTable } from '../../../../src/shared/engine/moves';
import { hexDistance as engineHexDistance } from '../../../../src/shared/engine/heuristics/hex';

/** The cell with the nearest centre, by brute force over a window of cells. */
function nearestCentre(wx: number, wy: number): { x: number; y: number; d: number; second: number } {
  let best = { x: 0, y: 0, d: Infinity, second: Infinity };
  const y0 = Math.floor(wy / 0.866) - 2;
  const x0 = Math.floor(wx) - 2;
  for (let y = y0; y <= y0 + 5; y++)
    for (let x = x0; x <= x0 + 5; x++) {
      const d = Math.hypot(hexCentreX(x, y) - wx, hexCentreY(y) - wy);
      if (d < best.d) best = { x, y, d, second: best.d };
      else if (d < best.second) best.second = d;
    }
  return best;
}

/** Breadth-first distances over the engine's own hex moves (the ground truth for adjacency). */
function bfsDistances(width: number, height: number, sx: number, sy: number): Int32Array {
  const table = moveTable('hex', width);
  const dist = new Int32Array(width * height).fill(-1);
  const queue = [sy * width + sx];
  dist[queue[0]!] = 0;
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head]!;
    const x = c % width, y = Math.floor(c / width);
    for (let d = 0; d < 6; d++) {
      const k = (y & 1) * 8 + d;
      const nx = x + table.dx[k]!, ny = y + table.dy[k]!;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const n = ny * width + nx;
      if (dist[n] === -1) {
        dist[n] = dist[c]! + 1;
        queue.push(n);
      }
    }
  }
  return dist;
}

/** A small deterministic generator, so failures reproduce. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe('hex geometry', () => {
  it('puts odd rows half a cell right and rows √3/2 apart, the top tips of row 0 on y = 0', () => {
    expect(hexCentreX(0, 0)).toBe(0.5);
    expect(hexCentreX(0, 1)).toBe(1);
    expect(hexCentreY(1) - hexCentreY(0)).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(hexCentreY(0) - HEX_RADIUS).toBe(0);
    expect(hexWorldWidth(10, 3)).toBe(10.5);
    expect(hexWorldHeight(1)).toBeCloseTo(2 * HEX_RADIUS, 12);
    const c = hexCorners(0, 0);
    expect(Math.min(...c.filter((_, i) => i % 2 === 0))).toBeCloseTo(0, 12);
    expect(Math.max(...c.filter((_, i) => i % 2 === 0))).toBeCloseTo(1, 12);
  });

  it('picks the hex whose centre is nearest, at every scale of point spacing', () => {
    const rand = random(7);
    for (let i = 0; i < 20000; i++) {
      // Points anywhere on a big map, and points packed near cell boundaries (any zoom's pixels).
      const wx = rand() * 4000 - 2;
      const wy = rand() * 3500 - 2;
      const near = nearestCentre(wx, wy);
      if (near.second - near.d < 1e-9) continue; // on an edge: either side is right
      expect(hexAt(wx, wy)).toEqual({ x: near.x, y: near.y });
    }
  });

  it('picks every centre and every point just inside each corner as its own cell', () => {
    for (let y = 0; y < 6; y++)
      for (let x = 0; x < 6; x++) {
        expect(hexAt(hexCentreX(x, y), hexCentreY(y))).toEqual({ x, y });
        const c = hexCorners(x, y);
        for (let k = 0; k < 6; k++) {
          const px = c[2 * k]! + (hexCentreX(x, y) - c[2 * k]!) * 0.01;
          const py = c[2 * k + 1]! + (hexCentreY(y) - c[2 * k + 1]!) * 0.01;
          expect(hexAt(px, py)).toEqual({ x, y });
        }
      }
  });

  it('measures distance as the number of moves on the engine’s hex moves', () => {
    const w = 13, h = 11;
    for (const [sx, sy] of [[0, 0], [6, 5], [12, 10], [3, 8]] as const) {
      const dist = bfsDistances(w, h, sx, sy);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          expect(hexDistance(sx, sy, x, y)).toBe(dist[y * w + x]);
          expect(engineHexDistance(sx, sy, x, y)).toBe(dist[y * w + x]);
        }
    }
  });

  it('names the same six neighbours as the engine', () => {
    const table = moveTable('hex', 100);
    for (const y of [4, 5]) {
      const ours = hexNeighbourOffsets(y);
      const pairs = new Set<string>();
      for (let k = 0; k < 6; k++) pairs.add(`${ours[2 * k]},${ours[2 * k + 1]}`);
      const engine = new Set<string>();
      for (let d = 0; d < 6; d++) engine.add(`${table.dx[(y & 1) * 8 + d]},${table.dy[(y & 1) * 8 + d]}`);
      expect(pairs).toEqual(engine);
    }
  });

  it('says which columns of the next rows touch a span', () => {
    for (const y of [4, 5]) {
      const touching = new Set<number>();
      for (let x = 10; x <= 13; x++) {
        const o = hexNeighbourOffsets(y);
        for (let k = 0; k < 6; k++) if (o[2 * k + 1] === 1) touching.add(x + o[2 * k]!);
      }
      const [a, b] = hexAdjacentColumns(y, 10, 13);
      expect([...touching].sort((p, q) => p - q)).toEqual(Array.from({ length: b - a + 1 }, (_, i) => a + i));
    }
  });
});

describe('hex rasterisers', () => {
  it('draws a line of distance + 1 cells, each a neighbour of the last, from end to end', () => {
    const rand = random(3);
    for (let i = 0; i < 500; i++) {
      const x0 = Math.floor(rand() * 40) - 5, y0 = Math.floor(rand() * 40) - 5;
      const x1 = Math.floor(rand() * 40) - 5, y1 = Math.floor(rand() * 40) - 5;
      const cells: [number, number][] = [];
      traceHexLine(x0, y0, x1, y1, (x, y) => cells.push([x, y]));
      expect(cells.length).toBe(hexDistance(x0, y0, x1, y1) + 1);
      expect(cells[0]).toEqual([x0, y0]);
      expect(cells.at(-1)).toEqual([x1, y1]);
      for (let k = 1; k < cells.length; k++) expect(hexDistance(...cells[k - 1]!, ...cells[k]!)).toBe(1);
      // Every cell lies on the straight line between the centres (within one hex radius).
      const ax = hexCentreX(x0, y0), ay = hexCentreY(y0), bx = hexCentreX(x1, y1), by = hexCentreY(y1);
      const len = Math.hypot(bx - ax, by - ay) || 1;
      for (const [x, y] of cells) {
        const off = Math.abs((bx - ax) * (ay - hexCentreY(y)) - (ax - hexCentreX(x, y)) * (by - ay)) / len;
        expect(off).toBeLessThanOrEqual(HEX_RADIUS + 1e-9);
      }
    }
  });

  it('covers a disc with exactly the cells within the radius, clipped to the map', () => {
    const bounds = { width: 17, height: 15 };
    for (const [cx, cy] of [[8, 7], [8, 8], [0, 0], [16, 14], [3, 13]] as const)
      for (const radius of [0, 1, 2, 5]) {
        const got: number[] = [];
        hexDiscCells(bounds, cx, cy, radius, (i) => got.push(i));
        const want: number[] = [];
        for (let y = 0; y < bounds.height; y++)
          for (let x = 0; x < bounds.width; x++) if (hexDistance(cx, cy, x, y) <= radius) want.push(y * bounds.width + x);
        expect(got.sort((a, b) => a - b)).toEqual(want);
      }
  });
});
