// Untraced search runs as the Run button and Esc see them: Esc while the map is still being sent starts no
// search and frees the UI at once with a 'cancelled' result; a worker restart frees the Run button
// and says why; a search then works again.
import { describe, expect, it } from 'vitest';
import { createProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { WorkerEvent, WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchClient, type SearchTransport } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { fakeHost } from '../fakeHost';
import { Listeners } from '../../../../src/shared/listeners';
import { MapDocument } from '../../../../src/renderer/state/document.svelte';
import { SearchRuns } from '../../../../src/renderer/runs/searchRuns.svelte';

/**
 * A host whose worker is a real SearchService, except that map uploads wait in `heldUploads`
 * until the test lets them through (a big map still on its way). `restart` replaces the worker
 * as the hosts do: a new service, requests under way failed, listeners told.
 */
function hostWithSlowUploads() {
  const sent: WorkerRequest['kind'][] = [];
  const heldUploads: WorkerRequest[] = [];
  const restarts = new Listeners<string>();
  let client!: SearchClient;
  let progressed!: () => void;
  const firstProgress = new Promise<void>((resolve) => (progressed = resolve));
  const newService = () =>
    new SearchService({
      emit: (event: WorkerEvent) => {
        if (event.kind === 'progress') progressed();
        queueMicrotask(() => client.receive(structuredClone(event)));
      },
      schedule: (task) => setTimeout(task, 0),
      sliceExpansions: 50,
    });
  let service = newService();
  const transport: SearchTransport = {
    post: (request) => {
      sent.push(request.kind);
      if (request.kind === 'load-map') heldUploads.push(request);
      else service.handle(structuredClone(request));
    },
  };
  client = new SearchClient(transport);
  const { host } = fakeHost({ search: client, restarts });
  const deliverUploads = () => {
    for (const r of heldUploads.splice(0)) service.handle(structuredClone(r));
  };
  const restart = (reason: string) => {
    service = newService();
    heldUploads.length = 0;
    client.reconnect(transport, reason);
    restarts.emit(reason);
  };
  return { host, sent, deliverUploads, restart, firstProgress };
}

function documentWithMarkers(): MapDocument {
  const doc = new MapDocument(createProject(createGrid(40, 40), 'test'));
  doc.start = 0;
  doc.goal = 40 * 40 - 1;
  return doc;
}

/** Runs that search without recording (the debugger's runs are tested in debugger.test.ts). */
function untracedRuns(host: ReturnType<typeof hostWithSlowUploads>['host']): SearchRuns {
  const runs = new SearchRuns(host);
  runs.options.recordTrace = false;
  return runs;
}

describe('SearchRuns without recording', () => {
  it('Esc while the map is being sent: no search starts, the UI is free at once, the result says cancelled', async () => {
    const { host, sent, deliverUploads } = hostWithSlowUploads();
    const runs = untracedRuns(host);
    const doc = documentWithMarkers();
    const run = runs.runToBreak(doc);
    expect(runs.running).toBe(true);
    expect(sent).toEqual(['load-map']);

    runs.cancel();
    await run; // settles without the upload being answered
    expect(runs.running).toBe(false);
    expect(runs.result?.status).toBe('cancelled');
    expect(runs.error).toBeNull();

    deliverUploads(); // the map arrives after all: still no search
    await host.search.syncMap({ mapId: doc.id, revision: doc.revision, snapshot: () => doc.snapshot() });
    expect(sent).toEqual(['load-map']);

    // The next run finds the map already there and searches.
    await runs.runToBreak(doc);
    expect(runs.result?.status).toBe('found');
    expect(sent).toEqual(['load-map', 'search']);
  });

  it('Esc during the search itself: the worker stops it and the run ends as cancelled', async () => {
    const { host, deliverUploads, firstProgress } = hostWithSlowUploads();
    const runs = untracedRuns(host);
    runs.options.algorithm = 'dijkstra';
    runs.options.heuristic = 'zero';
    const run = runs.runToBreak(documentWithMarkers());
    deliverUploads();
    await firstProgress; // 1,600 cells at 50 a slice: the search has many slices to go
    runs.cancel();
    await run;
    expect(runs.running).toBe(false);
    expect(runs.result?.status).toBe('cancelled');
    expect(runs.result?.metrics.expanded).toBeGreaterThan(0);
  });

  it('a worker restart frees the Run button at once and says why; the next run works', async () => {
    const { host, deliverUploads, restart } = hostWithSlowUploads();
    const runs = untracedRuns(host);
    const doc = documentWithMarkers();
    const run = runs.runToBreak(doc);
    restart('it did not answer for 5 s');
    expect(runs.running).toBe(false);
    await run;
    expect(runs.error).toMatch(/stopped \(it did not answer for 5 s\) and was restarted/);

    const next = runs.runToBreak(doc);
    deliverUploads();
    await next;
    expect(runs.error).toBeNull();
    expect(runs.result?.status).toBe('found');
  });

  it('a result goes stale when the goal moves, not only when cells change', async () => {
    const { host, deliverUploads } = hostWithSlowUploads();
    const runs = untracedRuns(host);
    const doc = documentWithMarkers();
    const run = runs.runToBreak(doc);
    deliverUploads();
    await run;
    expect(runs.result?.status).toBe('found');
    expect(runs.isStale(doc)).toBe(false);
    doc.goal = 40 * 20 + 20;
    expect(runs.isStale(doc)).toBe(true);
  });
});
