// Random searches for the trace tests: a small random map and a query with any algorithm and any
// rule set the engine accepts for it (topology, corner rule, tie-break, heuristic, weight, height
// costs, node budget, JPS over its jump table or scanning), and a run of it stepped one expansion
// at a time with the live state after every step.
import fc from 'fast-check';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import {
  ALGORITHMS,
  algorithmInfo,
  HEURISTICS,
  TIE_BREAKS,
  DIAGONAL_COSTS,
  CellState,
  DEFAULT_SEARCH_OPTIONS,
  createSearch,
  type SearchOptions,
  type SearchQuery,
  type SearchResult,
  type SearchState,
  type SteppableSearch,
} from '../../../../src/shared/engine/index';
import { mapContext } from '../../../../src/shared/engine/mapContext';
import { JpswSearch } from '../../../../src/shared/engine/jpsw/jpswSearch';

export interface SearchCase {
  grid: Grid;
  query: SearchQuery;
  /** JPS scans the map instead of reading a jump table. */
  scan: boolean;
  label: string;
}

const SIDE = 14;

/** Choices a family of cases may narrow (each an arbitrary over the option's values). */
export interface CaseFocus {
  algorithm?: fc.Arbitrary<SearchOptions['algorithm']>;
  heuristic?: fc.Arbitrary<SearchOptions['heuristic']>;
  tieBreak?: fc.Arbitrary<SearchOptions['tieBreak']>;
  rules?: fc.Arbitrary<Pick<SearchOptions, 'topology' | 'cornerRule'>>;
  heightCosting?: fc.Arbitrary<SearchOptions['heightCosting']>;
  diagonalCost?: fc.Arbitrary<SearchOptions['diagonalCost']>;
  weight?: fc.Arbitrary<number>;
}

/**
 * A random map and query, any option unless `focus` narrows it; an algorithm gets the maps and
 * rules its catalog entry says it takes (JPS and Theta*: one terrain cost, √2 diagonals, no heights).
 */
