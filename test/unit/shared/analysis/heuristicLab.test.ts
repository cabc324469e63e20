// The heuristic lab against a brute force written from the rules (helpers.ts): every move of every
// cell by the reference moves and prices, h from the heuristics' definitions, h* by the reference
// Dijkstra from each cell, on random maps of every topology, corner rule, heuristic and weight.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heuristicLabJob, LAB_TOLERANCE, type HeuristicLabAnswer } from '../../../../src/shared/analysis/heuristicLab';
import type { SearchOptions } from '../../../../src/shared/engine/index';
import type { Grid } from '../../../../src/shared/grid/grid';
import { heightCostings, topologies, weightedMap } from '../engine/arbitraries';
import { gridFromText, moveCost, options, referenceCost, referenceMoves } from '../engine/helpers';

const RUNS = { numRuns: Number(process.env.PROP_RUNS ?? 60) };
const passable = (grid: Grid, c: number) => grid.palette[grid.terrain[c]!]!.passable;

function run(grid: Grid, goal: number, o: SearchOptions): HeuristicLabAnswer {
  const job = heuristicLabJob(grid, { what: 'heuristic', goal, options: o });
  while (!job.step());
  return job.answer();
}

/** The search's h at a cell, from the heuristics' definitions: weight × cheapest used terrain × distance. */
function referenceH(grid: Grid, o: SearchOptions, goal: number): (c: number) => number {
  let cheapest = Infinity;
  for (let c = 0; c < grid.width * grid.height; c++) if (passable(grid, c)) cheapest = Math.min(cheapest, grid.palette[grid.terrain[c]!]!.cost);
  const weight = o.algorithm === 'weighted-astar' ? o.weight : 1;
  // Octile follows the diagonal's cost on square 8-connected maps only.
  const diagonal = o.topology !== 'square8' ? Math.SQRT2 : o.diagonalCost === '1.4' ? 1.4 : o.diagonalCost === '1' ? 1 : Math.SQRT2;
  const gx = goal % grid.width, gy = Math.floor(goal / grid.width);
  const cube = (x: number, y: number) => [x - (y - (y & 1)) / 2, y] as const;
  return (c) => {
    const x = c % grid.width, y = Math.floor(c / grid.width), dx = Math.abs(x - gx), dy = Math.abs(y - gy);
    let d: number;
    switch (o.heuristic) {
      case 'octile': d = Math.max(dx, dy) + (diagonal - 1) * Math.min(dx, dy); break;
      case 'manhattan': d = dx + dy; break;
      case 'chebyshev': d = Math.max(dx, dy); break;
      case 'euclidean': d = Math.hypot(dx, dy); break;
      case 'hex': {
        const [q1, r1] = cube(x, y), [q2, r2] = cube(gx, gy), dq = q1 - q2, dr = r1 - r2;
        d = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
        break;
      }
      default: d = 0;
    }
    return weight * (cheapest === Infinity ? 1 : cheapest) * d;
  };
}

const heuristicFor = (topology: SearchOptions['topology']) =>
  topology === 'hex' ? fc.constantFrom('hex', 'zero') : fc.constantFrom('octile', 'manhattan', 'chebyshev', 'euclidean', 'zero');

