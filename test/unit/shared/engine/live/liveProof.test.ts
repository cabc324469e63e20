// The live path's proof: random edits (cells, 8-cell dabs, rectangles, fills, heights, palette cost
// and passability changes, marker moves) applied in place to maps of mixed and of uniform costs,
// under every algorithm and rule set; after each, a live lane answers and its cost is compared
// with a fresh search's on a copy of the map. Some answers are cancelled halfway (the next one
// then follows every edit since the last answer), some edits pile up unanswered. 0 mismatches.
// The default run samples; ENGINE_PROOF=full runs 10,000 edits and more.
import { describe, expect, it } from 'vitest';
import { seededRandom, type SeededRandom } from '../../../../../src/shared/batch/rng';
import { applyMapDeltas } from '../../../../../src/shared/edit/mapEdit';
import { createGrid, type Grid } from '../../../../../src/shared/grid/grid';
import { DEFAULT_SEARCH_OPTIONS, runSearch, SearchInputError, type SearchOptions, type SearchQuery } from '../../../../../src/shared/engine/index';
import { repairSearchCache, type MapChange } from '../../../../../src/shared/engine/mapContext';
import { LiveLane, type LiveMethod } from '../../../../../src/shared/engine/live/liveLane';
import { keptPath } from '../../../../../src/shared/engine/live/keptPath';
import { moveRules } from '../../../../../src/shared/analysis/moveRules';
import type { MapDelta } from '../../../../../src/shared/edit/mapDelta';
import { randomEdit, type EditKind } from '../randomEdits';

const FULL = process.env.ENGINE_PROOF === 'full';
/** Edits per configuration: 11 configurations × 1,100 under ENGINE_PROOF=full (12,100 edits), a sample by default. */
const EDITS = FULL ? 1100 : 90;

const LIVE_KINDS: readonly EditKind[] = ['cell', 'dab', 'dab', 'dab', 'dab', 'rect', 'fill', 'heights', 'palette-cost', 'palette-passable', 'markers', 'markers', 'markers'];

/** Configurations: algorithms with the rule sets they take (JPS needs one cost; JPSW 8 neighbours without corner cutting). */
const CONFIGS: { name: string; uniform: boolean; heights: boolean; options: Partial<SearchOptions>; jumpAfter?: number }[] = [
  { name: 'A* octile, no corner cutting', uniform: false, heights: false, options: { algorithm: 'astar' } },
  { name: 'A* on one cost, JPS answering repairs past 4 expansions', uniform: true, heights: false, options: { algorithm: 'astar' }, jumpAfter: 4 },
  { name: 'A* with height costs, corners allowed', uniform: false, heights: true, options: { algorithm: 'astar', cornerRule: 'allow', heightCosting: { uphill: 1.5, downhill: 0.5 } } },
  { name: 'A* square4 manhattan', uniform: false, heights: false, options: { algorithm: 'astar', topology: 'square4', heuristic: 'manhattan' } },
  { name: 'Dijkstra hex', uniform: false, heights: false, options: { algorithm: 'dijkstra', topology: 'hex', heuristic: 'zero' } },
  { name: 'Dijkstra no-squeeze, diagonal 1.4', uniform: false, heights: false, options: { algorithm: 'dijkstra', cornerRule: 'no-squeeze', diagonalCost: '1.4', heuristic: 'zero' } },
  { name: 'JPS on one cost', uniform: true, heights: false, options: { algorithm: 'jps' } },
  { name: 'JPSW', uniform: false, heights: false, options: { algorithm: 'jpsw' } },
  { name: 'bidirectional A*', uniform: false, heights: false, options: { algorithm: 'bidirectional' } },
  { name: 'weighted A* (w 1.8): the engine answers', uniform: false, heights: false, options: { algorithm: 'weighted-astar', weight: 1.8 } },
  { name: 'A* with an inadmissible estimate (manhattan on 8 neighbours)', uniform: false, heights: false, options: { algorithm: 'astar', heuristic: 'manhattan' } },
];

function randomMap(rng: SeededRandom, uniform: boolean, heights: boolean): Grid {
  const width = 12 + rng.below(28), height = 10 + rng.below(24);
  const grid = createGrid(width, height);
  for (let c = 0; c < width * height; c++) grid.terrain[c] = rng.next() < 0.12 ? 6 : uniform ? 0 : rng.below(5);
  if (heights) grid.heights = Int16Array.from({ length: width * height }, () => rng.below(7) - 3);
  return grid;
}

/** A random passable cell (any cell when there is none after a few tries). */
function openCell(grid: Grid, rng: SeededRandom): number {
  let c = rng.below(grid.width * grid.height);
  for (let i = 0; i < 20 && !grid.palette[grid.terrain[c]!]!.passable; i++) c = rng.below(grid.width * grid.height);
  return c;
}

/** The start (more often) or the goal dragged a few cells, as a pointer moves it. */
function dragMarker(grid: Grid, markers: { start: number; goal: number }, rng: SeededRandom): MapDelta {
  const moveGoal = rng.next() < 0.35;
  const from = moveGoal ? markers.goal : markers.start;
  const x = Math.min(grid.width - 1, Math.max(0, (from % grid.width) + rng.below(7) - 3));
  const y = Math.min(grid.height - 1, Math.max(0, Math.floor(from / grid.width) + rng.below(7) - 3));
  const to = y * grid.width + x;
  return { kind: 'markers', start: moveGoal ? markers.start : to, goal: moveGoal ? to : markers.goal };
}

