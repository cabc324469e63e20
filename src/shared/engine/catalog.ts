// The one list of the engine's choices: every algorithm, heuristic, tie-break, topology and corner
// rule, with its stable name, its label and what it takes. The name types (types.ts), the worker's
// schema (protocol/validate.ts), the command line's help and the side panel are all derived from
// here, so a new choice is named once. An algorithm's entry holds every fact the rest of the code
// needs of it: the loop that runs it, the settings it reads, the maps and rules it takes (plan.ts
// refuses the others with sentences made from these facts, and a hex map offers only the
// algorithms that list hex), whether the debugger can step it, and what it keeps in memory
// (trace/memory.ts). Adding an algorithm: its entry here, its loop, and the loop's line in search.ts.
import { HEURISTIC_REGISTRY } from './heuristics/registry';

/** One choice: its stable name (stored in projects, used on the command line) and its label. */
export interface EngineChoice<N extends string = string> {
  readonly name: N;
  readonly label: string;
}

/**
 * The loops that run searches, one class each (search.ts): the general best-first loop, JPS over
 * its jump graph, the two searches of bidirectional A*, and JPSW over its cell records.
 */
export type SearchLoopName = 'best-first' | 'jump-graph' | 'bidirectional' | 'jpsw';

/**
 * How the best-first loop (and a replay of its trace) finds a node's successors; 'weighted-jumps' is
 * JPSW's runs, which its own loop follows and a replay of its trace costs (trace/weightedMoveCost.ts).
 */
export type SuccessorPolicy = 'neighbours' | 'jump-points' | 'any-angle' | 'weighted-jumps';

/** What an algorithm's searches keep in memory besides a node table a side (see trace/memory.ts). */
export interface AlgorithmMemory {
  /** Bytes a cell of the tables the map keeps for it once prepared (JPS's jump distances, JPSW's records and sums)… */
  readonly tableBytesPerCell: number;
  /** …on maps of up to this many cells (JPS scans larger maps without a table). */
  readonly tableMaxCells: number;
  /** Bytes a cell that a replay of its trace keeps besides the index (Theta*'s parents, which its moves are read from). */
  readonly replayBytesPerCell: number;
}

/** An algorithm: the settings it reads, the maps and rules it takes, and how it is run. */
export interface AlgorithmChoice<N extends string = string> extends EngineChoice<N> {
  /** Its name in a few letters, where room is short (a compare pane's header). */
  readonly shortLabel: string;
  /** Reads the heuristic setting (Dijkstra and breadth-first search expand blind). */
  readonly usesHeuristic: boolean;
  /** Reads the heuristic weight (weighted A* alone; the rest search with weight 1). */
  readonly usesWeight: boolean;
  /** f counts the cost so far (greedy best-first orders by the estimate alone, so a weight means nothing to it). */
  readonly countsCost: boolean;
  /** Counts moves, not costs: every move costs 1 and ties go first in, first out (breadth-first); its path is costed afterwards, without heights. */
  readonly countsMoves: boolean;
  /** Reopens a closed cell that a cheaper path reaches, when the heuristic is admissible but not consistent. */
  readonly reopens: boolean;
  /** Finds any-angle paths (its heuristic must stay under the straight line to be admissible). */
  readonly anyAngle: boolean;
  /** Searches from both ends at once (2), each side with its own node table; both sides share one trace. */
  readonly sides: 1 | 2;
  /** Can record every step, so the debugger can step, replay and compare it (see trace/frame.ts). */
  readonly recordsTrace: boolean;
  /** The loop that runs it, and a faster loop it takes where that one applies (null: none). */
  readonly loop: SearchLoopName;
  readonly fastLoop: SearchLoopName | null;
  /** How the best-first loop finds its successors (JPSW: its own loop's runs). */
  readonly successors: SuccessorPolicy;
  /** The topologies it searches (others are refused); a hex map offers only the algorithms listing hex. */
  readonly topologies: readonly Topology[];
  /** The corner rules it takes where moves are diagonal. */
  readonly cornerRules: readonly CornerRule[];
  /** Needs every passable cell to cost the same (jump points and straight lines assume it)… */
  readonly uniformCosts: boolean;
  /** …and the algorithm to suggest besides A* on a map of mixed costs (null: A* alone). */
  readonly onMixedCosts: string | null;
  /** Adds height costs to its moves. */
  readonly heightCosts: boolean;
  /** Measures diagonal moves as √2, so it refuses the tutorials' 1.4 and 1 (jump points and straight lines). */
  readonly exactDiagonal: boolean;
  /** Takes a turn cost: searches (cell, heading) states when one is set (turnCost/); the others refuse it. */
  readonly turnCosts: boolean;
  /** The largest map it searches, in cells (Infinity: any). */
  readonly maxCells: number;
  readonly memory: AlgorithmMemory;
}

