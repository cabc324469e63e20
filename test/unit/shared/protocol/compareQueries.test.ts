// The compare view's two questions through the client and a service back to back (answers cross
// with their buffers moved, as over a real port): a difference of two kept runs and a run's series
// are what the engine computes from the same searches here; a difference naming a run the worker
// no longer keeps is answered 'unknown-run'; a malformed question is refused, and answering goes on.
import { describe, expect, it } from 'vitest';
import { createSearch, DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../../../src/shared/engine/index';
import { runDifference } from '../../../../src/shared/engine/trace/difference';
import { runSeries } from '../../../../src/shared/engine/trace/series';
import { recordingOf, TraceStore } from '../../../../src/shared/engine/trace/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchClient, type MapSource } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';

function backToBack() {
  const sent: WorkerRequest[] = [];
  let client!: SearchClient;
  const service = new SearchService({
    emit: (event, transfer) => {
      const delivered = structuredClone(event, { transfer });
      queueMicrotask(() => client.receive(delivered));
    },
    schedule: (task) => setTimeout(task, 0),
    sliceExpansions: 100,
  });
  client = new SearchClient({ post: (request) => (sent.push(request), service.handle(structuredClone(request))) });
  return { client, sent };
}

const grid = createGrid(48, 40);
for (let y = 3; y < 37; y++) grid.terrain[y * 48 + 24] = 6;
const source: MapSource = { mapId: 'm', revision: 1, snapshot: () => ({ ...grid, terrain: grid.terrain.slice() }) };
const query = (options: Partial<SearchOptions>) => ({ start: 20 * 48 + 2, goal: 20 * 48 + 45, options: { ...DEFAULT_SEARCH_OPTIONS, recordTrace: true, ...options } });

function directStore(options: Partial<SearchOptions>): TraceStore {
  const s = createSearch(grid, query(options));
  while (!s.step(1 << 20));
  return new TraceStore(recordingOf(s.result())!);
}

describe('compare questions through the worker', () => {
  it('answers the difference of two kept runs and a run’s series as the engine computes them', async () => {
    const { client } = backToBack();
    const a = client.debug(source, query({ heuristic: 'octile' }), { until: null, breakpoints: [] });
    const b = client.debug(source, query({ algorithm: 'dijkstra' }), { until: null, breakpoints: [] });
    await Promise.all([a.state, b.state]);
    const [storeA, storeB] = [directStore({ heuristic: 'octile' }), directStore({ algorithm: 'dijkstra' })];
    const rect = { x: -3, y: 2, width: 60, height: 30, stride: 3 };
    for (const [step, otherStep] of [[0, 0], [10, 90], [storeA.steps, storeB.steps], [storeA.steps, 5]] as const) {
      const got = await client.traceQuery(a.run, { kind: 'difference', other: b.run, step, otherStep, rect });
      const want = runDifference(storeA.index, storeB.index, step, otherStep, rect);
      expect(got.cells).toBeInstanceOf(Uint8Array);
      expect({ ...got, cells: Array.from(got.cells) }).toEqual({ ...want, cells: Array.from(want.cells) });
    }
    const series = await client.traceQuery(b.run, { kind: 'series', points: 64 });
    const want = runSeries(storeB.index, 64);
    expect([series.steps, Array.from(series.step), Array.from(series.open), Array.from(series.f)]).toEqual([want.steps, Array.from(want.step), Array.from(want.open), Array.from(want.f)]);
  });

  it('says the other run is gone once it was released, and refuses a malformed question', async () => {
    const { client } = backToBack();
    const a = client.debug(source, query({}), { until: null, breakpoints: [] });
    const b = client.debug(source, query({ heuristic: 'zero' }), { until: null, breakpoints: [] });
    await Promise.all([a.state, b.state]);
    client.releaseRun(b.run);
    const rect = { x: 0, y: 0, width: 1, height: 1 };
    await expect(client.traceQuery(a.run, { kind: 'difference', other: b.run, step: 1, otherStep: 1, rect })).rejects.toMatchObject({ code: 'unknown-run' });
    await expect(client.traceQuery(a.run, { kind: 'series', points: 0 })).rejects.toMatchObject({ code: 'malformed-request' });
    await expect(client.traceQuery(a.run, { kind: 'difference', other: -1, step: 1, otherStep: 1, rect })).rejects.toMatchObject({ code: 'malformed-request' });
    const series = await client.traceQuery(a.run, { kind: 'series', points: 10 });
    expect(series.step.length).toBeLessThanOrEqual(10);
  });
});
