// A custom heuristic formula is a heuristic like the built-in ones everywhere the engine calls
// one: a formula equal to a built-in distance searches exactly as that heuristic does (same path,
// cost and expansions; JPSW the same cost) in every algorithm that reads a heuristic, traced or not; octile typed as
// a formula finds the optimal costs; the cheapest terrain scales it as written; a mistake is
// refused with the formula's sentence, and only where the algorithm reads a heuristic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, runSearch, SearchInputError, type SearchOptions, type SearchResult } from '../../../../src/shared/engine/index';
import { customHeuristicCode } from '../../../../src/shared/engine/customHeuristic';
import { distance } from '../../../../src/shared/engine/heuristics';
import { createGrid } from '../../../../src/shared/grid/grid';
import { weightedMap } from './arbitraries';
import { gridFromText, options, referenceCost } from './helpers';

const RUNS = { numRuns: Number(process.env.PROP_RUNS ?? 150) };
const OCTILE = 'max(dx,dy) + 0.41421356*min(dx,dy)';

/** What a search found and how: equal for two heuristics that estimate alike. */
const answer = (r: SearchResult) => ({ status: r.status, cost: r.cost, path: Array.from(r.path), expanded: r.metrics.expanded, generated: r.metrics.generated });

const MAP = gridFromText(`
..........
.####.##..
.#....#...
.#.##.#.#.
...#....#.
.###.####.
..........
`);

describe('a custom heuristic formula', () => {
  it('searches exactly as the built-in heuristic it spells, in every algorithm that reads one (square 4: Manhattan; square 8: Chebyshev)', () => {
    const cases: [Partial<SearchOptions>, string, SearchOptions['heuristic']][] = [
      [{ topology: 'square4' }, 'dx + dy', 'manhattan'],
      [{ topology: 'square8' }, 'max(dx, dy)', 'chebyshev'],
    ];
    for (const [rules, formula, builtIn] of cases) {
      for (const a of ALGORITHMS) {
        if (!a.usesHeuristic || !(a.topologies as readonly string[]).includes(rules.topology!)) continue;
        for (const recordTrace of a.recordsTrace ? [false, true] : [false]) {
          const o = options({ ...rules, algorithm: a.name, weight: a.usesWeight ? 1.5 : 1, recordTrace });
          const start = 0, goal = MAP.width * MAP.height - 1;
          const built = runSearch(MAP, { start, goal, options: { ...o, heuristic: builtIn } });
          const typed = runSearch(MAP, { start, goal, options: { ...o, heuristic: 'custom', heuristicExpr: formula } });
          // JPSW bounds its search by the goal only for a heuristic proved admissible and consistent: same cost, its own expansions.
          const shown = a.name === 'jpsw' ? (r: SearchResult) => ({ status: r.status, cost: r.cost }) : answer;
          expect(shown(typed), `${a.name} ${formula}${recordTrace ? ' traced' : ''}`).toEqual(shown(built));
          if (recordTrace && a.name !== 'jpsw') expect(Array.from(typed.trace!.f.subarray(0, typed.trace!.length))).toEqual(Array.from(built.trace!.f.subarray(0, built.trace!.length)));
        }
      }
    }
  });

  it('octile typed as a formula (times cmin) finds the optimal cost on random weighted maps', () => {
    fc.assert(
      fc.property(weightedMap(), ({ grid, start, goal }) => {
        const o = options({ heuristic: 'custom', heuristicExpr: `cmin * (${OCTILE})`, closestIfUnreachable: false });
        const r = runSearch(grid, { start, goal, options: o });
        const optimum = referenceCost(grid, start, goal, o);
        if (optimum === Infinity) expect(r.cost).toBe(Infinity);
        else expect(Math.abs(r.cost - optimum)).toBeLessThanOrEqual(2 ** -20 + 1e-9 * Math.max(1, optimum));
      }),
      RUNS,
    );
  });

  it('on hex maps reads the cube parts: max(dq, dr, ds) searches as hex distance', () => {
    const grid = gridFromText(`
........
.##.#...
...#..#.
.#...#..
........
`);
    const o = options({ topology: 'hex', closestIfUnreachable: false });
    const start = 0, goal = grid.width * grid.height - 1;
    const built = runSearch(grid, { start, goal, options: { ...o, heuristic: 'hex' } });
    const typed = runSearch(grid, { start, goal, options: { ...o, heuristic: 'custom', heuristicExpr: 'max(dq, dr, ds)' } });
    expect(answer(typed)).toEqual(answer(built));
  });

  it('speaks in costs: its distance is the formula over the cheapest terrain, which the loops scale back', () => {
    const code = customHeuristicCode('cmin * (dx + dy)', false, 0.5);
    expect(0.5 * distance(code, 0, 0, 3, 4)).toBeCloseTo(3.5, 12);
    // The same text on the same kind of map and cheapest terrain is compiled once.
    expect(customHeuristicCode(' cmin * (dx + dy) ', false, 0.5)).toBe(code);
    expect(customHeuristicCode('cmin * (dx + dy)', false, 1)).not.toBe(code);
  });

  it('refuses a formula with a mistake with its sentence, where the algorithm reads a heuristic', () => {
    const grid = createGrid(4, 4);
    const query = (over: Partial<SearchOptions>) => ({ start: 0, goal: 15, options: options({ heuristic: 'custom', ...over }) });
    expect(() => runSearch(grid, query({ heuristicExpr: 'max(dx, dz)' }))).toThrow(SearchInputError);
    expect(() => runSearch(grid, query({ heuristicExpr: 'max(dx, dz)' }))).toThrow('The heuristic formula is not valid. Unknown name ‘dz’: use dx, dy, x, y, gx, gy, cmin.');
    expect(() => runSearch(grid, query({ heuristicExpr: 'dq' }))).toThrow(/cube distance part, on hex maps only/);
    // Dijkstra reads no heuristic: the formula is not compiled, the search runs.
    expect(runSearch(grid, query({ heuristicExpr: 'max(dx, dz)', algorithm: 'dijkstra' })).status).toBe('found');
  });

  it('is reported as unchecked: nothing is proved of a formula', () => {
    const r = runSearch(createGrid(4, 4), { start: 0, goal: 15, options: options({ heuristic: 'custom', heuristicExpr: OCTILE }) });
    expect(r.heuristic).toEqual({ admissible: false, consistent: false });
  });
});
