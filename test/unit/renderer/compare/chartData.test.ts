// The charts' columns: each pane's points on the shared timeline (steps, or fractions of the run
// in progress mode), null where a pane has no point; bars one series per pane.
import { describe, expect, it } from 'vitest';
import { barColumns, lineColumns, timelineX } from '../../../../src/renderer/compare/chartData';
import { PROGRESS_STEPS } from '../../../../src/renderer/runs/lockStep';
import type { RunSeries } from '../../../../src/shared/engine/trace/series';

const series = (steps: number, step: number[], open: number[], f: number[]): RunSeries => ({
  steps, step: Float64Array.from(step), open: Float64Array.from(open), f: Float64Array.from(f),
});

describe('chart columns', () => {
  const a = series(4, [1, 2, 3, 4], [3, 4, 4, 2], [5, 5, 6, 6]);
  const b = series(2, [1, 2], [2, 1], [7, NaN]);

  it('line up the panes by step, null where a pane has ended or has no value', () => {
    expect(lineColumns([a, b, null], 'expansions', 'open')).toEqual([[1, 2, 3, 4], [3, 4, 4, 2], [2, 1, null, null], [null, null, null, null]]);
    expect(lineColumns([a, b], 'expansions', 'f')).toEqual([[1, 2, 3, 4], [5, 5, 6, 6], [7, null, null, null]]);
  });

  it('place each pane at its fraction of its own run in progress mode', () => {
    const P = PROGRESS_STEPS;
    expect(lineColumns([a, b], 'progress', 'open')).toEqual([[P / 4, P / 2, (3 * P) / 4, P], [3, 4, 4, 2], [null, 2, null, 1]]);
    expect(timelineX('progress', 3, 0)).toBe(0);
  });

  it('give each pane its own bar series', () => {
    expect(barColumns([120, null, 40])).toEqual([[1, 2, 3], [120, null, null], [null, null, null], [null, null, 40]]);
  });
});
