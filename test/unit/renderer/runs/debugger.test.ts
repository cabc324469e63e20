// The single view's debugger (SearchRuns: the run controller with one pane) over a real search
// worker (a SearchService answering in the same thread): F10 on a fresh query starts a run paused
// at step 0 and steps it live; Step back walks over what is recorded; Run stops at breakpoints;
// Play moves on with the frames; a changed map makes the run stale and the next Step starts over;
// a restart of the worker says the steps are gone.
import { describe, expect, it } from 'vitest';
import type { ConditionBreakpoint } from '../../../../src/shared/debug/breakpoint';
import { createProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { MapDocument } from '../../../../src/renderer/state/document.svelte';
import { SearchRuns } from '../../../../src/renderer/runs/searchRuns.svelte';
import { hostWithWorker, manualFrames } from './workerHost';

/** A 30 × 30 open map with a wall down the middle (a gap at the bottom), start left, goal right. */
function walledDocument(): MapDocument {
  const grid = createGrid(30, 30);
  const wall = grid.palette.findIndex((t) => !t.passable);
  for (let y = 0; y < 26; y++) grid.terrain[y * 30 + 15] = wall;
  const doc = new MapDocument(createProject(grid, 'debugger test'));
  doc.start = 10 * 30 + 3;
  doc.goal = 10 * 30 + 26;
  return doc;
}

describe('the debugger', () => {
  it('F10 on a fresh query starts paused at step 0, then steps live one expansion at a time; Step back walks back', async () => {
    const { host } = hostWithWorker(64);
    const runs = new SearchRuns(host);
    const doc = walledDocument();
    await runs.step(doc);
    const run = runs.run!;
    expect(run.traced).toBe(true);
    expect(runs.cursor.step).toBe(0);
    expect(run.steps).toBe(0);
    expect(run.finished).toBe(false);
    for (let k = 1; k <= 5; k++) {
      await runs.step(doc);
      expect(runs.cursor.step).toBe(k);
      expect(run.steps).toBe(k); // recorded exactly as far as stepped: live
    }
    runs.stepBack(doc);
    runs.stepBack(doc);
    expect(runs.cursor.step).toBe(3);
    await runs.step(doc); // forwards again over what is recorded: no search needed
    expect(runs.cursor.step).toBe(4);
    expect(run.steps).toBe(5);
    runs.restart(doc);
    expect(runs.cursor.step).toBe(0);
  });

  it('Run goes to the end with the same result as a search without the debugger', async () => {
    const { host } = hostWithWorker(64);
    const runs = new SearchRuns(host);
    const doc = walledDocument();
    await runs.runToBreak(doc);
    const traced = runs.result!;
    expect(traced.status).toBe('found');
    expect(runs.cursor.step).toBe(runs.run!.steps);
    expect(runs.run!.steps).toBe(traced.metrics.expanded);

    const plain = new SearchRuns(host);
    plain.options.recordTrace = false;
    await plain.runToBreak(doc);
    expect(plain.run!.traced).toBe(false);
    expect(plain.result!.cost).toBe(traced.cost);
    expect(Array.from(plain.result!.path)).toEqual(Array.from(traced.path));
    expect(plain.result!.metrics.expanded).toBe(traced.metrics.expanded);
  });

  it('Run stops at a cell breakpoint and says why; Run again goes on to the end', async () => {
    const { host } = hostWithWorker(64);
    const runs = new SearchRuns(host);
    const doc = walledDocument();
    const cell = 20 * 30 + 8; // below the start, on the way to the gap
    runs.toggleCellBreakpoint(cell, doc.width);
    await runs.runToBreak(doc);
    expect(runs.hit).not.toBeNull();
    expect(runs.hit!.reason).toContain('(8, 20)');
    expect(runs.cursor.step).toBe(runs.hit!.step);
    expect(runs.result).toBeNull(); // paused at the breakpoint: the search has not ended

    // The cell's expansion (or opening) is at that step: the worker's details agree.
    const details = await host.search.traceQuery(runs.run!.id, { kind: 'cell', step: runs.cursor.step, cell });
    expect(details.forward.openedStep === runs.hit!.step || details.forward.closedSteps.includes(runs.hit!.step)).toBe(true);

    // Restart (Home) goes back to step 0, where no breakpoint stopped the run.
    runs.restart(doc);
    expect(runs.cursor.step).toBe(0);
    expect(runs.hit).toBeNull();

    runs.breakpoints[0]!.enabled = false;
    await runs.runToBreak(doc);
    expect(runs.hit).toBeNull();
    expect(runs.result?.status).toBe('found');
    expect(runs.cursor.step).toBe(runs.run!.steps);
  });

  it('a condition breakpoint stops at the first expansion where it holds', async () => {
    const { host } = hostWithWorker(64);
    const runs = new SearchRuns(host);
    const doc = walledDocument();
    runs.addConditionBreakpoint('g > 10');
    await runs.runToBreak(doc);
    expect(runs.hit).not.toBeNull();
    const k = runs.cursor.step;
    const page = await host.search.traceQuery(runs.run!.id, { kind: 'list', step: k, list: 'closed', side: 0, offset: 0, count: k });
    // The node expanded at step k is the first whose g passes 10.
    expect(page.rows.g[k - 1]).toBeGreaterThan(10);
    for (let i = 0; i < k - 1; i++) expect(page.rows.g[i]).toBeLessThanOrEqual(10);
  });

  it('Run again after a condition hit goes on to where it next becomes true; with "every step" to the next step where it holds', async () => {
    const { host } = hostWithWorker(64);
    const doc = walledDocument();
    // The g of every expansion, from a whole run: where g > 10 holds, and where it becomes true.
    const whole = new SearchRuns(host);
    await whole.runToBreak(doc);
    const n = whole.run!.steps;
    const { rows } = await host.search.traceQuery(whole.run!.id, { kind: 'list', step: n, list: 'closed', side: 0, offset: 0, count: n });
    const holds = Array.from({ length: n }, (_, i) => rows.g[i]! > 10);
    const rising = holds.flatMap((h, i) => (h && !(i > 0 && holds[i - 1]) ? [i + 1] : []));
    const holding = holds.flatMap((h, i) => (h ? [i + 1] : []));
    expect(holding.slice(0, 6)).not.toEqual(rising.slice(0, 6)); // it stays true over stretches early on

    // The first few stops of Run pressed again and again (each a round trip to the worker).
    const stops = async (every: boolean, count: number) => {
      const runs = new SearchRuns(host);
      runs.addConditionBreakpoint('g > 10');
      runs.breakpoints[0] = { ...(runs.breakpoints[0] as ConditionBreakpoint), every };
      const at: number[] = [];
      for (await runs.runToBreak(doc); runs.hit && at.length < count; await runs.runToBreak(doc)) at.push(runs.hit.step);
      return at;
    };
    expect(await stops(false, 6)).toEqual(rising.slice(0, 6));
    expect(await stops(true, 6)).toEqual(holding.slice(0, 6));
  });

  it('Play moves one expansion a frame at "1 per frame", and stops at a breakpoint', async () => {
    const { host } = hostWithWorker(64);
    const { frames, tickAndWait: tick } = manualFrames();
    const runs = new SearchRuns(host, frames);
    const doc = walledDocument();
    runs.cursor.speed = 'frame';
    await runs.play(doc);
    expect(runs.cursor.playing).toBe(true);
    for (let k = 1; k <= 4; k++) {
      await tick();
      expect(runs.cursor.step).toBe(k);
    }
    runs.pause();
    expect(await tick()).toBe(false); // paused: no frame asked for

    runs.toggleCellBreakpoint(25 * 30 + 3, doc.width); // far below the start: reached well after step 4
    runs.cursor.speed = 100_000;
    await runs.play(doc);
    while (runs.cursor.playing) await tick();
    expect(runs.hit?.reason).toContain('(3, 25)');
    expect(runs.cursor.step).toBe(runs.hit!.step);
  });

  it('a changed map makes the run stale; the next Step starts a new run at step 0 and frees the old one', async () => {
    const { host, sent } = hostWithWorker(64);
    const runs = new SearchRuns(host);
    const doc = walledDocument();
    await runs.step(doc);
    await runs.step(doc);
    const first = runs.run!;
    expect(runs.isStale(doc)).toBe(false);
    doc.goal = 5 * 30 + 25;
    expect(runs.isStale(doc)).toBe(true);
    expect(runs.canStep(doc)).toBe(false);
    runs.stepBack(doc); // nothing to step back over on a stale run
    expect(runs.cursor.step).toBe(1);
    await runs.step(doc);
    expect(runs.run).not.toBe(first);
    expect(runs.cursor.step).toBe(0);
    expect(runs.run!.query.goal).toBe(5 * 30 + 25);
    expect(sent.map((r) => r.kind)).toContain('release-run');
  });

  it('a changed setting makes the run stale too (the single view is one pane of the controller); Step searches with the new one', async () => {
    const { host } = hostWithWorker(64);
    const runs = new SearchRuns(host);
    const doc = walledDocument();
    await runs.step(doc);
    await runs.step(doc);
    runs.options.heuristic = 'manhattan';
    expect(runs.isStale(doc)).toBe(true);
    await runs.step(doc);
    expect(runs.cursor.step).toBe(0);
    expect(runs.run!.query.options.heuristic).toBe('manhattan');
  });

  it('a worker restart says the recorded steps are gone; Step then starts a new run', async () => {
    const { host, restart } = hostWithWorker(64);
    const runs = new SearchRuns(host);
    const doc = walledDocument();
    await runs.runToBreak(doc);
    const old = runs.run!;
    restart('it crashed');
    expect(old.lost).toMatch(/restarted/);
    expect(runs.canStep(doc)).toBe(false);
    expect(runs.result?.status).toBe('found'); // the result stays
    await runs.step(doc);
    expect(runs.run).not.toBe(old);
    expect(runs.cursor.step).toBe(0);
  });

  it('a search too big to record says what it would take before it starts, and can be recorded anyway', async () => {
    const { host, sent } = hostWithWorker(64);
    const runs = new SearchRuns(host);
    const doc = new MapDocument(createProject(createGrid(4096, 4096, 0), 'huge'));
    doc.start = 0;
    doc.goal = 5; // near: the search itself is quick, but the estimate is for the worst case
    runs.options.algorithm = 'bidirectional';
    await runs.step(doc);
    expect(runs.error).toMatch(/could need about [\d.]+ GB, more than the 1\.5 GB/);
    expect(runs.overBudget).toBe(true);
    expect(sent).toEqual([]);
    await runs.recordAnyway(doc);
    expect(runs.error).toBeNull();
    expect(runs.run?.traced).toBe(true);
    expect(runs.cursor.step).toBe(0);
  });
});
