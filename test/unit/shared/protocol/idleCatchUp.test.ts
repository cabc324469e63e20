// The worker's idle catch-up (idleCatchUp.ts): after an edit left a map's JPS graph or JPSW's table
// behind, the worker brings them up to date once nothing has been asked of it for a moment, so the
// next search prepares nothing; any request pauses it, an edit drops the work of the revision before,
// and whatever the order, the tables end as a fresh build's.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../src/shared/batch/rng';
import { applyMapDelta, type MapDelta } from '../../../../src/shared/edit/mapDelta';
import { applyMapDeltas } from '../../../../src/shared/edit/mapEdit';
import { preparationsBehind } from '../../../../src/shared/engine/catchUp';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchQuery } from '../../../../src/shared/engine/index';
import { heldWeightedJumps, weightedJumps } from '../../../../src/shared/engine/jpsw/weightedJumps';
import { MapContext, mapContext, repairSearchCache } from '../../../../src/shared/engine/mapContext';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { IdleCatchUp } from '../../../../src/shared/protocol/idleCatchUp';
import { SearchClient, type MapSource } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import type { Timers } from '../../../../src/shared/protocol/watchdog';
import { copy, randomMap, readable } from '../engine/jpswTables';
import { cellsDelta, randomEdit } from '../engine/randomEdits';

const WALL = 6;

/** A worker whose idle catch-up waits 5 ms of quiet, or (`idle` false) never gets to run. */
function worker(idle: boolean) {
  const never: Timers = { setTimeout: () => null, clearTimeout: () => {} };
  const service = new SearchService({
    emit: (event) => queueMicrotask(() => client.receive(structuredClone(event))),
    schedule: (task) => setTimeout(task, 0),
    idleCatchUpMs: 5,
    timers: idle ? undefined : never,
  });
  const client: SearchClient = new SearchClient({ post: (request) => service.handle(structuredClone(request)) });
  return { service, client };
}

/** A map being painted: each edit a new revision whose deltas the source hands out. */
function painted(mapId: string, grid: Grid) {
  const journal: MapDelta[][] = [];
  const source = (): MapSource => {
    const revision = journal.length;
    return { mapId, revision, snapshot: () => copy(grid), deltasSince: (from) => journal.slice(from, revision).flat() };
  };
  const paint = (delta: MapDelta) => {
    applyMapDelta(grid, { start: -1, goal: -1 }, delta);
    journal.push([delta]);
  };
  return { grid, source, paint };
}

/** A map of one cost with walls, for JPS. */
function wallMap(width: number, height: number): Grid {
  const rng = seededRandom(3), grid = createGrid(width, height);
  for (let c = 0; c < width * height; c++) grid.terrain[c] = rng.next() < 0.2 ? WALL : 0;
  return grid;
}

const corner = (grid: Grid, algorithm: 'jps' | 'jpsw'): SearchQuery => {
  const open = (from: number, step: number) => {
    let c = from;
    while (grid.terrain[c] === WALL) c += step;
    return c;
  };
  return { start: open(0, 1), goal: open(grid.width * grid.height - 1, -1), options: { ...DEFAULT_SEARCH_OPTIONS, algorithm } };
};

/** A wall across the middle of the map, with a gap at its end. */
const wallAcross = (grid: Grid) => cellsDelta([...Array(Math.floor(grid.height * 0.6))].map((_, y) => y * grid.width + (grid.width >> 1)), WALL);

