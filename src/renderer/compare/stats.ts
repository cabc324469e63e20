// The compare view's statistics: one row per pane (path cost, cost over the optimum, length,
// expanded, generated, reopened, max open, time), how the table sorts them, and the same rows as
// CSV for a spreadsheet. Pure functions of what the panes' runs returned (or, for a pane not run
// yet, its live answer).
import { TIE_BREAKS, algorithmInfo, heuristicLabel, labelOf, type SearchOptions, type SearchResult } from '../../shared/engine/index';

/** One pane's figures; null where the pane has none (not run, could not run, no path). */
export interface StatsRow {
  /** The pane's index, left to right. */
  pane: number;
  name: string;
  /** #rrggbb */
  color: string;
  options: SearchOptions;
  /** What became of the search: 'found', 'no path', 'budget', 'cancelled', 'not run', or the pane's error. */
  result: string;
  /** The pane could not run: `result` is its sentence. */
  failed: boolean;
  /** The figures are of a run made before the map, the markers or the pane's settings changed. */
  stale: boolean;
  cost: number | null;
  /** (cost − optimum) / optimum × 100; 0 when both are 0. */
  overOptimum: number | null;
  /** Moves in the path. */
  length: number | null;
  expanded: number | null;
  generated: number | null;
  reopened: number | null;
  maxOpen: number | null;
  timeMs: number | null;
}

/** The columns that sort (every figure, and the name). */
export type StatsKey = 'name' | 'cost' | 'overOptimum' | 'length' | 'expanded' | 'generated' | 'reopened' | 'maxOpen' | 'timeMs';

/** The table's columns in order, with their headers. */
export const STATS_COLUMNS: readonly { key: StatsKey; label: string; title: string }[] = Object.freeze([
  { key: 'name', label: 'Pane', title: 'The pane’s name' },
  { key: 'cost', label: 'Path cost', title: 'Total cost of the path found' },
  { key: 'overOptimum', label: 'Over optimum', title: 'How much more the path costs than the cheapest path (Dijkstra under the same movement rules)' },
  { key: 'length', label: 'Length', title: 'Moves in the path' },
  { key: 'expanded', label: 'Expanded', title: 'Nodes expanded' },
  { key: 'generated', label: 'Generated', title: 'Nodes generated' },
  { key: 'reopened', label: 'Reopened', title: 'Closed nodes opened again' },
  { key: 'maxOpen', label: 'Max open', title: 'Largest size of the open list' },
  { key: 'timeMs', label: 'Time', title: 'Search time in the worker, recording included' },
]);

const STATUS_TEXT: Record<SearchResult['status'], string> = { found: 'found', unreachable: 'no path', budget: 'budget', cancelled: 'cancelled' };

/**
 * A pane's row from its result (null: not run) or error, and the optimum for its movement rules
 * (null: unknown). `p` describes what the run searched with (its name and options), and `stale`
 * says the map, markers or settings have changed since. `live`: the result is the pane's live
 * answer (the pane has not been run), said so; a live answer the lane repaired gives its cost and
 * length but no search figures (they would be the repair's, not this configuration's search).
 */
export function statsRow(
  pane: number,
  p: { name: string; color: string; options: SearchOptions; error: string | null; stale?: boolean; live?: boolean },
  result: SearchResult | null,
  optimum: number | null,
): StatsRow {
  const base = { pane, name: p.name, color: p.color, options: p.options };
  if (!result) {
    const none = { cost: null, overOptimum: null, length: null, expanded: null, generated: null, reopened: null, maxOpen: null, timeMs: null };
    return { ...base, result: p.error ?? 'not run', failed: p.error !== null, stale: false, ...none };
  }
  const found = result.status === 'found';
  const m = result.metrics;
  const live = p.live ?? false, stale = !live && (p.stale ?? false);
  const searched = !(live && result.liveWork !== undefined);
  return {
    ...base,
    result: live ? `${STATUS_TEXT[result.status]} (live)` : stale ? `${STATUS_TEXT[result.status]} (out of date)` : STATUS_TEXT[result.status],
    failed: false,
    stale,
    cost: found ? result.cost : null,
    overOptimum: found ? overOptimum(result.cost, optimum) : null,
    length: found ? result.steps : null,
    expanded: searched ? m.expanded : null,
    generated: searched ? m.generated : null,
    reopened: searched ? m.reopened : null,
    maxOpen: searched ? m.maxOpenSize : null,
    timeMs: searched ? m.elapsedMs : null,
  };
}

/** The percentage by which `cost` exceeds `optimum`; null when the optimum is unknown or there is none. */
export function overOptimum(cost: number, optimum: number | null): number | null {
  if (optimum === null || !Number.isFinite(optimum)) return null;
  if (optimum === 0) return cost === 0 ? 0 : null;
  return ((cost - optimum) / optimum) * 100;
}

/** The rows sorted by `key` (stable; rows without the figure last either way). */
export function sortRows(rows: readonly StatsRow[], key: StatsKey, direction: 'ascending' | 'descending'): StatsRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => {
      const a = x.row[key], b = y.row[key];
      if (a === null || b === null) return a === b ? x.i - y.i : a === null ? 1 : -1;
      const order = typeof a === 'string' ? a.localeCompare(b as string) : a - (b as number);
      return order !== 0 ? sign * order : x.i - y.i;
    })
    .map(({ row }) => row);
}

const CSV_HEADER = [
  'pane', 'name', 'algorithm', 'heuristic', 'weight', 'tie_break', 'result',
  'path_cost', 'over_optimum_percent', 'length', 'expanded', 'generated', 'reopened', 'max_open', 'time_ms',
];

/** The rows as CSV (RFC 4180: a header line, fields quoted when they need it, CRLF line ends; empty where there is no figure). */
export function statsCsv(rows: readonly StatsRow[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const r of rows) {
    const info = algorithmInfo(r.options.algorithm);
    lines.push(
      [
        r.pane + 1, r.name, info.label, info.usesHeuristic ? heuristicLabel(r.options) : '', info.usesWeight ? r.options.weight : '',
        labelOf(TIE_BREAKS, r.options.tieBreak), r.result,
        r.cost, r.overOptimum, r.length, r.expanded, r.generated, r.reopened, r.maxOpen, r.timeMs,
      ].map(csvField).join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A figure as the table shows it: integers grouped, costs to 2 decimals, "—" for none. */
export function formatFigure(key: StatsKey, value: number | null): string {
  if (value === null) return '—';
  switch (key) {
    case 'cost': return value.toFixed(2);
    case 'overOptimum': return `${value < 0 ? '−' : '+'}${Math.abs(value).toFixed(1)} %`;
    case 'timeMs': return `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
    default: return value.toLocaleString('en-US');
  }
}
