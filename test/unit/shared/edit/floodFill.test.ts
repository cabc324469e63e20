// Flood fill by terrain: what the fill tool repaints, on shapes that trip naive fills.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FloodFill, floodFill } from '../../../../src/shared/edit/floodFill';
import { createGrid } from '../../../../src/shared/grid/grid';
import { gridFromArt, terrainArt } from './art';

const fill = (x: number, y: number, value: number, ...rows: string[]) => {
  const grid = gridFromArt(...rows);
  const count = floodFill(grid.terrain, grid.width, grid.height, x, y, value);
  return { art: terrainArt(grid), count };
};

/** The obvious fill: a breadth-first search over 4-neighbours. */
function referenceFill(t: Uint8Array, w: number, h: number, x: number, y: number, value: number): void {
  const target = t[y * w + x]!;
  if (target === value) return;
  const queue = [y * w + x];
  t[y * w + x] = value;
  while (queue.length) {
    const i = queue.pop()!;
    const cx = i % w;
    for (const n of [cx > 0 ? i - 1 : -1, cx < w - 1 ? i + 1 : -1, i - w, i + w]) {
      if (n >= 0 && n < w * h && t[n] === target) {
        t[n] = value;
        queue.push(n);
      }
    }
  }
}

describe('flood fill', () => {
  it('fills a room up to its walls and not through a diagonal gap', () => {
    const result = fill(2, 1, 3, '66666', '60006', '60606', '66060', '00006');
    expect(result.art).toBe(['66666', '63336', '63636', '66060', '00006'].join('\n'));
    expect(result.count).toBe(5);
  });

  it('follows a spiral corridor to its centre', () => {
    expect(
      fill(0, 0, 2,
        '0000000',
        '1111110',
        '0000010',
        '0111010',
        '0100010',
        '0111110',
        '0000000',
      ).art,
    ).toBe(['2222222', '1111112', '2222212', '2111212', '2122212', '2111112', '2222222'].join('\n'));
  });

  it('on a checkerboard changes only the clicked cell', () => {
    const result = fill(1, 1, 5, '0101', '1010', '0101');
    expect(result.art).toBe(['0101', '1510', '0101'].join('\n'));
    expect(result.count).toBe(1);
  });

  it('leaves holes (islands of another terrain) alone', () => {
    expect(fill(0, 0, 4, '00000', '01110', '01010', '01110', '00000').art).toBe(
      ['44444', '41114', '41014', '41114', '44444'].join('\n'),
    );
  });

  it('on a single-cell map or a uniform map fills everything', () => {
    expect(fill(0, 0, 1, '0')).toEqual({ art: '1', count: 1 });
    const grid = createGrid(300, 200);
    expect(floodFill(grid.terrain, 300, 200, 150, 100, 6)).toBe(60000);
    expect(grid.terrain.every((v) => v === 6)).toBe(true);
  });

  it('reaches a region that touches all four edges from the middle', () => {
    expect(fill(2, 2, 9, '01010', '00000', '10001', '00000', '01010').art).toBe(
      ['91919', '99999', '19991', '99999', '91919'].join('\n'),
    );
  });

  it('with the clicked terrain changes nothing, and off the map does nothing', () => {
    expect(fill(0, 0, 0, '001', '100')).toEqual({ art: '001\n100', count: 0 });
    expect(fill(5, 0, 3, '001', '100')).toEqual({ art: '001\n100', count: 0 });
  });

  it('matches a plain breadth-first fill on random maps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (w, h, seed) => {
          let s = seed;
          const t = new Uint8Array(w * h).map(() => ((s = (s * 1103515245 + 12345) >>> 0) >>> 16) % 3);
          const x = seed % w;
          const y = (seed >>> 8) % h;
          const expected = t.slice();
          referenceFill(expected, w, h, x, y, 7);
          floodFill(t, w, h, x, y, 7);
          expect(t).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('can run in steps, reporting progress, and ends with the same result', () => {
    const grid = gridFromArt('000000', '011110', '000010', '111010', '000000');
    const whole = gridFromArt('000000', '011110', '000010', '111010', '000000');
    floodFill(whole.terrain, 6, 5, 0, 0, 2);
    const job = new FloodFill(grid.terrain, 6, 5, 0, 0, 2);
    const progress: number[] = [];
    while (!job.step(3)) progress.push(job.filled);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(terrainArt(grid)).toBe(terrainArt(whole));
    expect(job.filled).toBe(21);
  });

  it('tells a listener about every span before painting it', () => {
    const grid = gridFromArt('0010', '0000');
    const seen: string[] = [];
    floodFill(grid.terrain, 4, 2, 0, 0, 3, (start, length) => {
      seen.push(`${start}+${length}:${grid.terrain[start]}`);
    });
    expect(seen.sort()).toEqual(['0+2:0', '3+1:0', '4+4:0']);
  });
});
