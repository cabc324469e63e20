// One-click pane sets for the compare view: the same query searched four ways that differ in one
// setting (heuristic, weight, algorithm or tie-break), everything else taken from the current
// settings. Every preset records the trace, since the panes are stepped in lock-step.
import { ALGORITHMS, HEURISTICS, TIE_BREAKS, algorithmInfo, labelOf, type SearchOptions } from '../../shared/engine/index';
import type { AlgorithmName, HeuristicName, TieBreak } from '../../shared/engine/types';

/** The preset sets of panes offered. */
export type ComparePreset = 'heuristics' | 'weights' | 'algorithms' | 'tie-breaks';

/** A pane's configuration as a preset makes it. */
export interface PaneSetup {
  name: string;
  options: SearchOptions;
}

/** The presets in the order the view lists them, with their button labels. */
export const COMPARE_PRESETS: readonly { name: ComparePreset; label: string }[] = Object.freeze([
  { name: 'heuristics', label: 'Heuristics' },
  { name: 'weights', label: 'Weights' },
  { name: 'algorithms', label: 'Algorithms' },
  { name: 'tie-breaks', label: 'Tie-breaks' },
]);

const PRESET_WEIGHTS = [1, 1.5, 2, 5] as const;
const PRESET_ALGORITHMS: readonly AlgorithmName[] = ['astar', 'jps', 'bidirectional', 'dijkstra'];

/** The panes of `preset`, built on `base` (movement rules, height costs and budget kept). */
export function presetSetups(preset: ComparePreset, base: SearchOptions): PaneSetup[] {
  const traced = copyOptions({ ...base, recordTrace: true });
  // A heuristic preset keeps the user's heuristic search (bidirectional, weighted…) when it can record steps.
  const info = algorithmInfo(traced.algorithm);
  const heuristicSearch: AlgorithmName = info.usesHeuristic && info.recordsTrace ? traced.algorithm : 'astar';
  switch (preset) {
    case 'heuristics': {
      // On a hex map the octile distance means nothing; hex distance is its counterpart.
      const first: HeuristicName = traced.topology === 'hex' ? 'hex' : 'octile';
      const names: HeuristicName[] = [first, 'manhattan', 'euclidean', 'zero'];
      return names.map((heuristic) => ({
        name: labelOf(HEURISTICS, heuristic),
        options: copyOptions({ ...traced, algorithm: heuristicSearch, heuristic }),
      }));
    }
    case 'weights':
      return PRESET_WEIGHTS.map((weight) => ({
        name: `w = ${weight}`,
        options: copyOptions({ ...traced, algorithm: 'weighted-astar', weight }),
      }));
    case 'algorithms':
      return PRESET_ALGORITHMS.map((algorithm) => ({
        name: labelOf(ALGORITHMS, algorithm),
        options: copyOptions({ ...traced, algorithm }),
      }));
    case 'tie-breaks':
      return TIE_BREAKS.slice(0, 4).map((t) => ({
        name: t.label,
        options: copyOptions({ ...traced, algorithm: heuristicSearch, tieBreak: t.name as TieBreak }),
      }));
  }
}

/** A short name for a configuration: its algorithm, and what sets it apart (heuristic, weight). */
export function describeOptions(options: SearchOptions): string {
  const info = algorithmInfo(options.algorithm);
  const parts: string[] = [info.label];
  if (info.usesHeuristic) parts.push(labelOf(HEURISTICS, options.heuristic));
  if (info.usesWeight) parts.push(`w = ${options.weight}`);
  return parts.join(' · ');
}

/** A deep copy of options (height costs are an object of their own), safe to keep and edit. */
export function copyOptions(options: SearchOptions): SearchOptions {
  return { ...options, heightCosting: options.heightCosting ? { ...options.heightCosting } : null };
}

/** Whether two configurations search the same way (what makes a pane's run stale when it changed). */
export function sameOptions(a: SearchOptions, b: SearchOptions): boolean {
  return (
    a.algorithm === b.algorithm && a.heuristic === b.heuristic && a.weight === b.weight && a.topology === b.topology &&
    a.cornerRule === b.cornerRule && a.diagonalCost === b.diagonalCost && a.tieBreak === b.tieBreak &&
    a.closestIfUnreachable === b.closestIfUnreachable && a.maxExpansions === b.maxExpansions &&
    (a.heightCosting?.uphill ?? null) === (b.heightCosting?.uphill ?? null) &&
    (a.heightCosting?.downhill ?? null) === (b.heightCosting?.downhill ?? null)
  );
}
