// The Difference of two recorded searches: on traces written by hand, the counts, the cells of a
// rectangle and the first divergence are the ones worked out below; on random pairs of searches of
// one map, at random steps of each, they are what TraceStore.cell and the closed lists say, cell by
// cell (the brute force).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TraceEventKind, createSearch, type SearchOptions, type SearchQuery } from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { planSearch } from '../../../../src/shared/engine/plan';
import { DIFF_BOTH, DIFF_NONE, DIFF_ONLY_A, DIFF_ONLY_B, firstDivergence, runDifference } from '../../../../src/shared/engine/trace/difference';
import { replayFrame } from '../../../../src/shared/engine/trace/frame';
import { recordingOf, TraceStore, type TraceRect } from '../../../../src/shared/engine/trace/index';
import { TraceRecorder } from '../../../../src/shared/engine/traceRecorder';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { options } from './helpers';
import { searchCases } from './traceCases';

const { Push, Expand } = TraceEventKind;

/** A 4 × 4 open map's trace of these events ([kind, cell]), written by hand. */
function handTrace(events: [number, number][]): TraceStore {
  const grid = createGrid(4, 4);
  const plan = planSearch(mapContext(grid), { start: 0, goal: 15, options: options({ topology: 'square4', heuristic: 'manhattan' }) });
  const recorder = new TraceRecorder(replayFrame(mapContext(grid), plan));
  for (const [kind, cell] of events) recorder.add(kind, cell, 0, 0);
  return new TraceStore(recorder.finish().recording);
}

// A expands 0, 1, 2, 3 along the top row; B expands 0, 1, then turns down to 5 and 6.
const A = () => handTrace([[Push, 0], [Expand, 0], [Push, 1], [Push, 4], [Expand, 1], [Push, 2], [Push, 5], [Expand, 2], [Push, 3], [Expand, 3]]);
const B = () => handTrace([[Push, 0], [Expand, 0], [Push, 1], [Push, 4], [Expand, 1], [Push, 2], [Push, 5], [Expand, 5], [Push, 6], [Push, 9], [Expand, 6]]);
const WHOLE: TraceRect = { x: 0, y: 0, width: 4, height: 4 };

describe('the difference of two hand-written traces', () => {
  it('counts the cells each has expanded by its own step', () => {
    const a = A().index, b = B().index;
    const at = (sA: number, sB: number) => {
      const d = runDifference(a, b, sA, sB, WHOLE);
      return [d.onlyA, d.onlyB, d.both];
    };
    expect(at(0, 0)).toEqual([0, 0, 0]);
    expect(at(2, 2)).toEqual([0, 0, 2]);
    expect(at(3, 3)).toEqual([1, 1, 2]);
    expect(at(4, 4)).toEqual([2, 2, 2]);
    expect(at(2, 4)).toEqual([0, 2, 2]);
    expect(at(4, 1)).toEqual([3, 0, 1]);
    // Steps past a run's end hold its last step.
    expect(at(99, 99)).toEqual([2, 2, 2]);
  });

  it('marks every cell of a rectangle: A only, B only, both or neither', () => {
    const d = runDifference(A().index, B().index, 4, 4, WHOLE);
    const [N, a, b, ab] = [DIFF_NONE, DIFF_ONLY_A, DIFF_ONLY_B, DIFF_BOTH];
    expect(Array.from(d.cells)).toEqual([ab, ab, a, a, N, b, b, N, N, N, N, N, N, N, N, N]);
    // Sampled every other cell, reaching past the map's left and top edges (cells there are neither).
    const sampled = runDifference(A().index, B().index, 4, 4, { x: -2, y: -2, width: 6, height: 4, stride: 2 });
    expect(Array.from(sampled.cells)).toEqual([N, N, N, N, ab, a]);
  });

  it('finds the first step at which they expand different cells', () => {
    expect(runDifference(A().index, B().index, 0, 0, WHOLE).firstDivergence).toEqual({ step: 3, cellA: 2, cellB: 5 });
    expect(runDifference(B().index, A().index, 0, 0, WHOLE).firstDivergence).toEqual({ step: 3, cellA: 5, cellB: 2 });
  });

  it('has no divergence when one search is the start of the other', () => {
    const start = handTrace([[Push, 0], [Expand, 0], [Push, 1], [Push, 4], [Expand, 1]]);
    expect(firstDivergence(A().index, start.index)).toBeNull();
    expect(firstDivergence(start.index, A().index)).toBeNull();
    expect(runDifference(A().index, A().index, 4, 4, WHOLE).firstDivergence).toBeNull();
  });
});

