// A marker dragged while live: every position of a dragged goal (and then of a dragged start) is
// answered at the cost a fresh search finds, on a path that walks from the start to the goal at
// that cost, and once the lane has anchored its field at the end that stays put, a move costs a
// small part of a fresh search, however far the drag goes. Edits after a drag are answered right
// too. On a maze, where the optimal path is the only one, the path is the fresh search's own.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../../src/shared/batch/rng';
import { applyMapDeltas } from '../../../../../src/shared/edit/mapEdit';
import { createGrid, type Grid } from '../../../../../src/shared/grid/grid';
import type { TerrainType } from '../../../../../src/shared/grid/terrain';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchOptions, type SearchQuery, type SearchResult } from '../../../../../src/shared/engine/index';
import { repairSearchCache, type MapChange } from '../../../../../src/shared/engine/mapContext';
import { LiveLane, type LiveMethod } from '../../../../../src/shared/engine/live/liveLane';
import { keptPath } from '../../../../../src/shared/engine/live/keptPath';
import type { GoalField } from '../../../../../src/shared/engine/live/goalField';
import { costField } from '../../../../../src/shared/analysis/costField';
import { moveRules } from '../../../../../src/shared/analysis/moveRules';
import { cellsDelta, dab } from '../randomEdits';

const W = 96, H = 64;
const WALL = 40;

/** 40 terrain types of distinct costs between 1 and 5, and a wall; cells drawn at random. */
function weightedMap(seed: number): Grid {
  const rng = seededRandom(seed);
  const palette: TerrainType[] = [];
  for (let i = 0; i < WALL; i++) palette.push({ name: `t${i}`, color: i, cost: 1 + 4 * rng.next(), passable: true });
  palette.push({ name: 'wall', color: 0, cost: 1, passable: false });
  const grid = createGrid(W, H, 0, palette);
  for (let c = 0; c < W * H; c++) grid.terrain[c] = rng.next() < 0.08 ? WALL : rng.below(WALL);
  return grid;
}

const at = (x: number, y: number) => y * W + x;

/** A lane answering `query` on `grid` after `changes`, run to the end. */
function answer(lane: LiveLane, grid: Grid, query: SearchQuery, changes: MapChange[] | null): { method: LiveMethod; result: SearchResult } {
  const work = lane.begin(grid, query, changes);
  while (!work.step(1 << 20));
  return { method: work.method, result: work.result() };
}

/** Checks `result` against a fresh search: the same status and cost, and a path walking start to goal at that cost (the very path when `samePath`). */
function expectFresh(grid: Grid, query: SearchQuery, result: SearchResult, samePath = false): SearchResult {
  const fresh = runSearch({ ...grid, terrain: grid.terrain.slice() }, query);
  expect(result.status).toBe(fresh.status);
  expect(Math.abs(result.cost - fresh.cost)).toBeLessThanOrEqual(1e-9 * fresh.cost);
  const walked = keptPath(moveRules(grid, query.options), result.path)!;
  expect([result.path[0], result.path.at(-1), walked.validFrom]).toEqual([query.start, query.goal, 0]);
  expect(Math.abs(walked.rest[0]! - result.cost)).toBeLessThanOrEqual(1e-9 * fresh.cost);
  if (samePath) expect(Array.from(result.path)).toEqual(Array.from(fresh.path));
  return fresh;
}

/** A perfect maze (one way between any two cells) of corridors one cell wide, each cell of a random cost. */
function weightedMaze(seed: number): Grid {
  const grid = weightedMap(seed);
  const rng = seededRandom(seed + 1);
  const open = new Set<number>();
  grid.terrain.fill(WALL);
  const stack = [at(1, 1)];
  open.add(at(1, 1));
  grid.terrain[at(1, 1)] = 0;
  while (stack.length > 0) {
    const c = stack.at(-1)!, x = c % W, y = Math.floor(c / W);
    const next = [[2, 0], [-2, 0], [0, 2], [0, -2]].filter(([dx, dy]) => x + dx! > 0 && x + dx! < W - 1 && y + dy! > 0 && y + dy! < H - 1 && !open.has(at(x + dx!, y + dy!)));
    if (next.length === 0) {
      stack.pop();
      continue;
    }
    const [dx, dy] = next[rng.below(next.length)]!;
    for (const cell of [at(x + dx! / 2, y + dy! / 2), at(x + dx!, y + dy!)]) grid.terrain[cell] = rng.below(WALL);
    open.add(at(x + dx!, y + dy!));
    stack.push(at(x + dx!, y + dy!));
  }
  return grid;
}

