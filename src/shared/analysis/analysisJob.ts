// One level analysis as a job a worker runs in slices (a ping or a cancel is answered between any
// two): the regions of the map, the movement range from a cell, the distance field from or to a
// cell with its flow, or the chokepoints between two cells. What the worker is asked and what it
// answers are plain data (the worker protocol carries them).
import type { Grid } from '../grid/grid';
import type { Movement } from '../engine/searchOptions/options';
import type { Topology } from '../engine/types';
import { createArticulationSearch } from './articulation';
import { createCostField, type FieldDirection } from './costField';
import { createFlow } from './flow';
import { movementRange } from './movementRange';
import { moveRules } from './moveRules';
import { RegionMap, regionInputs } from './regions';
import { createVertexCutSearch, UncuttableError } from './vertexCut';

/**
 * The movement rules an analysis follows: the search settings the options table marks as deciding
 * where a unit may step and what it costs, but the turn cost (a path's, not a step's: fields and
 * ranges measure steps).
 */
export type MovementRules = Omit<Movement, 'turnCost'>;

export type AnalysisAsk =
  /** The connected regions; `start` (or −1) names the cell whose region is the reachable one. */
  | { what: 'regions'; start: number }
  /** The cells within `budget` of `origin`, in bands of 1×, 2× and 3× it. */
  | { what: 'range'; origin: number; budget: number }
  /** The cost of every cell from `origin` (or to it), and the flow along it. */
  | { what: 'field'; origin: number; direction: FieldDirection }
  /** The narrowest passage between `start` and `goal`; with `articulation`, also the cells whose blocking alone splits a region. */
  | { what: 'cut'; start: number; goal: number; articulation: boolean };

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
    }
  | {
      what: 'field';
      direction: FieldDirection;
      /** The topology whose move table `flow`'s directions index. */
      topology: Topology;
      /** Cost per cell, Infinity where unreachable (walls included). */
      costs: Float32Array;
      /** Per cell, the direction of the move toward the origin that costs least (flow.ts), NO_FLOW for none. */
      flow: Uint8Array;
      /** Cells with a finite cost, the origin included. */
      reached: number;
      /** Passable cells left without one (in other regions, or cut off by one-way height costs). */
      unreachable: number;
      /** The highest finite cost, and a cell that has it (−1 when nothing is reached). */
      farthest: number;
      farthestCell: number;
    }
  | {
      what: 'cut';
      /** Cells in the narrowest passage; 0 when start and goal are already apart. */
      width: number;
      cells: Int32Array;
      /** Why no set of cells can part them (they are neighbours), else null. */
      uncuttable: string | null;
      /** The cells whose blocking alone splits a region, when asked for (else null). */
      articulation: Int32Array | null;
    };

export interface AnalysisJob {
  /** Does one slice of the work; true when the answer is ready. */
  step(): boolean;
  answer(): AnalysisAnswer;
}

/** The band value of a cell within the budget on the range's edge. */
export const EDGE_BAND = 4;

/** Cells a cost field settles (or a flow or articulation search reads) per slice. */
const FIELD_SLICE = 1 << 18;

/** The typed arrays an answer holds (moved, not copied, to whoever asked). */
export function answerArrays(answer: AnalysisAnswer): ArrayBufferView[] {
  switch (answer.what) {
    case 'regions': return [answer.labels];
    case 'range': return [answer.band];
    case 'field': return [answer.costs, answer.flow];
    case 'cut': return answer.articulation ? [answer.cells, answer.articulation] : [answer.cells];
  }
}

/** A job answering a regions ask from `regions` (built, or built by the job). */
export function regionsJob(grid: Grid, regions: RegionMap, build: Generator<void, void, void> | null, start: number): AnalysisJob {
  let done = build === null;
  return {
    step: () => (done = done || build!.next().done === true),
    answer: () => {
      const summary = regions.summary();
      const at = start >= 0 && start < grid.width * grid.height ? regions.regionOf(start) : -1;
      return { what: 'regions', count: summary.count, sizes: summary.sizes, labels: regions.labels(), startRegion: at };
    },
  };
}

/** A job for `ask` on `grid` under `rules`; throws the engine's SearchInputError for rules it would refuse. */
export function createAnalysisJob(grid: Grid, rules: MovementRules, ask: AnalysisAsk): AnalysisJob {
  if (ask.what === 'regions') {
    const regions = new RegionMap(...regionInputs(grid, rules));
    return regionsJob(grid, regions, regions.build(), ask.start);
  }
  const moves = moveRules(grid, rules);
  if (ask.what === 'cut') return cutJob(moves, ask);
  const field = createCostField(moves, { origin: ask.origin, direction: ask.what === 'range' ? 'from' : ask.direction, limit: ask.what === 'range' ? 3 * ask.budget : Infinity });
  let done = false;
  if (ask.what === 'range') {
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
  let flow: ReturnType<typeof createFlow> | null = null;
  return {
    step: () => {
      if (!flow) {
        if (field.step(FIELD_SLICE)) flow = createFlow(moves, field.result(), ask.direction);
        return false;
      }
      return (done = done || flow.step(FIELD_SLICE));
    },
    answer: () => {
      const costs = field.result();
      let reached = 0, unreachable = 0, farthest = 0, farthestCell = -1;
      for (let c = 0; c < costs.length; c++) {
        const v = costs[c]!;
        if (v === Infinity) {
          unreachable += moves.typePassable[moves.terrain[c]!]!;
          continue;
        }
        reached++;
        if (v >= farthest) (farthest = v), (farthestCell = c);
      }
      return { what: 'field', direction: ask.direction, topology: rules.topology, costs: Float32Array.from(costs), flow: flow!.result(), reached, unreachable, farthest, farthestCell };
    },
  };
}

/** The minimum vertex cut one augmenting search a slice, then the articulation points if asked. */
function cutJob(moves: ReturnType<typeof moveRules>, ask: Extract<AnalysisAsk, { what: 'cut' }>): AnalysisJob {
  let search: ReturnType<typeof createVertexCutSearch> | null = null, uncuttable: string | null = null;
  try {
    search = createVertexCutSearch(moves, ask.start, ask.goal);
  } catch (err) {
    if (!(err instanceof UncuttableError)) throw err;
    uncuttable = err.message;
  }
  const points = ask.articulation ? createArticulationSearch(moves) : null;
  let cutDone = search === null, done = false;
  return {
    step: () => {
      if (!cutDone) cutDone = search!.step();
      else done = done || (points?.step(FIELD_SLICE) ?? true);
      return done;
    },
    answer: () => {
      const cut = search?.result() ?? { width: 0, cells: [] };
      return { what: 'cut', width: cut.width, cells: Int32Array.from(cut.cells), uncuttable, articulation: points?.result() ?? null };
    },
  };
}
