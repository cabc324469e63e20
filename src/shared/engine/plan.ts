// Turns a query into a search plan: resolved options, the loop's switches, and a clear
// SearchInputError (a sentence saying what to do) for any request the engine cannot honour.
import { algorithmRefusal, diagonalRefusal } from './algorithmRefusals';
import { algorithmInfo, isAlgorithmName, isHeuristicName, ALGORITHMS, CUSTOM_HEURISTIC, DIAGONAL_COSTS, HEURISTICS, type BuiltInHeuristicName, type SuccessorPolicy } from './catalog';
import { customHeuristicCode } from './customHeuristic';
import { heuristicCode, heuristicCodeFor, heuristicReport, UNCHECKED_REPORT, type HeuristicCode } from './heuristics';
import type { MapContext } from './mapContext';
import { MAX_TURN_COST, turnCostProblem } from './searchOptions/valueProblems';
import { heightCostProblem, isHeightCost, isTerrainCost, MAX_HEURISTIC_WEIGHT, terrainCostProblem } from '../grid/limits';
import {
  DEFAULT_SEARCH_OPTIONS,
  SearchInputError,
  type HeuristicReport,
  type SearchOptions,
  type SearchQuery,
} from './types';

/**
 * How the best-first loop finds successors (the catalog's SuccessorPolicy as the number the loop
 * switches on); WEIGHTED_JUMPS is JPSW's, whose own loop runs it (a trace replay switches on it too).
 */
export const NEIGHBOURS = 0, JUMP_POINTS = 1, ANY_ANGLE = 2, WEIGHTED_JUMPS = 3;
const POLICY_CODES: Readonly<Record<SuccessorPolicy, number>> = {
  neighbours: NEIGHBOURS, 'jump-points': JUMP_POINTS, 'any-angle': ANY_ANGLE, 'weighted-jumps': WEIGHTED_JUMPS,
};

/** How a search runs: every switch of the one best-first loop. */
export interface SearchPlan {
  options: SearchOptions;
  start: number;
  goal: number;
  /** f = gWeight·g + hWeight·h (greedy: 0·g; Dijkstra and breadth-first: 0·h). */
  gWeight: number;
  hWeight: number;
  /** The estimate the loops call through `distance(code, …)`: a built-in heuristic's code, or a compiled formula's. */
  heuristic: HeuristicCode;
  /** Length of a diagonal step on square 8-connected maps (√2, or the tutorials' 1.4 or 1). */
  diagonal: number;
  /** Secondary open-list key: sign × (g, or insertion number when `tieBySequence`). */
  tieSign: number;
  tieBySequence: boolean;
  /** Closed cells may be reopened (only pays off with an admissible, inconsistent heuristic). */
  reopen: boolean;
  /** Every move costs 1 (breadth-first); the real path cost is summed afterwards. */
  unitCost: boolean;
  /** Height costing is on and the map has heights. */
  heightCost: boolean;
  /** How successors are found: NEIGHBOURS, JUMP_POINTS, ANY_ANGLE or WEIGHTED_JUMPS. */
  policy: number;
  /** Extra cost per angle unit turned; above 0 the turn-cost loops search (cell, heading) states (untraced). */
  turnCost: number;
  report: HeuristicReport;
}

const fmt = (n: number) => String(Math.round(n * 1000) / 1000);

/** Everything of a plan but its cells: it depends on the options and the map alone. */
export type SearchRules = Omit<SearchPlan, 'start' | 'goal'>;

/**
 * The last rules made on a map, with the options they were made from (kept on its context, so they
 * go when the map does): a run of queries with the same options (a benchmark, a sweep, a
 * comparison) checks and resolves them once. The caller's object is compared field by field, so
 * changing it in place is noticed.
 */
export interface CachedRules { input: Partial<SearchOptions>; rules: SearchRules }

export function planSearch(ctx: MapContext, query: SearchQuery): SearchPlan {
  const { start, goal } = query;
  checkCell(ctx, 'start', start);
  checkCell(ctx, 'goal', goal);
  const rules = sameRules(ctx, query.options) ? ctx.lastRules!.rules : searchRules(ctx, query.options);
  // Field by field, like resolveOptions: a literal of one shape is cheaper than a spread.
  return {
    options: rules.options,
    start,
    goal,
    gWeight: rules.gWeight,
    hWeight: rules.hWeight,
    heuristic: rules.heuristic,
    tieSign: rules.tieSign,
    tieBySequence: rules.tieBySequence,
    reopen: rules.reopen,
    unitCost: rules.unitCost,
    heightCost: rules.heightCost,
    policy: rules.policy,
    turnCost: rules.turnCost,
    report: rules.report,
    diagonal: rules.diagonal,
  };
}

