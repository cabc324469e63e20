// The breakpoint scan against a brute force written from the trace store's own answers at every step
// (the expansion's node, openList(k).total per side, each cell's opened and closed steps, reopenings
// counted off the decoded trace), on random small maps for every algorithm that records, both
// directions of bidirectional search, and a hand-written trace that reopens cells. Slicing the scan,
// scanning a trace while it is still being recorded, and resuming from a hit all find the same stops.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TraceEventKind, type SearchResult } from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { planSearch } from '../../../../src/shared/engine/plan';
import { replayFrame } from '../../../../src/shared/engine/trace/frame';
import { recordingOf, TraceStore } from '../../../../src/shared/engine/trace/index';
import { TraceRecorder } from '../../../../src/shared/engine/traceRecorder';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { Breakpoint, BreakpointHit } from '../../../../src/shared/debug/breakpoint';
import { BreakpointScan } from '../../../../src/shared/debug/breakpointScan';
import { compileCondition, type ConditionValues } from '../../../../src/shared/debug/expression';
import { conditionHitReason } from '../../../../src/shared/debug/hitReason';
import { OpenCounts } from '../../../../src/shared/debug/openCounts';
import { moveCost, options, referenceMoves } from '../engine/helpers';
import { searchCases, startSearch, type CaseFocus } from '../engine/traceCases';

/** What a condition reads at each step 1 … steps, from the store's answers and the decoded trace. */
function bruteValues(store: TraceStore, result: SearchResult): ConditionValues[] {
  const trace = result.trace!, sides = store.summary().bidirectional ? 2 : 1;
  const goal = store.index.frame.goal;
  // Reopenings before each expansion, counted off the decoded trace.
  const reopenedBefore: number[] = [];
  for (let i = 0, reopened = 0; i < trace.length; i++) {
    if (trace.kind[i] === TraceEventKind.Expand) reopenedBefore.push(reopened);
    else if (trace.kind[i] === TraceEventKind.Reopen) reopened++;
  }
  const values: ConditionValues[] = [];
  for (let s = 1; s <= store.steps; s++) {
    const node = store.expansion(s)!.node;
    let open = 0;
    for (let side = 0; side < sides; side++) open += store.openList(s - 1, side, 0, 0).total;
    values.push({ f: node.f, g: node.g, h: node.h, x: node.x, y: node.y, step: s, open, closed: s - 1, reopened: reopenedBefore[s - 1]!, isGoal: node.cell === goal });
  }
  return values;
}

/**
 * The first hit after `from` by brute force: every breakpoint at every step, the first listed
 * winning a tie. A condition stops where it holds and did not hold at the step before (at step
 * `from` itself too: a condition holding there has not become true after it), or wherever it holds
 * with `every`.
 */
function bruteFirstHit(store: TraceStore, values: ConditionValues[], breakpoints: Breakpoint[], from: number): { step: number; breakpointId: string; reason?: string } | null {
  let best: { step: number; order: number; breakpointId: string; reason?: string } | null = null;
  breakpoints.forEach((bp, order) => {
    if (!bp.enabled) return;
    let step = Infinity, reason: string | undefined;
    if (bp.kind === 'cell') {
      if (bp.cell >= store.summary().width * store.summary().height) return;
      const d = store.cell(store.steps, bp.cell);
      for (const side of d.backward ? [d.forward, d.backward] : [d.forward]) {
        const steps = [...(bp.on !== 'expanded' && side.openedStep >= 0 ? [side.openedStep] : []), ...(bp.on !== 'opened' ? side.closedSteps : [])];
        for (const s of steps) if (s > from) step = Math.min(step, s);
      }
    } else if (bp.kind === 'condition') {
      const condition = compileCondition(bp.expression);
      const holds = (s: number) => s >= 1 && condition.test(values[s - 1]!);
      const v = values.findIndex((v) => v.step > from && condition.test(v) && (bp.every === true || !holds(v.step - 1)));
      if (v >= 0) {
        step = values[v]!.step;
        reason = conditionHitReason(condition.source, condition.variables, values[v]!);
      }
    }
    if (step < Infinity && (best === null || step < best.step || (step === best.step && order < best.order))) best = { step, order, breakpointId: bp.id, ...(reason ? { reason } : {}) };
  });
  const found = best as { step: number; order: number; breakpointId: string; reason?: string } | null;
  if (found === null) return null;
  return { step: found.step, breakpointId: found.breakpointId, ...(found.reason ? { reason: found.reason } : {}) };
}

