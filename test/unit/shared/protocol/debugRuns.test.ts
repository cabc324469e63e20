// The service keeping debugger runs, with the test deciding when each slice runs: a debug search
// pauses where asked, advances to the result a plain search gives, stops at breakpoints and goes on
// from them, survives a cancel, answers questions exactly as a trace store built directly does (map
// layers as layerValues does, h* computed once a run in slices), and keeps at most four runs (and within its memory budget), never dropping the one at work.
import { describe, expect, it } from 'vitest';
import { createSearch, DEFAULT_SEARCH_OPTIONS, type SearchOptions, type SearchQuery, type SearchResult } from '../../../../src/shared/engine/index';
import { createCostToGoal } from '../../../../src/shared/engine/costToGoal';
import { layerValues, recordingOf, TraceStore } from '../../../../src/shared/engine/trace/index';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import type { Breakpoint } from '../../../../src/shared/debug/breakpoint';
import type { DebugState, MapSnapshot, TraceQuery, WorkerEvent } from '../../../../src/shared/protocol/messages';
import { SearchService, type SearchServiceOptions } from '../../../../src/shared/protocol/searchService';

/** A 48×40 map with a wall across most of it and some swamp, so searches take a few hundred steps. */
function testGrid(): Grid {
  const g = createGrid(48, 40);
  for (let y = 5; y < 35; y++) g.terrain[y * 48 + 24] = 6;
  for (let y = 10; y < 20; y++) for (let x = 30; x < 40; x++) g.terrain[y * 48 + x] = 4;
  return g;
}
const GRID = testGrid();
const snapshot = (g: Grid = GRID): MapSnapshot => ({ width: g.width, height: g.height, terrain: g.terrain.slice(), heights: null, palette: g.palette });
const queryOf = (over: Partial<SearchOptions> = {}): SearchQuery => ({ start: 20 * 48 + 2, goal: 22 * 48 + 45, options: { ...DEFAULT_SEARCH_OPTIONS, ...over } });

/** A service whose slices run when the test says; replies are kept per request id. */
function stepped(options: Partial<SearchServiceOptions> = {}) {
  const events: WorkerEvent[] = [];
  const transfers = new Map<WorkerEvent, ArrayBuffer[]>();
  const tasks: (() => void)[] = [];
  const service = new SearchService({ emit: (e, t) => (events.push(e), transfers.set(e, t)), schedule: (t) => tasks.push(t), sliceExpansions: 20, ...options });
  let nextId = 100;
  const repliesTo = (id: number) => events.filter((e) => e.kind !== 'ready' && e.requestId === id);
  const last = (id: number) => repliesTo(id).filter((e) => e.kind !== 'progress').at(-1);
  const runAll = () => {
    for (let i = 0; i < 1_000_000 && tasks.length > 0; i++) tasks.shift()!();
  };
  const runOne = () => tasks.shift()?.();
  service.handle({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: snapshot() });
  /** Sends a request with a fresh id and returns the id. */
  const send = (request: Record<string, unknown>) => {
    const requestId = nextId++;
    service.handle({ ...request, requestId });
    return requestId;
  };
  const stateOf = (id: number): DebugState => {
    const e = last(id);
    if (e?.kind !== 'debug-state') throw new Error(`request ${id} answered ${JSON.stringify(e)}`);
    return e.state;
  };
  const debug = (run: number, until: number | null, breakpoints: Breakpoint[] = [], query = queryOf()) =>
    send({ kind: 'search', mapId: 'm', revision: 1, query, debug: { run, until, breakpoints } });
  const advance = (run: number, from: number, until: number | null, breakpoints: Breakpoint[] = []) => send({ kind: 'advance', run, from, until, breakpoints });
  const ask = (run: number, query: TraceQuery) => {
    const id = send({ kind: 'trace-query', run, query });
    runAll();
    return last(id)!;
  };
  return { service, events, transfers, tasks, repliesTo, last, runAll, runOne, send, stateOf, debug, advance, ask };
}

/** The same query searched directly: the plain result, and a store over the traced run. */
function direct(query = queryOf()): { plain: SearchResult; store: TraceStore } {
  const plainSearch = createSearch(GRID, query);
  while (!plainSearch.step(1 << 20));
  const plain = plainSearch.result();
  const traced = createSearch(GRID, { ...query, options: { ...query.options, recordTrace: true } });
  while (!traced.step(1 << 20));
  return { plain: { ...plain, path: plain.path.slice() }, store: new TraceStore(recordingOf(traced.result())!) };
}

