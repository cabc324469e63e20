// The trace store's answers at every step, against the live search stepped one expansion at a
// time (its own node table: states, g, f, parents) and the move rules of helpers.ts; on a long
// search (open-set checkpoints in play) against the plain replay of SearchTimeline; and on a trace
// with reopened cells, written by hand, against the same replay.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEY_SCALE } from '../../../../src/shared/engine/openList';
import { ALGORITHMS, algorithmInfo, CellState, SearchTimeline, TraceEventKind, createSearch, type SearchSideState, type SearchState } from '../../../../src/shared/engine/index';
import { recordingOf, TraceStore, type CellSideDetails } from '../../../../src/shared/engine/trace/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import { options, referenceMoves } from './helpers';
import { reopeningTrace } from './reopeningTrace';
import { searchCases, startSearch, stepByOne, type CaseFocus, type SearchCase, type SteppedRun } from './traceCases';

const sidesOf = (s: SearchState): SearchSideState[] => (s.backward ? [s, s.backward] : [s]);

/** The packed CellStates a live state gives for a rectangle (cells off the map unseen). */
function expectedStates(run: SteppedRun, k: number, w: number, h: number, x0: number, y0: number, rw: number, rh: number, stride: number): number[] {
  const out: number[] = [];
  for (let y = y0; y < y0 + rh; y += stride) {
    for (let x = x0; x < x0 + rw; x += stride) {
      let v = 0;
      if (x >= 0 && y >= 0 && x < w && y < h) sidesOf(run.states[k]!).forEach((s, side) => (v |= s.state[y * w + x]! << (2 * side)));
      out.push(v);
    }
  }
  return out;
}

/** The open-list order a live state implies: (key, secondary) pairs must not decrease. */
function orderKey(run: SteppedRun, c: SearchCase, side: number, k: number, cell: number, sequence: Map<number, number>): [number, number] {
  const s = sidesOf(run.states[k]!)[side]!;
  const o = c.query.options;
  const tie = algorithmInfo(o.algorithm).countsMoves ? 'fifo' : o.tieBreak;
  const sign = tie === 'larger-g' || tie === 'lifo' ? -1 : 1;
  const second = tie === 'fifo' || tie === 'lifo' ? sequence.get(cell * 2 + side) ?? 0 : s.g[cell]!;
  return [Math.floor(s.f[cell]! * KEY_SCALE + 0.5), sign * second];
}

/** Each cell's insertion number after k expansions, from the wide trace (the loop's `sequence`). */
function insertionNumbers(run: SteppedRun, k: number): Map<number, number> {
  const t = run.result.trace!;
  const end = k < run.states.length - 1 ? Array.from(t.kind).findIndex((kind, i) => kind === TraceEventKind.Expand && --k < 0 && i >= 0) : t.length;
  const seeds = Array.from(t.kind).indexOf(TraceEventKind.Expand);
  const numbers = new Map<number, number>();
  let sequence = 0;
  for (let i = 0; i < end; i++) {
    if (t.kind[i] === TraceEventKind.Expand) continue;
    numbers.set(t.cell[i]! * 2 + (t.side?.[i] ?? 0), i < seeds || seeds < 0 ? 0 : sequence++);
  }
  return numbers;
}

