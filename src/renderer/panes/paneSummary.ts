// What a compare pane's header says, as plain text: its configuration in short ("A* · octile ·
// w 1", plus what differs from the usual rules), and its live figures at the lock-step cursor.
import { SEARCH_OPTION_LIST, algorithmInfo, textInUse, topologyInfo, type SearchOptions, type SummaryPart } from '../../shared/engine/index';

/** The options the summary names, in its order (each entry of the table says how it reads). */
const SUMMARISED = SEARCH_OPTION_LIST.filter((o) => o.summary).sort((a, b) => a.summary!.order - b.summary!.order);

/** A configuration in a few words: algorithm · heuristic · weight, then any rule that differs from the defaults. */
export function paneConfigSummary(options: SearchOptions): string {
  const on = { algorithm: algorithmInfo(options.algorithm), topology: topologyInfo(options.topology) };
  const parts: string[] = [];
  for (const o of SUMMARISED) {
    if (o.kind === 'text' && !textInUse(o, options)) continue;
    // Each part reads its own option's value: the list's entries differ in value type, not in shape.
    const text = (o.summary as SummaryPart<unknown>).text(options[o.key], on);
    if (text !== null) parts.push(text);
  }
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
  /**
   * A live answer the live lane found by its own repair (SearchResult.liveWork): its expansions and
   * time are not the configuration's search, so the header shows none.
   */
  liveRepair?: boolean;
}

/** One figure in the header: its label and value as shown. */
export interface PaneFigure {
  label: string;
  value: string;
  /** A narrow pane leaves it out (the step: `expanded` says the same count, and the timeline the step). */
  wideOnly?: boolean;
}

/** The header's figures: step, expanded, open, path cost, time. Cost shows once the pane's search is shown finished. */
export function paneFigures(f: PaneFigureInput): PaneFigure[] {
  const n = (v: number) => v.toLocaleString('en-US');
  const cost = !f.finished || f.cost === null ? '–' : f.noPath ? 'no path' : f.cost.toFixed(2);
  const unrecorded = f.expandedWithoutSteps !== undefined && f.expandedWithoutSteps !== null;
  return [
    // A recorded run's step is the count of nodes expanded so far, so `expanded` repeats it (and stands alone where room is short).
    { label: 'step', value: unrecorded ? '–' : `${n(f.step)}/${n(f.steps)}`, wideOnly: true },
    { label: 'expanded', value: f.liveRepair ? '–' : n(unrecorded ? f.expandedWithoutSteps! : f.step) },
    { label: 'open', value: f.open === null ? '–' : n(f.open) },
    { label: 'cost', value: cost },
    { label: 'time', value: f.timeMs === null || f.liveRepair ? '–' : `${f.timeMs < 10 ? f.timeMs.toFixed(1) : f.timeMs.toFixed(0)} ms` },
  ];
}
