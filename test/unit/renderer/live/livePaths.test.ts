// The live path over a real search service: an answer appears without Run, follows a wall painted
// across the path (each dab while the stroke is still under way, reaching the worker as edits, not
// copies of the map), a dragged marker and undo, takes a route through waypoints (one live lane per
// leg, dropped when not needed), and under a burst of changes asks the engine only for the newest,
// never queueing the ones in between.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchOptions } from '../../../../src/shared/engine/index';
import { makeBrush } from '../../../../src/shared/edit/brush';
import { paintLine, TerrainStroke } from '../../../../src/shared/edit/paint';
import { createProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { defaultPalette } from '../../../../src/shared/grid/terrain';
import type { WorkerEvent, WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchClient } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { LivePaths } from '../../../../src/renderer/live/livePaths.svelte';
import { RunPane } from '../../../../src/renderer/runs/runPane.svelte';
import { RunPanes } from '../../../../src/renderer/runs/runPanes.svelte';
import { MapDocument } from '../../../../src/renderer/state/document.svelte';

const WALL = defaultPalette().findIndex((t) => !t.passable);
const SWAMP = defaultPalette().findIndex((t) => t.name === 'Swamp');
const OPTIONS: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, topology: 'square4', recordTrace: false };

/**
 * A search client over an in-process worker; `sent` lists what reached the worker. While `gate.held`
 * the worker's answers wait in `gate.queue` (a slow engine), until `release` lets them through.
 */
function worker() {
  const sent: WorkerRequest[] = [];
  let client!: SearchClient;
  const deliver = (event: WorkerEvent) => queueMicrotask(() => client.receive(structuredClone(event)));
  const gate = {
    held: false,
    queue: [] as WorkerEvent[],
    release() {
      this.held = false;
      for (const event of this.queue.splice(0)) deliver(event);
    },
  };
  const service = new SearchService({
    emit: (event: WorkerEvent) => (gate.held ? gate.queue.push(event) : deliver(event)),
    schedule: (task) => setTimeout(task, 0),
    sliceExpansions: 200,
  });
  client = new SearchClient({
    post: (request) => {
      sent.push(request);
      service.handle(structuredClone(request));
    },
  });
  return { client, sent, gate };
}

/**
 * A 30×30 open map, start at the left middle and goal at the right middle, watched live by one
 * pane; `slow`: the worker's answers held from the first (see `worker`).
 */
function livePane({ slow = false } = {}) {
  const doc = new MapDocument(createProject(createGrid(30, 30, 0, defaultPalette()), 'live'));
  doc.start = 15 * 30;
  doc.goal = 15 * 30 + 29;
  const view = new RunPanes();
  const pane = new RunPane(0, { stepOf: () => 0, finishedOf: () => false });
  pane.options = { ...OPTIONS };
  view.panes = [pane];
  const { client, sent, gate } = worker();
  const live = new LivePaths(() => client);
  // What the app's effect does on every change (Svelte's effects do not run under Node).
  const follow = live.follower(() => view, () => doc, () => true);
  gate.held = slow;
  follow();
  return { doc, view, pane, live, sent, gate, follow };
}

/** Resolves once the pane's live answer is for the document as it stands. */
async function caughtUp(pane: RunPane, doc: MapDocument): Promise<void> {
  await expect.poll(() => pane.live?.version, { timeout: 10_000 }).toBe(doc.version);
}

/** The engine's own cost for the document as it stands. */
function freshCost(doc: MapDocument): number {
  return runSearch(doc.grid, { start: doc.start, goal: doc.goal, options: OPTIONS }).cost;
}

