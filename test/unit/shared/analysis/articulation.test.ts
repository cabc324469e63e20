// The cells whose blocking alone splits a region, against brute force: paint a wall on each open
// cell in turn and count the regions by a flood fill over the reference moves (helpers.ts), on
// random maps of every topology and corner rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Grid } from '../../../../src/shared/grid/grid';
import type { SearchOptions } from '../../../../src/shared/engine/index';
import { articulationPoints, createArticulationSearch } from '../../../../src/shared/analysis/articulation';
import { moveRules } from '../../../../src/shared/analysis/moveRules';
import { topologies, weightedMap } from '../engine/arbitraries';
import { options, referenceMoves } from '../engine/helpers';

const RUNS = { numRuns: Number(process.env.PROP_RUNS ?? 200) };
const WALL = 6;
const passable = (grid: Grid, c: number) => grid.palette[grid.terrain[c]!]!.passable;

/** How many regions the reference moves make of `grid`. */
function regionCount(grid: Grid, o: SearchOptions): number {
  const n = grid.width * grid.height, seen = new Uint8Array(n);
  let count = 0;
  for (let s = 0; s < n; s++) {
    if (seen[s] || !passable(grid, s)) continue;
    count++;
    seen[s] = 1;
    const stack = [s];
    while (stack.length > 0) {
      const c = stack.pop()!;
      for (const [x, y] of referenceMoves(grid, c % grid.width, Math.floor(c / grid.width), o)) {
        const m = y * grid.width + x;
        if (!seen[m]) {
          seen[m] = 1;
          stack.push(m);
        }
      }
    }
  }
  return count;
}

/** The open cells a wall painted on alone leaves more regions than before. */
function bruteForce(grid: Grid, o: SearchOptions): number[] {
  const before = regionCount(grid, o), out: number[] = [];
  for (let c = 0; c < grid.width * grid.height; c++) {
    if (!passable(grid, c)) continue;
    const walled = { ...grid, terrain: grid.terrain.slice() };
    walled.terrain[c] = WALL;
    if (regionCount(walled, o) > before) out.push(c);
  }
  return out;
}

describe('articulation points', () => {
  it('the wall palette entry is a wall', () => {
    const { grid } = fc.sample(weightedMap(), 1)[0]!;
    expect(grid.palette[WALL]!.passable).toBe(false);
  });

  it('are exactly the cells whose blocking increases the region count', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, ({ grid }, rules) => {
        const o = options(rules);
        expect([...articulationPoints(moveRules(grid, o))]).toEqual(bruteForce(grid, o));
      }),
      RUNS,
    );
  });

  it('give the same answer in slices of one cell as at once', () => {
    fc.assert(
      fc.property(weightedMap(), topologies, ({ grid }, rules) => {
        const r = moveRules(grid, options(rules));
        const search = createArticulationSearch(r);
        while (!search.step(1));
        expect([...search.result()]).toEqual([...articulationPoints(r)]);
      }),
      { numRuns: 50 },
    );
  });

  it('find the door between two rooms and the cells either side of it', () => {
    // Two 3×3 rooms joined by a door at x = 3 (square8, no corner cutting): the door and the room cells beside it split the map.
    const o = options({ topology: 'square8', cornerRule: 'no-cutting' });
    const { grid } = fc.sample(weightedMap(true), 1)[0]!;
    const g: Grid = { ...grid, width: 7, height: 3, terrain: new Uint8Array(21), heights: null };
    for (let y = 0; y < 3; y++) if (y !== 1) g.terrain[y * 7 + 3] = WALL;
    const cells = [...articulationPoints(moveRules(g, o))];
    expect(cells).toEqual([1 * 7 + 2, 1 * 7 + 3, 1 * 7 + 4]);
  });
});
