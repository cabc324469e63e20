// A finished (or stopped) batch as the panel shows it: the per-configuration summary, the files to
// export, and the scatter chart's points (expansions per query against its optimal cost).
import { batchRows, rowsCsv, summaryCsv } from '../../shared/batch/rows';
import type { BatchEnd } from '../../shared/batch/runner';
import { summarise, type ConfigSummary } from '../../shared/batch/summary';
import type { BatchConfig, BatchRecord } from '../../shared/batch/types';

/** A configuration as the panel shows it: a compare pane's name, options and colour. */
export interface BatchConfiguration extends BatchConfig {
  /** CSS colour of its points and swatch (the pane's). */
  color: string;
}

export interface BatchReport {
  configurations: readonly BatchConfiguration[];
  summaries: ConfigSummary[];
  records: readonly BatchRecord[];
  /** Width of the map the batch ran on (cells to x and y). */
  width: number;
  /** Queries run, and how the batch ended. */
  queries: number;
  end: BatchEnd;
  /** Wall-clock seconds from the first search to the last answer. */
  seconds: number;
  /** The document version the batch ran on ("this result is stale" once it moves on). */
  version: number;
  /** Where the pairs came from, in words: "50 random pairs, seed 1". */
  pairs: string;
}

/** Builds the report of `records`. */
export function batchReport(
  configurations: readonly BatchConfiguration[],
  records: readonly BatchRecord[],
  facts: Pick<BatchReport, 'width' | 'queries' | 'end' | 'seconds' | 'version' | 'pairs'>,
): BatchReport {
  return { configurations, records, summaries: summarise(configurations, records), ...facts };
}

/** The rows file: one row per query and configuration, nothing else. */
export const reportRowsCsv = (report: BatchReport): string => rowsCsv(batchRows(report.configurations, report.records, report.width));
/** The summary file: one row per configuration. */
export const reportSummaryCsv = (report: BatchReport): string => summaryCsv(report.summaries);

/** One series of the scatter chart: a configuration's (optimal cost, expansions) points. */
export interface ScatterSeries {
  label: string;
  color: string;
  points: [number, number][];
}

/** Per configuration, the points of its searches that ran on a query with a known optimum. */
export function scatterSeries(report: BatchReport): ScatterSeries[] {
  const series = report.configurations.map((c) => ({ label: c.label, color: c.color, points: [] as [number, number][] }));
  for (const r of report.records) if (r.optimal !== null && r.status !== 'error') series[r.config]!.points.push([r.optimal, r.expanded]);
  return series;
}

/**
 * The configurations of compare panes, labelled by their names; a name that repeats gets its
 * pane's number, so rows and summaries stay apart.
 */
export function configurationsOf(panes: readonly { name: string; options: BatchConfig['options']; color: string }[]): BatchConfiguration[] {
  const names = panes.map((p) => p.name.trim() || 'Pane');
  return panes.map((p, i) => ({
    label: names.filter((n) => n === names[i]).length > 1 ? `${names[i]} (pane ${i + 1})` : names[i]!,
    options: { ...p.options, heightCosting: p.options.heightCosting ? { ...p.options.heightCosting } : null, recordTrace: false },
    color: p.color,
  }));
}

/** A file name for a batch on map `mapName`: characters no system allows removed. */
export function exportName(mapName: string, what: 'batch' | 'batch summary'): string {
  const base = mapName.replace(/[\u0000-\u001f<>:"/\\|?*]/g, '').replace(/\s+/g, ' ').trim() || 'Untitled';
  return `${base} ${what}.csv`;
}
