// Theta* on weighted terrain: a straight segment costs the length it runs through each cell times
// that cell's cost. Every segment of its paths is priced by an independent routine
// (referenceLineCost.ts), and its paths never cost more than the 8-connected optimum measured the
// same way, on random weighted maps (every corner rule, 8 and 4 neighbours) and on weighted
// benchmark maps (the MovingAI maps painted with costs 1–5, as the bench paints them).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { polylineCost, runSearch, segmentCost, withGridBaseline, type CornerRule } from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { at, gridFromText, loadBenchmark, options } from './helpers';
import { referenceGridLineOptimum, referencePathCost, referenceSegmentCost } from './referenceLineCost';

/** One step of the open list's keys: costs are ordered to this resolution. */
const KEY_STEP = 2 ** -20;
const RULES: CornerRule[] = ['no-cutting', 'no-squeeze', 'allow'];

/** A w×h map of random terrains: walls (about a fifth) and ground, road, grass, forest and swamp. */
const randomMap = fc.record({
  w: fc.integer({ min: 2, max: 14 }),
  h: fc.integer({ min: 2, max: 14 }),
  cells: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 196, maxLength: 196 }),
  a: fc.nat(),
  b: fc.nat(),
  rule: fc.constantFrom(...RULES),
  topology: fc.constantFrom('square8' as const, 'square4' as const),
});

function gridOf(w: number, h: number, cells: number[]): Grid {
  const g = createGrid(w, h);
  for (let c = 0; c < w * h; c++) g.terrain[c] = cells[c]! >= 8 ? 6 : cells[c]! % 5;
  return g;
}

describe('the cost of a straight segment', () => {
  it('is the length through each cell times its cost, as the independent routine says', () => {
    fc.assert(
      fc.property(randomMap, fc.nat(), fc.nat(), ({ w, h, cells, rule }, p, q) => {
        const g = gridOf(w, h, cells), ctx = mapContext(g);
        const a = p % (w * h), b = q % (w * h);
        const engine = segmentCost(ctx, rule, a % w, Math.floor(a / w), b % w, Math.floor(b / w));
        const reference = referenceSegmentCost(g, rule, a % w, Math.floor(a / w), b % w, Math.floor(b / w));
        if (reference === Infinity) expect(engine).toBe(Infinity);
        else expect(engine).toBeCloseTo(reference, 9);
      }),
      { numRuns: 2000 },
    );
  });

  it('charges half of a straight step to each cell, and a diagonal through a corner nothing beside it', () => {
    const g = gridFromText(`
      .s
      f.`);
    const ctx = mapContext(g);
    expect(segmentCost(ctx, 'allow', 0, 0, 1, 0)).toBeCloseTo(0.5 * 1 + 0.5 * 4, 12);
    expect(segmentCost(ctx, 'allow', 0, 0, 1, 1)).toBeCloseTo(Math.SQRT2 * (0.5 + 0.5), 12);
    expect(segmentCost(ctx, 'allow', 0, 1, 1, 0)).toBeCloseTo(Math.SQRT2 * (0.5 * 2 + 0.5 * 4), 12);
  });
});

