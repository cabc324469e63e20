// Heuristics are scaled by the cheapest passable terrain the map uses, not the cheapest in its
// palette: an unpainted Road at 0.5 must not halve every estimate (A* then expands most of an
// open map), and a painted one must still keep A* optimal.
import { describe, expect, it } from 'vitest';
import { runSearch } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import { at, options, referenceCost } from './helpers';

describe('heuristic scale', () => {
  it('on an open map of Ground, A* expands about as many cells as the path is long although the palette has a cheaper Road', () => {
    const grid = createGrid(256, 256, 0);
    expect(grid.palette.some((t) => t.passable && t.cost < 1)).toBe(true);
    const r = runSearch(grid, { start: at(grid, 0, 0), goal: at(grid, 255, 200), options: options() });
    expect(r.status).toBe('found');
    expect(r.metrics.expanded).toBeLessThanOrEqual(r.steps + 1);
  });

  it('scales by a painted Road, and stays optimal on a map of Road and Ground', () => {
    const grid = createGrid(64, 64, 0);
    for (let x = 0; x < 64; x++) grid.terrain[at(grid, x, 32)] = 1; // one row of Road (0.5)
    const query = { start: at(grid, 0, 0), goal: at(grid, 63, 63), options: options() };
    const r = runSearch(grid, query);
    expect(r.cost).toBeCloseTo(referenceCost(grid, query.start, query.goal, query.options), 9);
    const open = createGrid(64, 64, 0);
    const plain = runSearch(open, { ...query });
    // With the Road painted the estimates are halved, so A* explores more than on plain Ground.
    expect(r.metrics.expanded).toBeGreaterThan(plain.metrics.expanded);
  });

  it('is rescaled when an edit paints the cheaper terrain onto the map, so the Road detour is found', () => {
    const grid = createGrid(32, 8, 0) as ReturnType<typeof createGrid> & { revision?: number };
    const query = { start: at(grid, 0, 6), goal: at(grid, 31, 6), options: options() };
    expect(runSearch(grid, query).cost).toBe(31);
    // A Road loop over the top: cheaper than the straight Ground line, but only an estimate
    // scaled by 0.5 lets A* look there before it reaches the goal along the line.
    for (let x = 0; x < 32; x++) grid.terrain[at(grid, x, 0)] = 1;
    for (let y = 0; y < 6; y++) grid.terrain[at(grid, 0, y)] = grid.terrain[at(grid, 31, y)] = 1;
    grid.revision = 1; // the engine's cache key for edits in place
    const after = runSearch(grid, query);
    expect(after.cost).toBeLessThan(31);
    expect(after.cost).toBeCloseTo(referenceCost(grid, query.start, query.goal, query.options), 9);
  });
});