const copy = (g: Grid): Grid => ({ ...g, terrain: g.terrain.slice(), heights: g.heights?.slice() ?? null, palette: g.palette.map((t) => ({ ...t })) });

/** The fresh search's answer, or the sentence it refuses with. */
function fresh(grid: Grid, query: SearchQuery): { cost: number; status: string } | string {
  try {
    return runSearch(copy(grid), query);
  } catch (err) {
    if (err instanceof SearchInputError) return err.message;
    throw err;
  }
}

describe(`live answers equal fresh searches after random edits (${FULL ? 'full: 12,100 edits' : 'a sample; ENGINE_PROOF=full for 12,100 edits'})`, () => {
  for (const [n, config] of CONFIGS.entries()) {
    it(`${config.name}`, () => {
      const rng = seededRandom(1000 + n);
      let grid = randomMap(rng, config.uniform, config.heights);
      const markers = { start: openCell(grid, rng), goal: openCell(grid, rng) };
      let lane = new LiveLane(config.jumpAfter);
      let pending: MapChange[] | null = null;
      const methods: Partial<Record<LiveMethod, number>> = {};
      let mismatches = 0, compared = 0;
      for (let e = 0; e < EDITS; e++) {
        if (e % 150 === 149) {
          // Now and then a new map and lane, so early revisions of a map are tried as often as late ones.
          grid = randomMap(rng, config.uniform, config.heights);
          markers.start = openCell(grid, rng);
          markers.goal = openCell(grid, rng);
          lane = new LiveLane(config.jumpAfter);
          pending = null;
        }
        const kind = LIVE_KINDS[rng.below(LIVE_KINDS.length)]!;
        // Cells may take passable terrains 0–4 (only Ground on a map of one cost) and the wall 6.
        const terrains = config.uniform ? [0, 0, 0, 6] : [0, 1, 2, 3, 4, 6];
        const deltas = kind === 'markers' ? [dragMarker(grid, markers, rng)] : randomEdit(grid, rng, kind, terrains, [4, 6]);
        const change = applyMapDeltas(grid, markers, deltas);
        repairSearchCache(grid, change);
        (pending ??= []).push(change);
        if (rng.next() < 0.15) continue; // an edit the lane does not answer: the next answer follows both
        const query: SearchQuery = { start: markers.start, goal: markers.goal, options: { ...DEFAULT_SEARCH_OPTIONS, ...config.options } };
        const expected = fresh(grid, query);
        let work;
        try {
          work = lane.begin(grid, query, pending);
        } catch (err) {
          expect(err instanceof SearchInputError ? err.message : err).toBe(expected);
          pending = [];
          continue;
        }
        if (rng.next() < 0.1) {
          work.step(1 + rng.below(20));
          work.cancel();
          continue; // pending stays: the next answer follows every edit since the last one
        }
        while (!work.step(1 << 20));
        pending = [];
        methods[work.method] = (methods[work.method] ?? 0) + 1;
        const result = work.result();
        // The lane's own work is tagged (its figures are not the configuration's search); the engine's
        // answer is not (nor an unreachable goal, which the engine answers with its closest cell).
        if (work.method === 'engine' || result.status !== 'found') expect(result.liveWork).toBeUndefined();
        else if (work.method !== 'same') expect(result.liveWork).toBe(work.method);
        if (typeof expected === 'string') throw new Error(`The fresh search refused (${expected}) but the live one answered.`);
        compared++;
        const same = result.status === expected.status && (result.cost === expected.cost || Math.abs(result.cost - expected.cost) <= 1e-9 * Math.max(1, expected.cost));
        if (!same) mismatches++;
        expect({ edit: e, kind, method: work.method, status: result.status, cost: result.cost }).toEqual({ edit: e, kind, method: work.method, status: expected.status, cost: same ? result.cost : expected.cost });
        if (result.status === 'found') {
          // The live path is walkable and costs what it says.
          const walked = keptPath(moveRules(grid, query.options), result.path)!;
          expect(walked.validFrom).toBe(0);
          expect(result.path[0]).toBe(query.start);
          expect(result.path.at(-1)).toBe(query.goal);
          expect(Math.abs(walked.rest[0]! - result.cost)).toBeLessThanOrEqual(1e-9 * Math.max(1, result.cost));
        }
      }
      expect(mismatches).toBe(0);
      expect(compared).toBeGreaterThan(EDITS / 2);
      if (config.options.algorithm !== 'weighted-astar' && !config.name.includes('inadmissible')) {
        // The optimal configurations are answered by reuse, not only afresh.
        expect((methods.incremental ?? 0) + (methods.same ?? 0)).toBeGreaterThan(0);
      }
      // With a small budget, JPS takes over repairs, and its answers are among those compared.
      if (config.jumpAfter !== undefined) expect(methods.jump ?? 0).toBeGreaterThan(0);
    }, FULL ? 1_200_000 : undefined);
  }
});