function checkStep(store: TraceStore, run: SteppedRun, c: SearchCase, k: number, allCells: boolean): void {
  const { width: w, height: h } = c.grid;
  const state = run.states[k]!, sides = sidesOf(state);
  const at = `${c.label} step ${k}`;
  expect(Array.from(store.cellStates(k, { x: 0, y: 0, width: w, height: h })), at).toEqual(expectedStates(run, k, w, h, 0, 0, w, h, 1));
  expect(Array.from(store.cellStates(k, { x: -1, y: 1, width: w + 3, height: h, stride: 2 }))).toEqual(expectedStates(run, k, w, h, -1, 1, w + 3, h, 2));

  // Open lists: every open cell once, in (key, secondary) order, the next expansion of the side first.
  const sequence = insertionNumbers(run, k);
  sides.forEach((s, side) => {
    const page = store.openList(k, side, 0, w * h + 1);
    const open = [...s.state.keys()].filter((cell) => s.state[cell] === CellState.Open);
    expect([...page.rows.cell].sort((a, b) => a - b), at).toEqual(open);
    const keys = [...page.rows.cell].map((cell) => orderKey(run, c, side, k, cell, sequence));
    for (let i = 1; i < keys.length; i++) expect(keys[i - 1]![0] < keys[i]![0] || (keys[i - 1]![0] === keys[i]![0] && keys[i - 1]![1] <= keys[i]![1]), at).toBe(true);
    const next = run.expansions[k];
    if (next && next.side === side) expect(page.rows.cell[0], at).toBe(next.cell);
    for (let r = 0; r < page.rows.count; r++) {
      const cell = page.rows.cell[r]!;
      expect([page.rows.g[r], page.rows.f[r], page.rows.parent[r]]).toEqual([s.g[cell], s.f[cell], s.parent[cell]]);
    }
    const mid = store.openList(k, side, 1, 2);
    expect(Array.from(mid.rows.cell)).toEqual(Array.from(page.rows.cell.subarray(1, 3)));
  });

  // Closed list: the first k expansions, with the g and parent each had when expanded.
  const closed = store.closedList(k, 0, k + 5);
  expect(closed.total).toBe(k);
  expect(Array.from(closed.rows.cell)).toEqual(run.expansions.slice(0, k).map((e) => e.cell));
  for (let r = 0; r < closed.rows.count; r++) {
    const then = sidesOf(run.states[r + 1]!)[closed.rows.side[r]!]!, cell = closed.rows.cell[r]!;
    expect([closed.rows.g[r], closed.rows.parent[r]]).toEqual([then.g[cell], then.parent[cell]]);
  }

  // The expansion that led to step k: what changed, and the neighbours left alone.
  const view = store.expansion(k);
  if (k === 0) expect(view).toBeNull();
  else {
    const { cell: node, side } = run.expansions[k - 1]!;
    const before = sidesOf(run.states[k - 1]!)[side]!, after = sides[side]!;
    expect([view!.node.cell, view!.node.side, view!.node.g, view!.node.parent], at).toEqual([node, side, after.g[node], after.parent[node]]);
    const changed = [...after.state.keys()].filter((cell) => cell !== node && (after.g[cell] !== before.g[cell] || after.state[cell] !== before.state[cell]));
    const reported = view!.neighbours.filter((n) => !n.outcome.startsWith('ignored'));
    expect(reported.map((n) => n.cell).sort((a, b) => a - b), at).toEqual(changed);
    for (const n of reported) {
      const was = before.state[n.cell];
      expect(n.outcome).toBe(was === CellState.Unseen ? 'new' : was === CellState.Closed ? 'reopened' : 'improved');
      expect([n.g, n.parent]).toEqual([after.g[n.cell], after.parent[n.cell]]);
    }
    for (const n of view!.neighbours.filter((n) => n.outcome.startsWith('ignored'))) {
      // A search that reopens (weighted Theta*, A* on an inconsistent estimate) weighs a closed cell like an open one.
      const wasClosed = before.state[n.cell] === CellState.Closed, closed = wasClosed && !store.index.frame.reopen;
      // A closed cell reopens only for a g cheaper by more than rounding (the loops' 1 − 10⁻¹² margin).
      const notBetter = n.offeredG >= before.g[n.cell]! * (wasClosed ? 1 - 1e-12 : 1);
      expect(n.outcome, at).toBe(closed ? 'ignored-closed' : notBetter ? 'ignored-not-better' : 'ignored-bound');
      // A better g left alone: JPS's bound, which the open goal sets.
      if (n.outcome === 'ignored-bound') expect([algorithmInfo(c.query.options.algorithm).successors, before.state[c.query.goal]], at).toEqual(['jump-points', CellState.Open]);
    }
    // The best-first loop stops at the goal and at its node budget before looking at neighbours.
    const o = c.query.options;
    const info = algorithmInfo(o.algorithm);
    const stopped = info.loop === 'best-first' && (node === c.query.goal || (o.maxExpansions > 0 && k >= o.maxExpansions));
    if (stopped) expect(view!.neighbours).toEqual([]);
    else if (info.successors !== 'jump-points') {
      const x = node % w, y = Math.floor(node / w);
      const moves = referenceMoves(c.grid, x, y, c.query.options).map(([mx, my]) => my * w + mx).sort((a, b) => a - b);
      expect(view!.neighbours.map((n) => n.cell).sort((a, b) => a - b), at).toEqual(moves);
    }
    // The path to the node follows the live parents.
    const path: number[] = [];
    for (let p = node; p !== -1; p = after.parent[p]!) path.unshift(p);
    expect(Array.from(store.currentPath(k))).toEqual(path);
  }

  if (!allCells) return;
  for (let cell = 0; cell < w * h; cell++) {
    const details = store.cell(k, cell);
    sides.forEach((s, side) => {
      const d = (side === 0 ? details.forward : details.backward)!;
      const seen = s.state[cell] !== CellState.Unseen;
      expect([d.state, d.g, d.f, d.parent], `${at} cell ${cell}`).toEqual([s.state[cell], seen ? s.g[cell] : NaN, seen ? s.f[cell] : NaN, s.parent[cell]]);
      expect(d).toEqual(expect.objectContaining(history(run, cell, side)));
      if (seen) expect(Array.from(store.treePath(k, cell, side)).at(-1)).toBe(cell);
    });
  }
}