export const searchCases = (maxSide = SIDE, focus: CaseFocus = {}): fc.Arbitrary<SearchCase> =>
  fc
    .record({
      width: fc.integer({ min: 1, max: maxSide }),
      height: fc.integer({ min: 2, max: maxSide }),
      seed: fc.array(fc.integer({ min: 0, max: 11 }), { minLength: maxSide * maxSide, maxLength: maxSide * maxSide }),
      heights: fc.option(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: maxSide * maxSide, maxLength: maxSide * maxSide }), { nil: undefined }),
      a: fc.nat(),
      b: fc.nat(),
      algorithm: focus.algorithm ?? fc.constantFrom(...ALGORITHMS.filter((a) => a.recordsTrace).map((a) => a.name)),
      heuristic: focus.heuristic ?? fc.constantFrom(...HEURISTICS.map((h) => h.name)),
      weight: focus.weight ?? fc.constantFrom(1, 1.5, 4),
      rules: focus.rules ?? fc.constantFrom(
        { topology: 'square8', cornerRule: 'no-cutting' },
        { topology: 'square8', cornerRule: 'no-squeeze' },
        { topology: 'square8', cornerRule: 'allow' },
        { topology: 'square4', cornerRule: 'no-cutting' },
        { topology: 'hex', cornerRule: 'no-cutting' },
      ) as fc.Arbitrary<Pick<SearchOptions, 'topology' | 'cornerRule'>>,
      tieBreak: focus.tieBreak ?? fc.constantFrom(...TIE_BREAKS.map((t) => t.name)),
      diagonalCost: focus.diagonalCost ?? fc.constantFrom(...DIAGONAL_COSTS.map((d) => d.name)),
      heightCosting: focus.heightCosting ?? fc.option(fc.record({ uphill: fc.constantFrom(0, 0.5, 2), downhill: fc.constantFrom(0, 0.25, 1) }), { nil: null }),
      closestIfUnreachable: fc.boolean(),
      maxExpansions: fc.constantFrom(0, 0, 0, 7),
      scan: fc.boolean(),
    })
    .map((r) => {
      const info = algorithmInfo(r.algorithm), uniform = info.uniformCosts;
      const grid = createGrid(r.width, r.height);
      // Mostly passable terrains of the default palette (costs 0.5 … 4), some water and walls.
      for (let c = 0; c < r.width * r.height; c++) {
        const v = r.seed[c]!;
        grid.terrain[c] = v >= 10 ? 6 : v === 9 ? 5 : uniform ? 0 : v % 5;
      }
      if (r.heights) grid.heights = Int16Array.from(r.heights.slice(0, r.width * r.height));
      // The drawn rules where the algorithm takes them, else the first it takes.
      const rules = {
        topology: info.topologies.includes(r.rules.topology) ? r.rules.topology : info.topologies[0]!,
        cornerRule: info.cornerRules.includes(r.rules.cornerRule) ? r.rules.cornerRule : info.cornerRules[0]!,
      };
      // Settings the case does not draw keep their defaults.
      const options: SearchOptions = {
        ...DEFAULT_SEARCH_OPTIONS,
        algorithm: r.algorithm, heuristic: r.heuristic, weight: r.weight, ...rules, tieBreak: r.tieBreak,
        diagonalCost: info.exactDiagonal ? 'sqrt2' : r.diagonalCost,
        heightCosting: info.heightCosts ? r.heightCosting : null, closestIfUnreachable: r.closestIfUnreachable,
        maxExpansions: r.maxExpansions, recordTrace: false,
      };
      const n = r.width * r.height;
      const query = { start: r.a % n, goal: r.b % n, options };
      const label = `${r.width}×${r.height} ${JSON.stringify({ ...options, start: query.start, goal: query.goal, scan: r.scan, heights: !!r.heights })}`;
      return { grid, query, scan: r.scan && info.successors === 'jump-points', label };
    });

/** A search of the case, traced or not (JPS set to scan when the case says so). */
export function startSearch(c: SearchCase, recordTrace: boolean): SteppableSearch {
  if (c.scan) mapContext(c.grid).jumpTableLimit = 0;
  return createSearch(c.grid, { ...c.query, options: { ...c.query.options, recordTrace } });
}

/** One expansion: the cell, and the side (0 forward, 1 backward) that expanded it. */
export interface Expansion {
  cell: number;
  side: number;
}

export interface SteppedRun {
  search: SteppableSearch;
  /** The live state after k expansions, for k = 0 … the last. */
  states: SearchState[];
  /**
   * The cell each expansion took, read from the states (the one cell that went from open to closed);
   * JPSW names it (the jump points it expands at once, past the open list, no state shows closed).
   */
  expansions: Expansion[];
  result: SearchResult;
  /** The result's path, copied (short paths are views of a shared slab). */
  path: number[];
}

/** Steps a search one expansion at a time, keeping the state after each. */
export function stepByOne(search: SteppableSearch): SteppedRun {
  const states = [search.snapshot!()];
  const expansions: Expansion[] = [];
  for (let done = false; !done;) {
    done = search.step(1);
    const before = states.at(-1)!, after = search.snapshot!();
    if (after.expanded === before.expanded) continue; // the last call may only find that the search is over
    states.push(after);
    if (search instanceof JpswSearch) {
      expansions.push({ cell: search.lastExpanded, side: 0 });
      continue;
    }
    const sides = after.backward ? [after, after.backward] : [after];
    const previous = before.backward ? [before, before.backward] : [before];
    sides.forEach((s, side) => {
      for (let c = 0; c < s.state.length; c++)
        if (previous[side]!.state[c] === CellState.Open && s.state[c] === CellState.Closed) expansions.push({ cell: c, side });
    });
  }
  const result = search.result();
  return { search, states, expansions, result, path: Array.from(result.path) };
}
