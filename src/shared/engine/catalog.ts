// The one list of the engine's choices: every algorithm, heuristic, tie-break, topology and corner
// rule, with its stable name, its label and what it takes. The name types (types.ts), the worker's
// schema (protocol/validate.ts), the command line's help and the side panel are all derived from
// here, so a new choice is named once.
import { HEURISTIC_REGISTRY } from './heuristics/registry';

/** One choice: its stable name (stored in projects, used on the command line) and its label. */
export interface EngineChoice<N extends string = string> {
  readonly name: N;
  readonly label: string;
}

/** An algorithm and the settings it reads, so the panel and the command line offer only those. */
export interface AlgorithmChoice<N extends string = string> extends EngineChoice<N> {
  /** Reads the heuristic setting (Dijkstra and breadth-first search expand blind). */
  readonly usesHeuristic: boolean;
  /** Reads the heuristic weight (weighted A* alone; the rest search with weight 1). */
  readonly usesWeight: boolean;
  /** Finds any-angle paths (its heuristic must stay under the straight line to be admissible). */
  readonly anyAngle: boolean;
  /** Can record every step for the debugger (its trace replays; see trace/frame.ts). */
  readonly recordsTrace: boolean;
}

export const ALGORITHMS = Object.freeze([
  { name: 'astar', label: 'A*', usesHeuristic: true, usesWeight: false, anyAngle: false, recordsTrace: true },
  { name: 'weighted-astar', label: 'Weighted A*', usesHeuristic: true, usesWeight: true, anyAngle: false, recordsTrace: true },
  { name: 'dijkstra', label: 'Dijkstra', usesHeuristic: false, usesWeight: false, anyAngle: false, recordsTrace: true },
  { name: 'greedy', label: 'Greedy best-first', usesHeuristic: true, usesWeight: false, anyAngle: false, recordsTrace: true },
  { name: 'bfs', label: 'Breadth-first', usesHeuristic: false, usesWeight: false, anyAngle: false, recordsTrace: true },
  { name: 'bidirectional', label: 'Bidirectional A*', usesHeuristic: true, usesWeight: false, anyAngle: false, recordsTrace: true },
  { name: 'jps', label: 'Jump Point Search', usesHeuristic: true, usesWeight: false, anyAngle: false, recordsTrace: true },
  { name: 'jpsw', label: 'Jump Point Search (weighted)', usesHeuristic: true, usesWeight: false, anyAngle: false, recordsTrace: false },
  { name: 'theta', label: 'Theta* (any-angle)', usesHeuristic: true, usesWeight: false, anyAngle: true, recordsTrace: true },
] as const satisfies readonly AlgorithmChoice[]);

/** The heuristics' names and labels; the heuristics themselves register in heuristics/registry.ts. */
export const HEURISTICS: readonly EngineChoice<HeuristicName>[] = Object.freeze(
  HEURISTIC_REGISTRY.map(({ name, label }) => ({ name, label })),
);

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
export type HeuristicName = (typeof HEURISTIC_REGISTRY)[number]['name'];
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
