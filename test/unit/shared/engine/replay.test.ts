// The debugger's timeline: replaying a trace to any step gives exactly the live search state there.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid } from '../../../../src/shared/grid/grid';
import { SearchTimeline, createSearch, replayTrace, type AlgorithmName, type SearchSideState, type SearchState } from '../../../../src/shared/engine/index';
import { options } from './helpers';

function sameSide(a: SearchSideState, b: SearchSideState): void {
  expect(Array.from(a.state)).toEqual(Array.from(b.state));
  expect(Array.from(a.g)).toEqual(Array.from(b.g));
  expect(Array.from(a.f)).toEqual(Array.from(b.f));
  expect(Array.from(a.parent)).toEqual(Array.from(b.parent));
}

function sameState(replayed: SearchState, live: SearchState): void {
  sameSide(replayed, live);
  expect(replayed.expanded).toBe(live.expanded);
  if (live.backward) sameSide(replayed.backward!, live.backward);
}

const ALGOS: AlgorithmName[] = ['astar', 'weighted-astar', 'dijkstra', 'greedy', 'bfs', 'bidirectional', 'jps', 'theta'];

describe('trace replay', () => {
  it('equals the live state at every step, for every algorithm', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 2, max: 10 }),
        fc.array(fc.boolean(), { minLength: 100, maxLength: 100 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...ALGOS),
        (w, h, walls, a, b, algorithm) => {
          const grid = createGrid(w, h);
          for (let c = 0; c < w * h; c++) grid.terrain[c] = walls[c] && c % 3 === 0 ? 6 : 0;
          const n = w * h;
          const query = { start: a % n, goal: b % n, options: options({ algorithm, weight: 1.5, recordTrace: true }) };
          const search = createSearch(grid, query);
          const live: SearchState[] = [search.snapshot!()];
          while (!search.step(1)) live.push(search.snapshot!());
          live.push(search.snapshot!());
          const trace = search.result().trace!;
          const timeline = new SearchTimeline(trace, n);
          // Forwards, then backwards, then jumping about.
          live.forEach((s, k) => sameState(timeline.seekStep(k), s));
          for (let k = live.length - 1; k >= 0; k--) sameState(timeline.seekStep(k), live[k]!);
          for (const k of [live.length >> 1, 0, live.length - 1, 1]) if (live[k]) sameState(replayTrace(trace, n, k), live[k]!);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reaches any step of a long search through checkpoints', () => {
    const grid = createGrid(300, 300);
    const search = createSearch(grid, { start: 0, goal: 300 * 300 - 1, options: options({ algorithm: 'dijkstra', recordTrace: true }) });
    const marks = new Map<number, SearchState>();
    for (let k = 0; !search.step(5000); k += 5000) if (k % 20000 === 0) marks.set(k + 5000, search.snapshot!());
    const trace = search.result().trace!;
    const timeline = new SearchTimeline(trace, 300 * 300);
    expect(timeline.steps).toBe(300 * 300);
    for (const [k, state] of [...marks].reverse()) sameState(timeline.seekStep(k), state);
  });
});