describe('a marker dragged while live', () => {
  for (const options of [{ algorithm: 'astar' }, { algorithm: 'astar', topology: 'square4', heuristic: 'manhattan' }, { algorithm: 'dijkstra', topology: 'hex', heuristic: 'zero' }] as Partial<SearchOptions>[]) {
    it(`answers every goal position as a fresh search does, cheaply once re-anchored (${options.topology ?? 'square8'})`, () => {
      const grid = weightedMap(7);
      for (const c of [at(2, 2), at(93, 60)]) grid.terrain[c] = 0;
      const lane = new LiveLane();
      const query = (start: number, goal: number): SearchQuery => ({ start, goal, options: { ...DEFAULT_SEARCH_OPTIONS, ...options } });
      const first = answer(lane, grid, query(at(2, 2), at(93, 60)), null);
      expect(first.method).toBe('fresh');
      const freshWork = expectFresh(grid, query(at(2, 2), at(93, 60)), first.result).metrics.expanded;
      // The goal dragged a cell at a time along the bottom, then up the right side.
      const goals: number[] = [];
      for (let x = 92; x >= 40; x--) goals.push(at(x, 60));
      for (let y = 59; y >= 20; y--) goals.push(at(40, y));
      const methods: LiveMethod[] = [], expanded: number[] = [];
      for (const goal of goals) {
        if (grid.terrain[goal] === WALL) continue;
        const { method, result } = answer(lane, grid, query(at(2, 2), goal), []);
        expectFresh(grid, query(at(2, 2), goal), result);
        methods.push(method);
        expanded.push(result.metrics.expanded);
      }
      // One fresh search (the field anchored at the start) and every other move a repair.
      expect(methods.filter((m) => m === 'fresh')).toHaveLength(1);
      const late = expanded.slice(-40);
      expect(Math.max(...late)).toBeLessThan(freshWork / 10);
      // The re-anchored field is exact on every reachable cell, not only towards the goal of the
      // moment (the A* that re-anchored it went on until it had closed them all).
      const exact = costField(moveRules(grid, query(at(2, 2), at(2, 2)).options), { origin: at(2, 2), direction: 'from', limit: Infinity });
      const field = (lane as unknown as { field: GoalField }).field;
      let reachable = 0;
      for (let c = 0; c < W * H; c++) {
        if (exact[c] === Infinity) continue;
        reachable++;
        expect(Math.abs(field.at(c) - exact[c]!)).toBeLessThanOrEqual(1e-9 * exact[c]! + 1e-9);
      }
      expect(reachable).toBeGreaterThan(W * H * 0.8);
      // So the goal jumping to the far corner, away from every path so far, still costs little.
      let far = at(93, 2);
      while (grid.terrain[far] === WALL) far--;
      const jump = answer(lane, grid, query(at(2, 2), far), []);
      expectFresh(grid, query(at(2, 2), far), jump.result);
      expect(jump.method).toBe('incremental');
      expect(jump.result.metrics.expanded).toBeLessThan(freshWork / 10);

      // Edits with the field anchored at the start: a wall across the path, cheap cells beside it.
      const goal = at(40, 20);
      let markers = { start: at(2, 2), goal };
      const edit = (cells: number[], value: number) => {
        const change = applyMapDeltas(grid, markers, [cellsDelta(cells, value)]);
        repairSearchCache(grid, change);
        return [change];
      };
      const path = answer(lane, grid, query(markers.start, goal), []).result.path;
      const mid = path[path.length >> 1]!;
      for (const [cells, value] of [[dab(W, H, mid % W, Math.floor(mid / W)), WALL], [dab(W, H, (mid % W) + 3, Math.floor(mid / W) + 2), 0]] as const) {
        const { result } = answer(lane, grid, query(markers.start, goal), edit([...cells], value));
        expectFresh(grid, query(markers.start, goal), result);
      }
      // Then the start dragged: answered right from the field anchored at it.
      for (let x = 3; x < 30; x++) {
        markers = { start: at(x, 2 + (x >> 2)), goal };
        if (grid.terrain[markers.start] === WALL) continue;
        const { result } = answer(lane, grid, query(markers.start, goal), []);
        expectFresh(grid, query(markers.start, goal), result);
      }
    });
  }

  it('gives the fresh search\'s own path on a maze, where the optimal path is the only one', () => {
    const grid = weightedMaze(11);
    const lane = new LiveLane();
    const query = (goal: number): SearchQuery => ({ start: at(1, 1), goal, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'astar' } });
    expectFresh(grid, query(at(93, 61)), answer(lane, grid, query(at(93, 61)), null).result, true);
    let moves = 0;
    for (let y = 61; y > 1; y--)
      for (const x of [93, 91, 89]) {
        if (grid.terrain[at(x, y)] === WALL) continue;
        expectFresh(grid, query(at(x, y)), answer(lane, grid, query(at(x, y)), []).result, true);
        moves++;
      }
    expect(moves).toBeGreaterThan(60);
  });
});