describe('the live path', () => {
  it('answers without Run, and a wall painted across the path changes the cost dab by dab', async () => {
    const { doc, pane, follow } = livePane();
    await caughtUp(pane, doc);
    expect(pane.live!.route.result.cost).toBe(29);
    // A wall down column 15 except the top row, painted as one stroke still under way.
    const stroke = new TerrainStroke(doc.history, makeBrush(1), WALL, 15, 29);
    for (let y = 28; y >= 1; y--) {
      stroke.moveTo(15, y);
      follow();
    }
    await caughtUp(pane, doc);
    expect(pane.live!.route.result.cost).toBe(freshCost(doc));
    expect(pane.live!.route.result.cost).toBeGreaterThan(29);
    stroke.end();
    doc.history.undo();
    follow();
    await caughtUp(pane, doc);
    expect(pane.live!.route.result.cost).toBe(29);
  });

  it('sends the map once and every later edit as a delta, each answer the cost of a fresh search', async () => {
    const { doc, pane, sent, follow } = livePane();
    await caughtUp(pane, doc);
    // Walls and swamp painted one dab at a time, each answered before the next (a slow hand).
    for (let i = 0; i < 12; i++) {
      paintLine(doc.history, 10 + i, 5 + i, 10 + i, 25 - i, i % 3 === 2 ? SWAMP : WALL);
      follow();
      await caughtUp(pane, doc);
      expect(pane.live!.route.result.cost).toBe(freshCost(doc));
    }
    doc.history.undo();
    doc.history.undo();
    follow();
    await caughtUp(pane, doc);
    expect(pane.live!.route.result.cost).toBe(freshCost(doc));
    const kinds = sent.map((r) => r.kind);
    expect(kinds.filter((k) => k === 'load-map')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'edit-map')).toHaveLength(13);
    expect(kinds).not.toContain('search');
  });

  it('follows the goal dragged cell by cell, the newest position winning, with nothing queued', async () => {
    const { doc, pane, sent, follow } = livePane();
    await caughtUp(pane, doc);
    const searchesBefore = sent.filter((r) => r.kind === 'live-search').length;
    for (let y = 16; y < 30; y++) {
      doc.goal = y * 30 + 29;
      follow();
    }
    await caughtUp(pane, doc);
    expect(pane.live!.route.result.cost).toBe(freshCost(doc));
    // 14 positions in a burst: the one under way was cancelled, and only the newest asked after it.
    const searches = sent.filter((r) => r.kind === 'live-search').length - searchesBefore;
    expect(searches).toBeLessThanOrEqual(2);
  });

  it('routes through waypoints, one lane per leg, and says why when a marker is missing', async () => {
    const { doc, view, pane, live, sent, follow } = livePane();
    doc.waypoints = [0, 29 * 30];
    follow();
    await caughtUp(pane, doc);
    const legs = pane.live!.route.legs.map((l) => l.result.cost);
    expect(legs).toEqual([15, 29, 43]);
    expect(pane.live!.route.result.cost).toBe(87);
    const lanes = new Set(sent.flatMap((r) => (r.kind === 'live-search' ? [r.lane] : [])));
    expect(lanes.size).toBe(3);
    // One waypoint fewer: the third leg's lane (and what the worker keeps for it) is dropped.
    doc.waypoints = [0];
    follow();
    await caughtUp(pane, doc);
    expect(pane.live!.route.legs).toHaveLength(2);
    expect(sent.filter((r) => r.kind === 'drop-lane')).toHaveLength(1);
    doc.goal = -1;
    follow();
    await expect.poll(() => pane.liveProblem).toMatch(/Place a start and a goal/);
    expect(pane.live).toBeNull();
    // Not said where the eye is: a map without both markers is no refusal.
    expect(live.refusal(view, pane, doc)).toBeNull();
  });

  it('says why a configuration the engine refuses on the map has no live path (a setting mistyped is said beside its field), until another is picked', async () => {
    const { doc, view, pane, live, follow } = livePane();
    await caughtUp(pane, doc);
    expect(live.refusal(view, pane, doc)).toBeNull();
    // Swamp on the map and Jump Point Search picked: the engine refuses, the path goes.
    const stroke = new TerrainStroke(doc.history, makeBrush(1), SWAMP, 3, 3);
    stroke.end();
    pane.options = { ...OPTIONS, topology: 'square8', algorithm: 'jps' };
    follow();
    await expect.poll(() => live.refusal(view, pane, doc)).toMatch(/Jump Point Search needs a map where every passable cell costs the same/);
    expect(pane.live).toBeNull();
    // A formula being typed with a mistake: its field says so, not the map.
    pane.options = { ...OPTIONS, heuristic: 'custom', heuristicExpr: 'max(dx' };
    follow();
    await expect.poll(() => pane.liveProblem).toMatch(/without its \)/);
    expect(live.refusal(view, pane, doc)).toBeNull();
    pane.options = { ...OPTIONS, topology: 'square8', algorithm: 'jps' };
    follow();
    await expect.poll(() => live.refusal(view, pane, doc)).toMatch(/Jump Point Search needs/);
    // Live path off: nothing to explain.
    live.enabled = false;
    expect(live.refusal(view, pane, doc)).toBeNull();
    live.enabled = true;
    // Back to A*: the answer returns and the refusal goes.
    pane.options = { ...OPTIONS };
    follow();
    await caughtUp(pane, doc);
    expect(live.refusal(view, pane, doc)).toBeNull();
  });

  it('paints the explored cells when asked, and shows nothing (the worker forgetting the lane) once switched off', async () => {
    const { doc, pane, live, sent, follow } = livePane();
    pane.options = { ...OPTIONS, algorithm: 'dijkstra' };
    live.explored = true;
    follow();
    await caughtUp(pane, doc);
    const explored = pane.live!.explored!;
    expect(explored.filter((s) => s === 2).length).toBe(pane.live!.route.result.metrics.expanded);
    paintLine(doc.history, 0, 0, 1, 0, WALL);
    live.enabled = false;
    follow();
    expect(pane.live).toBeNull();
    expect(sent.filter((r) => r.kind === 'drop-lane')).toHaveLength(1);
  });

  it('says when an answer is taking a while: finding the first, then updating the one shown, and nothing once it arrives', async () => {
    const { doc, view, pane, live, gate, follow } = livePane({ slow: true }); // the first answer waits
    expect(live.catchingUp(view, pane, doc)).toBeNull(); // not at once: a quick answer flashes nothing
    await expect.poll(() => live.catchingUp(view, pane, doc), { timeout: 5_000 }).toBe('Finding the live path…');
    gate.release();
    await caughtUp(pane, doc);
    expect(pane.liveCatchingUp).toBe(false);
    expect(live.catchingUp(view, pane, doc)).toBeNull();

    // A wall across the path while the engine is slow again: the last path stays, said to be updating.
    gate.held = true;
    paintLine(doc.history, 15, 0, 15, 28, WALL);
    follow();
    await expect.poll(() => live.catchingUp(view, pane, doc), { timeout: 5_000 }).toBe('Updating the live path…');
    expect(pane.live!.route.result.cost).toBe(29);
    gate.release();
    await caughtUp(pane, doc);
    expect(pane.live!.route.result.cost).toBe(freshCost(doc));
    expect(live.catchingUp(view, pane, doc)).toBeNull();

    // Switched off while an answer is late: nothing is said.
    gate.held = true;
    doc.history.undo();
    follow();
    await expect.poll(() => pane.liveCatchingUp, { timeout: 5_000 }).toBe(true);
    live.enabled = false;
    follow();
    expect(pane.liveCatchingUp).toBe(false);
    expect(live.catchingUp(view, pane, doc)).toBeNull();
  });
});
