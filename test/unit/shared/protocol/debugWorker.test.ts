// A debug session end to end with the BUILT search worker under child_process.fork (as the CLI and
// the main-process tests start it): a debug search pauses, answers questions about its steps (the
// heuristic-error layer too, whose h* the worker computes first), stops
// at a breakpoint, advances to the result a plain search gives, and is gone once released.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { MapSnapshot, WorkerEvent } from '../../../../src/shared/protocol/messages';
import { ensureBuiltWorker, ForkedWorker } from '../../main/forkWorker';

function walledMap(): MapSnapshot {
  const g = createGrid(120, 80);
  for (let y = 10; y < 70; y++) g.terrain[y * 120 + 60] = 6;
  return { width: 120, height: 80, terrain: g.terrain, heights: null, palette: g.palette };
}

const query = { start: 40 * 120 + 5, goal: 40 * 120 + 115, options: { ...DEFAULT_SEARCH_OPTIONS } };
const answerTo = (id: number) => (e: WorkerEvent) => e.kind !== 'ready' && e.kind !== 'progress' && e.requestId === id;

describe('debugging with the built search worker (child_process.fork)', () => {
  let worker: ForkedWorker | null = null;
  beforeAll(() => ensureBuiltWorker(), 180_000);
  afterEach(() => worker?.kill());

  it('pauses, answers questions, stops at a breakpoint, advances to the plain result, and forgets a released run', async () => {
    worker = new ForkedWorker();
    await worker.next((e) => e.kind === 'ready');
    worker.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 1, map: walledMap() });
    await worker.next(answerTo(1));

    worker.send({ kind: 'search', requestId: 2, mapId: 'm', revision: 1, query, debug: { run: 1, until: 100, breakpoints: [] } });
    expect(await worker.next(answerTo(2))).toMatchObject({ kind: 'debug-state', state: { run: 1, step: 100, summary: { steps: 100 }, result: null } });

    worker.send({ kind: 'trace-query', requestId: 3, run: 1, query: { kind: 'view', step: 100, request: { rect: { x: 0, y: 30, width: 40, height: 20 }, currentPath: true } } });
    const view = await worker.next(answerTo(3));
    expect(view).toMatchObject({ kind: 'trace-answer', answer: { kind: 'view', value: { step: 100 } } });
    const value = view.kind === 'trace-answer' && view.answer.kind === 'view' ? view.answer.value : null;
    expect(value?.states).toBeInstanceOf(Uint8Array);
    expect(value?.states?.length).toBe(40 * 20);
    expect(value?.currentPath?.[0]).toBe(query.start);

    worker.send({ kind: 'trace-query', requestId: 9, run: 1, query: { kind: 'layer', step: 100, layer: 'error', rect: { x: 0, y: 0, width: 120, height: 80, stride: 4 } } });
    const layer = await worker.next(answerTo(9));
    const error = layer.kind === 'trace-answer' && layer.answer.kind === 'layer' ? layer.answer.value : null;
    expect(error?.values).toBeInstanceOf(Float32Array);
    expect(error?.values.length).toBe(30 * 20);
    expect(error?.max).toBeGreaterThan(0); // the wall makes the straight-line estimate short of h* behind it

    const past = { kind: 'condition', id: 'past', enabled: true, expression: 'x > 60' };
    worker.send({ kind: 'advance', requestId: 4, run: 1, from: 100, until: null, breakpoints: [past] });
    const hit = await worker.next(answerTo(4));
    expect(hit).toMatchObject({ kind: 'debug-state', state: { hit: { breakpointId: 'past', reason: expect.stringMatching(/^x > 60 held at step [\d,]+ \(x 61\)\.$/) } } });

    worker.send({ kind: 'advance', requestId: 5, run: 1, from: hit.kind === 'debug-state' ? hit.state.step : 0, until: null, breakpoints: [] });
    worker.send({ kind: 'search', requestId: 6, mapId: 'm', revision: 1, query });
    const end = await worker.next(answerTo(5));
    const plain = await worker.next(answerTo(6));
    if (end.kind !== 'debug-state' || plain.kind !== 'result') throw new Error(`unexpected replies ${end.kind}, ${plain.kind}`);
    expect(end.state.result).toMatchObject({ status: 'found', cost: plain.result.cost, trace: null, metrics: { expanded: plain.result.metrics.expanded } });
    expect(Array.from(end.state.result!.path)).toEqual(Array.from(plain.result.path));

    worker.send({ kind: 'release-run', requestId: 7, run: 1 });
    expect(await worker.next(answerTo(7))).toEqual({ kind: 'done', requestId: 7 });
    worker.send({ kind: 'trace-query', requestId: 8, run: 1, query: { kind: 'cell', step: 1, cell: 0 } });
    expect(await worker.next(answerTo(8))).toMatchObject({ kind: 'error', code: 'unknown-run' });
  });
});