/** The steps at which a cell was opened, improved and closed, read from the live states. */
function history(run: SteppedRun, cell: number, side: number): Pick<CellSideDetails, 'openedStep' | 'improvedSteps' | 'closedSteps'> {
  let openedStep = -1;
  const improvedSteps: number[] = [], closedSteps: number[] = [];
  run.states.forEach((s, k) => {
    const now = sidesOf(s)[side]!, then = k > 0 ? sidesOf(run.states[k - 1]!)[side]! : null;
    if (now.state[cell] === CellState.Open && (!then || then.state[cell] === CellState.Unseen)) openedStep = k;
    if (then && then.state[cell] === CellState.Open && now.state[cell] === CellState.Open && now.g[cell]! < then.g[cell]!) improvedSteps.push(k);
    if (now.state[cell] === CellState.Closed && then?.state[cell] !== CellState.Closed) closedSteps.push(k);
  });
  return { openedStep, improvedSteps, closedSteps };
}

/**
 * Every algorithm but JPSW, whose live state shows the jump points it expands at once (past the
 * open list) as unseen, where its trace shows them pushed and expanded: traceEquivalence.test.ts
 * holds JPSW's store to its search (expansions, open lists, g and f at every step).
 */
const BUT_JPSW = fc.constantFrom(...ALGORITHMS.filter((a) => a.recordsTrace && a.name !== 'jpsw').map((a) => a.name));

