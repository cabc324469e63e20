// Lock-step arithmetic: one timeline position, each pane's step. By expansions a pane follows the
// cursor until its run ends and then holds its last step ("finished"); by progress every pane is at
// the same fraction of its own run; jumping to a pane's step lands on the first position showing it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROGRESS_STEPS,
  paneFinishedAt,
  paneStepAt,
  positionOfPaneStep,
  positionsForExpansions,
  timelineLengthOf,
} from '../../../../src/renderer/runs/lockStep';

describe('lock-step by expansion count', () => {
  it('shows min(k, steps) and says finished once k reaches the run’s steps', () => {
    const runs = [120, 45, 300];
    expect(timelineLengthOf('expansions', runs)).toBe(300);
    expect(runs.map((s) => paneStepAt('expansions', 0, s))).toEqual([0, 0, 0]);
    expect(runs.map((s) => paneStepAt('expansions', 44, s))).toEqual([44, 44, 44]);
    expect(runs.map((s) => paneFinishedAt('expansions', 44, s))).toEqual([false, false, false]);
    expect(runs.map((s) => paneStepAt('expansions', 45, s))).toEqual([45, 45, 45]);
    expect(runs.map((s) => paneFinishedAt('expansions', 45, s))).toEqual([false, true, false]);
    expect(runs.map((s) => paneStepAt('expansions', 200, s))).toEqual([120, 45, 200]);
    expect(runs.map((s) => paneFinishedAt('expansions', 300, s))).toEqual([true, true, true]);
  });

  it('has no timeline without runs', () => {
    expect(timelineLengthOf('expansions', [])).toBe(0);
    expect(timelineLengthOf('progress', [])).toBe(0);
  });
});

describe('lock-step by progress', () => {
  it('puts every pane at the same fraction of its own run', () => {
    const runs = [1000, 10, 3];
    expect(timelineLengthOf('progress', runs)).toBe(PROGRESS_STEPS);
    expect(runs.map((s) => paneStepAt('progress', 0, s))).toEqual([0, 0, 0]);
    expect(runs.map((s) => paneStepAt('progress', PROGRESS_STEPS / 2, s))).toEqual([500, 5, 2]); // 1.5 rounds to 2
    expect(runs.map((s) => paneStepAt('progress', PROGRESS_STEPS / 10, s))).toEqual([100, 1, 0]);
    expect(runs.map((s) => paneStepAt('progress', PROGRESS_STEPS, s))).toEqual([1000, 10, 3]);
    expect(runs.map((s) => paneFinishedAt('progress', PROGRESS_STEPS - 1, s))).toEqual([false, false, false]);
    expect(runs.map((s) => paneFinishedAt('progress', PROGRESS_STEPS, s))).toEqual([true, true, true]);
  });

  it('never moves a pane back while the cursor moves forwards, and reaches every run’s end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (steps) => {
        let last = 0;
        for (let k = 0; k <= PROGRESS_STEPS; k++) {
          const s = paneStepAt('progress', k, steps);
          expect(s).toBeGreaterThanOrEqual(last);
          last = s;
        }
        expect(last).toBe(steps);
      }),
      { numRuns: 40 },
    );
  });
});

describe('jumping to a pane’s step', () => {
  it('lands on the first position at which the pane shows that step or later', () => {
    fc.assert(
      fc.property(fc.constantFrom<'expansions' | 'progress'>('expansions', 'progress'), fc.integer({ min: 1, max: 50_000 }), fc.nat(), (mode, steps, r) => {
        const s = r % (steps + 1);
        const k = positionOfPaneStep(mode, s, steps);
        expect(paneStepAt(mode, k, steps)).toBeGreaterThanOrEqual(s);
        if (k > 0) expect(paneStepAt(mode, k - 1, steps)).toBeLessThan(s);
      }),
      { numRuns: 300 },
    );
  });

  it('shows exactly that step in expansion mode, and in progress mode whenever the run has fewer steps than the timeline', () => {
    expect(paneStepAt('expansions', positionOfPaneStep('expansions', 37, 100), 100)).toBe(37);
    for (let s = 0; s <= 640; s++) expect(paneStepAt('progress', positionOfPaneStep('progress', s, 640), 640)).toBe(s);
  });
});

describe('playback pace', () => {
  it('moves the timeline as far as the longest run goes in those expansions', () => {
    expect(positionsForExpansions('expansions', 25, 5000)).toBe(25);
    expect(positionsForExpansions('progress', 25, 5000)).toBe(5);
    expect(positionsForExpansions('progress', 25, 0)).toBe(PROGRESS_STEPS);
  });
});
