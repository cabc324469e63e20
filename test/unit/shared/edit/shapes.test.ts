// Rectangles and ellipses: what the shape tools draw between the two corners of a drag.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ellipseCells } from '../../../../src/shared/edit/ellipse';
import { rectCells } from '../../../../src/shared/edit/rect';
import { art, collect, drawCells, isEightConnected, keys } from './art';

const map = { width: 8, height: 5 };

describe('a rectangle', () => {
  it('is filled or outlined between two corners given in any order', () => {
    expect(drawCells(map, collect((s) => rectCells(map, 5, 3, 1, 0, true, s)))).toBe(
      art('.#####..', '.#####..', '.#####..', '.#####..', '........'),
    );
    expect(drawCells(map, collect((s) => rectCells(map, 1, 0, 5, 3, false, s)))).toBe(
      art('.#####..', '.#...#..', '.#...#..', '.#####..', '........'),
    );
  });

  it('of width or height 1 is a line with no cell twice', () => {
    expect(drawCells(map, collect((s) => rectCells(map, 2, 0, 2, 4, false, s)))).toBe(
      art('..#.....', '..#.....', '..#.....', '..#.....', '..#.....'),
    );
    expect(drawCells(map, collect((s) => rectCells(map, 0, 2, 7, 2, false, s)))).toBe(
      art('........', '........', '########', '........', '........'),
    );
  });

  it('is clipped to the map, so an outline half off the map shows only its visible sides', () => {
    expect(drawCells(map, collect((s) => rectCells(map, -2, 1, 3, 9, false, s)))).toBe(
      art('........', '####....', '...#....', '...#....', '...#....'),
    );
  });
});

describe('an ellipse', () => {
  const draw = (w: number, h: number, filled = false, bounds = { width: w, height: h }) =>
    drawCells(bounds, collect((s) => ellipseCells(bounds, 0, 0, w - 1, h - 1, filled, s)));

  it('matches the hand-drawn outlines and fill', () => {
    expect(draw(7, 5)).toBe(art('..###..', '.#...#.', '#.....#', '.#...#.', '..###..'));
    expect(draw(8, 6)).toBe(art('..####..', '.#....#.', '#......#', '#......#', '.#....#.', '..####..'));
    expect(draw(7, 5, true)).toBe(art('..###..', '.#####.', '#######', '.#####.', '..###..'));
    expect(draw(3, 3)).toBe(art('.#.', '#.#', '.#.'));
  });

  it('of width or height 1 or 2 is a straight bar, ends included', () => {
    expect(draw(1, 5)).toBe(art('#', '#', '#', '#', '#'));
    expect(draw(2, 4)).toBe(art('##', '##', '##', '##'));
    expect(draw(6, 1)).toBe('######');
    expect(draw(1, 1)).toBe('#');
  });

  it('touches all four sides, is symmetric, gap-free and closed for any size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (w, h) => {
        const bounds = { width: w + 2, height: h + 2 };
        const outline = collect((s) => ellipseCells(bounds, 1, 1, w, h, false, s));
        const filled = keys(bounds, collect((s) => ellipseCells(bounds, w, h, 1, 1, true, s)));
        const ring = keys(bounds, outline);
        expect(ring.size).toBe(outline.length); // no cell twice
        expect(isEightConnected(bounds, outline)).toBe(true);
        const xs = [...ring].map((k) => Number(k.split(',')[0]));
        const ys = [...ring].map((k) => Number(k.split(',')[1]));
        expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([1, w, 1, h]);
        for (const k of ring) {
          const [x, y] = k.split(',').map(Number) as [number, number];
          expect(ring.has(`${w + 1 - x},${y}`) && ring.has(`${x},${h + 1 - y}`)).toBe(true);
          expect(filled.has(k)).toBe(true);
        }
        // Closed: an inside cell never touches (4-way) a cell outside the filled ellipse.
        for (const k of filled) {
          if (ring.has(k)) continue;
          const [x, y] = k.split(',').map(Number) as [number, number];
          for (const n of [`${x + 1},${y}`, `${x - 1},${y}`, `${x},${y + 1}`, `${x},${y - 1}`]) expect(filled.has(n)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is clipped to the map', () => {
    const bounds = { width: 4, height: 3 };
    expect(drawCells(bounds, collect((s) => ellipseCells(bounds, -3, 0, 3, 4, false, s)))).toBe(
      art('##..', '..#.', '...#'),
    );
  });
});
