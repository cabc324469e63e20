// One level analysis as a job a worker runs in slices (a ping or a cancel is answered between any
// two): the regions of the map, or the movement range from a cell. What the worker is asked and
// what it answers are plain data (the worker protocol carries them).
import type { Grid } from '../grid/grid';
import type { Movement } from '../engine/searchOptions/options';
import { createCostField } from './costField';
import { movementRange } from './movementRange';
import { moveRules } from './moveRules';
import { RegionMap, regionInputs } from './regions';

/** The movement rules an analysis follows: the search settings the options table marks as deciding where a unit may step and what it costs. */
export type MovementRules = Movement;

export type AnalysisAsk =
  /** The connected regions; `start` (or −1) names the cell whose region is the reachable one. */
  | { what: 'regions'; start: number }
  /** The cells within `budget` of `origin`, in bands of 1×, 2× and 3× it. */
  | { what: 'range'; origin: number; budget: number };

export type AnalysisAnswer =
  | {
      what: 'regions';
      count: number;
      /** Cells per region, largest first (region 0 is the largest). */
      sizes: number[];
      /** Per cell, its region (−1 on walls). */
      labels: Int32Array;
      /** The start's region, −1 without a start or on a wall. */
      startRegion: number;
    }
  | {
      what: 'range';
      cells: number;
      frontier: number;
      /** Cells within 1×, 2× and 3× the budget (each band includes the ones before). */
      within: [number, number, number];
      /** Per cell: 0 out of reach, else its band 1..3, or 4 for a cell within the budget on its edge. */
      band: Uint8Array;
    };

export interface AnalysisJob {
  /** Does one slice of the work; true when the answer is ready. */
  step(): boolean;
  answer(): AnalysisAnswer;
}

/** The band value of a cell within the budget on the range's edge. */
export const EDGE_BAND = 4;

/** Cells a cost field settles per slice. */
const FIELD_SLICE = 1 << 18;

/** A job for `ask` on `grid` under `rules`; throws the engine's SearchInputError for rules it would refuse. */
export function createAnalysisJob(grid: Grid, rules: MovementRules, ask: AnalysisAsk): AnalysisJob {
  if (ask.what === 'regions') {
    const regions = new RegionMap(...regionInputs(grid, rules));
    const build = regions.build();
    let done = false;
    return {
      step: () => (done = done || build.next().done === true),
      answer: () => {
        const summary = regions.summary();
        const start = ask.start >= 0 && ask.start < grid.width * grid.height ? regions.regionOf(ask.start) : -1;
        return { what: 'regions', count: summary.count, sizes: summary.sizes, labels: regions.labels(), startRegion: start };
      },
    };
  }
  const moves = moveRules(grid, rules);
  const field = createCostField(moves, { origin: ask.origin, direction: 'from', limit: 3 * ask.budget });
  let done = false;
  return {
    step: () => (done = done || field.step(FIELD_SLICE)),
    answer: () => {
      const range = movementRange(moves, field.result(), ask.budget);
      const [, one, two, three] = range.bandCells;
      for (const c of range.edge) range.band[c] = EDGE_BAND;
      return { what: 'range', cells: range.cells, frontier: range.frontier, within: [one, one + two, one + two + three], band: range.band };
    },
  };
}