describe("the worker's idle catch-up", () => {
  for (const [algorithm, make] of [['jps', () => wallMap(150, 110)], ['jpsw', () => randomMap(4, 150, 110)]] as const) {
    it(`builds again what an edit left behind of ${algorithm.toUpperCase()}'s preparations while idle, so the next search prepares nothing and answers as on the map loaded afresh`, async () => {
      for (const waits of [false, true]) {
        const { service, client } = worker(waits);
        const map = painted('m', make());
        const q = corner(map.grid, algorithm);
        await client.search(map.source(), q).result; // the search prepares the tables
        map.paint(wallAcross(map.grid));
        await client.syncMap(map.source());
        expect(service.catchUp.idle, 'an edit left the tables behind').toBe(false);
        if (waits) await service.catchUp.whenIdle();
        let preparing = 0;
        const result = await client.search(map.source(), q, (expanded) => void (expanded === 0 && preparing++)).result;
        // Straight after the edit the search prepares first (a band at a time); after the catch-up, nothing.
        if (waits) expect(preparing, 'bands of preparation the search waited for').toBe(0);
        else expect(preparing).toBeGreaterThan(0);
        const loaded = runSearch(copy(map.grid), q);
        expect([result.status, result.cost, Array.from(result.path), result.metrics.expanded]).toEqual([loaded.status, loaded.cost, Array.from(loaded.path), loaded.metrics.expanded]);
      }
    });
  }

  it('does nothing for an edit of a map no search prepared', async () => {
    const { service, client } = worker(true);
    const map = painted('m', randomMap(2, 60, 40));
    await client.syncMap(map.source());
    map.paint(wallAcross(map.grid));
    await client.syncMap(map.source());
    expect(service.catchUp.idle).toBe(true);
  });
});

describe('IdleCatchUp', () => {
  /** Timers that run only when the test fires them. */
  function fakeTimers() {
    const due: (() => void)[] = [];
    const timers: Timers = { setTimeout: (task) => due.push(task), clearTimeout: () => {} };
    return { timers, fire: () => due.splice(0).forEach((task) => task()), get armed() { return due.length; } };
  }

  it('waits for quiet, pauses for a request or other work, and ends with the tables of a fresh build after an edit mid-way', () => {
    const grid = randomMap(6, 260, 190);
    weightedJumps(mapContext(grid));
    const edit = (seed: number) => repairSearchCache(grid, applyMapDeltas(grid, { start: -1, goal: -1 }, randomEdit(grid, seededRandom(seed), 'dab', [WALL])));
    edit(1);
    const clock = fakeTimers(), turns: (() => void)[] = [];
    let quiet = true;
    const catchUp = new IdleCatchUp({ quiet: () => quiet, run: (task) => turns.push(task), grid: () => grid, delayMs: 0, timers: clock.timers });
    const turn = () => turns.shift()!();
    catchUp.mapEdited('m');
    expect([clock.armed, turns.length]).toEqual([1, 0]);
    clock.fire();
    turn();
    turn();
    expect([catchUp.idle, turns.length], 'working a turn at a time').toEqual([false, 1]);
    // Other work waits in the worker: the catch-up steps aside and looks again later.
    quiet = false;
    turn();
    expect([turns.length, clock.armed]).toEqual([0, 1]);
    clock.fire();
    turn();
    expect([turns.length, clock.armed]).toEqual([0, 1]);
    quiet = true;
    clock.fire();
    turn();
    // A request (a drag, a dab) holds it back until the worker has been quiet for delayMs again.
    const paused = new IdleCatchUp({ quiet: () => true, run: (task) => turns.push(task), grid: () => grid, delayMs: 60_000, timers: clock.timers });
    paused.requested();
    paused.mapEdited('m');
    clock.fire();
    turns.pop()!();
    expect([paused.idle, clock.armed], 'waiting again, not working').toEqual([false, 1]);
    // An edit mid-way: the work of the revision before is dropped and begun again.
    edit(2);
    catchUp.mapEdited('m');
    while (turns.length > 0) turn();
    clock.fire();
    while (turns.length > 0) turn();
    expect(catchUp.idle).toBe(true);
    expect(preparationsBehind(grid)).toBe(false);
    const held = heldWeightedJumps(mapContext(grid))!;
    expect(readable(held, grid.width, grid.height)).toEqual(readable(weightedJumps(new MapContext(copy(grid))), grid.width, grid.height));
  });
});
