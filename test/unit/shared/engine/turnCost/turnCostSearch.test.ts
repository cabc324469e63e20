// Turn-cost searches against a reference Dijkstra over (cell, heading) states written here from the
// rules in the issue: a heading is the geometric angle of a move (hex cells at their drawn centres),
// a turn costs the turn cost per 45° on squares and per 60° on hexes, and the first move is free.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSearch, type SearchOptions, type SearchResult } from '../../../../../src/shared/engine/index';
import { NO_HEADING, pathTurns, turnUnits } from '../../../../../src/shared/engine/turnCost/headings';
import { turnsStillNeeded } from '../../../../../src/shared/engine/turnCost/stateSpace';
import type { Grid } from '../../../../../src/shared/grid/grid';
import { heightCostings, topologies, weightedMap } from '../arbitraries';
import { at, gridFromText, moveCost, options, referenceMoves, walkedCost } from '../helpers';

const RUNS = { numRuns: Number(process.env.PROP_RUNS ?? 200) };

/** A move's angle in degrees, from the cells' drawn centres (odd hex rows sit half a cell right, rows √3/2 apart). */
function angleOf(grid: Grid, a: number, b: number, hex: boolean): number {
  const centre = (c: number) => {
    const x = c % grid.width, y = Math.floor(c / grid.width);
    return hex ? [x + (y % 2) / 2, (y * Math.sqrt(3)) / 2] : [x, y];
  };
  const [ax, ay] = centre(a), [bx, by] = centre(b);
  return (Math.atan2(by! - ay!, bx! - ax!) * 180) / Math.PI;
}

/** Steps of the turn from angle a to angle b (null: no heading yet, the first move). */
function turnSteps(a: number | null, b: number, hex: boolean): number {
  if (a === null) return 0;
  let d = Math.abs(a - b) % 360;
  if (d > 180) d = 360 - d;
  return Math.round(d / (hex ? 60 : 45));
}

/** What walking `path` costs by the reference rules, turns included; NaN for an illegal move. */
function walkedWithTurns(grid: Grid, path: ArrayLike<number>, o: SearchOptions): number {
  const hex = o.topology === 'hex';
  let turns = 0, heading: number | null = null;
  for (let i = 1; i < path.length; i++) {
    const angle = angleOf(grid, path[i - 1]!, path[i]!, hex);
    turns += turnSteps(heading, angle, hex);
    heading = angle;
  }
  return walkedCost(grid, path, o) + o.turnCost * turns;
}

/** Dijkstra over (cell, heading) states, a linear scan for the minimum: slow, obviously right. */
function referenceTurnCost(grid: Grid, start: number, goal: number, o: SearchOptions): number {
  const hex = o.topology === 'hex';
  if (!grid.palette[grid.terrain[start]!]!.passable) return Infinity;
  const dist = new Map<string, { cell: number; heading: number | null; d: number }>();
  const done = new Set<string>();
  const key = (cell: number, heading: number | null) => `${cell}|${heading === null ? '-' : Math.round(heading)}`;
  dist.set(key(start, null), { cell: start, heading: null, d: 0 });
  for (;;) {
    let best: { k: string; cell: number; heading: number | null; d: number } | null = null;
    for (const [k, v] of dist) if (!done.has(k) && (best === null || v.d < best.d)) best = { k, ...v };
    if (best === null) return Infinity;
    if (best.cell === goal) return best.d;
    done.add(best.k);
    const x = best.cell % grid.width, y = Math.floor(best.cell / grid.width);
    for (const [nx, ny, len] of referenceMoves(grid, x, y, o)) {
      const nb = ny * grid.width + nx, angle = angleOf(grid, best.cell, nb, hex);
      const d = best.d + moveCost(grid, o, best.cell, nb, len) + o.turnCost * turnSteps(best.heading, angle, hex);
      const k = key(nb, angle), old = dist.get(k);
      if (!old || d < old.d) dist.set(k, { cell: nb, heading: angle, d });
    }
  }
}

const close = (a: number, b: number) => (a === Infinity ? b === Infinity : Math.abs(a - b) <= 2 ** -20 + 1e-9 * Math.max(1, b));

function expectWalks(grid: Grid, r: SearchResult, start: number, goal: number, o: SearchOptions): void {
  expect([r.path[0], r.path.at(-1)]).toEqual([start, goal]);
  const walked = walkedWithTurns(grid, r.path, o);
  expect(walked, 'a move between two consecutive cells is not allowed').not.toBeNaN();
  expect(Math.abs(walked - r.cost) <= 1e-9 * Math.max(1, r.cost), `walking the path costs ${walked}, the result says ${r.cost}`).toBe(true);
  expect(r.turns!.cost).toBeCloseTo(walked - walkedCost(grid, r.path, o), 9);
}

