// The service on its own, with the test deciding when each search slice runs: it keeps a bounded
// number of maps (least recently used go first), refuses a request id already running a search,
// runs a few searches at once (within a memory budget) while the rest wait their turn, and gives
// each piece of work a turn of its own.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { MapSnapshot, WorkerEvent } from '../../../../src/shared/protocol/messages';
import { searchBytes, type AdmissionLimits } from '../../../../src/shared/protocol/searchAdmission';
import { SearchService } from '../../../../src/shared/protocol/searchService';

function mapOf(width: number, height: number): MapSnapshot {
  const g = createGrid(width, height);
  return { width, height, terrain: g.terrain, heights: null, palette: g.palette };
}

/** A service whose slices run only when the test calls `runSlices`. */
function steppedService(maxMaps?: number, admission?: AdmissionLimits) {
  const events: WorkerEvent[] = [];
  const slices: (() => void)[] = [];
  const service = new SearchService({
    emit: (event) => events.push(event),
    schedule: (task) => slices.push(task),
    sliceExpansions: 20,
    ...(maxMaps === undefined ? {} : { maxMaps }),
    ...(admission === undefined ? {} : { admission }),
  });
  const runSlices = () => {
    while (slices.length > 0) slices.shift()!();
  };
  const runOne = () => slices.shift()?.();
  const pendingTasks = () => slices.length;
  const repliesTo = (requestId: number) => events.filter((e) => e.kind !== 'ready' && e.requestId === requestId);
  return { service, events, runSlices, runOne, pendingTasks, repliesTo };
}

const query = (goal: number) => ({ start: 0, goal, options: { ...DEFAULT_SEARCH_OPTIONS } });
const dijkstra = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const };
/** Dijkstra across a 16² map: a dozen slices of 20 expansions. */
const across = { start: 0, goal: 255, options: dijkstra };

/** Runs every task, noting the largest number of searches under way at once (from a first progress event to the answer). */
function peakRunning(events: WorkerEvent[], runOne: () => void, pendingTasks: () => number): number {
  let peak = 0;
  const count = () => {
    const running = new Set<number>();
    for (const e of events) {
      if (e.kind === 'progress') running.add(e.requestId);
      if (e.kind === 'result' || e.kind === 'error') running.delete(e.requestId!);
    }
    peak = Math.max(peak, running.size);
  };
  count();
  while (pendingTasks() > 0) {
    runOne();
    count();
  }
  return peak;
}

