// A cost breakdown as the rows people read: one per terrain, one for the height costs when the path
// pays any, each with its share of the path's cost, and a total. The side panel's table and the
// command line's `path --breakdown` print these rows, and the same sentences about moves and heights.
import type { CostBreakdown } from './costBreakdown';

export interface BreakdownRow {
  /** The terrain's name, "Height costs", "Turn costs" or "Total". */
  label: string;
  /** Cells paid for (null for the height costs). */
  cells: number | null;
  /** Length walked (null for the height costs). */
  length: number | null;
  cost: number;
  /** Percent of the path's cost. */
  share: number;
}

/** The rows: terrains in palette order, the height costs (when the path pays any), then the total. */
export function breakdownRows(b: CostBreakdown): BreakdownRow[] {
  const share = (cost: number) => (b.cost > 0 ? (100 * cost) / b.cost : 0);
  const rows: BreakdownRow[] = b.terrains.map((t) => ({ label: t.name, cells: t.cells, length: t.length, cost: t.cost, share: share(t.cost) }));
  const heights = b.height.uphill + b.height.downhill;
  if (heights > 0) rows.push({ label: 'Height costs', cells: null, length: null, cost: heights, share: share(heights) });
  if (b.turnCost > 0) rows.push({ label: 'Turn costs', cells: null, length: null, cost: b.turnCost, share: share(b.turnCost) });
  const cells = b.terrains.reduce((n, t) => n + t.cells, 0);
  rows.push({ label: 'Total', cells, length: b.length, cost: b.cost, share: b.cost > 0 ? 100 : 0 });
  return rows;
}

/** A figure to 3 decimals at most ("12.5", "1.414"). */
export function breakdownFigure(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

/** The moves in words: "12 straight, 4 diagonal and 0 angled moves; 3 turns". */
export function movesSentence(b: CostBreakdown): string {
  const angled = b.angled > 0 ? `, ${b.angled} angled` : '';
  return `${b.straight} straight, ${b.diagonal} diagonal${angled} ${b.straight + b.diagonal + b.angled === 1 ? 'move' : 'moves'}; ${b.turns} ${b.turns === 1 ? 'turn' : 'turns'}`;
}

/** The heights in words, or null when the path pays no height costs: "climbs 4 (cost 2), descends 3 (cost 0.3)". */
export function heightSentence(b: CostBreakdown): string | null {
  const h = b.height, f = breakdownFigure;
  if (h.climb === 0 && h.descent === 0) return null;
  return `climbs ${f(h.climb)} (cost ${f(h.uphill)}), descends ${f(h.descent)} (cost ${f(h.downhill)})`;
}

/** The breakdown as a text table with its sentences, for a terminal. */
export function breakdownText(b: CostBreakdown): string[] {
  const f = breakdownFigure;
  const cells = breakdownRows(b).map((r) => [r.label, r.cells === null ? '' : String(r.cells), r.length === null ? '' : f(r.length), f(r.cost), `${r.share.toFixed(1)}%`]);
  const table = [['Terrain', 'Cells', 'Length', 'Cost', 'Share'], ...cells];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const lines = table.map((r) => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ').trimEnd());
  lines.push(`Moves: ${movesSentence(b)}.`);
  const heights = heightSentence(b);
  if (heights) lines.push(`Heights: ${heights}.`);
  return lines;
}