describe('the trace store', () => {
  const families: [string, CaseFocus, number][] = [
    ['any algorithm but JPSW, any rules', { algorithm: BUT_JPSW }, 200],
    ['A* with g tie-breaks (many exact ties)', { algorithm: fc.constant('astar'), heuristic: fc.constantFrom('octile', 'manhattan'), tieBreak: fc.constantFrom('larger-g', 'smaller-g') }, 80],
    ['bidirectional A*', { algorithm: fc.constant('bidirectional') }, 80],
    ['Theta*', { algorithm: fc.constant('theta') }, 60],
    ['jump point search', { algorithm: fc.constant('jps') }, 60],
  ];
  for (const [name, focus, runs] of families) {
    it(`answers every query at every step as the live search had it: ${name}`, () => {
      fc.assert(
        fc.property(searchCases(12, focus), fc.nat(), (c, pick) => {
          const run = stepByOne(startSearch(c, true));
          const store = new TraceStore(recordingOf(run.result)!);
          expect(store.steps).toBe(run.states.length - 1);
          for (let k = 0; k < run.states.length; k++) checkStep(store, run, c, k, k === 0 || k === store.steps || k === pick % run.states.length);
          // Beyond the ends: the first and last steps.
          const rect = { x: 0, y: 0, width: c.grid.width, height: c.grid.height };
          expect(store.cellStates(-5, rect)).toEqual(store.cellStates(0, rect));
          expect(store.expansion(store.steps + 3)).toEqual(store.expansion(store.steps));
        }),
        { numRuns: runs },
      );
    });
  }

  it('follows a search stepped live, answering as the finished store does', () => {
    fc.assert(
      fc.property(searchCases(12), (c) => {
        const search = startSearch(c, true);
        const live = new TraceStore(recordingOf(search)!);
        const seen: { k: number; states: number[]; open: number[] }[] = [];
        const rect = { x: 0, y: 0, width: c.grid.width, height: c.grid.height };
        for (let done = false; !done;) {
          done = search.step(1);
          const summary = live.sync();
          expect(summary.steps).toBe(search.expanded);
          const k = summary.steps;
          seen.push({ k, states: Array.from(live.cellStates(k, rect)), open: Array.from(live.openList(k, 0, 0, 1000).rows.cell) });
          if (k > 1) expect(live.expansion(k - 1)).toBeTruthy();
        }
        expect(live.summary().finished).toBe(true);
        const whole = new TraceStore(recordingOf(search.result())!);
        for (const s of seen) {
          expect(s.states).toEqual(Array.from(whole.cellStates(s.k, rect)));
          expect(s.open).toEqual(Array.from(whole.openList(s.k, 0, 0, 1000).rows.cell));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('reaches any step of a long search through its open-set checkpoints, as the plain replay does', () => {
    const grid = createGrid(160, 160);
    let seed = 11;
    for (let c = 0; c < grid.terrain.length; c++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      grid.terrain[c] = [0, 0, 1, 2, 3, 4, 6][(seed >>> 8) % 7]!;
    }
    grid.terrain[0] = 0;
    const search = createSearch(grid, { start: 0, goal: grid.terrain.length - 1, options: options({ recordTrace: true, tieBreak: 'fifo' }) });
    while (!search.step(1 << 30));
    const trace = search.result().trace!;
    const store = new TraceStore(recordingOf(search.result())!);
    const timeline = new SearchTimeline(trace, grid.terrain.length);
    expect(store.summary().events).toBeGreaterThan(5 * 8192);
    const rect = { x: 0, y: 0, width: 160, height: 160 };
    for (const k of [store.steps, 0, 7, 5000, 1234, store.steps - 1, 9999, 2, store.steps >> 1]) {
      const state = timeline.seekStep(k);
      expect(Array.from(store.cellStates(k, rect)), `step ${k}`).toEqual(Array.from(state.state));
      const open = store.openList(k, 0, 0, 1e6);
      expect([...open.rows.cell].sort((a, b) => a - b)).toEqual([...state.state.keys()].filter((c) => state.state[c] === CellState.Open));
      if (k < store.steps) expect(open.rows.cell[0]).toBe(trace.cell[timeline.eventsAtStep(k)]);
      for (let r = 0; r < open.rows.count; r += 17) {
        const cell = open.rows.cell[r]!;
        expect([open.rows.g[r], open.rows.f[r], open.rows.parent[r]]).toEqual([state.g[cell], state.f[cell], state.parent[cell]]);
      }
    }
  });

  it('draws the states of wide open regions, sampled or not, as the plain replay has them', () => {
    // Blocks of 32 cells wholly behind or ahead of the search are drawn from their summaries.
    for (const algorithm of ['dijkstra', 'bidirectional'] as const) {
      const grid = createGrid(97, 64);
      for (let y = 10; y < 50; y++) grid.terrain[y * 97 + 40] = 6;
      const search = createSearch(grid, { start: 97 * 30 + 5, goal: 97 * 33 + 90, options: options({ algorithm, recordTrace: true }) });
      while (!search.step(1 << 30));
      const store = new TraceStore(recordingOf(search.result())!);
      const timeline = new SearchTimeline(search.result().trace!, 97 * 64);
      for (const k of [0, 1, 500, 1500, store.steps >> 1, store.steps]) {
        const state = timeline.seekStep(k);
        const packed = (c: number) => state.state[c]! | ((state.backward?.state[c] ?? 0) << 2);
        for (const [x0, y0, w, h, stride] of [[0, 0, 97, 64, 1], [3, 1, 90, 60, 3], [-7, -2, 110, 70, 4], [31, 5, 40, 7, 2], [0, 0, 97, 64, 5]] as const) {
          const expected: number[] = [];
          for (let y = y0; y < y0 + h; y += stride)
            for (let x = x0; x < x0 + w; x += stride) expected.push(x >= 0 && y >= 0 && x < 97 && y < 64 ? packed(y * 97 + x) : 0);
          expect(Array.from(store.cellStates(k, { x: x0, y: y0, width: w, height: h, stride })), `${algorithm} step ${k} stride ${stride}`).toEqual(expected);
        }
      }
    }
  });

  it('tells the states, g, parents and open list of reopened cells', () => {
    const { trace, g, openOrders, reopened } = reopeningTrace();
    expect(reopened).toBeGreaterThan(0);
    const store = new TraceStore(trace.recording);
    const timeline = new SearchTimeline(trace, 16);
    for (let k = 0; k <= store.steps; k++) {
      const state = timeline.seekStep(k);
      expect(Array.from(store.cellStates(k, { x: 0, y: 0, width: 4, height: 4 })), `step ${k}`).toEqual(Array.from(state.state));
      for (let cell = 0; cell < 16; cell++) {
        const d = store.cell(k, cell).forward;
        const seen = state.state[cell] !== CellState.Unseen;
        expect([d.state, d.g, d.parent], `step ${k} cell ${cell}`).toEqual([state.state[cell], seen ? state.g[cell] : NaN, state.parent[cell]]);
      }
      expect(Array.from(store.openList(k, 0, 0, 16).rows.cell), `step ${k}`).toEqual(openOrders[k]);
    }
    expect([...g.keys()].every((cell) => store.cell(store.steps, cell).forward.g === g.get(cell))).toBe(true);
    const reopenedCell = [...Array(16).keys()].find((cell) => store.cell(store.steps, cell).forward.reopenedSteps.length > 0)!;
    expect(store.cell(store.steps, reopenedCell).forward.closedSteps.length).toBeGreaterThan(1);
  });
});
