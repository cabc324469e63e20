// The Batch panel's state with a pool of in-process search workers: a batch of random pairs runs
// every pane's configuration and reports per configuration, with progress and a time left on the
// way; Cancel stops every worker and keeps what finished; a crashed worker's searches are run
// again; markers and scenario files become pairs or a sentence; the two exports are what they say.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { createProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { ROW_COLUMNS } from '../../../../src/shared/batch/rows';
import { BatchState } from '../../../../src/renderer/batch/batchState.svelte';
import { configurationsOf, scatterSeries } from '../../../../src/renderer/batch/batchReport';
import { batchWorkerCount } from '../../../../src/renderer/batch/batchSettings';
import { MapDocument } from '../../../../src/renderer/state/document.svelte';
import { FakeDisk, fakeHost } from '../fakeHost';
import { InProcessWorker } from '../../shared/batch/workers';

function mapDocument(): MapDocument {
  const grid = createGrid(40, 30);
  for (let y = 0; y < 25; y++) grid.terrain[y * 40 + 20] = 6; // a wall with a gap at the bottom
  return new MapDocument(createProject(grid, 'Walled'));
}

const panes = configurationsOf([
  { name: 'A*', options: { ...DEFAULT_SEARCH_OPTIONS, recordTrace: true }, color: '#ff7a45' },
  { name: 'Greedy', options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'greedy', recordTrace: true }, color: '#3fb8ff' },
]);

/** A host whose batch pools are in-process workers; `pools` lists every pool opened and whether it was closed. */
function batchHost(workers = 2, sliceExpansions = 1000, onSearchSent?: (worker: InProcessWorker, pool: InProcessWorker[]) => void) {
  const disk = new FakeDisk();
  const pools: { workers: InProcessWorker[]; closed: boolean }[] = [];
  /** The panel's progress figures each time a search is sent (what the progress bar shows meanwhile). */
  const shown: { done: number; total: number; timeLeft: string | null }[] = [];
  const { host } = fakeHost({
    disk,
    pool: (size) => {
      const entry = { workers: Array.from({ length: size }, () => new InProcessWorker(sliceExpansions)), closed: false };
      for (const w of entry.workers)
        w.onSend = (r) => {
          if (r.kind !== 'search') return;
          shown.push({ done: batch.done, total: batch.total, timeLeft: batch.timeLeft });
          onSearchSent?.(w, entry.workers);
        };
      pools.push(entry);
      return { clients: entry.workers.map((w) => w.client), close: () => void (entry.closed = true) };
    },
  });
  // A clock that moves 5 ms whenever it is read: the pace, and so the time left, is known.
  let ms = 0;
  const batch = new BatchState(host, { workers, now: () => (ms += 5) });
  return { batch, pools, disk, shown };
}

