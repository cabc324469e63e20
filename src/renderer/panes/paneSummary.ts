// What a compare pane's header says, as plain text: its configuration in short ("A* · octile ·
// w 1", plus what differs from the usual rules), and its live figures at the lock-step cursor.
import { algorithmInfo, DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../shared/engine/index';

const SHORT_TIE_BREAKS: Record<string, string> = {
  'larger-g': 'ties larger g',
  'smaller-g': 'ties smaller g',
  fifo: 'ties FIFO',
  lifo: 'ties LIFO',
};

const SHORT_CORNERS: Record<string, string> = {
  'no-cutting': 'no corner cutting',
  'no-squeeze': 'no squeezing',
  allow: 'corners cut',
};

/** A configuration in a few words: algorithm · heuristic · weight, then any rule that differs from the defaults. */
export function paneConfigSummary(options: SearchOptions): string {
  const info = algorithmInfo(options.algorithm);
  const parts = [info.shortLabel];
  if (info.usesHeuristic) parts.push(options.heuristic);
  // An algorithm that ignores g (greedy best-first) has no weight to show.
  if (info.usesHeuristic && info.countsCost) parts.push(`w ${info.usesWeight ? options.weight : 1}`);
  if (options.tieBreak !== DEFAULT_SEARCH_OPTIONS.tieBreak) parts.push(SHORT_TIE_BREAKS[options.tieBreak] ?? options.tieBreak);
  if (options.topology === 'square4') parts.push('4 moves');
  else if (options.topology === 'square8') {
    if (options.cornerRule !== DEFAULT_SEARCH_OPTIONS.cornerRule) parts.push(SHORT_CORNERS[options.cornerRule] ?? options.cornerRule);
    if (options.diagonalCost !== DEFAULT_SEARCH_OPTIONS.diagonalCost) parts.push(`diagonal ${options.diagonalCost}`);
  }
  if (options.heightCosting) parts.push(`heights ↑${options.heightCosting.uphill} ↓${options.heightCosting.downhill}`);
  if (options.maxExpansions > 0) parts.push(`budget ${options.maxExpansions.toLocaleString('en-US')}`);
  return parts.join(' · ');
}

/** What a pane knows at the cursor, for its header. */
export interface PaneFigureInput {
  /** The step shown, and the run's last (0 without a run). */
  step: number;
  steps: number;
  /** Open nodes at the step (null while the worker has not said). */
  open: number | null;
  /** The run's path cost and search time, once it ended (null before, or without a run). */
  cost: number | null;
  timeMs: number | null;
  /** No path: the search ended without reaching the goal. */
  noPath: boolean;
  /** The cursor has passed the pane's last step. */
  finished: boolean;
  /** The run recorded no steps (its algorithm records none): its answer, not its steps; null without a run. */
  expandedWithoutSteps?: number | null;
}

/** One figure in the header: its label and value as shown. */
export interface PaneFigure {
  label: string;
  value: string;
}

/** The header's figures: step, expanded, open, path cost, time. Cost shows once the pane's search is shown finished. */
export function paneFigures(f: PaneFigureInput): PaneFigure[] {
  const n = (v: number) => v.toLocaleString('en-US');
  const cost = !f.finished || f.cost === null ? '–' : f.noPath ? 'no path' : f.cost.toFixed(2);
  const unrecorded = f.expandedWithoutSteps !== undefined && f.expandedWithoutSteps !== null;
  return [
    { label: 'step', value: unrecorded ? '–' : `${n(f.step)}/${n(f.steps)}` },
    { label: 'expanded', value: n(unrecorded ? f.expandedWithoutSteps! : f.step) },
    { label: 'open', value: f.open === null ? '–' : n(f.open) },
    { label: 'cost', value: cost },
    { label: 'time', value: f.timeMs === null ? '–' : `${f.timeMs < 10 ? f.timeMs.toFixed(1) : f.timeMs.toFixed(0)} ms` },
  ];
}
