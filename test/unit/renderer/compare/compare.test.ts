// The compare view's model over a real search worker (a SearchService answering in this thread):
// panes and presets, Run searching every pane to its end with the results the engine gives in Node,
// one lock-step cursor moving every pane (Step, Step back, seek, Play with the frames, Go to end),
// a pane that cannot run saying why while the others run, stale runs searched again, released
// runs, the Difference and the series asked through the model, and the layout a project keeps.
import { describe, expect, it } from 'vitest';
import { createSearch, type SearchOptions, type SearchResult } from '../../../../src/shared/engine/index';
import { runDifference } from '../../../../src/shared/engine/trace/difference';
import { recordingOf, TraceStore } from '../../../../src/shared/engine/trace/index';
import { CompareState, PANE_COLORS, PROGRESS_STEPS } from '../../../../src/renderer/compare/compare.svelte';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/types';
import { MapDocument } from '../../../../src/renderer/state/document.svelte';
import { createProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { hostWithWorker, manualFrames, walledDocument } from '../runs/workerHost';

const BASE: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, recordTrace: true };

/** The engine's answer in Node for the document's query with `options`, unrecorded. */
function engineAnswer(doc: MapDocument, options: SearchOptions): SearchResult {
  const search = createSearch(doc.grid, { start: doc.start, goal: doc.goal, options: { ...options, recordTrace: false } });
  while (!search.step(1 << 30));
  return search.result();
}

/** The engine's answer in Node for the document's query with `options`, and its trace store. */
function engineRun(doc: MapDocument, options: SearchOptions): { result: SearchResult; store: TraceStore } {
  const search = createSearch(doc.grid, { start: doc.start, goal: doc.goal, options: { ...options, recordTrace: true } });
  while (!search.step(1 << 30));
  const result = search.result();
  return { result, store: new TraceStore(recordingOf(result)!) };
}

async function heuristicsCompared() {
  const worker = hostWithWorker();
  const frames = manualFrames();
  const compare = new CompareState(worker.host, frames.frames);
  const doc = walledDocument();
  await compare.open(BASE, doc);
  compare.applyPreset('heuristics', BASE, doc);
  await compare.runToBreak(doc);
  return { ...worker, frames, compare, doc };
}

describe('compare panes', () => {
  it('opens with two panes from the current settings; adds up to four and removes down to two, each in its own colour', async () => {
    const { host } = hostWithWorker();
    const compare = new CompareState(host);
    const doc = walledDocument();
    await compare.open({ ...BASE, heuristic: 'manhattan' }, doc);
    expect(compare.active).toBe(true);
    expect(compare.panes.map((p) => p.options.heuristic)).toEqual(['manhattan', 'manhattan']);
    compare.addPane();
    compare.addPane();
    compare.addPane(); // a fifth is not offered
    expect(compare.panes).toHaveLength(4);
    const colours = compare.panes.map((p) => p.color);
    expect(new Set(colours).size).toBe(4);
    expect(colours).not.toContain(0xffe14d); // the found path's yellow
    expect(colours.every((c) => PANE_COLORS.includes(c))).toBe(true);
    compare.removePane(0);
    compare.removePane(0);
    compare.removePane(0); // not below two
    expect(compare.panes).toHaveLength(2);
    compare.addPane(); // the new pane takes a colour no other pane has
    expect(new Set(compare.panes.map((p) => p.color)).size).toBe(3);
    compare.close();
    expect(compare.active).toBe(false);
    await compare.open(BASE, doc);
    expect(compare.panes).toHaveLength(3); // the panes wait for the next time
  });
});