/**
 * Whether `input` on `ctx` would resolve to the last rules made. It and resolveOptions spell every
 * option of the table (searchOptions/table.ts) field by field: a loop over the table's keys costs
 * about 1 µs a query against 0.09 µs (measured), and runs before every query of a benchmark. The
 * table's tests fail for an option missing here.
 */
function sameRules(ctx: MapContext, input: Partial<SearchOptions> | undefined): boolean {
  const last = ctx.lastRules;
  if (last === null || last.input !== input) return false;
  const o = last.rules.options, d = DEFAULT_SEARCH_OPTIONS;
  const h = input.heightCosting !== undefined ? input.heightCosting : d.heightCosting, oh = o.heightCosting;
  return (input.algorithm ?? d.algorithm) === o.algorithm
    && (input.heuristic ?? d.heuristic) === o.heuristic
    && (input.heuristicExpr ?? d.heuristicExpr) === o.heuristicExpr
    && Object.is(input.weight ?? d.weight, o.weight)
    && (input.topology ?? d.topology) === o.topology
    && (input.cornerRule ?? d.cornerRule) === o.cornerRule
    && (input.tieBreak ?? d.tieBreak) === o.tieBreak
    && (input.diagonalCost ?? d.diagonalCost) === o.diagonalCost
    && (input.unitType ?? d.unitType) === o.unitType
    && Object.is(input.turnCost ?? d.turnCost, o.turnCost)
    && (h === null ? oh === null : oh !== null && Object.is(h.uphill, oh.uphill) && Object.is(h.downhill, oh.downhill))
    && (input.closestIfUnreachable ?? d.closestIfUnreachable) === o.closestIfUnreachable
    && (input.reopenClosed ?? d.reopenClosed) === o.reopenClosed
    && (input.smooth ?? d.smooth) === o.smooth
    && Object.is(input.maxExpansions ?? d.maxExpansions, o.maxExpansions)
    && (input.recordTrace ?? d.recordTrace) === o.recordTrace;
}

