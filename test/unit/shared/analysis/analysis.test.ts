// The level analyses against plain references written from the rules (helpers.ts): regions against
// a flood fill, cost fields and movement ranges against the reference Dijkstra, cuts against a
// search for a smaller separating set, on random maps of every topology and corner rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Grid } from '../../../../src/shared/grid/grid';
import type { SearchOptions } from '../../../../src/shared/engine/index';
import { costField } from '../../../../src/shared/analysis/costField';
import { movementRange } from '../../../../src/shared/analysis/movementRange';
import { moveRules } from '../../../../src/shared/analysis/moveRules';
import { regionMapOf } from '../../../../src/shared/analysis/regions';
import { createVertexCutSearch, minimumVertexCut, UncuttableError } from '../../../../src/shared/analysis/vertexCut';
import { heightCostings, topologies, weightedMap } from '../engine/arbitraries';
import { lengthMatches, loadBenchmark, options, referenceCost, referenceMoves } from '../engine/helpers';

const RUNS = { numRuns: Number(process.env.PROP_RUNS ?? 200) };
const passable = (grid: Grid, c: number) => grid.palette[grid.terrain[c]!]!.passable;
const close = (a: number, b: number) => (b === Infinity ? a === Infinity : Math.abs(a - b) <= 1e-9 * Math.max(1, b));

/** Region of every cell by a flood fill over the reference moves (−1 on walls), renumbered by first appearance. */
function referenceRegions(grid: Grid, o: SearchOptions): Int32Array {
  const n = grid.width * grid.height, label = new Int32Array(n).fill(-1);
  let next = 0;
  for (let s = 0; s < n; s++) {
    if (label[s] !== -1 || !passable(grid, s)) continue;
    const stack = [s];
    label[s] = next;
    while (stack.length > 0) {
      const c = stack.pop()!;
      for (const [x, y] of referenceMoves(grid, c % grid.width, Math.floor(c / grid.width), o)) {
        const m = y * grid.width + x;
        if (label[m] === -1) {
          label[m] = next;
          stack.push(m);
        }
      }
    }
    next++;
  }
  return label;
}

/** Labels renumbered by first appearance, so two partitions compare equal whatever their ids. */
function canonical(labels: Int32Array): number[] {
  const seen = new Map<number, number>();
  return [...labels].map((l) => (l < 0 ? -1 : seen.get(l) ?? (seen.set(l, seen.size), seen.size - 1)));
}

/** Whether goal can be reached from start by the reference moves with the cells in `blocked` walled off. */
function connected(grid: Grid, o: SearchOptions, start: number, goal: number, blocked: Set<number>): boolean {
  const seen = new Set([start]), stack = [start];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (c === goal) return true;
    for (const [x, y] of referenceMoves(grid, c % grid.width, Math.floor(c / grid.width), o)) {
      const m = y * grid.width + x;
      if (!seen.has(m) && !blocked.has(m)) {
        seen.add(m);
        stack.push(m);
      }
    }
  }
  return false;
}

/** Whether some set of `size` cells (not start or goal) separates them: tried exhaustively. */
function someCutOfSize(grid: Grid, o: SearchOptions, start: number, goal: number, size: number): boolean {
  const candidates: number[] = [];
  for (let c = 0; c < grid.width * grid.height; c++) if (c !== start && c !== goal && passable(grid, c)) candidates.push(c);
  const pick = (from: number, chosen: number[]): boolean => {
    if (chosen.length === size) return !connected(grid, o, start, goal, new Set(chosen));
    for (let i = from; i < candidates.length; i++) if (pick(i + 1, [...chosen, candidates[i]!])) return true;
    return false;
  };
  return pick(0, []);
}

