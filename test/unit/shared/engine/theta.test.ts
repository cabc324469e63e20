// Theta*: any-angle paths whose consecutive points see each other, shorter than octile paths.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid } from '../../../../src/shared/grid/grid';
import { lineOfSight, runSearch } from '../../../../src/shared/engine/index';
import { at, gridFromText, loadBenchmark, options } from './helpers';

const seesAll = (grid: ReturnType<typeof createGrid>, path: Int32Array, cornerRule: 'allow' | 'no-cutting' | 'no-squeeze' = 'no-cutting') => {
  const passable = Uint8Array.from(grid.palette.map((t) => (t.passable ? 1 : 0)));
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!, b = path[i]!, w = grid.width;
    if (!lineOfSight(grid.terrain, passable, w, cornerRule, a % w, Math.floor(a / w), b % w, Math.floor(b / w))) return false;
  }
  return true;
};

describe('Theta*', () => {
  it('walks straight across open ground', () => {
    const g = createGrid(20, 20);
    const r = runSearch(g, { start: 0, goal: at(g, 19, 7), options: options({ algorithm: 'theta', heuristic: 'euclidean' }) });
    expect(Array.from(r.path)).toEqual([0, at(g, 19, 7)]);
    expect(r.cost).toBeCloseTo(Math.hypot(19, 7), 12);
  });

  it('bends around a wall at its corner', () => {
    const g = gridFromText(`
      .........
      .........
      ....#....
      ....#....
      ....#....
      .........`);
    const r = runSearch(g, { start: at(g, 0, 4), goal: at(g, 8, 4), options: options({ algorithm: 'theta', heuristic: 'euclidean' }) });
    expect(r.path.length).toBe(3);
    expect(seesAll(g, r.path)).toBe(true);
  });

  it('links only points that see each other, on random maps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.integer({ min: 2, max: 16 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 256, maxLength: 256 }), fc.nat(), fc.nat(), (w, h, cells, a, b) => {
        const g = createGrid(w, h);
        for (let c = 0; c < w * h; c++) g.terrain[c] = cells[c]! >= 7 ? 6 : 0;
        const r = runSearch(g, { start: a % (w * h), goal: b % (w * h), options: options({ algorithm: 'theta', closestIfUnreachable: false }) });
        expect(seesAll(g, r.path)).toBe(true);
        if (r.status === 'found') {
          const octile = runSearch(g, { start: a % (w * h), goal: b % (w * h), options: options() }).cost;
          // Linking through a parent only ever shortens; Theta* is never worse than the grid path here.
          expect(r.cost).toBeLessThanOrEqual(octile + 1e-9);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is shorter than the octile optimum on average over benchmark lines', () => {
    let ratioSum = 0, count = 0;
    for (const name of ['arena', 'den011d', 'lak303d', 'Berlin_0_256', 'AR0011SR', 'random512-20-0']) {
      const { grid, scen } = loadBenchmark(name);
      const lines = scen.entries.filter((_, i) => i % Math.max(1, Math.floor(scen.entries.length / 40)) === 0);
      for (const e of lines) {
        const r = runSearch(grid, { start: e.startY * grid.width + e.startX, goal: e.goalY * grid.width + e.goalX, options: options({ algorithm: 'theta', heuristic: 'euclidean' }) });
        expect(r.status).toBe('found');
        expect(seesAll(grid, r.path)).toBe(true);
        ratioSum += r.cost / e.optimal;
        count++;
      }
    }
    const mean = ratioSum / count;
    console.log(`Theta* / octile optimum over ${count} benchmark lines: mean ratio ${mean.toFixed(4)}`);
    expect(mean).toBeLessThan(1);
  }, 600_000);
});