function searchRules(ctx: MapContext, input: Partial<SearchOptions> | undefined): SearchRules {
  const options = Object.freeze(resolveOptions(input));
  if (!isAlgorithmName(options.algorithm))
    throw new SearchInputError(
      `There is no search algorithm called "${options.algorithm}"; choose one of ${ALGORITHMS.map((a) => a.name).join(', ')}.`,
    );
  if (!isHeuristicName(options.heuristic))
    throw new SearchInputError(
      `There is no heuristic called "${options.heuristic}"; choose one of ${HEURISTICS.map((h) => h.name).join(', ')}.`,
    );
  if (!(options.weight >= 1 && options.weight <= MAX_HEURISTIC_WEIGHT))
    throw new SearchInputError(
      `The heuristic weight must be a number from 1 to ${MAX_HEURISTIC_WEIGHT}; it is ${options.weight}. Set a weight in that range.`,
    );
  if (!(options.maxExpansions >= 0))
    throw new SearchInputError(
      `The node budget must be 0 (no limit) or a positive number of expansions; it is ${options.maxExpansions}.`,
    );
  if (!(options.turnCost >= 0 && options.turnCost <= MAX_TURN_COST)) throw new SearchInputError(turnCostProblem(options.turnCost)!);
  if (!ctx.costsChecked) {
    checkMapValues(ctx);
    ctx.costsChecked = true;
  }
  const heightCost = options.heightCosting !== null && ctx.heights !== null;
  if (heightCost) {
    const { uphill, downhill } = options.heightCosting!;
    if (!isHeightCost(uphill) || !isHeightCost(downhill)) throw new SearchInputError(heightCostProblem(uphill, downhill));
  }
  if (options.smooth) {
    const problem = smoothingProblem(options.topology, heightCost, options.turnCost);
    if (problem !== null) throw new SearchInputError(problem);
  }
  const info = algorithmInfo(options.algorithm);
  const refusal = algorithmRefusal(info, { options, heightCost, cells: ctx.cells, mixedCosts: () => mixedCosts(ctx) });
  if (refusal !== null) throw new SearchInputError(refusal);
  const diagonal = options.topology === 'square8' ? checkDiagonalCost(options) : Math.SQRT2;

  const weight = info.usesWeight ? options.weight : 1;
  const blind = !info.usesHeuristic;
  // A formula is compiled (or refused with its sentence) only where the algorithm reads a heuristic.
  const custom = !blind && options.heuristic === CUSTOM_HEURISTIC.name;
  const report = custom ? UNCHECKED_REPORT : cachedReport(options.heuristic, options.algorithm, options.topology, options.weight, diagonal);
  const tie = info.countsMoves ? 'fifo' : options.tieBreak;
  const rules: SearchRules = {
    options,
    gWeight: info.countsCost ? 1 : 0,
    hWeight: blind ? 0 : weight,
    heuristic: blind
      ? heuristicCode('zero')
      : custom
        ? customHeuristicCode(options.heuristicExpr, options.topology === 'hex', ctx.minCost)
        : heuristicCodeFor(options.heuristic as BuiltInHeuristicName, diagonal),
    diagonal,
    tieSign: tie === 'larger-g' || tie === 'lifo' ? -1 : 1,
    tieBySequence: tie === 'fifo' || tie === 'lifo',
    // Weighted A* may be asked to reopen (a cheaper path, more expansions); otherwise only where the catalog says.
    // A formula is unproved: reopening keeps A* optimal should it be admissible but inconsistent.
    // Theta* on weighted terrain reopens too: a line may reach a closed cell cheaper, and reopening is what keeps its path under the grid optimum.
    reopen: (info.reopens && !report.consistent && (report.admissible || custom)) || (options.reopenClosed && info.usesWeight) || (info.anyAngle && !isUniformCostMap(ctx)),
    unitCost: info.countsMoves,
    heightCost: heightCost && !info.countsMoves,
    policy: POLICY_CODES[info.successors],
    turnCost: options.turnCost,
    report,
  };
  ctx.lastRules = input ? { input, rules } : null;
  return rules;
}

/**
 * The query's options over the defaults, field by field: an object literal of one shape is several
 * times cheaper than spreading, which matters for the many short queries of a benchmark or a sweep.
 * Height costs are copied, so a caller editing its object cannot change a search under way.
 */
function resolveOptions(o: Partial<SearchOptions> | undefined): SearchOptions {
  const d = DEFAULT_SEARCH_OPTIONS;
  if (o === undefined || o === null) return { ...d };
  const h = o.heightCosting !== undefined ? o.heightCosting : d.heightCosting;
  return {
    algorithm: o.algorithm ?? d.algorithm,
    heuristic: o.heuristic ?? d.heuristic,
    heuristicExpr: o.heuristicExpr ?? d.heuristicExpr,
    weight: o.weight ?? d.weight,
    topology: o.topology ?? d.topology,
    cornerRule: o.cornerRule ?? d.cornerRule,
    diagonalCost: o.diagonalCost ?? d.diagonalCost,
    unitType: o.unitType ?? d.unitType,
    turnCost: o.turnCost ?? d.turnCost,
    tieBreak: o.tieBreak ?? d.tieBreak,
    heightCosting: h === null ? null : Object.freeze({ uphill: h.uphill, downhill: h.downhill }),
    closestIfUnreachable: o.closestIfUnreachable ?? d.closestIfUnreachable,
    reopenClosed: o.reopenClosed ?? d.reopenClosed,
    smooth: o.smooth ?? d.smooth,
    maxExpansions: o.maxExpansions ?? d.maxExpansions,
    recordTrace: o.recordTrace ?? d.recordTrace,
  };
}

/**
 * Palette costs within bounds and every cell's terrain inside the palette (a cell past its end
 * would otherwise be taken silently for a wall): checked once per map, from its terrain counts.
 */
