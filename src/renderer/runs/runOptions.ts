// Search options as runs keep them: a copy a run can hold while the settings panel edits the
// original in place, whether two configurations search the same way (a run whose pane's
// configuration changed since is out of date, like one whose map changed), and a configuration's
// name (what a pane is called unless the user named it).
import { DEFAULT_SEARCH_OPTIONS, HEURISTICS, TIE_BREAKS, algorithmInfo, labelOf, type SearchOptions } from '../../shared/engine/index';

/** A deep copy of options (height costs are an object of their own), safe to keep and edit. */
export function copyOptions(options: SearchOptions): SearchOptions {
  return { ...options, heightCosting: options.heightCosting ? { ...options.heightCosting } : null };
}

/** Whether two configurations search the same way ("Record every step" aside: it changes what is kept, not the search). */
export function sameOptions(a: SearchOptions, b: SearchOptions): boolean {
  return (
    a.algorithm === b.algorithm && a.heuristic === b.heuristic && a.weight === b.weight && a.topology === b.topology &&
    a.cornerRule === b.cornerRule && a.diagonalCost === b.diagonalCost && a.tieBreak === b.tieBreak &&
    a.closestIfUnreachable === b.closestIfUnreachable && a.maxExpansions === b.maxExpansions &&
    (a.heightCosting?.uphill ?? null) === (b.heightCosting?.uphill ?? null) &&
    (a.heightCosting?.downhill ?? null) === (b.heightCosting?.downhill ?? null)
  );
}

/** A configuration's name: its algorithm, and what sets it apart (heuristic, weight, a tie-break other than the usual). */
export function describeOptions(options: SearchOptions): string {
  const info = algorithmInfo(options.algorithm);
  const parts: string[] = [info.label];
  if (info.usesHeuristic) parts.push(labelOf(HEURISTICS, options.heuristic));
  if (info.usesWeight) parts.push(`w = ${options.weight}`);
  if (info.usesHeuristic && options.tieBreak !== DEFAULT_SEARCH_OPTIONS.tieBreak) parts.push(labelOf(TIE_BREAKS, options.tieBreak));
  return parts.join(' · ');
}
