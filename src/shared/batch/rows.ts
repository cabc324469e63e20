// A batch written out: one row per query and configuration (CSV or JSON), and the per-configuration
// summary as a file of its own. The rows file holds rows and nothing else, so a spreadsheet or
// pandas reads it as one table; the summary is a second table (a second file, or JSON's `summary`).
import { suboptimality, type ConfigSummary } from './summary';
import type { BatchConfig, BatchRecord, BatchStatus } from './types';

/** One row of a batch's output: x is the column and y the row, from 0 at the top-left. */
export interface BatchRow {
  query: number;
  config: string;
  startX: number;
  startY: number;
  goalX: number;
  goalY: number;
  status: BatchStatus;
  /** Path cost; null without a path to the goal. */
  cost: number | null;
  optimal: number | null;
  /** Cost over the optimum minus 1 (0: optimal). */
  suboptimality: number | null;
  expanded: number;
  generated: number;
  timeMs: number;
}

/** The rows file's header, in column order. */
export const ROW_COLUMNS = ['query', 'config', 'start_x', 'start_y', 'goal_x', 'goal_y', 'status', 'cost', 'optimal', 'suboptimality', 'expanded', 'generated', 'time_ms'] as const;

/** The summary file's header, in column order. */
export const SUMMARY_COLUMNS = [
  'config',
  'queries',
  'failures',
  'mean_expanded',
  'median_expanded',
  'mean_time_ms',
  'mean_suboptimality',
  'worst_suboptimality',
  'first_error',
] as const;

/** The rows of `records` on a map `width` cells wide. */
export function batchRows(configs: readonly BatchConfig[], records: readonly BatchRecord[], width: number): BatchRow[] {
  return records.map((r) => ({
    query: r.query.index,
    config: configs[r.config]!.label,
    startX: r.query.start % width,
    startY: Math.floor(r.query.start / width),
    goalX: r.query.goal % width,
    goalY: Math.floor(r.query.goal / width),
    status: r.status,
    cost: r.status === 'found' ? round(r.cost, 6) : null,
    optimal: r.optimal === null ? null : round(r.optimal, 6),
    suboptimality: nullable(suboptimality(r), 6),
    expanded: r.expanded,
    generated: r.generated,
    timeMs: round(r.timeMs, 3),
  }));
}

/** The rows as CSV: the header, then one line per row. */
export function rowsCsv(rows: readonly BatchRow[]): string {
  const lines = [ROW_COLUMNS.join(',')];
  for (const r of rows)
    lines.push(
      [r.query, r.config, r.startX, r.startY, r.goalX, r.goalY, r.status, r.cost, r.optimal, r.suboptimality, r.expanded, r.generated, r.timeMs]
        .map(field)
        .join(','),
    );
  return lines.join('\n') + '\n';
}

/** The rows as JSON-ready objects keyed by the CSV's column names. */
export function rowsJson(rows: readonly BatchRow[]): Record<(typeof ROW_COLUMNS)[number], string | number | null>[] {
  return rows.map((r) => ({
    query: r.query,
    config: r.config,
    start_x: r.startX,
    start_y: r.startY,
    goal_x: r.goalX,
    goal_y: r.goalY,
    status: r.status,
    cost: r.cost,
    optimal: r.optimal,
    suboptimality: r.suboptimality,
    expanded: r.expanded,
    generated: r.generated,
    time_ms: r.timeMs,
  }));
}

/** The summary as CSV: the header, then one line per configuration. */
export function summaryCsv(summaries: readonly ConfigSummary[]): string {
  const lines = [SUMMARY_COLUMNS.join(',')];
  for (const s of summaries) lines.push(summaryValues(s).map(field).join(','));
  return lines.join('\n') + '\n';
}

/** The summary as JSON-ready objects (NaN and unknowns become null). */
export function summaryJson(summaries: readonly ConfigSummary[]): Record<(typeof SUMMARY_COLUMNS)[number], string | number | null>[] {
  return summaries.map((s) => Object.fromEntries(SUMMARY_COLUMNS.map((c, i) => [c, summaryValues(s)[i]!])) as Record<(typeof SUMMARY_COLUMNS)[number], string | number | null>);
}

function summaryValues(s: ConfigSummary): (string | number | null)[] {
  return [
    s.label,
    s.queries,
    s.failures,
    nullable(s.meanExpanded, 1),
    nullable(s.medianExpanded, 1),
    nullable(s.meanTimeMs, 3),
    nullable(s.meanSuboptimality, 6),
    nullable(s.worstSuboptimality, 6),
    s.firstError,
  ];
}

/** A CSV field: empty for null, quoted when it holds a comma, quote or line break. */
function field(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function round(n: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(n * scale) / scale;
}

function nullable(n: number | null, digits: number): number | null {
  return n === null || !Number.isFinite(n) ? null : round(n, digits);
}