const sameResult = (a: SearchResult, b: SearchResult) => {
  expect(a.status).toBe(b.status);
  expect(a.cost).toBe(b.cost);
  expect(Array.from(a.path)).toEqual(Array.from(b.path));
  expect(a.metrics.expanded).toBe(b.metrics.expanded);
};

describe('debugger runs in the search worker', () => {
  it('a debug search pauses at `until`, and an advance to the end gives the plain search’s result', () => {
    const w = stepped();
    const id = w.debug(1, 37);
    w.runAll();
    const paused = w.stateOf(id);
    expect(paused).toMatchObject({ run: 1, step: 37, result: null, hit: null, summary: { steps: 37, finished: false, indexed: true } });
    expect(w.repliesTo(id).filter((e) => e.kind === 'progress').length).toBeGreaterThan(1);

    const on = w.advance(1, 37, null);
    w.runAll();
    const end = w.stateOf(on);
    const { plain } = direct();
    expect(end.summary.finished).toBe(true);
    expect(end.step).toBe(end.summary.steps);
    expect(end.summary.steps).toBe(plain.metrics.expanded);
    expect(end.result!.trace).toBeNull();
    sameResult(end.result!, plain);
    // The path is a copy of its own, listed to be moved rather than copied.
    expect(w.transfers.get(w.last(on)!)).toEqual([end.result!.path.buffer]);
  });

  it('until 0 pauses before the first expansion; an advance to a recorded step answers without searching', () => {
    const w = stepped();
    w.debug(1, null);
    w.runAll();
    const id = w.debug(2, 0);
    w.runAll();
    expect(w.stateOf(id)).toMatchObject({ step: 0, summary: { steps: 0 } });
    const back = w.advance(1, 3, 10);
    w.runAll();
    expect(w.stateOf(back)).toMatchObject({ step: 10, hit: null, summary: { finished: true } });
  });

  it('a breakpoint stops the run, and an advance from the hit finds the next one', () => {
    const w = stepped();
    const { store } = direct();
    const cellA = 20 * 48 + 10, cellB = 20 * 48 + 14;
    const breakpoints: Breakpoint[] = [
      { kind: 'cell', id: 'a', enabled: true, cell: cellA, on: 'expanded' },
      { kind: 'cell', id: 'b', enabled: true, cell: cellB, on: 'opened' },
      { kind: 'condition', id: 'deep', enabled: true, expression: 'g > 30 && open > 10' },
    ];
    const expanded = store.cell(store.steps, cellA).forward.closedSteps[0]!;
    const opened = store.cell(store.steps, cellB).forward.openedStep;
    const deep = (() => {
      for (let k = 1; k <= store.steps; k++) if (store.expansion(k)!.node.g > 30 && store.openList(k - 1, 0, 0, 0).total > 10) return k;
      return -1;
    })();
    const stops = [[expanded, 'a'], [opened, 'b'], [deep, 'deep']].sort((p, q) => (p[0] as number) - (q[0] as number));
    expect(new Set(stops.map((s) => s[0])).size).toBe(3); // three distinct stops on this map

    const id = w.debug(1, null, breakpoints);
    w.runAll();
    const first = w.stateOf(id);
    expect(first.hit).toMatchObject({ step: stops[0]![0], breakpointId: stops[0]![1] });
    expect(first.step).toBe(stops[0]![0]);
    expect(first.result).toBeNull();
    const second = w.advance(1, first.step, null, breakpoints);
    w.runAll();
    expect(w.stateOf(second).hit).toMatchObject({ step: stops[1]![0], breakpointId: stops[1]![1] });
    const third = w.advance(1, stops[1]![0] as number, null, breakpoints);
    w.runAll();
    const state = w.stateOf(third);
    expect(state.hit).toMatchObject({ step: stops[2]![0], breakpointId: stops[2]![1] });
    expect(state.hit!.reason).toMatch(/held at step|was (opened|expanded) at step/);
    // Going back and advancing over recorded steps finds the same stop again.
    const again = w.advance(1, 0, null, breakpoints);
    w.runAll();
    expect(w.stateOf(again).hit).toEqual(first.hit);
  });

  it('a cancel mid-advance answers where it got to, and the run can still be taken to the end', () => {
    const w = stepped();
    const id = w.debug(1, 5);
    w.runAll();
    expect(w.stateOf(id).step).toBe(5);
    const on = w.advance(1, 5, null);
    for (let i = 0; i < 4; i++) w.runOne();
    w.send({ kind: 'cancel', target: on });
    const stopped = w.stateOf(on);
    expect(stopped.step).toBeGreaterThan(5);
    expect(stopped.result).toBeNull();
    expect(stopped.step).toBeLessThanOrEqual(stopped.summary.steps);
    w.runAll();
    expect(w.repliesTo(on).filter((e) => e.kind !== 'progress')).toHaveLength(1); // answered once
    const rest = w.advance(1, stopped.step, null);
    w.runAll();
    sameResult(w.stateOf(rest).result!, direct().plain);
  });

  it('a cancel while the map is being set up still keeps the run, paused before its first step', () => {
    const w = stepped();
    const big = createGrid(2048, 2048);
    w.service.handle({ kind: 'load-map', requestId: 2, mapId: 'big', revision: 1, map: snapshot(big) });
    const id = w.send({ kind: 'search', mapId: 'big', revision: 1, query: { start: 0, goal: 2048 * 2048 - 1, options: DEFAULT_SEARCH_OPTIONS }, debug: { run: 7, until: null, breakpoints: [] } });
    expect(w.repliesTo(id)).toEqual([{ kind: 'progress', requestId: id, expanded: 0 }]);
    w.send({ kind: 'cancel', target: id });
    w.runAll();
    expect(w.stateOf(id)).toMatchObject({ run: 7, step: 0, summary: { steps: 0 } });
    expect(w.ask(7, { kind: 'cell', step: 0, cell: 0 })).toMatchObject({ kind: 'trace-answer', answer: { kind: 'cell', value: { forward: { state: 1 } } } });
  });

  it('answers questions as a trace store built directly does, and lists their arrays to be moved', () => {
    const w = stepped();
    w.debug(3, null);
    w.runAll();
    const { store } = direct();
    for (const k of [0, 1, 17, 120, store.steps]) {
      const request = { rect: { x: 3, y: 2, width: 30, height: 20, stride: 2 }, openPage: { side: 0, offset: 2, count: 15 }, currentPath: true };
      const view = w.ask(3, { kind: 'view', step: k, request });
      expect(view).toMatchObject({ kind: 'trace-answer', answer: { kind: 'view' } });
      const value = (view as Extract<WorkerEvent, { kind: 'trace-answer' }>).answer.value as ReturnType<TraceStore['view']>;
      expect(value).toEqual(store.view(k, request));
      expect(w.transfers.get(view)).toEqual(expect.arrayContaining([value.states!.buffer, value.currentPath!.buffer, value.openPage!.rows.cell.buffer]));
      for (const cell of [20 * 48 + 2, 20 * 48 + 9, 22 * 48 + 45, 0])
        expect(w.ask(3, { kind: 'cell', step: k, cell })).toMatchObject({ answer: { kind: 'cell', value: store.cell(k, cell) } });
      expect(w.ask(3, { kind: 'list', step: k, list: 'open', side: 0, offset: 1, count: 9 })).toMatchObject({ answer: { value: store.openList(k, 0, 1, 9) } });
      expect(w.ask(3, { kind: 'list', step: k, list: 'closed', side: 0, offset: 0, count: 40 })).toMatchObject({ answer: { value: store.closedList(k, 0, 40) } });
      expect(w.ask(3, { kind: 'tree-path', step: k, cell: 20 * 48 + 9, side: 0 })).toMatchObject({ answer: { kind: 'tree-path', value: store.treePath(k, 20 * 48 + 9, 0) } });
      for (const cell of [-1, 20 * 48 + 2, 20 * 48 + 3, 21 * 48 + 3])
        expect(w.ask(3, { kind: 'tree-children', step: k, cell, side: 0 })).toMatchObject({ answer: { kind: 'tree-children', value: store.treeChildren(k, cell, 0) } });
    }
    // A cell off the map is the asking side's bug.
    expect(w.ask(3, { kind: 'cell', step: 3, cell: 48 * 40 })).toMatchObject({ kind: 'error', code: 'malformed-request', message: expect.stringMatching(/cell 1920, which is not on this 48×40 map.*bug/) });
  });

  it('answers map layers as layerValues does; the first error layer computes h* in slices (progress meanwhile) for every question waiting, once per run', () => {
    const w = stepped();
    w.debug(3, 200);
    w.runAll();
    const { store } = direct();
    const rect = { x: 1, y: 3, width: 40, height: 30, stride: 2 };
    for (const layer of ['g', 'h', 'f', 'order', 'parent'] as const) {
      for (const k of [0, 50, 200]) {
        const e = w.ask(3, { kind: 'layer', step: k, layer, rect });
        expect(e, `${layer} at ${k}`).toMatchObject({ kind: 'trace-answer', answer: { kind: 'layer', value: layerValues(store, k, layer, rect, null) } });
      }
    }
    const first = w.send({ kind: 'trace-query', run: 3, query: { kind: 'layer', step: 120, layer: 'error', rect } });
    const second = w.send({ kind: 'trace-query', run: 3, query: { kind: 'layer', step: 150, layer: 'error', rect: { x: 0, y: 0, width: 48, height: 40 } } });
    expect(w.repliesTo(first)).toEqual([]); // h* is not there yet: the questions wait
    w.runAll();
    const cost = createCostToGoal(GRID, queryOf());
    while (!cost.step(1 << 20));
    const hStar = cost.result();
    expect(w.repliesTo(first).filter((e) => e.kind === 'progress').length).toBeGreaterThan(3);
    expect(w.last(first)).toMatchObject({ answer: { kind: 'layer', value: layerValues(store, 120, 'error', rect, hStar) } });
    expect(w.last(second)).toMatchObject({ answer: { value: layerValues(store, 150, 'error', { x: 0, y: 0, width: 48, height: 40 }, hStar) } });
    // Kept with the run: the next one is answered at once.
    const third = w.send({ kind: 'trace-query', run: 3, query: { kind: 'layer', step: 200, layer: 'error', rect } });
    expect(w.repliesTo(third)).toMatchObject([{ kind: 'trace-answer' }]);
  });

  it('a run released while its h* is computed answers the waiting question with unknown-run', () => {
    const w = stepped();
    w.debug(1, 10);
    w.runAll();
    const asked = w.send({ kind: 'trace-query', run: 1, query: { kind: 'layer', step: 5, layer: 'error', rect: { x: 0, y: 0, width: 8, height: 8 } } });
    w.runOne();
    w.send({ kind: 'release-run', run: 1 });
    expect(w.last(asked)).toMatchObject({ kind: 'error', code: 'unknown-run' });
    w.runAll();
    expect(w.repliesTo(asked).filter((e) => e.kind !== 'progress')).toHaveLength(1);
  });

  it('refuses a request about a released run, or one pushed out as the sixth run arrived (four panes and the single view fit), with the sentence', () => {
    const w = stepped();
    for (const run of [1, 2, 3, 4, 5]) w.debug(run, 3);
    w.runAll();
    w.ask(1, { kind: 'cell', step: 1, cell: 0 }); // run 1 is now more recently used than run 2
    w.debug(6, 3);
    w.runAll();
    const gone = w.ask(2, { kind: 'cell', step: 1, cell: 0 });
    expect(gone).toMatchObject({
      kind: 'error',
      code: 'unknown-run',
      message: 'This search’s recording is no longer in the worker (it was released or dropped to free memory); run the search again.',
    });
    for (const run of [1, 3, 4, 5, 6]) expect(w.ask(run, { kind: 'cell', step: 1, cell: 0 }).kind).toBe('trace-answer');
    const released = w.send({ kind: 'release-run', run: 4 });
    expect(w.last(released)).toEqual({ kind: 'done', requestId: released });
    expect(w.ask(4, { kind: 'cell', step: 1, cell: 0 })).toMatchObject({ code: 'unknown-run' });
    const advance = w.advance(4, 3, null);
    expect(w.last(advance)).toMatchObject({ code: 'unknown-run' });
  });

  it('drops the oldest runs while the kept recordings pass the memory budget, never the run at work', () => {
    // A budget that holds about two finished runs of this map.
    const probe = stepped();
    const probed = probe.debug(1, null);
    probe.runAll();
    const bytes = probe.stateOf(probed).summary;
    const one = bytes.traceBytes + bytes.indexBytes;
    const w = stepped({ debugMemoryBudget: 2.5 * one });
    w.debug(1, null);
    w.debug(2, null);
    w.runAll();
    expect(w.ask(1, { kind: 'cell', step: 1, cell: 0 }).kind).toBe('trace-answer');
    const third = w.debug(3, null);
    w.runAll();
    expect(w.stateOf(third).summary.finished).toBe(true);
    expect(w.ask(2, { kind: 'cell', step: 1, cell: 0 })).toMatchObject({ code: 'unknown-run' });
    expect(w.ask(1, { kind: 'cell', step: 1, cell: 0 }).kind).toBe('trace-answer');
    // A budget smaller than one run: the run at work is kept all the same.
    const tight = stepped({ debugMemoryBudget: one / 4 });
    const alone = tight.debug(1, null);
    tight.runAll();
    expect(tight.stateOf(alone).summary.finished).toBe(true);
    expect(tight.ask(1, { kind: 'cell', step: 1, cell: 0 }).kind).toBe('trace-answer');
  });

  it('a run id used again replaces the run; work on the old one ends with unknown-run', () => {
    const w = stepped();
    w.debug(1, 2);
    w.runAll();
    const old = w.advance(1, 2, null);
    w.runOne();
    const fresh = w.debug(1, 4, [], queryOf({ algorithm: 'dijkstra', heuristic: 'zero' }));
    expect(w.last(old)).toMatchObject({ code: 'unknown-run' });
    w.runAll();
    expect(w.stateOf(fresh)).toMatchObject({ run: 1, step: 4 });
    const rest = w.advance(1, 4, null);
    w.runAll();
    sameResult(w.stateOf(rest).result!, direct(queryOf({ algorithm: 'dijkstra', heuristic: 'zero' })).plain);
  });

  it('a second advance on a run stops the first, which answers where it got to', () => {
    const w = stepped();
    w.debug(1, 1);
    w.runAll();
    const first = w.advance(1, 1, null);
    w.runOne();
    const second = w.advance(1, 1, 50);
    expect(w.last(first)).toMatchObject({ kind: 'debug-state', state: { result: null } });
    w.runAll();
    expect(w.stateOf(second).step).toBe(50);
  });

  it('keeps a JPSW run like any other, stepped to the step asked for', () => {
    const w = stepped();
    // JPSW crosses this map in a few jump points: stop after the first, then go to the end.
    const jpsw = w.debug(1, 1, [], queryOf({ algorithm: 'jpsw' }));
    w.runAll();
    expect(w.stateOf(jpsw)).toMatchObject({ step: 1, hit: null });
    const on = w.advance(1, 1, null);
    w.runAll();
    const end = w.stateOf(on), { plain } = direct(queryOf({ algorithm: 'jpsw' }));
    expect(end).toMatchObject({ step: plain.metrics.expanded, summary: { steps: plain.metrics.expanded, finished: true } });
    sameResult(end.result!, plain);
  });

  it('refuses a condition that does not compile, with a sentence for the user', () => {
    const w = stepped();
    const bad = w.debug(2, null, [{ kind: 'condition', id: 'c', enabled: true, expression: 'fscore > 3' }]);
    expect(w.last(bad)).toMatchObject({ kind: 'error', code: 'invalid-search', message: expect.stringMatching(/^Unknown name ‘fscore’/) });
    // Disabled, it is not checked.
    const off = w.debug(3, 2, [{ kind: 'condition', id: 'c', enabled: false, expression: 'fscore > 3' }]);
    w.runAll();
    expect(w.stateOf(off).step).toBe(2);
  });

  it('a plain search alongside kept runs works as before', () => {
    const w = stepped();
    w.debug(1, 10);
    const plain = w.send({ kind: 'search', mapId: 'm', revision: 1, query: queryOf() });
    w.runAll();
    const e = w.last(plain);
    expect(e?.kind).toBe('result');
    sameResult((e as Extract<WorkerEvent, { kind: 'result' }>).result, direct().plain);
  });
});
