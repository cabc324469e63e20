// The timeline's status line over real runs: what to press first, a search paused, the end, a map
// or settings changed since, a run without steps, a refusal; for several panes, which pane is out of date.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { CompareState } from '../../../../src/renderer/compare/compare.svelte';
import { SearchRuns } from '../../../../src/renderer/runs/searchRuns.svelte';
import { timelineNote } from '../../../../src/renderer/runs/timelineNote';
import { hostWithWorker, walledDocument } from './workerHost';

const IDLE = 'Press F10.';

describe('the timeline’s status line', () => {
  it('says what to press, that a search is paused, nothing at the end, and when the settings changed since', async () => {
    const { host } = hostWithWorker();
    const runs = new SearchRuns(host);
    const doc = walledDocument();
    expect(timelineNote(runs, doc, IDLE)).toBe(IDLE);
    await runs.step(doc);
    expect(timelineNote(runs, doc, IDLE)).toMatch(/paused here/);
    await runs.goToEnd(doc);
    expect(timelineNote(runs, doc, IDLE)).toBe('');
    runs.options.heuristic = 'manhattan';
    expect(runs.isStale(doc)).toBe(true);
    expect(timelineNote(runs, doc, IDLE)).toMatch(/settings changed since this run/);
    runs.options.heuristic = 'octile';
    runs.options.recordTrace = false;
    await runs.runToBreak(doc);
    expect(timelineNote(runs, doc, IDLE)).toMatch(/recorded no steps/);
  });

  it('says the map is being prepared until a new search expands its first node, then how many it expanded', async () => {
    const { host } = hostWithWorker(16);
    const runs = new SearchRuns(host);
    const doc = walledDocument();
    runs.options.recordTrace = false;
    const notes: string[] = [];
    // The note as it stands at each turn of the event loop while the search runs.
    const sample = setInterval(() => runs.running && notes.push(timelineNote(runs, doc, IDLE)), 0);
    const run = runs.runToBreak(doc);
    notes.push(timelineNote(runs, doc, IDLE));
    await run;
    clearInterval(sample);
    expect(notes[0]).toBe(`Preparing the map for ${runs.pane.name}…`);
    expect(notes.some((n) => /^Searching… [1-9][\d,]* expanded$/.test(n)), notes.join(' | ')).toBe(true);
    expect(runs.preparing).toBe(false);
  });

  it('says why the single view’s search could not run (the pane’s refusal), not what the last run was', async () => {
    const { host } = hostWithWorker();
    const runs = new SearchRuns(host);
    const doc = walledDocument();
    await runs.runToBreak(doc);
    runs.options.maxExpansions = -1;
    await runs.runToBreak(doc);
    expect(runs.pane.error).not.toBeNull();
    expect(timelineNote(runs, doc, IDLE)).toBe(runs.pane.error);
  });

  it('for several panes, says a pane is out of date', async () => {
    const { host } = hostWithWorker();
    const compare = new CompareState(host);
    const doc = walledDocument();
    await compare.open({ ...DEFAULT_SEARCH_OPTIONS, recordTrace: true }, doc); // opening runs every pane
    expect(timelineNote(compare, doc, IDLE)).toBe('');
    compare.panes[1]!.options.algorithm = 'dijkstra';
    expect(timelineNote(compare, doc, IDLE)).toMatch(/a pane’s settings changed since its run/);
  });
});