describe('a batch run from the panel', () => {
  it('runs the random pairs through every pane, with progress and a time left, and reports each configuration', async () => {
    const { batch, pools, shown } = batchHost();
    const doc = mapDocument();
    batch.settings.pairs = 30;
    const running = batch.run(doc, panes);
    expect(batch.busy).toBe(true);
    await running;
    expect(batch.phase).toBe('idle');
    expect(batch.error).toBeNull();
    expect(batch.done).toBe(batch.total);
    expect(batch.total).toBe(30 * 2 + 30); // each pane, and the optimum
    const report = batch.report!;
    expect(report.summaries.map((s) => [s.label, s.queries])).toEqual([['A*', 30], ['Greedy', 30]]);
    expect(report.summaries[0]!.worstSuboptimality).toBeCloseTo(0, 9);
    expect(report.end.status).toBe('complete');
    expect(report.pairs).toBe('30 random pairs, seed 1');
    expect(scatterSeries(report).map((s) => s.points.length)).toEqual([30, 30]);
    expect(pools).toHaveLength(1);
    expect(pools[0]!.closed).toBe(true);
    expect(pools[0]!.workers.every((w) => w.sent.some((r) => r.kind === 'search'))).toBe(true);
    expect(shown[0]).toEqual({ done: 0, total: 90, timeLeft: null });
    const later = shown.filter((s) => s.done > 0);
    expect(later.length).toBeGreaterThan(10);
    expect(later.every((s) => s.total === 90 && /^about \d+ s left$/.test(s.timeLeft ?? ''))).toBe(true);
  });

  it('Cancel stops every worker, keeps what finished and frees the panel', async () => {
    // Cancel once both workers are searching.
    const { batch, pools } = batchHost(2, 20, (_w, pool) => {
      if (pool.every((w) => w.sent.some((r) => r.kind === 'search'))) batch.cancel();
    });
    batch.settings.pairs = 200;
    await batch.run(mapDocument(), panes);
    expect(batch.busy).toBe(false);
    expect(batch.report!.end.status).toBe('cancelled');
    expect(batch.report!.records.length).toBeLessThan(400);
    for (const w of pools[0]!.workers) expect(w.sent.some((r) => r.kind === 'cancel')).toBe(true);
    expect(pools[0]!.closed).toBe(true);
    expect(batch.error).toBeNull();
  });

  it('a worker that crashes mid-batch has its searches run again; the report says a worker stopped', async () => {
    let crashed = false;
    const { batch } = batchHost(2, 1000, (w) => {
      if (!crashed && w.sent.filter((r) => r.kind === 'search').length === 3) {
        crashed = true;
        queueMicrotask(() => w.crash('it crashed: test'));
      }
    });
    batch.settings.pairs = 20;
    await batch.run(mapDocument(), panes);
    const report = batch.report!;
    expect(report.end.status).toBe('complete');
    expect(report.end.workerStops).toHaveLength(1);
    expect(report.records.every((r) => r.status === 'found')).toBe(true);
    expect(report.records).toHaveLength(40);
  });

  it('the markers are one pair; without them, or without a scenario file, a sentence says what to do', async () => {
    const { batch } = batchHost();
    const doc = mapDocument();
    batch.settings.source = 'markers';
    await batch.run(doc, panes);
    expect(batch.error).toBe('Place a start and a goal on the map first, or choose random pairs or a scenario file.');
    doc.start = 0;
    doc.goal = 39;
    await batch.run(doc, panes);
    expect(batch.error).toBeNull();
    expect(batch.report!.queries).toBe(1);
    batch.settings.source = 'scenario';
    await batch.run(doc, panes);
    expect(batch.error).toBe('Choose a scenario file (.scen) first.');
    await batch.run(doc, []);
    expect(batch.error).toMatch(/^Add a pane to compare first/);
  });

  it('a scenario file gives its lines; one that is not a scenario is refused with its problem', async () => {
    const { batch } = batchHost();
    await batch.chooseScenario({ name: 'notes.txt', text: async () => 'hello' });
    expect(batch.error).toMatch(/^notes\.txt is not a scenario file A\* Studio can read\. Line 1, column 1: expected "version 1"/);
    const lines = ['version 1', '0\twalled.map\t40\t30\t1\t1\t30\t1\t1', '0\twalled.map\t40\t30\t2\t28\t38\t28\t1'];
    await batch.chooseScenario({ name: 'walled.map.scen', text: async () => lines.join('\n') });
    expect(batch.error).toBeNull();
    expect(batch.settings).toMatchObject({ source: 'scenario', scenarioName: 'walled.map.scen' });
    await batch.run(mapDocument(), panes);
    expect(batch.report!.queries).toBe(2);
    expect(batch.report!.pairs).toBe('2 lines of walled.map.scen');
  });

  it('exports the rows as one file and the summary as another, through the host', async () => {
    const { batch, disk } = batchHost();
    batch.settings.pairs = 5;
    await batch.run(mapDocument(), panes);
    await batch.exportRows('Walled: test?');
    await batch.exportSummary('Walled: test?');
    const rows = disk.exported.get('Walled test batch.csv')!.trimEnd().split('\n');
    expect(rows[0]).toBe(ROW_COLUMNS.join(','));
    expect(rows).toHaveLength(1 + 10);
    const summary = disk.exported.get('Walled test batch summary.csv')!.trimEnd().split('\n');
    expect(summary).toHaveLength(3);
    expect(batch.exported).toBe('Exported Walled test batch summary.csv.');
  });
});

describe('batch settings and the project file', () => {
  it('the last run’s settings are what a project keeps; opening a project takes them back', async () => {
    const { batch } = batchHost();
    expect(batch.projectSettings()).toBeUndefined();
    batch.settings.pairs = 4;
    batch.settings.seed = 99;
    await batch.run(mapDocument(), panes);
    batch.settings.pairs = 7; // typed after the run: not what the last batch used
    expect(batch.projectSettings()).toEqual({ source: 'random', pairs: 4, seed: 99, scenarioName: null });
    expect(batch.lastRunRevision).toBe(1);
    batch.useProjectSettings({ source: 'scenario', pairs: 10, seed: 3, scenarioName: 'arena.map.scen' });
    expect(batch.settings).toEqual({ source: 'scenario', pairs: 10, seed: 3, scenarioName: 'arena.map.scen' });
    expect(batch.report).toBeNull();
    expect(batch.problems).toEqual({ scenario: 'Choose arena.map.scen again with “Scenario file…”: a project keeps only the file’s name.' });
    batch.useProjectSettings(undefined);
    expect(batch.settings).toEqual({ source: 'random', pairs: 100, seed: 1, scenarioName: null });
  });
});

describe('batch configurations and workers', () => {
  it('label panes by name, numbering names that repeat, and search untraced', () => {
    const configs = configurationsOf([
      { name: 'A*', options: { ...DEFAULT_SEARCH_OPTIONS, recordTrace: true }, color: '#111111' },
      { name: 'A*', options: { ...DEFAULT_SEARCH_OPTIONS }, color: '#222222' },
    ]);
    expect(configs.map((c) => c.label)).toEqual(['A* (pane 1)', 'A* (pane 2)']);
    expect(configs.every((c) => !c.options.recordTrace)).toBe(true);
  });

  it('use one worker per core but one, at least one', () => {
    expect(batchWorkerCount(8)).toBe(7);
    expect(batchWorkerCount(1)).toBe(1);
    expect(batchWorkerCount(undefined)).toBe(1);
  });
});