/** Scans to the end in slices of `budget` steps. */
function scanAll(store: TraceStore, counts: OpenCounts, breakpoints: Breakpoint[], from: number, budget: number): BreakpointHit | null {
  const scan = new BreakpointScan(store.index, counts, breakpoints, from);
  for (let calls = 0; scan.position < store.steps; calls++) {
    const hit = scan.scan(store.steps, budget);
    if (hit) {
      expect(scan.position).toBe(hit.step);
      return hit;
    }
    expect(calls).toBeLessThan(store.steps + 2);
  }
  return null;
}

const fmt = (n: number) => (Number.isFinite(n) ? String(n) : '0');

/** Breakpoints made from the values of the run (so they hit somewhere, or just miss). */
const breakpointsFor = (values: ConditionValues[], width: number, cells: number) =>
  fc.array(
    fc.oneof(
      fc.record({ cell: fc.oneof(fc.nat(cells + 1), ...(values.length > 0 ? [fc.constantFrom(...values.map((v) => v.y * width + v.x))] : [])), on: fc.constantFrom('opened', 'expanded', 'either') })
        .map(({ cell, on }) => ({ kind: 'cell' as const, cell, on })),
      fc.record({ at: fc.nat(Math.max(0, values.length - 1)), form: fc.nat(7), every: fc.boolean() }).map(({ at, form, every }) => {
        const v = values[at] ?? { f: 0, g: 0, h: 0, x: 0, y: 0, step: 1, open: 0, closed: 0, reopened: 0, isGoal: false };
        const expression = [
          `open >= ${v.open} && f >= ${fmt(v.f)}`,
          `open > ${v.open}`,
          `g > ${fmt(v.g)} || h < ${fmt(v.h)}`,
          `x == ${v.x} && y == ${v.y}`,
          'isGoal',
          `closed % 5 == ${v.closed % 5} && step > ${v.step}`,
          'reopened > 0 || abs(f - g - h) > 0.25',
          `min(x, y) >= ${Math.min(v.x, v.y)} && max(open, ${v.open}) == open && !isGoal`,
        ][form]!;
        return { kind: 'condition' as const, expression, every };
      }),
    ),
    { minLength: 1, maxLength: 4 },
  ).chain((bps) =>
    fc.tuple(...bps.map(() => fc.boolean())).map((enabled) => bps.map((bp, i) => ({ ...bp, id: `bp${i}`, enabled: enabled[i] ?? true }) as Breakpoint)),
  );

function checkCase(focus: CaseFocus, runs: number, seed: number): void {
  const tally = { none: 0, cell: 0, condition: 0 };
  fc.assert(
    fc.property(searchCases(14, focus).map((c) => {
      const search = startSearch(c, true);
      while (!search.step(1 << 20));
      return { c, result: search.result() };
    }).filter(({ result }) => result.metrics.expanded >= 5).chain(({ c, result }) => {
      // Searches of a few steps or more (random maps often wall the start in).
      const store = new TraceStore(recordingOf(result)!);
      const values = bruteValues(store, result);
      return fc.tuple(fc.constant({ c, store, values }), breakpointsFor(values, c.grid.width, c.grid.width * c.grid.height), fc.oneof(fc.constant(0), fc.nat(store.steps)));
    }), ([{ c, store, values }, breakpoints, from]) => {
      const counts = new OpenCounts(store.recording);
      const expected = bruteFirstHit(store, values, breakpoints, from);
      const whole = scanAll(store, counts, breakpoints, from, Infinity);
      tally[whole === null ? 'none' : (breakpoints.find((b) => b.id === whole.breakpointId)!.kind as 'cell' | 'condition')]++;
      expect(whole === null ? null : { step: whole.step, breakpointId: whole.breakpointId, ...(expected?.reason ? { reason: whole.reason } : {}) }, c.label).toEqual(expected);
      // Sliced (sharing the run's counts, walked further by now: the scan seeks back), the same stop.
      const sliced = scanAll(store, counts, breakpoints, from, 1 + (from % 3));
      expect(sliced, c.label).toEqual(whole);
      // Resuming from a hit finds the next one.
      if (whole) {
        const next = scanAll(store, new OpenCounts(store.recording), breakpoints, whole.step, Infinity);
        const brute = bruteFirstHit(store, values, breakpoints, whole.step);
        expect(next && { step: next.step, breakpointId: next.breakpointId }, c.label).toEqual(brute && { step: brute.step, breakpointId: brute.breakpointId });
      }
    }),
    { numRuns: runs, seed },
  );
  // The cases are meant to stop on both kinds, and to run through sometimes.
  expect(Math.min(tally.none, tally.cell, tally.condition)).toBeGreaterThan(runs / 20);
}

