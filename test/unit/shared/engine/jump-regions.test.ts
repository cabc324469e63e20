// The regions that let JPS leave jump points closed (jump-regions.ts): each pair's box must hold
// every goal its canonical subtree can generate, checked by brute force on random maps, and JPS
// with the pruning must stay optimal on maps where it prunes most (corridors, rooms, mazes).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { createSearch, runSearch, CellState } from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/map-context';
import { goalInSight } from '../../../../src/shared/engine/jump-points';
import { inRegion, UNBOUNDED_LOW } from '../../../../src/shared/engine/jump-regions';
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
              const r = graph.pairs[e]!;
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

  it('leave a dead-end corridor closed when the goal is elsewhere, and open it when the goal is in it', () => {
    // A hall along the top with a pocket of side rooms below: from the hall, the pocket's entry
    // is a jump point whose subtree stays in the pocket.
    const m = gridFromText(`
      ##########
      #........#
      ###.######
      #.....####
      ###.######
      #........#
      ##########`);
    const ctx = mapContext(m);
    const graph = ctx.jumpGraph()!;
    expect([...graph.boxes].some((v, i) => i % 4 === 0 && v !== UNBOUNDED_LOW)).toBe(true);
    const seenCells = (goal: number) => {
      const s = createSearch(m, { start: at(m, 1, 1), goal, options: JPS });
      let state = s.snapshot!();
      while (!s.step(1)) state = s.snapshot!();
      return { result: s.result(), state };
    };
    // Goal at the hall's far end: nothing below row 2 is opened or closed.
    const far = seenCells(at(m, 8, 1));
    expect(far.result.cost).toBe(7);
    for (let y = 3; y < 6; y++) for (let x = 0; x < 10; x++) expect(far.state.state[at(m, x, y)], `(${x}, ${y})`).toBe(CellState.Unseen);
    // Goal in the pocket: found at its optimal cost.
    const pocket = seenCells(at(m, 8, 5));
    expect(pocket.result.cost).toBeCloseTo(referenceCost(m, at(m, 1, 1), at(m, 8, 5), JPS), 9);
  });
});
