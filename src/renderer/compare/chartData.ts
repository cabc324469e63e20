// The compare charts' data, in the shape uPlot draws (one x array, then one y array per series,
// null where a series has no point): each pane's curve placed on the shared timeline (steps, or
// each run's fraction of itself in progress mode, so the cursor's marker lines up with every
// pane), and expansions per pane as bars.
import type { RunSeries } from '../../shared/engine/trace/series';
import { PROGRESS_STEPS, type TimelineMode } from '../runs/lockStep';

/** Columns: x first, then one per series. */
export type ChartColumns = [number[], ...(number | null)[][]];

/** Where step `step` of a run of `steps` expansions sits on the timeline. */
export function timelineX(mode: TimelineMode, step: number, steps: number): number {
  return mode === 'expansions' ? step : steps > 0 ? (step / steps) * PROGRESS_STEPS : 0;
}

/**
 * One line per pane of `curve` ('open' or 'f') over the timeline: the union of the panes' x values
 * in order, each pane's value where it has a point and null elsewhere (the chart spans the gaps).
 * A pane without a series (not run) gets a column of nulls, so columns stay one per pane.
 */
export function lineColumns(series: readonly (RunSeries | null)[], mode: TimelineMode, curve: 'open' | 'f'): ChartColumns {
  const xs = new Set<number>();
  const placed = series.map((s) => (s ? Array.from(s.step, (step) => timelineX(mode, step, s.steps)) : []));
  for (const p of placed) for (const x of p) xs.add(x);
  const x = [...xs].sort((a, b) => a - b);
  const at = new Map(x.map((v, i) => [v, i]));
  const columns: (number | null)[][] = series.map((s, i) => {
    const column: (number | null)[] = new Array(x.length).fill(null);
    if (s) placed[i]!.forEach((v, j) => (column[at.get(v)!] = finiteOrNull(s[curve][j]!)));
    return column;
  });
  return [x, ...columns];
}

/** Bars of expansions per pane: x = 1 … n, series i has its one value at x = i + 1 (so each bar takes its pane's colour). */
export function barColumns(expanded: readonly (number | null)[]): ChartColumns {
  const x = expanded.map((_, i) => i + 1);
  return [x, ...expanded.map((value, i) => x.map((_, j) => (j === i ? value : null)))];
}

function finiteOrNull(v: number): number | null {
  return Number.isFinite(v) ? v : null;
}
