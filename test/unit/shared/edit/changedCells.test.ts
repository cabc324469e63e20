// The changed-cells set: whatever spans are marked, taking it gives exactly those cells as sorted,
// merged runs, and leaves it empty.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChangedCells } from '../../../../src/shared/edit/changedCells';

/** The cells of [start, length] runs, one by one. */
const cellsOf = (runs: Int32Array) => {
  const out: number[] = [];
  for (let r = 0; r < runs.length; r += 2) for (let i = 0; i < runs[r + 1]!; i++) out.push(runs[r]! + i);
  return out;
};

describe('ChangedCells', () => {
  it('gives back exactly the marked cells, as ascending runs with neighbours merged, then is empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.array(fc.tuple(fc.nat(6000), fc.integer({ min: 0, max: 300 })), { maxLength: 40 }), (size, spans) => {
        const changed = new ChangedCells(size);
        const expected = new Set<number>();
        for (const [start, length] of spans) {
          changed.mark(start, length);
          for (let i = start; i < Math.min(size, start + length); i++) expected.add(i);
        }
        expect(changed.count).toBe(expected.size);
        const { runs, cells } = changed.take();
        expect(cells).toBe(expected.size);
        expect(cellsOf(runs)).toEqual([...expected].sort((a, b) => a - b));
        for (let r = 2; r < runs.length; r += 2) expect(runs[r]!).toBeGreaterThan(runs[r - 2]! + runs[r - 1]!); // merged: a gap between runs
        expect(changed.isEmpty).toBe(true);
        expect(changed.take().runs.length).toBe(0);
      }),
    );
  });

  it('takes a few changes on a 4096² map without walking the whole map', () => {
    const changed = new ChangedCells(4096 * 4096);
    changed.mark(4096 * 4095 + 10, 3);
    changed.mark(5, 1);
    changed.mark(0, 32);
    expect(Array.from(changed.take().runs)).toEqual([0, 32, 4096 * 4095 + 10, 3]);
  });
});
