// Search options from command-line flags; defaults follow MovingAI (8-connected, no corner cutting, octile).
import { ALGORITHMS, DEFAULT_SEARCH_OPTIONS, HEURISTICS, type SearchOptions } from '../shared/engine/index';
import { UsageError } from './args';

export function searchOptionsFrom(options: Map<string, string>): SearchOptions {
  const algorithm = options.get('algo') ?? 'astar';
  const heuristic = options.get('heuristic') ?? 'octile';
  if (!ALGORITHMS.some((a) => a.name === algorithm))
    throw new UsageError(`There is no algorithm "${algorithm}"; use --algo with one of ${ALGORITHMS.map((a) => a.name).join(', ')}.`);
  if (!HEURISTICS.some((h) => h.name === heuristic))
    throw new UsageError(`There is no heuristic "${heuristic}"; use --heuristic with one of ${HEURISTICS.map((h) => h.name).join(', ')}.`);
  const weight = Number(options.get('weight') ?? (algorithm === 'weighted-astar' ? 1.5 : 1));
  return {
    ...DEFAULT_SEARCH_OPTIONS,
    algorithm: algorithm as SearchOptions['algorithm'],
    heuristic: heuristic as SearchOptions['heuristic'],
    weight,
  };
}