/** Above this many cells JPS keeps no jump table (16 bytes a cell) and scans the map as it searches. */
export const JUMP_TABLE_MAX_CELLS = 4 * 1024 * 1024;
/** A search with a turn cost keeps 9 states a cell (16 bytes each a side), so it runs on maps of up to this many cells. */
export const TURN_COST_MAX_CELLS = 4 * 1024 * 1024;
/** JPSW searches maps of up to this many cells: it keeps 80 bytes a cell (its records and running sums). */
export const WEIGHTED_JUMPS_MAX_CELLS = 4 * 1024 * 1024;

/** What most algorithms are: the best-first loop over grid neighbours, on any map, any rule, with heights and a trace. */
const BEST_FIRST = {
  usesHeuristic: true, usesWeight: false, countsCost: true, countsMoves: false, reopens: false, anyAngle: false, sides: 1,
  recordsTrace: true, loop: 'best-first', fastLoop: null, successors: 'neighbours',
  topologies: ['square8', 'square4', 'hex'], cornerRules: ['no-cutting', 'no-squeeze', 'allow'],
  uniformCosts: false, onMixedCosts: null, heightCosts: true, exactDiagonal: false, turnCosts: true, maxCells: Infinity,
  memory: { tableBytesPerCell: 0, tableMaxCells: 0, replayBytesPerCell: 0 },
} as const;

/** What jump points need: 8 neighbours without corner cutting (the rule their pruning is proved for), √2 diagonals, no heights. */
const JUMP_POINTS = { topologies: ['square8'], cornerRules: ['no-cutting'], heightCosts: false, exactDiagonal: true, turnCosts: false } as const;

export const ALGORITHMS = Object.freeze([
  { ...BEST_FIRST, name: 'astar', label: 'A*', shortLabel: 'A*', reopens: true },
  { ...BEST_FIRST, name: 'weighted-astar', label: 'Weighted A*', shortLabel: 'Weighted A*', usesWeight: true },
  { ...BEST_FIRST, name: 'dijkstra', label: 'Dijkstra', shortLabel: 'Dijkstra', usesHeuristic: false, reopens: true },
  { ...BEST_FIRST, name: 'greedy', label: 'Greedy best-first', shortLabel: 'Greedy', countsCost: false, turnCosts: false },
  { ...BEST_FIRST, name: 'bfs', label: 'Breadth-first', shortLabel: 'BFS', usesHeuristic: false, countsMoves: true, turnCosts: false },
  { ...BEST_FIRST, name: 'bidirectional', label: 'Bidirectional A*', shortLabel: 'Bidir. A*', sides: 2, loop: 'bidirectional' },
  {
    ...BEST_FIRST, ...JUMP_POINTS, name: 'jps', label: 'Jump Point Search', shortLabel: 'JPS', fastLoop: 'jump-graph', successors: 'jump-points',
    uniformCosts: true, onMixedCosts: 'jpsw', memory: { tableBytesPerCell: 16, tableMaxCells: JUMP_TABLE_MAX_CELLS, replayBytesPerCell: 0 },
  },
  {
    ...BEST_FIRST, ...JUMP_POINTS, name: 'jpsw', label: 'Jump Point Search (weighted)', shortLabel: 'JPS (weighted)', loop: 'jpsw',
    successors: 'weighted-jumps', maxCells: WEIGHTED_JUMPS_MAX_CELLS,
    memory: { tableBytesPerCell: 80, tableMaxCells: WEIGHTED_JUMPS_MAX_CELLS, replayBytesPerCell: 0 },
  },
  {
    // On weighted terrain a segment costs what it crosses and closed cells reopen (plan.ts, docs/anyAngle.md).
    ...BEST_FIRST, name: 'theta', label: 'Theta* (any-angle)', shortLabel: 'Theta*', anyAngle: true, successors: 'any-angle',
    topologies: ['square8', 'square4'], heightCosts: false, exactDiagonal: true, turnCosts: false,
    memory: { tableBytesPerCell: 0, tableMaxCells: 0, replayBytesPerCell: 4 },
  },
] as const satisfies readonly AlgorithmChoice[]);

/**
 * A heuristic the user writes as a formula (the option heuristicExpr, heuristics/formula.ts): a
 * choice of its own, listed after the built-in ones, on square and hex maps alike.
 */
export const CUSTOM_HEURISTIC = Object.freeze({ name: 'custom', label: 'Custom…' } as const);

/** The heuristics' names and labels; the built-in ones register in heuristics/registry.ts. */
export const HEURISTICS: readonly EngineChoice<HeuristicName>[] = Object.freeze([
  ...HEURISTIC_REGISTRY.map(({ name, label }) => ({ name, label })),
  CUSTOM_HEURISTIC,
]);

export const TIE_BREAKS = Object.freeze([
  { name: 'larger-g', label: 'Prefer larger g' },
  { name: 'smaller-g', label: 'Prefer smaller g' },
  { name: 'fifo', label: 'First in, first out' },
  { name: 'lifo', label: 'Last in, first out' },
] as const satisfies readonly EngineChoice[]);

/** A way cells connect; `diagonal` topologies read the corner rule. */
export interface TopologyChoice<N extends string = string> extends EngineChoice<N> {
  /** Has diagonal moves, so the corner rule says when a diagonal may pass a wall. */
  readonly diagonal: boolean;
}

