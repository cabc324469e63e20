// The regions that let JPS leave jump points closed (jumpRegions.ts): each pair's box must hold
// every goal its canonical subtree can generate, checked by brute force on random maps, and JPS
// with the pruning must stay optimal on maps where it prunes most (corridors, rooms, mazes).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { runSearch } from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { PAIR_MASK } from '../../../../src/shared/engine/jumpGraph';
import { goalInSight } from '../../../../src/shared/engine/jumpPoints';
import { inRegion } from '../../../../src/shared/engine/jumpRegions';
import { at, gridFromText, options, referenceCost } from './helpers';

/** A random map of walls and ground, denser in walls than the engine-wide property tests (corridors and pockets). */
const wallMaps = (maxSide: number) =>
  fc
    .record({
      width: fc.integer({ min: 3, max: maxSide }),
      height: fc.integer({ min: 3, max: maxSide }),
      walls: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: maxSide * maxSide, maxLength: maxSide * maxSide }),
      density: fc.integer({ min: 15, max: 45 }),
      a: fc.nat(),
      b: fc.nat(),
    })
    .map(({ width, height, walls, density, a, b }) => {
      const grid: Grid = createGrid(width, height);
      for (let c = 0; c < width * height; c++) grid.terrain[c] = walls[c]! < density ? 6 : 0;
      const n = width * height;
      return { grid, start: a % n, goal: b % n };
    });

const JPS = options({ algorithm: 'jps' });

describe('jump point regions', () => {
  it("hold every goal a pair's canonical subtree generates (brute force over the pairs it leads to)", () => {
    fc.assert(
      fc.property(wallMaps(16), ({ grid }) => {
        const ctx = mapContext(grid);
        const graph = ctx.jumpGraph()!, table = ctx.jumpTable()!, width = ctx.width;
        const pairs = 4 * graph.count;
        // Goals each pair sees itself (goalInSight over its canonical moves).
        const sees = (pair: number, gx: number, gy: number) => {
          const c = graph.cellOf[pair >> 2]!;
          return goalInSight(table, width, c, graph.moves[pair]!, c % width, Math.floor(c / width), gx, gy);
        };
        for (let p = 0; p < pairs; p++) {
          if (graph.moves[p] === 0) continue;
          const reached = new Set([p]);
          const todo = [p];
          while (todo.length > 0) {
            const q = todo.pop()!;
            for (let e = graph.first[q]!; e < graph.first[q + 1]!; e++) {
              const r = graph.entries[e]! & PAIR_MASK;
              if (!reached.has(r)) { reached.add(r); todo.push(r); }
            }
          }
          for (let gy = 0; gy < ctx.height; gy++)
            for (let gx = 0; gx < width; gx++) {
              const generated = [...reached].some((q) => sees(q, gx, gy) || graph.cellOf[q >> 2] === gy * width + gx);
              if (generated) expect(inRegion(graph.boxes, p, gx, gy), `pair ${p} goal (${gx}, ${gy})`).toBe(true);
            }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keep JPS optimal where they prune: costs equal the reference Dijkstra on maps of corridors and pockets', () => {
    fc.assert(
      fc.property(wallMaps(24), ({ grid, start, goal }) => {
        const r = runSearch(grid, { start, goal, options: JPS });
        const best = referenceCost(grid, start, goal, JPS);
        if (best === Infinity) expect(r.status).toBe('unreachable');
        else expect(r.cost).toBeCloseTo(best, 9);
      }),
      { numRuns: 800 },
    );
  });

  it('let JPS spend nothing on a room off the way: the same expansions as with the room walled up', () => {
    // A winding corridor (the way costs far more than the estimate, so jump points along it are
    // expanded) with rooms behind a door off its last bend: jump points there lead on to others, so
    // no single jump point in them is a dead end, but none of them leads out.
    const corridor = (rooms: string[]) => gridFromText(`
      #########
      #.......#
      #######.#
      #.......#
      #.#######
      #.......#
      #######.#
      #.......#
      #.#.#####
      ${rooms[0]}
      ${rooms[1]}
      #.#######
      #.......#
      #########`);
    const search = (map: Grid, goal: number) => runSearch(map, { start: at(map, 1, 1), goal, options: JPS });
    const withRoom = corridor(['#.#...#.#', '#.###...#']), walledUp = corridor(['#.#.#####', '#.#######']);
    const a = search(withRoom, at(withRoom, 1, 12)), b = search(walledUp, at(walledUp, 1, 12));
    expect(a.cost).toBeCloseTo(referenceCost(withRoom, at(withRoom, 1, 1), at(withRoom, 1, 12), JPS), 9);
    expect(a.cost).toBe(b.cost);
    expect([a.metrics.expanded, a.metrics.generated]).toEqual([b.metrics.expanded, b.metrics.generated]);
    expect(search(withRoom, at(withRoom, 7, 9)).cost).toBeCloseTo(referenceCost(withRoom, at(withRoom, 1, 1), at(withRoom, 7, 9), JPS), 9);
  });
});