describe('regions', () => {
  it('are the flood fill’s components, with their sizes largest first', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, fc.integer({ min: 2, max: 5 }), ({ grid }, rules, tile) => {
        const o = options(rules);
        const regions = regionMapOf(grid, o, tile);
        const expected = referenceRegions(grid, o);
        expect(canonical(regions.labels())).toEqual(canonical(expected));
        const sizes = new Map<number, number>();
        for (const l of expected) if (l >= 0) sizes.set(l, (sizes.get(l) ?? 0) + 1);
        expect(regions.summary()).toEqual({ count: sizes.size, sizes: [...sizes.values()].sort((a, b) => b - a) });
      }),
      RUNS,
    );
  });

  it('kept current through a long random edit sequence equal a fresh computation after every edit', () => {
    fc.assert(
      fc.property(
        weightedMap(),
        topologies,
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.record({ x: fc.nat(), y: fc.nat(), w: fc.integer({ min: 1, max: 3 }), h: fc.integer({ min: 1, max: 3 }), terrain: fc.constantFrom(0, 2, 4, 5, 6) }), { minLength: 1, maxLength: 40 }),
        ({ grid }, rules, tile, edits) => {
          const o = options(rules);
          const live = regionMapOf(grid, o, tile);
          for (const e of edits) {
            const x0 = e.x % grid.width, y0 = e.y % grid.height, changed: number[] = [];
            for (let y = y0; y < Math.min(grid.height, y0 + e.h); y++)
              for (let x = x0; x < Math.min(grid.width, x0 + e.w); x++) {
                grid.terrain[y * grid.width + x] = e.terrain;
                changed.push(y * grid.width + x);
              }
            live.update(changed, (c) => passable(grid, c));
            const fresh = regionMapOf({ ...grid, terrain: grid.terrain.slice() }, o, tile);
            expect(canonical(live.labels())).toEqual(canonical(fresh.labels()));
            expect(live.summary()).toEqual(fresh.summary());
          }
        },
      ),
      { numRuns: Math.ceil(RUNS.numRuns / 4) },
    );
  });
});

describe('cost fields', () => {
  it('from a cell and to it cost what the reference Dijkstra says, heights and all', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, heightCostings, fc.nat(), ({ grid, start, goal }, rules, heightCosting, pick) => {
        const o = options({ ...rules, heightCosting });
        const r = moveRules(grid, o);
        const from = costField(r, { origin: start, direction: 'from', limit: Infinity });
        const to = costField(r, { origin: goal, direction: 'to', limit: Infinity });
        const n = grid.width * grid.height;
        for (const c of [goal, pick % n, (pick * 7) % n]) {
          expect(close(from[c]!, referenceCost(grid, start, c, o))).toBe(true);
          expect(close(to[c]!, referenceCost(grid, c, goal, o))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('stop at the limit: cells costing more are left unreached', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, fc.double({ min: 0, max: 20, noNaN: true }), ({ grid, start }, rules, limit) => {
        const r = moveRules(grid, options(rules));
        const whole = costField(r, { origin: start, direction: 'from', limit: Infinity });
        const bounded = costField(r, { origin: start, direction: 'from', limit });
        for (let c = 0; c < whole.length; c++) expect(bounded[c]).toBe(whole[c]! <= limit ? whole[c] : Infinity);
      }),
      RUNS,
    );
  });
});

describe('movement range', () => {
  it('holds the cells within the budget, bands of 2× and 3× beyond, and its frontier has a move out', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, fc.double({ min: 0, max: 8, noNaN: true }), ({ grid, start }, rules, budget) => {
        const o = options(rules);
        const r = moveRules(grid, o);
        const field = costField(r, { origin: start, direction: 'from', limit: 3 * budget });
        const range = movementRange(r, field, budget);
        let cells = 0, frontier = 0;
        for (let c = 0; c < grid.width * grid.height; c++) {
          const cost = referenceCost(grid, start, c, o);
          const band = cost <= budget ? 1 : cost <= 2 * budget ? 2 : cost <= 3 * budget ? 3 : 0;
          expect(range.band[c]).toBe(band);
          if (band !== 1) continue;
          cells++;
          const moves = referenceMoves(grid, c % grid.width, Math.floor(c / grid.width), o);
          if (moves.some(([x, y]) => referenceCost(grid, start, y * grid.width + x, o) > budget)) frontier++;
        }
        expect(range.cells).toBe(cells);
        expect(range.frontier).toBe(frontier);
      }),
      { numRuns: Math.ceil(RUNS.numRuns / 4) },
    );
  });
});