describe('searches with a turn cost', () => {
  it('A*, Dijkstra and bidirectional A* cost what a reference Dijkstra over (cell, heading) states costs, on every topology and corner rule', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, heightCostings, fc.constantFrom(0.25, 1, 2.5), ({ grid, start, goal }, topo, heightCosting, turnCost) => {
        const o = options({ ...topo, heightCosting, turnCost, closestIfUnreachable: false });
        const optimal = referenceTurnCost(grid, start, goal, o);
        for (const algorithm of ['astar', 'dijkstra', 'bidirectional'] as const) {
          const r = runSearch(grid, { start, goal, options: { ...o, algorithm } });
          expect(close(r.cost, optimal), `${algorithm} on ${topo.topology}/${topo.cornerRule}: ${r.cost}, the reference ${optimal}`).toBe(true);
          if (r.status === 'found') expectWalks(grid, r, start, goal, o);
        }
      }),
      RUNS,
    );
  });

  it('weighted A* stays within its weight of the optimum, turns included', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, fc.constantFrom(0.5, 2), ({ grid, start, goal }, topo, turnCost) => {
        const o = options({ ...topo, turnCost, algorithm: 'weighted-astar', weight: 1.5, closestIfUnreachable: false });
        const optimal = referenceTurnCost(grid, start, goal, o);
        const r = runSearch(grid, { start, goal, options: o });
        if (optimal === Infinity) {
          expect(r.cost).toBe(Infinity);
          return;
        }
        expect(r.cost).toBeGreaterThanOrEqual(optimal - 1e-9);
        expect(r.cost).toBeLessThanOrEqual(1.5 * optimal + 1e-9);
        expectWalks(grid, r, start, goal, o);
      }),
      RUNS,
    );
  });

  it('takes the path with fewer turns when turning costs more than the detour, and says how many it made', () => {
    const grid = gridFromText(`
      ......
      .####.
      ......
    `);
    const start = at(grid, 0, 2), goal = at(grid, 5, 2);
    const free = runSearch(grid, { start, goal, options: options({ topology: 'square4' }) });
    const turning = runSearch(grid, { start, goal, options: options({ topology: 'square4', turnCost: 1 }) });
    expect(free.cost).toBe(5);
    expect(turning.turns).toEqual({ count: 0, units: 0, cost: 0 });
    expect(turning.cost).toBe(5);
    // Through the top row: 9 moves and two 90° turns (4 units) cost 9 + 4; the bottom row is straight.
    const blocked = gridFromText(`
      ......
      .####.
      ##..##
    `);
    const around = runSearch(blocked, { start: at(blocked, 0, 1), goal: at(blocked, 5, 1), options: options({ topology: 'square4', turnCost: 2 }) });
    expect(around.turns).toEqual({ count: 2, units: 4, cost: 8 });
    expect(around.cost).toBe(7 + 8);
  });

  it('counts a reversal as four 45° turns on squares and three 60° turns on hexes; the first move is free', () => {
    expect(pathTurns([0, 1, 0], 4, 'square4', 1)).toEqual({ count: 1, units: 4, cost: 4 });
    expect(pathTurns([0, 1, 2], 4, 'square8', 1)).toEqual({ count: 0, units: 0, cost: 0 });
    expect(pathTurns([0, 1, 7], 5, 'square8', 2)).toEqual({ count: 1, units: 1, cost: 2 });
    expect(pathTurns([0, 1, 0], 4, 'hex', 1)).toEqual({ count: 1, units: 3, cost: 3 });
    expect(pathTurns([7], 4, 'hex', 1)).toEqual({ count: 0, units: 0, cost: 0 });
  });

  it('bounds the turns still to make from below, consistently: never more than a move turns plus the bound after it, 0 at the goal', () => {
    // The 8 square headings as vectors, 45° apart clockwise from east (y down).
    const moves = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]] as const;
    for (let h = 0; h <= NO_HEADING; h++)
      for (let ex = -6; ex <= 6; ex++)
        for (let ey = -6; ey <= 6; ey++) {
          if (ex === 0 && ey === 0) { expect(turnsStillNeeded(h, ex, ey)).toBe(0); continue; }
          moves.forEach(([dx, dy], u) => {
            expect(turnsStillNeeded(h, ex, ey), `heading ${h}, goal (${ex}, ${ey}), move ${u}`)
              .toBeLessThanOrEqual(turnUnits(h, u, 8) + turnsStillNeeded(u, ex - dx, ey - dy));
          });
        }
    // Off the ray by a little: one 45° turn at least; straight behind: a reversal.
    expect(turnsStillNeeded(0, 5, 1)).toBe(1);
    expect(turnsStillNeeded(0, -3, 0)).toBe(4);
  });

  it('refuses it in Jump Point Search, JPS (weighted), Theta*, greedy and breadth-first search with a sentence naming what takes it', () => {
    const grid = gridFromText(`
      ....
      ....
    `);
    for (const algorithm of ['jps', 'jpsw', 'theta', 'greedy', 'bfs'] as const)
      expect(() => runSearch(grid, { start: 0, goal: 7, options: options({ algorithm, turnCost: 1 }) }), algorithm)
        .toThrow(/cannot add a turn cost.*set Turn cost to 0, or choose A\*, Weighted A\*, Dijkstra or Bidirectional A\* instead/);
  });

  it('with the turn cost at 0 searches as before, with no turn figures', () => {
    const grid = gridFromText(`
      ..#.
      ....
    `);
    const r = runSearch(grid, { start: 0, goal: 3, options: options() });
    expect(r.turns).toBeUndefined();
    expect(r.cost).toBeCloseTo(3 + Math.SQRT2, 9);
  });
});
