// The asking side of the debugger protocol, wired back to back with a service (events cross with
// their buffers moved, as over a real port): a debug session picks its run id, sends the map once,
// pauses and advances to the plain search's result, answers questions as a trace store does, and
// rejects with the worker's sentence once a run is released; a dropped map is resent once, a
// cancel before or during a run still leaves it usable, and a worker restart fails what was under way.
import { describe, expect, it } from 'vitest';
import { createSearch, DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { layerValues, recordingOf, TraceStore } from '../../../../src/shared/engine/trace/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchClient, SearchWorkerError, type MapSource, type SearchTransport } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';

/** A transport to a new in-process service; events arrive as a port delivers them (cloned, listed buffers moved). */
function serviceFor(client: () => SearchClient, sent: WorkerRequest[], opts: { maxMaps?: number } = {}): SearchTransport {
  const service = new SearchService({
    emit: (event, transfer) => {
      const delivered = structuredClone(event, { transfer });
      queueMicrotask(() => client().receive(delivered));
    },
    schedule: (task) => setTimeout(task, 0),
    sliceExpansions: 50,
    ...opts,
  });
  return {
    post: (request) => {
      sent.push(request);
      service.handle(structuredClone(request));
    },
  };
}

function backToBack(opts: { maxMaps?: number } = {}) {
  const sent: WorkerRequest[] = [];
  const client: SearchClient = new SearchClient(serviceFor(() => client, sent, opts));
  return { client, sent, kinds: () => sent.map((r) => r.kind) };
}

const grid = createGrid(64, 64);
for (let y = 4; y < 60; y++) grid.terrain[y * 64 + 30] = 6;
const source = (mapId: string, revision = 1): MapSource => ({ mapId, revision, snapshot: () => ({ ...grid, terrain: grid.terrain.slice() }) });
const query = { start: 32 * 64 + 2, goal: 32 * 64 + 60, options: { ...DEFAULT_SEARCH_OPTIONS } };

/** The query searched and traced here, for the expected answers. */
function directStore(): TraceStore {
  const s = createSearch(grid, { ...query, options: { ...query.options, recordTrace: true } });
  while (!s.step(1 << 20));
  return new TraceStore(recordingOf(s.result())!);
}

describe('SearchClient debugging with SearchService', () => {
  it('a debug session pauses where asked, advances to the plain search’s result, and answers questions as a trace store does', async () => {
    const { client, kinds } = backToBack();
    const progress: number[] = [];
    const session = client.debug(source('m'), query, { until: 25, breakpoints: [] }, (n) => progress.push(n));
    expect(session.run).toBe(1);
    const paused = await session.state;
    expect(paused).toMatchObject({ run: 1, step: 25, result: null, hit: null, summary: { steps: 25 } });
    expect(kinds()).toEqual(['load-map', 'search']);
    expect(progress.length).toBeGreaterThan(0);

    const store = directStore();
    const view = await client.traceQuery(1, { kind: 'view', step: 25, request: { rect: { x: 0, y: 20, width: 64, height: 24 }, currentPath: true } });
    expect(view).toEqual(store.view(25, { rect: { x: 0, y: 20, width: 64, height: 24 }, currentPath: true }));
    expect(view.states).toBeInstanceOf(Uint8Array);
    expect(await client.traceQuery(1, { kind: 'cell', step: 10, cell: query.start + 1 })).toEqual(store.cell(10, query.start + 1));
    expect(await client.traceQuery(1, { kind: 'list', step: 25, list: 'open', side: 0, offset: 0, count: 20 })).toEqual(store.openList(25, 0, 0, 20));
    const rect = { x: 0, y: 0, width: 64, height: 64, stride: 4 };
    expect(await client.traceQuery(1, { kind: 'layer', step: 25, layer: 'g', rect })).toEqual(layerValues(store, 25, 'g', rect, null));
    const error = await client.traceQuery(1, { kind: 'layer', step: 25, layer: 'error', rect });
    expect(error.values).toBeInstanceOf(Float32Array);
    expect(error.min).toBeGreaterThanOrEqual(0); // octile is admissible: h never exceeds h*
    expect(await client.traceQuery(1, { kind: 'tree-children', step: 25, cell: -1, side: 0 })).toEqual(Int32Array.of(query.start));

    const end = await client.advance(1, 25, null, []).state;
    const plain = await client.search(source('m'), query).result;
    expect(end.result).toMatchObject({ status: 'found', cost: plain.cost, metrics: { expanded: plain.metrics.expanded } });
    expect(Array.from(end.result!.path)).toEqual(Array.from(plain.path));
    expect(end.summary).toMatchObject({ finished: true, steps: plain.metrics.expanded });
    expect(await client.traceQuery(1, { kind: 'tree-path', step: end.step, cell: query.goal, side: 0 })).toEqual(store.treePath(store.steps, query.goal, 0));
    expect(client.debug(source('m'), query, { until: 0, breakpoints: [] }).run).toBe(2);
  });

  it('stops at a breakpoint, and the next advance from the hit finds the next one', async () => {
    const { client } = backToBack();
    const breakpoints = [
      { kind: 'condition' as const, id: 'far', enabled: true, expression: 'x >= 20' },
      { kind: 'condition' as const, id: 'farther', enabled: true, expression: 'x >= 40' },
    ];
    const first = await client.debug(source('m'), query, { until: null, breakpoints }).state;
    expect(first.hit).toMatchObject({ breakpointId: 'far', reason: expect.stringMatching(/^x >= 20 held at step [\d,]+ \(x 20\)\.$/) });
    const second = await client.advance(1, first.step, null, breakpoints.slice(1)).state;
    expect(second.hit).toMatchObject({ breakpointId: 'farther' });
    expect(second.step).toBeGreaterThan(first.step);
  });

  it('a released run answers with the worker’s sentence', async () => {
    const { client } = backToBack();
    await client.debug(source('m'), query, { until: 3, breakpoints: [] }).state;
    client.releaseRun(1);
    const asked = client.traceQuery(1, { kind: 'cell', step: 1, cell: 0 });
    await expect(asked).rejects.toBeInstanceOf(SearchWorkerError);
    await expect(asked).rejects.toMatchObject({ code: 'unknown-run', message: expect.stringMatching(/^This search’s recording is no longer in the worker.*run the search again\.$/) });
    await expect(client.advance(1, 3, null, []).state).rejects.toMatchObject({ code: 'unknown-run' });
  });

  it('a debug search of a map the worker dropped resends the map and retries once', async () => {
    const { client, kinds, sent } = backToBack({ maxMaps: 1 });
    await client.syncMap(source('a'));
    await client.syncMap(source('b')); // the worker drops a
    sent.length = 0;
    const state = await client.debug(source('a'), query, { until: 5, breakpoints: [] }).state;
    expect(state.step).toBe(5);
    expect(kinds()).toEqual(['search', 'load-map', 'search']);
  });

  it('a cancel while the map is on its way still makes the run, paused before its first step', async () => {
    const { client, kinds } = backToBack();
    const session = client.debug(source('m'), query, { until: null, breakpoints: [] });
    session.cancel();
    const state = await session.state;
    expect(state).toMatchObject({ run: 1, step: 0, summary: { steps: 0 } });
    expect(kinds()).toEqual(['load-map', 'search']);
    expect((await client.advance(1, 0, 4, []).state).step).toBe(4);
  });

  it('a cancel mid-advance answers where it got to; the run goes on from there', async () => {
    const { client, kinds } = backToBack();
    await client.debug(source('m'), query, { until: 1, breakpoints: [] }).state;
    let calls = 0;
    const advance = client.advance(1, 1, null, [], () => {
      if (++calls === 2) advance.cancel();
    });
    const stopped = await advance.state;
    expect(kinds()).toContain('cancel');
    expect(stopped.result).toBeNull();
    expect(stopped.step).toBeGreaterThan(1);
    const end = await client.advance(1, stopped.step, null, []).state;
    expect(end.result?.status).toBe('found');
  });

  it('fails debugging requests under way when the worker is replaced', async () => {
    const { client } = backToBack();
    await client.debug(source('m'), query, { until: 1, breakpoints: [] }).state;
    let advancing!: () => void;
    const started = new Promise<void>((resolve) => (advancing = resolve));
    const lost = client.advance(1, 1, null, [], () => advancing());
    await started;
    client.reconnect(serviceFor(() => client, []), 'it was killed');
    await expect(lost.state).rejects.toMatchObject({ code: 'worker-restarted', message: expect.stringMatching(/stopped \(it was killed\)/) });
    await expect(client.traceQuery(1, { kind: 'cell', step: 1, cell: 0 })).rejects.toMatchObject({ code: 'unknown-run' });
  });
});
