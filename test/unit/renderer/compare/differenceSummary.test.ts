// The Difference controls' counts: the newest question wins (a late answer to an older step is
// dropped), the counts clear when the difference is switched off, and a worker's refusal is shown.
import { describe, expect, it } from 'vitest';
import { DifferenceSummary } from '../../../../src/renderer/compare/differenceSummary.svelte';
import type { CompareState } from '../../../../src/renderer/compare/compare.svelte';
import type { RunDifference } from '../../../../src/shared/engine/trace/difference';

/** A compare state whose difference answers wait until the test settles them. */
function heldCompare() {
  const asked: { resolve: (d: RunDifference) => void; reject: (e: Error) => void }[] = [];
  let on = true;
  const compare = {
    differencePair: () => (on ? [{}, {}] : null),
    differenceAt: () => new Promise<RunDifference>((resolve, reject) => asked.push({ resolve, reject })),
  } as unknown as CompareState;
  return { compare, asked, off: () => (on = false) };
}

const answer = (onlyA: number): RunDifference => ({ onlyA, onlyB: 2, both: 3, cells: new Uint8Array(1), firstDivergence: { step: 4, cellA: 1, cellB: 2 } });

describe('the difference summary', () => {
  it('shows the answer to the newest question, whatever order answers arrive in', async () => {
    const { compare, asked } = heldCompare();
    const summary = new DifferenceSummary(() => compare);
    const first = summary.refresh();
    const second = summary.refresh();
    expect(summary.current).toBe(false);
    asked[1]!.resolve(answer(20));
    await second;
    asked[0]!.resolve(answer(10));
    await first;
    expect(summary.counts).toEqual({ onlyA: 20, onlyB: 2, both: 3 });
    expect(summary.firstDivergence).toEqual({ step: 4, cellA: 1, cellB: 2 });
    expect(summary.current).toBe(true);
  });

  it('clears when the difference is off, and says why the worker could not answer', async () => {
    const { compare, asked, off } = heldCompare();
    const summary = new DifferenceSummary(() => compare);
    const shown = summary.refresh();
    asked[0]!.reject(new Error('This search’s recording is no longer in the worker.'));
    await shown;
    expect(summary.problem).toContain('no longer in the worker');
    off();
    await summary.refresh();
    expect([summary.counts, summary.firstDivergence, summary.problem]).toEqual([null, null, null]);
  });
});
