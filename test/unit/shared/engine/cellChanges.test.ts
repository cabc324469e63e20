// The trace store answers a view asked "since" a step with only the samples whose state changed:
// taken over the states at that step, they give the states at the step asked, for any search
// (both sides of a bidirectional one, reopened cells), rectangle and stride, forward or back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordingOf, TraceStore, type TraceRect } from '../../../../src/shared/engine/trace/index';
import { createSearch } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import { options } from './helpers';
import { reopeningTrace } from './reopeningTrace';
import { searchCases, startSearch } from './traceCases';

/** The states at `since` with the changes of a view asked since it taken over them; the view must answer by changes. */
function statesFromChanges(store: TraceStore, since: number, k: number, rect: TraceRect): number[] {
  const view = store.view(k, { rect, since });
  expect(view.states).toBeNull();
  const out = Array.from(store.cellStates(since, rect));
  const { samples, states } = view.changes!;
  expect(view.changes!.since).toBe(since);
  for (let n = 0; n < samples.length; n++) out[samples[n]!] = states[n]!;
  return out;
}

describe('changes of the cell states between two steps', () => {
  it('turn the states at one step into those at another, for any search, rectangle and stride', () => {
    fc.assert(
      fc.property(searchCases(12), fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 6 }), fc.constantFrom(1, 2, 3), fc.nat(), (c, pairs, stride, corner) => {
        const search = startSearch(c, true);
        while (!search.step(1 << 30));
        const store = new TraceStore(recordingOf(search.result())!);
        const { width, height } = c.grid;
        const x = corner % width, y = (corner >> 4) % height;
        for (const rect of [{ x: 0, y: 0, width, height, stride }, { x, y, width: width - x, height: height - y, stride }]) {
          for (const [a, b] of pairs) {
            const since = a % (store.steps + 1), k = b % (store.steps + 1);
            expect(statesFromChanges(store, since, k, rect), `${since} → ${k}`).toEqual(Array.from(store.cellStates(k, rect)));
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('follow reopened cells back and forth', () => {
    const store = new TraceStore(reopeningTrace().trace.recording);
    const rect = { x: 0, y: 0, width: 4, height: 4 };
    for (let since = 0; since <= store.steps; since++)
      for (let k = 0; k <= store.steps; k++) expect(statesFromChanges(store, since, k, rect), `${since} → ${k}`).toEqual(Array.from(store.cellStates(k, rect)));
  });

  it('give way to the whole rectangle when more events than a sixteenth of its samples (at least 1024) lie between', () => {
    const grid = createGrid(97, 64);
    const search = createSearch(grid, { start: 97 * 30 + 5, goal: 97 * 33 + 90, options: options({ algorithm: 'dijkstra', recordTrace: true }) });
    while (!search.step(1 << 30));
    const store = new TraceStore(recordingOf(search.result())!);
    const rect = { x: 0, y: 0, width: 97, height: 64 };
    const far = store.view(store.steps, { rect, since: 0 });
    expect(far.changes).toBeNull();
    expect(Array.from(far.states!)).toEqual(Array.from(store.cellStates(store.steps, rect)));
    // 1024 events at most: a few hundred expansions.
    const k = store.steps >> 1;
    const near = store.view(k + 100, { rect, since: k });
    expect(near.states).toBeNull();
    expect(near.changes!.samples.length).toBeGreaterThan(100);
  });
});
