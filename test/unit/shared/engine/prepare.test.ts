// A map's set-up for searching (terrain counts, move masks, jump tables) can be done in bands with
// pauses in between, so a worker can answer a cancel on a 4096² map, and gives the same searches.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSearch, prepareSearch, runSearch, type CornerRule, type Topology } from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { moveTable } from '../../../../src/shared/engine/moves';
import { createGrid } from '../../../../src/shared/grid/grid';
import { options, referenceMoves } from './helpers';

describe('search preparation', () => {
  it('pauses between bands of about a million cells on a large map, then searches as usual', () => {
    const grid = createGrid(2048, 2048, 0);
    const query = { start: 0, goal: 2048 * 2048 - 1, options: options() };
    const prep = prepareSearch(grid, query);
    let pauses = 0;
    while (!prep.next().done) pauses++;
    // 4 M cells: terrain counts, passable cells and the mask each take several bands.
    expect(pauses).toBeGreaterThanOrEqual(5);
    const result = runSearch(grid, query);
    expect(result.status).toBe('found');
    expect(result.steps).toBe(2047);
  });

  it('can be abandoned half way, and a later search still finds a complete mask', () => {
    const grid = createGrid(1024, 2048, 0);
    grid.terrain[2048 * 1024 - 1024] = 6; // a wall on the last row: the mask must include it
    const query = { start: 0, goal: 2048 * 1024 - 1, options: options() };
    const prep = prepareSearch(grid, query);
    for (let i = 0; i < 3; i++) prep.next();
    prep.return();
    const search = createSearch(grid, query);
    while (!search.step(1 << 20));
    expect(search.result().status).toBe('found');
    expect(mapContext(grid).moveMask('square8', 'no-cutting')[2048 * 1024 - 1024]).toBe(0);
  });

  it('builds the same allowed moves as the rules written out cell by cell, for every topology and corner rule', () => {
    const rules: [Topology, CornerRule][] = [['square8', 'no-cutting'], ['square8', 'no-squeeze'], ['square8', 'allow'], ['square4', 'no-cutting'], ['hex', 'no-cutting']];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }), (w, h, walls) => {
        const grid = createGrid(w, h, 0);
        for (let c = 0; c < w * h; c++) if (walls[c]) grid.terrain[c] = 6;
        for (const [topology, cornerRule] of rules) {
          const mask = mapContext(grid).moveMask(topology, cornerRule);
          const o = options({ topology, cornerRule });
          for (let y = 0; y < h; y++)
            for (let x = 0; x < w; x++) {
              const c = y * w + x;
              const table = moveTable(topology, w), parity = topology === 'hex' ? (y & 1) * 8 : 0;
              let expected = 0;
              if (grid.palette[grid.terrain[c]!]!.passable)
                for (const [nx, ny] of referenceMoves(grid, x, y, o))
                  for (let d = 0; d < table.count; d++)
                    if (table.dx[parity + d] === nx - x && table.dy[parity + d] === ny - y) expected |= 1 << d;
              expect(mask[c]).toBe(expected);
            }
        }
      }),
      { numRuns: 300 },
    );
  });
});