describe('Theta* on weighted terrain', () => {
  it('searches a map of several costs (it refused them before) and goes around an expensive swamp', () => {
    const g = gridFromText(`
      ..........
      ..ssssss..
      ..ssssss..
      ..ssssss..
      ..........`);
    const r = runSearch(g, { start: at(g, 0, 2), goal: at(g, 9, 2), options: options({ algorithm: 'theta', heuristic: 'euclidean' }) });
    expect(r.status).toBe('found');
    const straight = referenceSegmentCost(g, 'no-cutting', 0, 2, 9, 2);
    expect(r.cost).toBeLessThan(straight);
    expect(r.cost).toBeCloseTo(referencePathCost(g, 'no-cutting', r.path), 9);
  });

  it('never costs more than the 8-connected optimum measured along the line, and every segment is priced right, on random maps', () => {
    fc.assert(
      fc.property(randomMap, ({ w, h, cells, a, b, rule, topology }) => {
        const g = gridOf(w, h, cells);
        const start = a % (w * h), goal = b % (w * h);
        const r = runSearch(g, { start, goal, options: options({ algorithm: 'theta', heuristic: 'euclidean', cornerRule: rule, topology, closestIfUnreachable: false }) });
        const optimum = referenceGridLineOptimum(g, rule, start, goal, topology === 'square8');
        if (optimum === Infinity) {
          expect(r.status).toBe('unreachable');
          return;
        }
        expect(r.status).toBe('found');
        const priced = referencePathCost(g, rule, r.path);
        expect(priced).toBeLessThan(Infinity);
        expect(r.cost).toBeCloseTo(priced, 9);
        // Within the open list's key resolution (f is ordered in steps of 2⁻²⁰, openList.ts).
        expect(r.cost).toBeLessThanOrEqual(optimum + KEY_STEP);
      }),
      { numRuns: 400 },
    );
  });

  it('records a trace the debugger replays to the same path and cost', () => {
    const g = gridFromText(`
      ..ff......
      .#sss#..r.
      ..sgs#..r.
      ..........`);
    const o = options({ algorithm: 'theta', heuristic: 'euclidean' });
    const plain = runSearch(g, { start: 0, goal: at(g, 9, 3), options: o });
    const traced = runSearch(g, { start: 0, goal: at(g, 9, 3), options: { ...o, recordTrace: true } });
    expect(Array.from(traced.path)).toEqual(Array.from(plain.path));
    expect(traced.cost).toBe(plain.cost);
    expect(traced.trace).not.toBeNull();
  });

  it('on a map of one cost finds what it found before: lengths × the cost', () => {
    const g = createGrid(20, 20, 3);
    const r = runSearch(g, { start: 0, goal: at(g, 19, 7), options: options({ algorithm: 'theta', heuristic: 'euclidean' }) });
    expect(Array.from(r.path)).toEqual([0, at(g, 19, 7)]);
    expect(r.cost).toBeCloseTo(2 * Math.hypot(19, 7), 12);
  });

  it('is given the 8-connected grid path as its baseline, which costs at least as much', () => {
    const g = gridFromText(`
      ....ss....
      ....ss....
      ..........
      ..gggggg..`);
    const query = { start: 0, goal: at(g, 9, 3), options: options({ algorithm: 'theta', heuristic: 'euclidean' }) };
    const r = withGridBaseline(g, query, runSearch(g, query));
    expect(r.baseline?.kind).toBe('grid');
    expect(r.baseline!.cost).toBeCloseTo(referencePathCost(g, 'no-cutting', r.baseline!.path), 9);
    expect(r.cost).toBeLessThanOrEqual(r.baseline!.cost + 1e-9);
  });
});

/** A MovingAI map with its open ground in cost bands 1–5 (seeded; the bench paints by noise regions, this by 8-cell blocks). */
function painted(name: string, seed: number): { grid: Grid; queries: { start: number; goal: number }[] } {
  const { grid: src, scen } = loadBenchmark(name);
  const grid = createGrid(src.width, src.height, 0, [1, 2, 3, 4, 5].map((cost) => ({ name: `Cost ${cost}`, color: 0, cost, passable: true })).concat([{ name: 'Wall', color: 0, cost: 1, passable: false }]));
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const bw = Math.ceil(src.width / 8), kinds = Array.from({ length: bw * Math.ceil(src.height / 8) }, () => Math.floor(next() * 5));
  for (let c = 0; c < grid.terrain.length; c++) {
    const x = c % src.width, y = Math.floor(c / src.width);
    grid.terrain[c] = src.palette[src.terrain[c]!]!.passable ? kinds[Math.floor(y / 8) * bw + Math.floor(x / 8)]! : 5;
  }
  const lines = scen.entries.filter((_, i) => i % Math.max(1, Math.floor(scen.entries.length / 12)) === 0);
  return { grid, queries: lines.map((e) => ({ start: e.startY * src.width + e.startX, goal: e.goalY * src.width + e.goalX })) };
}

describe('Theta* on the weighted benchmark maps', () => {
  it('never costs more than A*\'s 8-connected path measured along the line, on every sampled line', () => {
    let saved = 0, count = 0;
    for (const [i, name] of ['arena', 'den011d', 'AR0011SR', 'Berlin_0_256'].entries()) {
      const { grid, queries } = painted(name, 77 + i);
      const ctx = mapContext(grid);
      for (const q of queries) {
        const theta = runSearch(grid, { ...q, options: options({ algorithm: 'theta', heuristic: 'euclidean', closestIfUnreachable: false }) });
        const astar = runSearch(grid, { ...q, options: options({ closestIfUnreachable: false }) });
        expect(theta.status).toBe(astar.status);
        if (astar.status !== 'found') continue;
        const grid8 = polylineCost(ctx, 'no-cutting', astar.path);
        expect(referencePathCost(grid, 'no-cutting', theta.path)).toBeCloseTo(theta.cost, 6);
        expect(theta.cost).toBeLessThanOrEqual(grid8 + KEY_STEP);
        saved += (grid8 - theta.cost) / grid8;
        count++;
      }
    }
    console.log(`Weighted Theta* against A*'s path along the line over ${count} painted benchmark lines: ${((100 * saved) / count).toFixed(2)} % cheaper on average`);
    expect(count).toBeGreaterThan(20);
  }, 600_000);
});