export const TOPOLOGIES = Object.freeze([
  { name: 'square8', label: 'Square, 8 neighbours', diagonal: true },
  { name: 'square4', label: 'Square, 4 neighbours', diagonal: false },
  { name: 'hex', label: 'Hexagonal (pointy-top)', diagonal: false },
] as const satisfies readonly TopologyChoice[]);

/** What a diagonal move costs on a square 8-connected map, as a multiple of a straight one. */
export interface DiagonalCostChoice<N extends string = string> extends EngineChoice<N> {
  /** The diagonal step's length (a straight step is 1). */
  readonly length: number;
}

/**
 * The tutorials' cost conventions: the exact √2, Lester's 10 and 14 (1.4), or diagonals as cheap as
 * straight moves (1). The octile heuristic follows the chosen length, so it stays admissible.
 */
export const DIAGONAL_COSTS = Object.freeze([
  { name: 'sqrt2', label: '√2 (exact)', length: Math.SQRT2 },
  { name: '1.4', label: '1.4 (10 and 14, as in the tutorials)', length: 1.4 },
  { name: '1', label: '1 (as much as a straight move)', length: 1 },
] as const satisfies readonly DiagonalCostChoice[]);

export const CORNER_RULES = Object.freeze([
  { name: 'no-cutting', label: 'No corner cutting' },
  { name: 'no-squeeze', label: 'No squeezing between corners' },
  { name: 'allow', label: 'Cut corners freely' },
] as const satisfies readonly EngineChoice[]);

export type AlgorithmName = (typeof ALGORITHMS)[number]['name'];
/** A built-in heuristic's name (one with a distance of its own in the registry). */
export type BuiltInHeuristicName = (typeof HEURISTIC_REGISTRY)[number]['name'];
export type HeuristicName = BuiltInHeuristicName | typeof CUSTOM_HEURISTIC.name;
/** Which of several open nodes with equal f is expanded first. */
export type TieBreak = (typeof TIE_BREAKS)[number]['name'];
export type Topology = (typeof TOPOLOGIES)[number]['name'];
/** 8-connected diagonal rule: cut freely, need both orthogonal neighbours (MovingAI), or at least one. */
export type CornerRule = (typeof CORNER_RULES)[number]['name'];
/** What a diagonal move costs (see DIAGONAL_COSTS). */
export type DiagonalCost = (typeof DIAGONAL_COSTS)[number]['name'];

/** The names of a list of choices, as the non-empty tuple schema libraries ask for. */
export function namesOf<N extends string>(choices: readonly EngineChoice<N>[]): [N, ...N[]] {
  return choices.map((c) => c.name) as [N, ...N[]];
}

/** The label of a choice by name, or the name itself when unknown. */
export function labelOf<N extends string>(choices: readonly EngineChoice<N>[], name: string): string {
  return choices.find((c) => c.name === name)?.label ?? name;
}

/** A heuristic's label as a person reads it in a name or a table: a custom one is its formula. */
export function heuristicLabel(options: { heuristic: string; heuristicExpr: string }): string {
  return options.heuristic === CUSTOM_HEURISTIC.name ? `h = ${options.heuristicExpr.trim()}` : labelOf(HEURISTICS, options.heuristic);
}

const ALGORITHM_INFO = new Map<string, AlgorithmChoice<AlgorithmName>>(ALGORITHMS.map((a) => [a.name, a]));
const HEURISTIC_NAMES = new Set<string>(HEURISTICS.map((h) => h.name));

export function isAlgorithmName(name: string): name is AlgorithmName {
  return ALGORITHM_INFO.has(name);
}

export function isHeuristicName(name: string): name is HeuristicName {
  return HEURISTIC_NAMES.has(name);
}

/** What an algorithm takes (heuristic, weight, any-angle paths); its name must be one of ALGORITHMS. */
export function algorithmInfo(name: AlgorithmName): AlgorithmChoice<AlgorithmName> {
  const info = ALGORITHM_INFO.get(name);
  if (!info) throw new RangeError(`No algorithm is called "${name}".`);
  return info;
}

/** The weight weighted A* starts from when none was chosen (a weight of 1 makes it plain A*). */
export const DEFAULT_HEURISTIC_WEIGHT = 1.5;

/** The weight to search with once `algorithm` is picked: one that reads a weight and would get 1 gets the default. */
export function weightFor(algorithm: AlgorithmName, weight: number): number {
  return algorithmInfo(algorithm).usesWeight && weight === 1 ? DEFAULT_HEURISTIC_WEIGHT : weight;
}

/** The length of a diagonal step under a diagonal cost setting (√2 for an unknown name). */
export function diagonalLength(name: DiagonalCost | undefined): number {
  return DIAGONAL_COSTS.find((d) => d.name === name)?.length ?? Math.SQRT2;
}

/** What a topology takes (the corner rule or not); its name must be one of TOPOLOGIES. */
export function topologyInfo(name: Topology): TopologyChoice<Topology> {
  const info = TOPOLOGIES.find((t) => t.name === name);
  if (!info) throw new RangeError(`No topology is called "${name}".`);
  return info;
}