describe('the heuristic lab', () => {
  it('finds every move where h drops by more than the move costs, as a brute force over every edge does', () => {
    let inconsistentMaps = 0;
    fc.assert(
      fc.property(
        weightedMap(),
        topologies.chain((rules) => fc.record({ rules: fc.constant(rules), heuristic: heuristicFor(rules.topology) })),
        fc.constantFrom('astar', 'weighted-astar'),
        fc.constantFrom(1, 1.5, 3),
        fc.constantFrom('sqrt2', '1.4'),
        heightCostings,
        ({ grid, goal }, { rules, heuristic }, algorithm, weight, diagonalCost, heightCosting) => {
          const o = options({ ...rules, heuristic: heuristic as SearchOptions['heuristic'], algorithm: algorithm as SearchOptions['algorithm'], weight, diagonalCost: diagonalCost as SearchOptions['diagonalCost'], heightCosting });
          const answer = run(grid, goal, o);
          const h = referenceH(grid, o, goal);
          let moves = 0, inconsistentMoves = 0, inconsistentCells = 0;
          const violation = new Float64Array(grid.width * grid.height);
          for (let c = 0; c < violation.length; c++) {
            if (!passable(grid, c)) continue;
            const hc = h(c);
            for (const [nx, ny, length] of referenceMoves(grid, c % grid.width, Math.floor(c / grid.width), o)) {
              const n = ny * grid.width + nx, drop = hc - moveCost(grid, o, c, n, length) - h(n);
              moves++;
              if (drop <= LAB_TOLERANCE * Math.max(1, hc)) continue;
              inconsistentMoves++;
              violation[c] = Math.max(violation[c]!, drop);
            }
            if (violation[c]! > 0) inconsistentCells++;
          }
          expect({ moves: answer.moves, inconsistentMoves: answer.inconsistentMoves, inconsistentCells: answer.inconsistentCells }).toEqual({ moves, inconsistentMoves, inconsistentCells });
          for (let c = 0; c < violation.length; c++) expect(answer.violation[c]).toBeCloseTo(violation[c]!, 5);
          expect(answer.worstViolation).toBeCloseTo(Math.max(0, ...violation), 5);
          if (inconsistentMoves > 0) inconsistentMaps++;
        },
      ),
      RUNS,
    );
    expect(inconsistentMaps).toBeGreaterThan(0);
  });

  it('gives h − h* where the goal can be reached, the reference Dijkstra’s h*, with overestimates counted', () => {
    let overestimating = 0;
    fc.assert(
      fc.property(
        weightedMap(),
        topologies.chain((rules) => fc.record({ rules: fc.constant(rules), heuristic: heuristicFor(rules.topology) })),
        fc.constantFrom(1, 2),
        ({ grid, goal }, { rules, heuristic }, weight) => {
          const o = options({ ...rules, heuristic: heuristic as SearchOptions['heuristic'], algorithm: 'weighted-astar', weight });
          const answer = run(grid, goal, o);
          const h = referenceH(grid, o, goal);
          let reached = 0, over = 0;
          for (let c = 0; c < grid.width * grid.height; c++) {
            const truth = passable(grid, c) ? referenceCost(grid, c, goal, o) : Infinity;
            if (truth === Infinity) {
              expect(answer.error[c]).toBeNaN();
              continue;
            }
            reached++;
            const error = h(c) - truth;
            if (Math.abs(error) > 1e-4 * Math.max(1, truth)) expect(answer.error[c]).toBeCloseTo(error, 3);
            if (error > 1e-4 * Math.max(1, truth)) over++;
          }
          expect(answer.reached).toBe(reached);
          expect(answer.overestimates).toBe(over);
          if (over > 0) overestimating++;
        },
      ),
      { numRuns: 40 },
    );
    expect(overestimating).toBeGreaterThan(0);
  });

  it('finds octile admissible and consistent around a wall, and twice octile overestimating, its worst cells listed first', () => {
    const grid = gridFromText(`
      ........
      ..####..
      ........
      ........`);
    const goal = 7;
    const exact = run(grid, goal, options({ heuristic: 'octile' }));
    expect(exact.overestimates).toBe(0);
    expect(exact.inconsistentMoves).toBe(0);
    const weighted = run(grid, goal, options({ heuristic: 'octile', algorithm: 'weighted-astar', weight: 2 }));
    expect(weighted.overestimates).toBeGreaterThan(0);
    expect(weighted.inconsistentMoves).toBeGreaterThan(0);
    // The worst cells are listed largest first, and the first holds the largest overestimate.
    const listed = Array.from(weighted.worstOverestimated, (c) => weighted.error[c]!);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    expect(listed[0]).toBeCloseTo(weighted.worstOverestimate, 5);
    expect(Math.max(...Array.from(weighted.error).filter((e) => !Number.isNaN(e)))).toBeCloseTo(weighted.worstOverestimate, 5);
  });
});