describe('chokepoints', () => {
  it('the cut separates start and goal, and no smaller set of cells does', () => {
    const small = weightedMap().filter(({ grid }) => grid.width * grid.height <= 30);
    fc.assert(
      fc.property(small, topologies, ({ grid, start, goal }, rules) => {
        const o = options(rules);
        fc.pre(passable(grid, start) && passable(grid, goal) && start !== goal);
        const adjacent = referenceMoves(grid, start % grid.width, Math.floor(start / grid.width), o).some(([x, y]) => y * grid.width + x === goal);
        if (adjacent) {
          expect(() => minimumVertexCut(moveRules(grid, o), start, goal)).toThrow(UncuttableError);
          return;
        }
        const cut = minimumVertexCut(moveRules(grid, o), start, goal);
        expect(cut.cells).toHaveLength(cut.width);
        expect(cut.cells).not.toContain(start);
        expect(cut.cells).not.toContain(goal);
        expect(connected(grid, o, start, goal, new Set(cut.cells))).toBe(false);
        if (cut.width > 0) expect(someCutOfSize(grid, o, start, goal, cut.width - 1)).toBe(false);
      }),
      { numRuns: Math.ceil(RUNS.numRuns / 2) },
    );
  });

  it('a search stepped a few nodes at a time finds the cut it finds in whole searches, over many more steps', () => {
    const { grid } = loadBenchmark('den011d');
    const r = moveRules(grid, options());
    const passableCells = Array.from(grid.terrain.keys()).filter((c) => passable(grid, c));
    const start = passableCells[0]!, goal = passableCells.at(-1)!;
    const count = (slice: number) => {
      const search = createVertexCutSearch(r, start, goal, slice);
      let steps = 1;
      while (!search.step()) steps++;
      return { steps, cut: search.result() };
    };
    const whole = count(Number.MAX_SAFE_INTEGER), sliced = count(97);
    expect(sliced.cut).toEqual(whole.cut);
    expect(whole.steps).toBe(whole.cut.width + 1);
    expect(sliced.steps).toBeGreaterThan(10 * whole.steps);
  });
});

describe('on the MovingAI maps', () => {
  const MAPS = ['arena', 'den011d', 'lak303d', 'Berlin_0_256', 'maze512-1-0', 'random512-20-0'];

  it.each(MAPS)('%s: regions are the flood fill’s, and the field from a line’s start costs its listed length at every goal', { timeout: 120_000 }, (name) => {
    const { grid, scen } = loadBenchmark(name);
    const o = options();
    expect(canonical(regionMapOf(grid, o).labels())).toEqual(canonical(referenceRegions(grid, o)));
    const r = moveRules(grid, o);
    // Up to 40 lines spread over the file, grouped by start: one field answers every goal of its start.
    const lines = scen.entries.filter((_, i) => i % Math.max(1, Math.floor(scen.entries.length / 40)) === 0);
    const byStart = new Map<number, typeof lines>();
    for (const l of lines) {
      const start = l.startY * grid.width + l.startX;
      byStart.set(start, [...(byStart.get(start) ?? []), l]);
    }
    for (const [start, group] of byStart) {
      const field = costField(r, { origin: start, direction: 'from', limit: Infinity });
      for (const l of group) expect(lengthMatches(field[l.goalY * grid.width + l.goalX]!, l.optimal, scen.version === '1.0')).toBe(true);
    }
  });
});
