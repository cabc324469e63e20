// Answers the compare view's questions about kept runs: the Difference of two runs (cells each has
// expanded by a step of its own, and where they first part ways) and a run's curves for the charts.
import { runDifference } from '../engine/trace/difference';
import { runSeries } from '../engine/trace/series';
import type { DebugRun } from './debugRuns';
import type { TraceAnswer, TraceQuery } from './messages';

/** Largest number of points a series may be asked for (a chart is a few thousand pixels wide). */
export const MAX_SERIES_POINTS = 20_000;

/**
 * The answer to a 'difference' or 'series' question about `run`; `other` is the difference's other
 * run (RunQueries answers 'unknown-run' before asking when it is not kept).
 */
export function answerCompareQuery(run: DebugRun, query: Extract<TraceQuery, { kind: 'difference' | 'series' }>, other: DebugRun | undefined): TraceAnswer {
  if (query.kind === 'series') return { kind: 'series', value: runSeries(run.index, query.points) };
  if (!other) throw new Error(`Run ${query.other} is not kept.`);
  return { kind: 'difference', value: runDifference(run.index, other.index, query.step, query.otherStep, query.rect) };
}
