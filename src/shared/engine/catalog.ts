// Names and human labels of the engine's choices, for UI dropdowns and command-line help.
import type { AlgorithmName, CornerRule, HeuristicName, TieBreak, Topology } from './types';

/** One choice: its stable name (stored in projects, used on the command line) and its label. */
export interface EngineChoice<N extends string> {
  name: N;
  label: string;
}

export const ALGORITHMS: readonly EngineChoice<AlgorithmName>[] = Object.freeze([
  { name: 'astar', label: 'A*' },
  { name: 'weighted-astar', label: 'Weighted A*' },
  { name: 'dijkstra', label: 'Dijkstra' },
  { name: 'greedy', label: 'Greedy best-first' },
  { name: 'bfs', label: 'Breadth-first' },
  { name: 'bidirectional', label: 'Bidirectional A*' },
  { name: 'jps', label: 'Jump Point Search' },
  { name: 'theta', label: 'Theta* (any-angle)' },
]);

export const HEURISTICS: readonly EngineChoice<HeuristicName>[] = Object.freeze([
  { name: 'octile', label: 'Octile' },
  { name: 'manhattan', label: 'Manhattan' },
  { name: 'chebyshev', label: 'Chebyshev' },
  { name: 'euclidean', label: 'Euclidean' },
  { name: 'hex', label: 'Hex distance' },
  { name: 'zero', label: 'Zero (none)' },
]);

export const TIE_BREAKS: readonly EngineChoice<TieBreak>[] = Object.freeze([
  { name: 'larger-g', label: 'Prefer larger g' },
  { name: 'smaller-g', label: 'Prefer smaller g' },
  { name: 'fifo', label: 'First in, first out' },
  { name: 'lifo', label: 'Last in, first out' },
]);

export const TOPOLOGIES: readonly EngineChoice<Topology>[] = Object.freeze([
  { name: 'square8', label: 'Square, 8 neighbours' },
  { name: 'square4', label: 'Square, 4 neighbours' },
  { name: 'hex', label: 'Hexagonal (pointy-top)' },
]);

export const CORNER_RULES: readonly EngineChoice<CornerRule>[] = Object.freeze([
  { name: 'no-cutting', label: 'No corner cutting' },
  { name: 'no-squeeze', label: 'No squeezing between corners' },
  { name: 'allow', label: 'Cut corners freely' },
]);

/** The label of a choice by name, or the name itself when unknown. */
export function labelOf<N extends string>(choices: readonly EngineChoice<N>[], name: string): string {
  return choices.find((c) => c.name === name)?.label ?? name;
}

const ALGORITHM_NAMES = new Set<string>(ALGORITHMS.map((a) => a.name));
const HEURISTIC_NAMES = new Set<string>(HEURISTICS.map((h) => h.name));

export function isAlgorithmName(name: string): name is AlgorithmName {
  return ALGORITHM_NAMES.has(name);
}

export function isHeuristicName(name: string): name is HeuristicName {
  return HEURISTIC_NAMES.has(name);
}
