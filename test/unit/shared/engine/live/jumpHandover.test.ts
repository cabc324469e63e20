// A long wall across the live path of an open map of one cost: the repair would re-expand the wide
// band of bounds the wall made stale, so past JUMP_AFTER_EXPANSIONS the lane answers with a fresh
// JPS of the same rules, scanning its runs rather than rebuilding the jump graph the edit dropped.
// The answer is a walkable path at the optimal cost, and the lane goes on repairing from it.
import { describe, expect, it } from 'vitest';
import { applyMapDeltas } from '../../../../../src/shared/edit/mapEdit';
import { createGrid, type Grid } from '../../../../../src/shared/grid/grid';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchQuery, type SearchResult } from '../../../../../src/shared/engine/index';
import { mapContext, repairSearchCache, type MapChange } from '../../../../../src/shared/engine/mapContext';
import { JUMP_AFTER_EXPANSIONS, LiveLane } from '../../../../../src/shared/engine/live/liveLane';
import { cellsDelta, dab } from '../randomEdits';

const SIDE = 400;
const at = (x: number, y: number) => y * SIDE + x;

function openMap(): { grid: Grid; wall: number } {
  const grid = createGrid(SIDE, SIDE);
  return { grid, wall: grid.palette.findIndex((t) => !t.passable) };
}

function paint(grid: Grid, query: SearchQuery, cells: number[], terrain: number): MapChange {
  const change = applyMapDeltas(grid, { start: query.start, goal: query.goal }, [cellsDelta(cells, terrain)]);
  repairSearchCache(grid, change);
  return change;
}

function answer(lane: LiveLane, grid: Grid, query: SearchQuery, changes: MapChange[] | null): { method: string; result: SearchResult } {
  const work = lane.begin(grid, query, changes);
  while (!work.step(1 << 20));
  return { method: work.method, result: work.result() };
}

/** Each step to one of the 8 neighbours, on passable cells, never cutting a wall's corner. */
function expectWalkable(grid: Grid, path: Int32Array, query: SearchQuery): void {
  const open = (c: number) => grid.palette[grid.terrain[c]!]!.passable;
  expect(path[0]).toBe(query.start);
  expect(path[path.length - 1]).toBe(query.goal);
  for (let i = 0; i < path.length; i++) expect(open(path[i]!)).toBe(true);
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!, b = path[i]!;
    const dx = (b % SIDE) - (a % SIDE), dy = Math.floor(b / SIDE) - Math.floor(a / SIDE);
    expect(Math.max(Math.abs(dx), Math.abs(dy))).toBe(1);
    if (dx !== 0 && dy !== 0) expect(open(a + dx) && open(a + dy * SIDE)).toBe(true);
  }
}

/** A wall across the map's diagonal at its middle, `half` cells each way, three cells thick. */
function crossWall(half: number): number[] {
  const cells: number[] = [];
  for (let t = -half; t <= half; t++) for (let k = 0; k < 3; k++) cells.push(at(SIDE / 2 + t + k, SIDE / 2 - t));
  return cells;
}

describe('a live repair past its budget on a map of one cost', () => {
  const query: SearchQuery = { start: at(20, 20), goal: at(SIDE - 21, SIDE - 21), options: { ...DEFAULT_SEARCH_OPTIONS } };

  it('gives way to a scanning JPS: a walkable path at the optimal cost, the jump graph not rebuilt, and later edits repaired from it', () => {
    const { grid, wall } = openMap();
    const lane = new LiveLane();
    answer(lane, grid, query, null);
    mapContext(grid).jumpGraph(); // held before the wall; the wall's change of passability drops it

    const change = paint(grid, query, crossWall(60), wall);
    const fresh = runSearch({ ...grid, terrain: grid.terrain.slice() }, query);
    expect(fresh.metrics.expanded).toBeGreaterThan(2 * JUMP_AFTER_EXPANSIONS); // a repair this size is what the handover is for
    const live = answer(lane, grid, query, [change]);
    expect(live.method).toBe('jump');
    expect(live.result.cost).toBeCloseTo(fresh.cost, 9);
    expect(live.result.metrics.expanded).toBeLessThan(JUMP_AFTER_EXPANSIONS + 1000);
    expectWalkable(grid, live.result.path, query);
    expect(mapContext(grid).jumpGraphHeld()).toBe(false);

    // A dab on the new path, then one opening a gap in the wall: each answered optimally from the JPS answer.
    const onPath = live.result.path[Math.floor(live.result.path.length / 3)]!;
    const next = paint(grid, query, dab(SIDE, SIDE, onPath % SIDE, Math.floor(onPath / SIDE)), wall);
    const again = answer(lane, grid, query, [next]);
    expect(again.result.cost).toBeCloseTo(runSearch({ ...grid, terrain: grid.terrain.slice() }, query).cost, 9);
    expectWalkable(grid, again.result.path, query);
    const gap = paint(grid, query, crossWall(4), 0);
    const opened = answer(lane, grid, query, [gap]);
    expect(opened.result.cost).toBeCloseTo(runSearch({ ...grid, terrain: grid.terrain.slice() }, query).cost, 9);
    expectWalkable(grid, opened.result.path, query);
  });

  it('keeps repairing on a map of several costs, where JPS does not apply', () => {
    const { grid, wall } = openMap();
    for (let y = 0; y < SIDE; y++) for (let x = 0; x < SIDE; x++) if (((x >> 5) + (y >> 5)) % 2 === 0) grid.terrain[at(x, y)] = 2;
    const lane = new LiveLane();
    answer(lane, grid, query, null);
    const change = paint(grid, query, crossWall(60), wall);
    const fresh = runSearch({ ...grid, terrain: grid.terrain.slice() }, query);
    const live = answer(lane, grid, query, [change]);
    expect(live.result.cost).toBeCloseTo(fresh.cost, 9);
    expect(live.method).toBe('incremental');
    expect(live.result.metrics.expanded).toBeGreaterThan(JUMP_AFTER_EXPANSIONS);
  });
});