describe('breakpoint scan', () => {
  it('finds the first hit the brute force finds, on random maps with any recording algorithm', () => {
    checkCase({}, 150, 1);
  });

  it('… with bidirectional search (open counts both sides; cells opened and expanded by either side)', () => {
    checkCase({ algorithm: fc.constant('bidirectional') }, 80, 2);
  });

  it('… with JPS and Theta*', () => {
    checkCase({ algorithm: fc.constantFrom('jps', 'theta') }, 60, 3);
  });

  it('… with JPSW (the jump points it expands at once never count as open)', () => {
    checkCase({ algorithm: fc.constant('jpsw') }, 60, 4);
  });

  it('stops at a cell breakpoint on the step whose expansion opened the cell, and on the step that expanded it', () => {
    const grid = createGrid(10, 1);
    const search = startSearch({ grid, query: { start: 0, goal: 9, options: options({ algorithm: 'dijkstra', heuristic: 'zero', topology: 'square4' }) }, scan: false, label: 'row' }, true);
    while (!search.step(100));
    const store = new TraceStore(recordingOf(search.result())!);
    const counts = new OpenCounts(store.recording);
    // Along a row from cell 0: expansion k takes cell k − 1 and opens cell k.
    const cell = (on: 'opened' | 'expanded' | 'either'): Breakpoint => ({ kind: 'cell', id: on, enabled: true, cell: 4, on });
    expect(scanAll(store, counts, [cell('opened')], 0, Infinity)).toEqual({ step: 4, breakpointId: 'opened', reason: 'Cell (4, 0) was opened at step 4.' });
    expect(scanAll(store, counts, [cell('expanded')], 0, Infinity)).toEqual({ step: 5, breakpointId: 'expanded', reason: 'Cell (4, 0) was expanded at step 5.' });
    expect(scanAll(store, counts, [cell('either')], 4, Infinity)).toMatchObject({ step: 5 });
    expect(scanAll(store, counts, [cell('opened')], 4, Infinity)).toBeNull();
    expect(scanAll(store, counts, [{ ...cell('either'), enabled: false }], 0, Infinity)).toBeNull();
    // Two breakpoints at one step: the first listed wins.
    const open3: Breakpoint = { kind: 'condition', id: 'cond', enabled: true, expression: 'x == 3' };
    expect(scanAll(store, counts, [open3, cell('opened')], 0, Infinity)).toMatchObject({ step: 4, breakpointId: 'cond', reason: 'x == 3 held at step 4 (x 3).' });
    expect(scanAll(store, counts, [cell('opened'), open3], 0, Infinity)).toMatchObject({ step: 4, breakpointId: 'opened' });
  });

  it('a condition stops where it becomes true, not again while it stays true; with "every step" at each step it holds', () => {
    const grid = createGrid(10, 1);
    const search = startSearch({ grid, query: { start: 0, goal: 9, options: options({ algorithm: 'dijkstra', heuristic: 'zero', topology: 'square4' }) }, scan: false, label: 'row' }, true);
    while (!search.step(100));
    const store = new TraceStore(recordingOf(search.result())!);
    const counts = new OpenCounts(store.recording);
    // Expansion k takes cell k − 1: x >= 3 holds from step 4 on; x == 2 || x >= 5 holds at 3, then again from 6.
    const rising: Breakpoint = { kind: 'condition', id: 'r', enabled: true, expression: 'x >= 3' };
    expect(scanAll(store, counts, [rising], 0, Infinity)).toMatchObject({ step: 4 });
    expect(scanAll(store, counts, [rising], 4, Infinity)).toBeNull(); // Run again: it never turned false
    expect(scanAll(store, counts, [rising], 6, 1)).toBeNull(); // it held at step 6 already
    const every: Breakpoint = { ...rising, every: true };
    expect(scanAll(store, counts, [every], 4, Infinity)).toMatchObject({ step: 5 });
    expect(scanAll(store, counts, [every], 6, 1)).toMatchObject({ step: 7 });
    const twice: Breakpoint = { kind: 'condition', id: 't', enabled: true, expression: 'x == 2 || x >= 5' };
    expect(scanAll(store, counts, [twice], 0, 1)).toMatchObject({ step: 3 });
    expect(scanAll(store, counts, [twice], 3, 1)).toMatchObject({ step: 6 });
    expect(scanAll(store, counts, [twice], 6, Infinity)).toBeNull();
  });

  it('scans a trace while it is being recorded, as far as it is indexed, to the same stops', () => {
    fc.assert(
      fc.property(searchCases(12), fc.nat(6), (c, threshold) => {
        const full = startSearch(c, true);
        while (!full.step(1 << 20));
        const doneStore = new TraceStore(recordingOf(full.result())!);
        const breakpoints: Breakpoint[] = [
          { kind: 'condition', id: 'c', enabled: true, expression: `open > ${threshold + 2} && closed > ${threshold}` },
          { kind: 'cell', id: 'goal', enabled: true, cell: c.query.goal, on: 'opened' },
        ];
        const expected = scanAll(doneStore, new OpenCounts(doneStore.recording), breakpoints, 0, Infinity);
        const live = startSearch(c, true);
        const store = new TraceStore(recordingOf(live)!, 'later');
        const scan = new BreakpointScan(store.index, new OpenCounts(store.recording), breakpoints, 0);
        let hit: BreakpointHit | null = null, finished = false;
        while (hit === null && !(finished && scan.position >= store.steps)) {
          finished = live.step(2);
          store.sync(7);
          hit = scan.scan(store.steps, 3);
          if (finished) store.sync();
        }
        expect(hit, c.label).toEqual(expected);
      }),
      { numRuns: 80, seed: 4 },
    );
  });

  it('counts reopened nodes, and stops at each expansion of a reopened cell, on a trace that reopens cells', () => {
    // The engine offers no heuristic that reopens, so the trace is written by a small depth-first
    // search (as in the trace store's tests): the zero estimate with last-in-first-out ties.
    const grid = createGrid(4, 4);
    grid.terrain.set([0, 2, 0, 0, 3, 0, 4, 0, 0, 6, 0, 1, 0, 0, 0, 0]);
    const o = options({ algorithm: 'greedy', heuristic: 'zero', tieBreak: 'lifo' });
    const recorder = new TraceRecorder(replayFrame(mapContext(grid), planSearch(mapContext(grid), { start: 0, goal: 15, options: o })));
    const g = new Map<number, number>([[0, 0]]), order = new Map<number, number>([[0, 0]]), closed = new Set<number>();
    recorder.add(TraceEventKind.Push, 0, 0, 0);
    let sequence = 0;
    while (order.size > 0) {
      const c = [...order].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
      order.delete(c);
      closed.add(c);
      recorder.add(TraceEventKind.Expand, c, 0, 0);
      for (const [nx, ny, length] of referenceMoves(grid, c % 4, Math.floor(c / 4), o)) {
        const nb = ny * 4 + nx, ng = g.get(c)! + moveCost(grid, o, c, nb, length);
        if (g.has(nb) && ng >= g.get(nb)!) continue;
        const kind = closed.delete(nb) ? TraceEventKind.Reopen : order.has(nb) ? TraceEventKind.DecreaseKey : TraceEventKind.Push;
        g.set(nb, ng);
        order.set(nb, sequence++);
        recorder.add(kind, nb, 0, 0);
      }
    }
    const trace = recorder.finish();
    const store = new TraceStore(trace.recording);
    const result = { trace } as unknown as SearchResult;
    const values = bruteValues(store, result);
    expect(values.at(-1)!.reopened).toBeGreaterThan(0);
    const counts = new OpenCounts(store.recording);
    for (let from = 0; from < store.steps; from++) {
      for (const expression of ['reopened > 0', `reopened >= ${values.at(-1)!.reopened}`, 'open > 2 && reopened > 0']) {
        const bps: Breakpoint[] = [{ kind: 'condition', id: 'r', enabled: true, expression }];
        expect(scanAll(store, counts, bps, from, 2), `${expression} from ${from}`).toEqual(bruteFirstHit(store, values, bps, from) && expect.objectContaining(bruteFirstHit(store, values, bps, from)!));
      }
      for (let cell = 0; cell < 16; cell++) {
        const bps: Breakpoint[] = [{ kind: 'cell', id: 'e', enabled: true, cell, on: 'expanded' }];
        const brute = bruteFirstHit(store, values, bps, from);
        expect(scanAll(store, counts, bps, from, 1)?.step ?? null, `cell ${cell} from ${from}`).toBe(brute?.step ?? null);
      }
    }
  });
});
