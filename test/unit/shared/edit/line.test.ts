// Lines: what the line tool and brush strokes draw between two cells.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineCells, traceLine } from '../../../../src/shared/edit/line';
import { art, collect, drawCells, isEightConnected, keys } from './art';

const map = { width: 8, height: 5 };
const points = (x0: number, y0: number, x1: number, y1: number) => {
  const out: [number, number][] = [];
  traceLine(x0, y0, x1, y1, (x, y) => out.push([x, y]));
  return out;
};

describe('a line between two cells', () => {
  it('looks like the hand-drawn shallow line', () => {
    expect(drawCells(map, collect((s) => lineCells(map, 0, 0, 7, 3, s)))).toBe(
      art(
        '##......', //
        '..##....',
        '....##..',
        '......##',
        '........',
      ),
    );
  });

  it('looks like the hand-drawn steep line and diagonal', () => {
    expect(drawCells(map, collect((s) => lineCells(map, 1, 0, 2, 4, s)))).toBe(
      art('.#......', '.#......', '..#.....', '..#.....', '..#.....'),
    );
    expect(drawCells(map, collect((s) => lineCells(map, 4, 4, 0, 0, s)))).toBe(
      art('#.......', '.#......', '..#.....', '...#....', '....#...'),
    );
  });

  it('is a single cell when both ends are the same', () => {
    expect(points(3, 2, 3, 2)).toEqual([[3, 2]]);
  });

  it('is clipped to the map when the pointer leaves it', () => {
    expect(drawCells(map, collect((s) => lineCells(map, -3, 2, 20, 2, s)))).toBe(
      art('........', '........', '########', '........', '........'),
    );
  });

  it('starts and ends at the endpoints, steps to an 8-neighbour each time, and is the same both ways', () => {
    const coord = fc.integer({ min: -40, max: 40 });
    fc.assert(
      fc.property(coord, coord, coord, coord, (x0, y0, x1, y1) => {
        const forward = points(x0, y0, x1, y1);
        expect(forward[0]).toEqual([x0, y0]);
        expect(forward.at(-1)).toEqual([x1, y1]);
        expect(forward.length).toBe(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) + 1);
        for (let i = 1; i < forward.length; i++) {
          const [ax, ay] = forward[i - 1]!;
          const [bx, by] = forward[i]!;
          expect(Math.max(Math.abs(bx - ax), Math.abs(by - ay))).toBe(1);
        }
        expect(points(x1, y1, x0, y0)).toEqual([...forward].reverse());
      }),
    );
  });

  it('stays 8-connected after clipping a line that lies on the map', () => {
    const big = { width: 30, height: 20 };
    const cell = fc.tuple(fc.integer({ min: 0, max: 29 }), fc.integer({ min: 0, max: 19 }));
    fc.assert(
      fc.property(cell, cell, ([x0, y0], [x1, y1]) => {
        const cells = collect((s) => lineCells(big, x0, y0, x1, y1, s));
        expect(isEightConnected(big, cells)).toBe(true);
        expect(keys(big, cells).size).toBe(cells.length);
      }),
    );
  });
});