function checkMapValues(ctx: MapContext): void {
  const palette = ctx.grid.palette;
  for (const t of palette) if (t.passable && !isTerrainCost(t.cost)) throw new SearchInputError(terrainCostProblem(t.name, t.cost));
  const counts = ctx.terrainCounts();
  for (let i = palette.length; i < counts.length; i++) {
    if (counts[i] === 0) continue;
    const cell = ctx.terrain.indexOf(i);
    throw new SearchInputError(
      `Cell (${cell % ctx.width}, ${Math.floor(cell / ctx.width)}) uses terrain ${i}, but the palette has only ${palette.length} types. Repaint it or add the missing terrain type.`,
    );
  }
}

function checkCell(ctx: MapContext, name: string, c: number): void {
  if (!Number.isInteger(c) || c < 0 || c >= ctx.cells)
    throw new SearchInputError(`The ${name} is outside the map; place it on a cell of the map.`);
}

/** The passable terrains a map uses, listed with their costs when they differ; null when they are all alike. */
function mixedCosts(ctx: MapContext): string | null {
  if (ctx.mixedCosts === undefined) {
    const counts = ctx.terrainCounts();
    const used = ctx.grid.palette.filter((t, i) => t.passable && (counts[i] ?? 0) > 0);
    const listed = used.map((t) => `${t.name} (${fmt(t.cost)})`);
    ctx.mixedCosts = new Set(used.map((t) => t.cost)).size > 1
      ? `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}`
      : null;
  }
  return ctx.mixedCosts;
}

const reports = new Map<string, HeuristicReport>();

/** The last report asked for, so repeated queries with the same options skip building the key. */
let last: { name: string; algorithm: string; topology: string; weight: number; diagonal: number; report: HeuristicReport } | null = null;

function cachedReport(name: SearchOptions['heuristic'], algorithm: SearchOptions['algorithm'], topology: SearchOptions['topology'], weight: number, diagonal: number): HeuristicReport {
  if (last !== null && last.name === name && last.algorithm === algorithm && last.topology === topology && Object.is(last.weight, weight) && last.diagonal === diagonal)
    return last.report;
  const key = `${name}|${algorithm}|${topology}|${weight}|${diagonal}`;
  let report = reports.get(key);
  if (!report) {
    report = Object.freeze(heuristicReport(name, algorithm, topology, weight, diagonal));
    if (reports.size < 1000) reports.set(key, report);
  }
  last = { name, algorithm, topology, weight, diagonal, report };
  return report;
}

/** The diagonal step's length for a square 8-connected search (an algorithm with exact diagonals refuses 1.4 and 1). */
function checkDiagonalCost(options: SearchOptions): number {
  const choice = DIAGONAL_COSTS.find((d) => d.name === options.diagonalCost);
  if (!choice)
    throw new SearchInputError(
      `There is no diagonal cost called "${options.diagonalCost}"; choose one of ${DIAGONAL_COSTS.map((d) => d.name).join(', ')}.`,
    );
  const refusal = diagonalRefusal(algorithmInfo(options.algorithm), choice);
  if (refusal !== null) throw new SearchInputError(refusal);
  return choice.length;
}

/** Whether every passable terrain the map uses costs the same. */
export function isUniformCostMap(ctx: MapContext): boolean {
  return mixedCosts(ctx) === null;
}

/** The uniform cost of a map of one cost (the cost of any passable cell used). */
export function uniformCost(ctx: MapContext): number {
  if (ctx.uniformCost === undefined) {
    const counts = ctx.terrainCounts();
    let cost = ctx.minCost;
    ctx.grid.palette.forEach((t, i) => {
      if (t.passable && (counts[i] ?? 0) > 0) cost = t.cost;
    });
    ctx.uniformCost = cost;
  }
  return ctx.uniformCost;
}

/** Why smoothing cannot follow a search with these rules (a sentence saying what to do), or null. */
export function smoothingProblem(topology: SearchOptions['topology'], heightCost: boolean, turnCost: number): string | null {
  if (topology === 'hex') return 'Smoothing draws straight lines between square cells; on a hex map turn "Smooth the path" off.';
  if (heightCost) return 'Smoothing measures terrain costs along the line, not height changes; turn height costing off, or "Smooth the path" off.';
  // A turn-cost path's turns are counted between its 8 headings; a straightened path's segments have none.
  if (turnCost > 0) return 'Smoothing straightens the turns a turn cost has priced, so the path\'s turns would no longer be counted; set the turn cost to 0, or turn "Smooth the path" off.';
  return null;
}
