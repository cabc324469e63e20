// Search options as runs keep them: a copy a run can hold while the settings panel edits the
// original in place, whether two configurations search the same way (a run whose pane's
// configuration changed since is out of date, like one whose map changed), and a configuration's
// name (what a pane is called unless the user named it).
import { DEFAULT_SEARCH_OPTIONS, TIE_BREAKS, algorithmInfo, copySearchOptions, heuristicLabel, labelOf, sameSearch, type SearchOptions } from '../../shared/engine/index';

/**
 * A deep copy of options (height costs are an object of their own), safe to keep and edit; also
 * the plain copy of a pane's reactive options, read field by field (so an effect follows each).
 * `$state.snapshot` gives the same but calls `structuredClone` on every number and string, about
 * 30 a configuration: the live path took a copy twice a dab, 0.1–0.4 ms of a 4096² stroke's frames.
 */
export const copyOptions: (options: SearchOptions) => SearchOptions = copySearchOptions;

/** Whether two configurations search the same way ("Record every step" aside: it changes what is kept, not the search). */
export const sameOptions: (a: SearchOptions, b: SearchOptions) => boolean = sameSearch;

/** A configuration's name: its algorithm, and what sets it apart (heuristic, weight, a tie-break other than the usual). */
export function describeOptions(options: SearchOptions): string {
  const info = algorithmInfo(options.algorithm);
  // A pane of another unit type says so first: its costs, not its algorithm, are what differs most.
  const parts: string[] = options.unitType ? [options.unitType, info.label] : [info.label];
  if (info.usesHeuristic) parts.push(heuristicLabel(options));
  if (info.usesWeight) parts.push(`w = ${options.weight}`);
  if (info.usesHeuristic && options.tieBreak !== DEFAULT_SEARCH_OPTIONS.tieBreak) parts.push(labelOf(TIE_BREAKS, options.tieBreak));
  if (options.turnCost > 0) parts.push(`turn ${options.turnCost}`);
  if (options.smooth) parts.push('smoothed');
  return parts.join(' · ');
}
