// Brushes and strokes: what one click and one drag of the brush cover.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBrush, stampCells } from '../../../../src/shared/edit/brush';
import { strokeCells } from '../../../../src/shared/edit/stroke';
import { art, collect, drawCells, keys } from './art';

const map = { width: 9, height: 9 };
const stamp = (size: number, shape: 'square' | 'round', x = 4, y = 4, bounds = map) =>
  drawCells(bounds, collect((s) => stampCells(bounds, makeBrush(size, shape), x, y, s)));

describe('a brush stamp', () => {
  it('of size 1 covers the clicked cell only', () => {
    expect(stamp(1, 'round')).toBe(stamp(1, 'square'));
    expect(collect((s) => stampCells(map, makeBrush(1), 4, 4, s))).toEqual(Int32Array.of(40));
  });

  it('of an even size is centred on the lower-right of its four middle cells', () => {
    expect(stamp(2, 'square', 1, 1, { width: 4, height: 3 })).toBe(art('##..', '##..', '....'));
    expect(stamp(4, 'square', 2, 2, { width: 5, height: 5 })).toBe(
      art('####.', '####.', '####.', '####.', '.....'),
    );
  });

  it('of round sizes 3, 5 and 6 look like the pixel-editor circles', () => {
    expect(stamp(3, 'round', 1, 1, { width: 3, height: 3 })).toBe(art('.#.', '###', '.#.'));
    expect(stamp(5, 'round', 2, 2, { width: 5, height: 5 })).toBe(
      art('.###.', '#####', '#####', '#####', '.###.'),
    );
    expect(stamp(6, 'round', 3, 3, { width: 6, height: 6 })).toBe(
      art('..##..', '.####.', '######', '######', '.####.', '..##..'),
    );
  });

  it('is clipped at the map corner', () => {
    expect(stamp(3, 'square', 0, 0, { width: 3, height: 3 })).toBe(art('##.', '##.', '...'));
  });

  it('has sizes limited to 1..64 and round ones symmetric in both axes', () => {
    expect(makeBrush(0).size).toBe(1);
    expect(makeBrush(100).size).toBe(64);
    const big = { width: 70, height: 70 };
    for (let size = 1; size <= 64; size++) {
      const brush = makeBrush(size, 'round');
      const cells = collect((s) => stampCells(big, brush, 35, 35, s));
      expect(cells.length).toBe(brush.cellCount);
      const set = keys(big, cells);
      const mid = 2 * 35 + 2 * brush.first + size - 1; // x ↔ mid − x mirrors the footprint
      for (const k of set) {
        const [x, y] = k.split(',').map(Number) as [number, number];
        expect(set.has(`${mid - x},${y}`) && set.has(`${y},${x}`)).toBe(true);
      }
    }
  });
});

describe('a brush stroke', () => {
  it('leaves no gap between pointer samples far apart', () => {
    const bounds = { width: 12, height: 5 };
    const cells = collect((s) => strokeCells(bounds, makeBrush(2), 1, 1, 10, 3, s));
    expect(drawCells(bounds, cells)).toBe(
      art(
        '####........', //
        '########....',
        '...########.',
        '.......####.',
        '............',
      ),
    );
  });

  it('covers exactly the union of stamps along the line, emitting little more than the swept area', () => {
    const bounds = { width: 40, height: 40 };
    const cell = fc.integer({ min: -5, max: 44 });
    fc.assert(
      fc.property(cell, cell, cell, cell, fc.integer({ min: 1, max: 9 }), fc.boolean(), (x0, y0, x1, y1, size, round) => {
        const brush = makeBrush(size, round ? 'round' : 'square');
        const stroke = collect((s) => strokeCells(bounds, brush, x0, y0, x1, y1, s));
        const union = new Set<string>();
        const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
        for (let t = 0; t <= steps; t++) {
          const x = Math.floor((2 * x0 * steps + 2 * (x1 - x0) * t + steps) / (2 * steps || 1));
          const y = Math.floor((2 * y0 * steps + 2 * (y1 - y0) * t + steps) / (2 * steps || 1));
          for (const k of keys(bounds, collect((s) => stampCells(bounds, brush, steps ? x : x0, steps ? y : y0, s)))) union.add(k);
        }
        expect(keys(bounds, stroke)).toEqual(union);
        // Only the leading edge of each step is emitted; round brushes on a diagonal step may
        // repeat a few cells, which painting and the history recorder absorb.
        expect(stroke.length).toBeLessThanOrEqual(union.size * 1.25);
      }),
      { numRuns: 200 },
    );
  });

  it('does not repaint the stamp that ended the previous segment', () => {
    const bounds = { width: 10, height: 3 };
    const cells = collect((s) => strokeCells(bounds, makeBrush(3), 2, 1, 3, 1, s, true));
    expect(drawCells(bounds, cells)).toBe(art('....#.....', '....#.....', '....#.....'));
  });
});
