// One-click pane sets for the compare view: the same query searched four ways that differ in one
// setting (heuristic, weight, algorithm, tie-break or unit type; path quality: the grid path, an
// any-angle one, a smoothed one and one with a turn cost), everything else taken from the current
// settings, and the names panes get from their configuration. Every preset records the trace,
// since the panes are stepped in lock-step.
import { ALGORITHMS, HEURISTICS, TIE_BREAKS, algorithmInfo, type SearchOptions } from '../../shared/engine/index';
import { copyOptions, describeOptions } from '../runs/runOptions';
import type { AlgorithmName, HeuristicName, TieBreak } from '../../shared/engine/types';

/** The preset sets of panes offered. */
export type ComparePreset = 'heuristics' | 'weights' | 'algorithms' | 'tie-breaks' | 'unit-types' | 'path-quality';

/** A pane's configuration as a preset makes it. */
export interface PaneSetup {
  name: string;
  options: SearchOptions;
}

/** The presets in the order the view lists them, with their button labels. */
export const COMPARE_PRESETS: readonly { name: ComparePreset; label: string; title?: string }[] = Object.freeze([
  { name: 'heuristics', label: 'Heuristics' },
  { name: 'weights', label: 'Weights' },
  { name: 'algorithms', label: 'Algorithms' },
  { name: 'tie-breaks', label: 'Tie-breaks' },
  { name: 'unit-types', label: 'Unit types' },
  { name: 'path-quality', label: 'Path quality', title: 'A* on the grid, Theta* any-angle, A* smoothed and A* with a turn cost of 1: how much straight lines and fewer turns save' },
]);

const PRESET_WEIGHTS = [1, 1.5, 2, 5] as const;
/** The Path quality preset's turn cost: one diagonal step's worth of detour per 45° turned, enough to straighten a zigzag. */
const PATH_QUALITY_TURN_COST = 1;
/** Panes a preset makes at most (the compare view's limit). */
const MAX_PRESET_PANES = 4;

/** What a preset needs to know of the map. */
export interface PresetMap {
  /** Every passable cell costs the same: Jump Point Search can run; elsewhere its weighted sibling JPSW. */
  oneCost: boolean;
  /** The map is laid out in hexes (no straight lines between cells: no any-angle paths or smoothing). */
  hex: boolean;
  /** The map's unit types, in order (the 'unit-types' preset shows the map's costs and up to three of them). */
  unitTypes: readonly string[];
}

/** Why `preset` cannot make panes on this map (a sentence saying what to do), or null. */
export function presetProblem(preset: ComparePreset, map: PresetMap): string | null {
  if (preset === 'path-quality' && map.hex)
    return 'Path quality compares straight lines between square cells (Theta*, smoothing); a hex map has none. Use another preset.';
  if (preset === 'unit-types' && map.unitTypes.length === 0)
    return 'This map has no unit types to compare; add one (Infantry, Tank, Boat…) under Unit types in the side panel, then pick this preset again.';
  return null;
}

/** The panes of `preset`, built on `base` (movement rules, height costs and budget kept), each named after its configuration. */
export function presetSetups(preset: ComparePreset, base: SearchOptions, map: PresetMap): PaneSetup[] {
  const traced = copyOptions({ ...base, recordTrace: true });
  // A heuristic preset keeps the user's heuristic search (bidirectional, weighted…) when it can record steps.
  const info = algorithmInfo(traced.algorithm);
  const heuristicSearch: AlgorithmName = info.usesHeuristic && info.recordsTrace ? traced.algorithm : 'astar';
  const named = (options: SearchOptions): PaneSetup => ({ name: describeOptions(options), options });
  switch (preset) {
    case 'heuristics': {
      // On a hex map the octile distance means nothing; hex distance is its counterpart.
      const first: HeuristicName = traced.topology === 'hex' ? 'hex' : 'octile';
      const names: HeuristicName[] = [first, 'manhattan', 'euclidean', 'zero'];
      return names.map((heuristic) => named(copyOptions({ ...traced, algorithm: heuristicSearch, heuristic })));
    }
    case 'weights':
      return PRESET_WEIGHTS.map((weight) => named(copyOptions({ ...traced, algorithm: 'weighted-astar', weight })));
    case 'algorithms': {
      // Jump points on a map of one cost; on a weighted map JPSW.
      const jumps: AlgorithmName = map.oneCost ? 'jps' : 'jpsw';
      const algorithms: AlgorithmName[] = ['astar', jumps, 'bidirectional', 'dijkstra'];
      return algorithms.map((algorithm) => named(copyOptions({ ...traced, algorithm })));
    }
    case 'unit-types':
      // The same search as each unit type: the map's own costs, then the first three unit types.
      return ['', ...map.unitTypes].slice(0, MAX_PRESET_PANES).map((unitType) => named(copyOptions({ ...traced, unitType })));
    case 'path-quality': {
      // The grid path and its straighter rivals, on terrain costs (any-angle paths and smoothing leave heights aside),
      // then A* paying for each turn: fewer turns rather than straight lines. Only that pane has a turn cost (Theta*
      // and smoothing refuse one); it runs unrecorded, as every turn-cost search does, beside panes that step.
      const grid = copyOptions({ ...traced, algorithm: 'astar', heuristic: 'octile', heightCosting: null, smooth: false, turnCost: 0 });
      return [
        grid,
        copyOptions({ ...grid, algorithm: 'theta', heuristic: 'euclidean' }),
        copyOptions({ ...grid, smooth: true }),
        copyOptions({ ...grid, turnCost: PATH_QUALITY_TURN_COST }),
      ].map(named);
    }
    case 'tie-breaks':
      return TIE_BREAKS.slice(0, 4).map((t) => named(copyOptions({ ...traced, algorithm: heuristicSearch, tieBreak: t.name as TieBreak })));
  }
}

/**
 * Whether a pane's saved name is one the app made rather than the user: its configuration's name,
 * or a name earlier versions gave preset panes (a heuristic's, an algorithm's or a tie-break's
 * label, "w = 2"). Such a pane is named after its configuration again, so it follows later edits.
 */
export function isMadeName(name: string, options: SearchOptions): boolean {
  if (name === describeOptions(options) || /^w = \d+(\.\d+)?$/.test(name)) return true;
  return [ALGORITHMS, HEURISTICS, TIE_BREAKS].some((choices) => choices.some((c) => c.label === name));
}