/** What TraceStore.cell says: the cells either side has expanded at least once by step k. */
function closedBy(store: TraceStore, k: number, cells: number): Set<number> {
  const closed = new Set<number>();
  for (let cell = 0; cell < cells; cell++) {
    const d = store.cell(k, cell);
    const first = Math.min(d.forward.closedSteps[0] ?? Infinity, d.backward?.closedSteps[0] ?? Infinity);
    if (first <= k) closed.add(cell);
  }
  return closed;
}

/** The store of a traced search run to its end. */
function storeOf(grid: Grid, query: SearchQuery): TraceStore {
  const search = createSearch(grid, query);
  while (!search.step(1 << 30));
  return new TraceStore(recordingOf(search.result())!);
}

describe('the difference against a brute force from two trace stores', () => {
  it('agrees cell by cell for random pairs of searches of one map at random steps', () => {
    const second = fc.record({
      algorithm: fc.constantFrom<SearchOptions['algorithm']>('astar', 'dijkstra', 'greedy', 'bfs', 'bidirectional', 'weighted-astar'),
      heuristic: fc.constantFrom<SearchOptions['heuristic']>('octile', 'manhattan', 'euclidean', 'zero'),
      tieBreak: fc.constantFrom<SearchOptions['tieBreak']>('larger-g', 'smaller-g', 'fifo', 'lifo'),
    });
    fc.assert(
      fc.property(searchCases(12, { algorithm: fc.constantFrom('astar', 'dijkstra', 'greedy', 'bidirectional', 'weighted-astar', 'bfs') }), second, fc.nat(), fc.nat(), (c, other, ra, rb) => {
        const optionsB = { ...c.query.options, ...other, recordTrace: true };
        const a = storeOf(c.grid, { ...c.query, options: { ...c.query.options, recordTrace: true } });
        const b = storeOf(c.grid, { ...c.query, options: optionsB });
        const sA = ra % (a.steps + 1), sB = rb % (b.steps + 1);
        const { width, height } = c.grid;
        const d = runDifference(a.index, b.index, sA, sB, { x: 0, y: 0, width, height });
        const inA = closedBy(a, sA, width * height), inB = closedBy(b, sB, width * height);
        const expected = { onlyA: 0, onlyB: 0, both: 0 };
        const cells: number[] = [];
        for (let cell = 0; cell < width * height; cell++) {
          const x = inA.has(cell), y = inB.has(cell);
          if (x && y) expected.both++;
          else if (x) expected.onlyA++;
          else if (y) expected.onlyB++;
          cells.push((x ? DIFF_ONLY_A : 0) | (y ? DIFF_ONLY_B : 0));
        }
        expect({ onlyA: d.onlyA, onlyB: d.onlyB, both: d.both }, c.label).toEqual(expected);
        expect(Array.from(d.cells), c.label).toEqual(cells);
        // The first divergence: the first place the two closed lists (expansions in order) differ.
        const listA = a.closedList(a.steps, 0, a.steps).rows.cell, listB = b.closedList(b.steps, 0, b.steps).rows.cell;
        let s = 0;
        while (s < Math.min(a.steps, b.steps) && listA[s] === listB[s]) s++;
        const divergence = s < Math.min(a.steps, b.steps) ? { step: s + 1, cellA: listA[s], cellB: listB[s] } : null;
        expect(d.firstDivergence, c.label).toEqual(divergence);
      }),
      { numRuns: 150 },
    );
  });
});
