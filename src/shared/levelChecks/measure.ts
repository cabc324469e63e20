// What the level checks and the distance table read off a map: the cheapest cost from every point
// to every other (one Dijkstra sweep per point, the analyses' cost field, stopped once every point
// is settled) and the regions (which region holds each point, and every region's size). Run as a
// job in slices in the search worker, or at once by the command line and the tests.
import { createCostField, type CostField } from '../analysis/costField';
import { moveRules } from '../analysis/moveRules';
import { RegionMap, regionInputs } from '../analysis/regions';
import type { Movement } from '../engine/searchOptions/options';
import type { Grid } from '../grid/grid';
import { gridForUnit } from './unitCosts';

export interface LevelMeasurement {
  /** How many points were measured (n). */
  points: number;
  /** costs[from × n + to]: the cheapest cost from point `from` to point `to`; Infinity when it cannot get there (either on a wall included). */
  costs: Float64Array;
  /** Per point, its region (an index into regionSizes), −1 on an impassable cell. */
  pointRegion: Int32Array;
  /** Cells per region, largest first. */
  regionSizes: number[];
}

export interface LevelJob {
  /** Does one slice of the work; true when the measurement is ready. */
  step(): boolean;
  result(): LevelMeasurement;
}

/** Cells a sweep settles per slice. */
const SLICE = 1 << 18;

/**
 * A job measuring `cells` (the points' cells, in order) on `grid` under `rules`, with the costs of
 * `unit`. Throws the engine's SearchInputError for rules it would refuse.
 */
export function createLevelJob(grid: Grid, rules: Omit<Movement, 'turnCost'>, cells: readonly number[], unit: string | null = null): LevelJob {
  const unitGrid = gridForUnit(grid, unit);
  const moves = moveRules(unitGrid, rules);
  const n = cells.length, total = unitGrid.width * unitGrid.height;
  const costs = new Float64Array(n * n).fill(Infinity);
  const regions = new RegionMap(...regionInputs(unitGrid, rules));
  const build = regions.build();
  let regionsDone = false;
  let source = 0;
  let sweep: CostField | null = null;
  const inside = (c: number) => Number.isInteger(c) && c >= 0 && c < total;

  /** Every point is settled (or can never be): the sweep may stop early. */
  const settledAll = (field: Float64Array) => cells.every((c) => !inside(c) || field[c] !== Infinity);

  function step(): boolean {
    if (!regionsDone) {
      regionsDone = build.next().done === true;
      return false;
    }
    while (source < n) {
      if (!inside(cells[source]!)) {
        source++;
        continue;
      }
      sweep ??= createCostField(moves, { origin: cells[source]!, direction: 'from', limit: Infinity });
      const done = sweep.step(SLICE);
      // The sweep writes each cell's cost as it settles it, so a finished point can be read early.
      const field = sweep.settledCosts();
      if (!done && !settledAll(field)) return false;
      for (let to = 0; to < n; to++) if (inside(cells[to]!)) costs[source * n + to] = field[cells[to]!]!;
      sweep = null;
      source++;
      return source >= n;
    }
    return true;
  }

  return {
    step,
    result() {
      if (!regionsDone || source < n) throw new Error('The level is still being measured; call step() until it returns true.');
      const summary = regions.summary();
      return {
        points: n,
        costs,
        pointRegion: Int32Array.from(cells, (c) => (inside(c) ? regions.regionOf(c) : -1)),
        regionSizes: summary.sizes,
      };
    },
  };
}

/** The whole measurement at once (the command line, tests). */
export function measureLevel(grid: Grid, rules: Omit<Movement, 'turnCost'>, cells: readonly number[], unit: string | null = null): LevelMeasurement {
  const job = createLevelJob(grid, rules, cells, unit);
  while (!job.step());
  return job.result();
}

/** The worker's 'analyze' question for a level: the points' cells and the unit whose costs to use (null: the map's). */
export interface LevelAsk {
  what: 'level';
  points: number[];
  unit: string | null;
}

/** Its answer. */
export interface LevelAnswer {
  what: 'level';
  measurement: LevelMeasurement;
}

/** The arrays of an answer the worker hands over rather than copies. */
export function levelAnswerBuffers(answer: LevelAnswer): ArrayBufferView[] {
  return [answer.measurement.costs, answer.measurement.pointRegion];
}
