// The scatter chart's data and the panel's figures: uPlot's aligned columns put every dot in its
// own x slot (sorted by optimal cost, the other configurations null there, none at 0 on the log
// axis); counts, milliseconds and suboptimality are written as the table shows them.
import { describe, expect, it } from 'vitest';
import { scatterColumns } from '../../../../src/renderer/batch/scatterChart';
import { count, milliseconds, overOptimum } from '../../../../src/renderer/batch/format';

describe('scatter columns', () => {
  it('give each dot its own x, sorted, with the other series empty there', () => {
    const columns = scatterColumns([
      { label: 'A*', color: '#f00', points: [[10, 40], [3, 9]] },
      { label: 'JPS', color: '#0f0', points: [[10, 4], [7, 0]] },
    ]);
    expect(columns).toEqual([
      [3, 7, 10, 10],
      [9, null, 40, null],
      [null, null, null, 4],
    ]);
  });
});

describe('batch figures', () => {
  it('read as the table shows them', () => {
    expect(count(12345.4)).toBe('12,345');
    expect(count(Number.NaN)).toBe('—');
    expect(milliseconds(0.21449)).toBe('0.214');
    expect(milliseconds(12.34)).toBe('12.3');
    expect(overOptimum(0.0421)).toBe('+4.21 %');
    expect(overOptimum(0.00001)).toBe('0 %');
    expect(overOptimum(null)).toBe('—');
  });
});