describe('opening', () => {
  it('opens on every pane’s answer, each at its end with the engine’s path; panes kept from last time stay where they were', async () => {
    const { host, sent } = hostWithWorker();
    const compare = new CompareState(host);
    const doc = walledDocument();
    await compare.open(BASE, doc);
    const want = engineAnswer(doc, BASE);
    for (const pane of compare.panes) {
      expect(pane.run?.finished).toBe(true);
      expect(Array.from(pane.run!.result!.path)).toEqual(Array.from(want.path));
    }
    expect(compare.cursor.step).toBe(compare.timelineLength);
    expect(compare.panes.every((p) => p.step === p.steps && p.finishedAtCursor)).toBe(true);

    // Stepped back, closed and opened again: the same runs, where the user left them, nothing searched again.
    compare.seek(doc, 3);
    compare.close();
    const asked = sent.length;
    const runs = compare.panes.map((p) => p.run);
    await compare.open(BASE, doc);
    expect(compare.panes.map((p) => p.run)).toEqual(runs);
    expect(compare.cursor.step).toBe(3);
    expect(sent.length).toBe(asked);
  });
});

describe('Run', () => {
  it('searches every pane to its end with the engine’s results, and the optimum with Dijkstra', async () => {
    const { compare, doc } = await heuristicsCompared();
    expect(compare.running).toBe(false);
    expect(compare.panes.map((p) => p.error)).toEqual([null, null, null, null]);
    for (const pane of compare.panes) {
      const { result } = engineRun(doc, pane.options);
      const got = pane.run!.result!;
      expect([got.status, got.cost, got.steps, Array.from(got.path)], pane.name).toEqual([result.status, result.cost, result.steps, Array.from(result.path)]);
      const { expanded, generated, reopened, maxOpenSize } = got.metrics;
      const want = result.metrics;
      expect({ expanded, generated, reopened, maxOpenSize }, pane.name).toEqual({ expanded: want.expanded, generated: want.generated, reopened: want.reopened, maxOpenSize: want.maxOpenSize });
      expect(pane.steps).toBe(result.metrics.expanded);
    }
    const optimum = engineRun(doc, { ...BASE, algorithm: 'dijkstra', heuristic: 'zero' }).result.cost;
    expect(compare.panes.map((p) => compare.optimumOf(p))).toEqual([optimum, optimum, optimum, optimum]);
    expect(compare.timelineLength).toBe(Math.max(...compare.panes.map((p) => p.steps)));
    // Run shows every pane's answer: the cursor at the end, each pane at its last step.
    expect(compare.cursor.step).toBe(compare.timelineLength);
    expect(compare.panes.every((p) => p.step === p.steps && p.finishedAtCursor)).toBe(true);
  });

  it('the Algorithms preset picks JPSW on a weighted map and JPS on a map of one cost', async () => {
    const { host } = hostWithWorker();
    const compare = new CompareState(host);
    const doc = walledDocument(); // has swamp: costs differ
    compare.applyPreset('algorithms', BASE, doc);
    expect(compare.panes.map((p) => p.options.algorithm)).toEqual(['astar', 'jpsw', 'bidirectional', 'dijkstra']);
    expect(compare.panes[1]!.name).toBe('Jump Point Search (weighted) · Octile');
    const plain = walledDocument();
    plain.grid.terrain.forEach((t, i) => plain.grid.palette[t]!.name === 'Swamp' && (plain.grid.terrain[i] = 0));
    compare.applyPreset('algorithms', BASE, plain);
    expect(compare.panes.map((p) => p.options.algorithm)).toEqual(['astar', 'jps', 'bidirectional', 'dijkstra']);
  });

  it('the JPSW pane of the algorithms preset steps like the others; its path is the engine’s', async () => {
    const { host } = hostWithWorker();
    const compare = new CompareState(host);
    const doc = walledDocument();
    compare.applyPreset('algorithms', BASE, doc);
    await compare.runToBreak(doc);
    const jpsw = compare.panes[1]!;
    expect(jpsw.error).toBeNull();
    expect(jpsw.run!.traced).toBe(true);
    expect(jpsw.steps).toBe(jpsw.run!.result!.metrics.expanded);
    const want = engineAnswer(doc, jpsw.options);
    expect([jpsw.run!.result!.status, jpsw.run!.result!.cost, Array.from(jpsw.run!.result!.path)]).toEqual([want.status, want.cost, Array.from(want.path)]);
    expect(compare.canStep(doc)).toBe(true); // every pane steps
  });

  it('a pane that cannot run says why in the engine’s words; the others run', async () => {
    const { host } = hostWithWorker();
    const compare = new CompareState(host);
    const doc = walledDocument(); // has swamp: jump points need one terrain cost
    compare.applyPreset('algorithms', BASE, doc);
    const jps = compare.panes[1]!;
    jps.options.algorithm = 'jps';
    await compare.runToBreak(doc);
    expect(jps.run).toBeNull();
    expect(jps.error).toMatch(/\.$/);
    const direct = (() => {
      try {
        engineRun(doc, jps.options);
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(jps.error).toBe(direct);
    expect(compare.panes.filter((p) => p !== jps).map((p) => p.run?.result?.status)).toEqual(['found', 'found', 'found']);
  });

  it('a pane too big to record says so as the debugger does, and Record anyway starts it', async () => {
    const { host } = hostWithWorker();
    const compare = new CompareState(host);
    const doc = new MapDocument(createProject(createGrid(4096, 4096, 0), 'huge'));
    doc.start = 0;
    doc.goal = 5; // near: the searches are quick, but the estimate is for the worst case
    await compare.open({ ...BASE, algorithm: 'bidirectional' }, doc); // opening searches, as Run does
    expect(compare.panes.map((p) => [p.overBudget, p.run])).toEqual([[true, null], [true, null]]);
    expect(compare.panes[0]!.error).toMatch(/could need about [\d.]+ GB, more than the 1\.5 GB the debugger may use/);
    await compare.recordAnyway(doc);
    expect(compare.panes.map((p) => [p.error, p.run?.traced, p.run?.finished])).toEqual([[null, true, true], [null, true, true]]);
  });

  it('without a start or goal, the view opens with nothing searched, and Run has every pane say to place them', async () => {
    const { host } = hostWithWorker();
    const compare = new CompareState(host);
    const doc = walledDocument();
    doc.goal = -1;
    await compare.open(BASE, doc);
    expect(compare.panes.map((p) => [p.run, p.error])).toEqual([[null, null], [null, null]]); // nothing to answer yet
    await compare.runToBreak(doc);
    expect(compare.panes.map((p) => p.error)).toEqual([expect.stringContaining('Place a start and a goal'), expect.stringContaining('Place a start and a goal')]);
  });

  it('searches again only the panes whose map or configuration changed, freeing their old runs', async () => {
    const { compare, doc, sent } = await heuristicsCompared();
    const before = compare.panes.map((p) => p.run);
    compare.panes[2]!.options.heuristic = 'zero';
    expect(compare.isStale(doc)).toBe(true);
    expect(compare.canStep(doc)).toBe(false);
    const released = () => sent.filter((r) => r.kind === 'release-run').map((r) => (r as { run: number }).run);
    await compare.runToBreak(doc);
    expect(compare.panes.map((p, i) => p.run === before[i])).toEqual([true, true, false, true]);
    expect(released()).toContain(before[2]!.id);
    doc.goal = 12 * 30 + 27; // the map changed: every pane is stale
    expect(compare.isStale(doc)).toBe(true);
    await compare.runToBreak(doc);
    expect(compare.panes.every((p) => p.run!.query.goal === 12 * 30 + 27)).toBe(true);
    // Every pane current: Run searches them all again.
    const current = compare.panes.map((p) => p.run);
    await compare.runToBreak(doc);
    expect(compare.panes.every((p, i) => p.run !== current[i])).toBe(true);
  });

  it('removing a pane frees its run in the worker', async () => {
    const { compare, host } = await heuristicsCompared();
    const gone = compare.panes[1]!.run!;
    compare.difference = { a: 0, b: 3 };
    compare.removePane(1);
    expect(compare.difference).toEqual({ a: 0, b: 2 });
    await expect(host.search.traceQuery(gone.id, { kind: 'series', points: 10 })).rejects.toMatchObject({ code: 'unknown-run' });
  });

  it('after the worker restarts, each pane says its steps are gone', async () => {
    const { compare, restart } = await heuristicsCompared();
    restart('it stopped');
    expect(compare.panes.every((p) => p.run!.lost?.includes('restarted'))).toBe(true);
  });
});

describe('the lock-step cursor', () => {
  it('Step, Step back, seek and Go to end move every pane; a finished pane holds its last step and says so', async () => {
    const { compare, doc } = await heuristicsCompared();
    const steps = compare.panes.map((p) => p.steps);
    const shortest = Math.min(...steps), longest = Math.max(...steps);
    expect(shortest).toBeLessThan(longest);
    compare.restart(doc);
    await compare.step(doc);
    await compare.step(doc);
    compare.stepBack(doc);
    expect(compare.cursor.step).toBe(1);
    expect(compare.panes.map((p) => p.step)).toEqual([1, 1, 1, 1]);
    compare.seek(doc, shortest);
    expect(compare.panes.map((p, i) => [compare.paneStep(i), p.finishedAtCursor])).toEqual(steps.map((s) => [shortest, s === shortest]));
    compare.seek(doc, longest + 50);
    expect(compare.cursor.step).toBe(longest);
    expect(compare.panes.map((p) => p.step)).toEqual(steps);
    expect(compare.panes.every((p) => p.finishedAtCursor)).toBe(true);
    compare.restart(doc);
    expect(compare.cursor.step).toBe(0);
    await compare.goToEnd(doc);
    expect(compare.cursor.step).toBe(longest);
  });

  it('by progress, every pane is at the same fraction of its own run', async () => {
    const { compare, doc } = await heuristicsCompared();
    compare.seek(doc, 40);
    compare.setTimeline('progress');
    const first = compare.panes[0]!;
    expect(first.step).toBe(40); // the first pane stays where it was
    expect(compare.timelineLength).toBe(PROGRESS_STEPS);
    compare.seek(doc, PROGRESS_STEPS / 2);
    expect(compare.panes.map((p) => p.step)).toEqual(compare.panes.map((p) => Math.round(p.steps / 2)));
    compare.seek(doc, PROGRESS_STEPS);
    expect(compare.panes.every((p) => p.finishedAtCursor && p.step === p.steps)).toBe(true);
  });

  it('Play moves the cursor with the frames at its speed and stops at the end', async () => {
    const { compare, doc, frames } = await heuristicsCompared();
    compare.cursor.speed = 100; // expansions a second: 1.6 a 16 ms frame
    await compare.play(doc);
    expect(compare.cursor.playing).toBe(true);
    for (let i = 0; i < 5; i++) frames.tick(16);
    expect(compare.cursor.step).toBe(8);
    compare.pause();
    expect(frames.tick()).toBe(false);
    compare.cursor.speed = 10_000;
    await compare.play(doc);
    while (frames.tick(100));
    expect(compare.cursor.playing).toBe(false);
    expect(compare.cursor.step).toBe(compare.timelineLength);
    // Played to the end, Play starts from the top.
    await compare.play(doc);
    expect(compare.cursor.step).toBe(0);
    compare.pause();
  });

  it('Play by progress moves the longest run at the cursor’s speed', async () => {
    const { compare, doc, frames } = await heuristicsCompared();
    compare.setTimeline('progress');
    const longest = Math.max(...compare.panes.map((p) => p.steps));
    compare.cursor.speed = 1_000; // 100 expansions of the longest run in 100 ms
    compare.restart(doc); // Run left every pane at its end
    await compare.play(doc);
    frames.tick(100); // the first frame counts as 16 ms
    frames.tick(100);
    expect(compare.cursor.step).toBe(Math.floor((116 * PROGRESS_STEPS) / longest));
    compare.pause();
  });

  it('Step on panes not yet run starts each paused at step 0 and steps them live; Run then takes them to the end', async () => {
    const { host } = hostWithWorker();
    const compare = new CompareState(host, manualFrames().frames);
    const doc = walledDocument();
    await compare.open(BASE, doc);
    compare.clear(); // the panes' runs dropped: not yet run
    await compare.step(doc);
    expect(compare.panes.every((p) => p.run?.traced && !p.run.finished && p.steps === 0)).toBe(true);
    expect(compare.cursor.step).toBe(0);
    await compare.step(doc);
    await compare.step(doc);
    expect(compare.cursor.step).toBe(2);
    expect(compare.panes.map((p) => [p.step, p.steps])).toEqual([[2, 2], [2, 2]]);
    await compare.runToBreak(doc);
    expect(compare.panes.every((p) => p.run!.finished)).toBe(true);
    expect(compare.cursor.step).toBe(compare.timelineLength);
  });

  it('Play on panes not yet run starts from step 0', async () => {
    const { host } = hostWithWorker();
    const frames = manualFrames();
    const compare = new CompareState(host, frames.frames);
    const doc = walledDocument();
    await compare.open(BASE, doc);
    compare.clear(); // the panes' runs dropped: not yet run
    compare.cursor.speed = 'frame';
    await compare.play(doc);
    expect(compare.cursor.step).toBe(0);
    await frames.tickAndWait();
    await frames.tickAndWait();
    expect(compare.cursor.step).toBe(2);
    expect(compare.panes.every((p) => p.steps === 2)).toBe(true); // recorded as far as played
    compare.pause();
  });
});

describe('differences and charts through the model', () => {
  it('asks the worker for the difference of the chosen panes at the cursor, equal to the engine’s in Node', async () => {
    const { compare, doc } = await heuristicsCompared();
    compare.difference = { a: 0, b: 3 }; // octile against zero
    const rect = { x: 0, y: 0, width: doc.width, height: doc.height };
    const [a, b] = [engineRun(doc, compare.panes[0]!.options).store, engineRun(doc, compare.panes[3]!.options).store];
    for (const k of [0, 7, 60, compare.timelineLength]) {
      compare.seek(doc, k);
      const got = (await compare.differenceAt(rect))!;
      const want = runDifference(a.index, b.index, compare.panes[0]!.step, compare.panes[3]!.step, rect);
      expect({ ...got, cells: Array.from(got.cells) }).toEqual({ ...want, cells: Array.from(want.cells) });
    }
    compare.differenceAtEnd = true;
    compare.seek(doc, 0);
    const atEnd = (await compare.differenceAt(rect))!;
    expect(atEnd.onlyB + atEnd.both).toBe(compare.panes[3]!.steps);
    // Jump to first divergence: pane A then shows the step where they part.
    const divergence = atEnd.firstDivergence!;
    expect(divergence.step).toBeGreaterThan(1);
    compare.seekPaneStep(doc, 0, divergence.step);
    expect(compare.panes[0]!.step).toBe(divergence.step);
    compare.difference = null;
    expect(await compare.differenceAt(rect)).toBeNull();
  });

  it('gives each pane’s series over its whole run', async () => {
    const { compare } = await heuristicsCompared();
    const series = (await compare.seriesOf(3, 200))!;
    expect(series.steps).toBe(compare.panes[3]!.steps);
    expect(series.step.length).toBeLessThanOrEqual(200);
    expect(series.step.at(-1)).toBe(series.steps);
  });
});

describe('the layout a project keeps', () => {
  it('round-trips panes, camera linking and the timeline', () => {
    const { host } = hostWithWorker();
    const compare = new CompareState(host);
    compare.applyPreset('weights', BASE, walledDocument());
    compare.panes[1]!.customName = 'Mine';
    compare.linkCameras = false;
    compare.setTimeline('progress');
    const layout = compare.layout();
    expect(JSON.parse(JSON.stringify(layout))).toEqual(layout); // plain data
    const other = new CompareState(host);
    other.useLayout(layout);
    expect(other.layout()).toEqual(layout);
    expect(other.active).toBe(false);
    other.useLayout(undefined);
    expect([other.panes.length, other.linkCameras, other.timeline]).toEqual([0, true, 'expansions']);
  });
});