describe('SearchService', () => {
  it('keeps at most maxMaps maps: loading one more drops the least recently searched or loaded', () => {
    const { service, runSlices, repliesTo } = steppedService(2);
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'a', revision: 1, map: mapOf(8, 8) });
    service.handle({ kind: 'load-map', requestId: 2, mapId: 'b', revision: 1, map: mapOf(8, 8) });
    // Searching a makes b the least recently used, so loading c drops b, not a.
    service.handle({ kind: 'search', requestId: 3, mapId: 'a', revision: 1, query: query(7) });
    service.handle({ kind: 'load-map', requestId: 4, mapId: 'c', revision: 1, map: mapOf(8, 8) });
    service.handle({ kind: 'search', requestId: 5, mapId: 'b', revision: 1, query: query(7) });
    service.handle({ kind: 'search', requestId: 6, mapId: 'a', revision: 1, query: query(7) });
    service.handle({ kind: 'search', requestId: 7, mapId: 'c', revision: 1, query: query(7) });
    runSlices();
    expect(repliesTo(5)).toEqual([expect.objectContaining({ kind: 'error', code: 'unknown-map' })]);
    expect((repliesTo(5)[0] as { message: string }).message).toMatch(/send the map again/);
    for (const id of [3, 6, 7]) expect(repliesTo(id).at(-1)).toMatchObject({ kind: 'result', result: { status: 'found' } });
  });

  it('a map sent again after being dropped can be searched again', () => {
    const { service, runSlices, repliesTo } = steppedService(1);
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'a', revision: 4, map: mapOf(8, 8) });
    service.handle({ kind: 'load-map', requestId: 2, mapId: 'b', revision: 1, map: mapOf(8, 8) });
    service.handle({ kind: 'search', requestId: 3, mapId: 'a', revision: 4, query: query(7) });
    service.handle({ kind: 'load-map', requestId: 4, mapId: 'a', revision: 4, map: mapOf(8, 8) });
    service.handle({ kind: 'search', requestId: 5, mapId: 'a', revision: 4, query: query(7) });
    runSlices();
    expect(repliesTo(3)).toMatchObject([{ kind: 'error', code: 'unknown-map' }]);
    expect(repliesTo(5).at(-1)).toMatchObject({ kind: 'result', result: { status: 'found' } });
  });

  it('refuses a request whose id is running a search; that search goes on, answers once, and can still be cancelled', () => {
    const { service, runSlices, repliesTo } = steppedService();
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'a', revision: 1, map: mapOf(64, 64) });
    const dijkstra = { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' as const, heuristic: 'zero' as const };
    service.handle({ kind: 'search', requestId: 2, mapId: 'a', revision: 1, query: { start: 0, goal: 64 * 64 - 1, options: dijkstra } });
    expect(repliesTo(2)).toMatchObject([{ kind: 'progress' }]); // the first slice ran; more are due

    service.handle({ kind: 'search', requestId: 2, mapId: 'a', revision: 1, query: query(1) });
    service.handle({ kind: 'ping', requestId: 2 });
    expect(repliesTo(2).slice(1)).toMatchObject([
      { kind: 'error', code: 'duplicate-request' },
      { kind: 'error', code: 'duplicate-request' },
    ]);

    service.handle({ kind: 'cancel', requestId: 3, target: 2 });
    runSlices();
    const results = repliesTo(2).filter((e) => e.kind === 'result');
    expect(results).toMatchObject([{ result: { status: 'cancelled' } }]);
    // The id is free again once its search has answered.
    service.handle({ kind: 'search', requestId: 2, mapId: 'a', revision: 1, query: query(1) });
    runSlices();
    expect(repliesTo(2).at(-1)).toMatchObject({ kind: 'result', result: { status: 'found' } });
  });

  it('refuses a search on a revision it does not hold', () => {
    const { service, repliesTo } = steppedService();
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'a', revision: 1, map: mapOf(8, 8) });
    service.handle({ kind: 'search', requestId: 2, mapId: 'a', revision: 2, query: query(7) });
    expect(repliesTo(2)).toMatchObject([{ kind: 'error', code: 'stale-map' }]);
  });

  it('prepares a large map in bands with progress between them, and a cancel between bands ends the search at once', () => {
    const { service, runOne, pendingTasks, repliesTo } = steppedService();
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'big', revision: 1, map: mapOf(2048, 2048) });
    service.handle({ kind: 'search', requestId: 2, mapId: 'big', revision: 1, query: query(2048 * 2048 - 1) });
    // The first band ran at once and said so; the next band waits for its turn.
    expect(repliesTo(2)).toEqual([{ kind: 'progress', requestId: 2, expanded: 0 }]);
    expect(pendingTasks()).toBe(1);
    runOne();
    expect(repliesTo(2)).toHaveLength(2);
    service.handle({ kind: 'cancel', requestId: 3, target: 2 });
    runOne();
    expect(pendingTasks()).toBe(0);
    expect(repliesTo(2).at(-1)).toMatchObject({ kind: 'result', result: { status: 'cancelled', metrics: { expanded: 0 } } });
  });

  it('after its bands of preparation, a large search runs to the same path as at once', () => {
    const { service, runSlices, repliesTo } = steppedService();
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'big', revision: 1, map: mapOf(2048, 2048) });
    service.handle({ kind: 'search', requestId: 2, mapId: 'big', revision: 1, query: query(2048 * 3 + 5) });
    runSlices();
    const replies = repliesTo(2);
    expect(replies.filter((e) => e.kind === 'progress').length).toBeGreaterThanOrEqual(5);
    expect(replies.at(-1)).toMatchObject({ kind: 'result', result: { status: 'found', steps: 5 } });
  });

  it('runs at most maxRunning searches at once: the others are told their place and start in order as room frees up', () => {
    const { service, events, runOne, pendingTasks, repliesTo } = steppedService(undefined, { maxRunning: 2 });
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'a', revision: 1, map: mapOf(16, 16) });
    for (let id = 10; id < 15; id++) service.handle({ kind: 'search', requestId: id, mapId: 'a', revision: 1, query: across });
    expect([12, 13, 14].map((id) => repliesTo(id))).toEqual([12, 13, 14].map((id, i) => [{ kind: 'queued', requestId: id, place: i + 1 }]));
    expect(peakRunning(events, runOne, pendingTasks)).toBe(2);
    const startOrder = new Set(events.flatMap((e) => (e.kind === 'progress' ? [e.requestId] : [])));
    expect([...startOrder]).toEqual([10, 11, 12, 13, 14]);
    for (let id = 10; id < 15; id++) expect(repliesTo(id).at(-1)).toMatchObject({ kind: 'result', result: { status: 'found' } });
  });

  it('keeps the searches running at once within the memory budget: two that do not fit together run one after the other', () => {
    const budget = 1.5 * searchBytes(16 * 16, 'dijkstra');
    const { service, events, runOne, pendingTasks, repliesTo } = steppedService(undefined, { memoryBudget: budget });
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'a', revision: 1, map: mapOf(16, 16) });
    service.handle({ kind: 'search', requestId: 2, mapId: 'a', revision: 1, query: across });
    service.handle({ kind: 'search', requestId: 3, mapId: 'a', revision: 1, query: across });
    expect(repliesTo(3)).toEqual([{ kind: 'queued', requestId: 3, place: 1 }]);
    expect(peakRunning(events, runOne, pendingTasks)).toBe(1);
    expect(repliesTo(3).at(-1)).toMatchObject({ kind: 'result', result: { status: 'found' } });
  });

  it('a search cancelled while it waits its turn answers at once and never starts', () => {
    const { service, runSlices, repliesTo } = steppedService(undefined, { maxRunning: 1 });
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'a', revision: 1, map: mapOf(16, 16) });
    service.handle({ kind: 'search', requestId: 2, mapId: 'a', revision: 1, query: across });
    service.handle({ kind: 'search', requestId: 3, mapId: 'a', revision: 1, query: across });
    service.handle({ kind: 'cancel', requestId: 4, target: 3 });
    expect(repliesTo(3)).toMatchObject([{ kind: 'queued' }, { kind: 'result', result: { status: 'cancelled', metrics: { expanded: 0 } } }]);
    runSlices();
    expect(repliesTo(3)).toHaveLength(2);
    expect(repliesTo(2).at(-1)).toMatchObject({ kind: 'result', result: { status: 'found' } });
  });

  it('a debugged search waits its turn like any other, and cancelled meanwhile becomes a run paused before its first step', () => {
    const { service, runSlices, repliesTo } = steppedService(undefined, { maxRunning: 1 });
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'a', revision: 1, map: mapOf(16, 16) });
    service.handle({ kind: 'search', requestId: 2, mapId: 'a', revision: 1, query: across });
    service.handle({ kind: 'search', requestId: 3, mapId: 'a', revision: 1, query: across, debug: { run: 1, until: null, breakpoints: [] } });
    expect(repliesTo(3)).toEqual([{ kind: 'queued', requestId: 3, place: 1 }]);
    service.handle({ kind: 'cancel', requestId: 4, target: 3 });
    runSlices();
    expect(repliesTo(3).at(-1)).toMatchObject({ kind: 'debug-state', state: { run: 1, step: 0, result: null } });
  });

  it('gives every slice a turn of its own: with three searches under way one task waits at a time, and their slices alternate', () => {
    const { service, events, runOne, pendingTasks } = steppedService();
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'a', revision: 1, map: mapOf(16, 16) });
    for (const id of [2, 3, 4]) service.handle({ kind: 'search', requestId: id, mapId: 'a', revision: 1, query: across });
    const order: number[] = [];
    while (pendingTasks() > 0) {
      expect(pendingTasks()).toBe(1);
      const before = events.length;
      runOne();
      for (const e of events.slice(before)) if (e.kind === 'progress') order.push(e.requestId);
    }
    expect(order.slice(0, 6)).toEqual([2, 3, 4, 2, 3, 4]);
  });

  it("answers a map whose terrain cost is out of bounds as the user's to fix, and a malformed request as a bug", () => {
    const { service, repliesTo } = steppedService();
    const map = mapOf(4, 4);
    map.palette[0]!.cost = 1e-8;
    service.handle({ kind: 'load-map', requestId: 1, mapId: 'a', revision: 1, map });
    expect(repliesTo(1)).toEqual([expect.objectContaining({ kind: 'error', code: 'invalid-search' })]);
    expect((repliesTo(1)[0] as { message: string }).message).toMatch(/Ground.*between 0.001 and 1000000/);
    service.handle({ kind: 'load-map', requestId: 2, mapId: 'a', revision: 1, map: { ...mapOf(4, 4), terrain: 'cells' } });
    expect(repliesTo(2)).toEqual([expect.objectContaining({ kind: 'error', code: 'malformed-request' })]);
  });
});
