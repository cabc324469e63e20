// The distance table of a level's points: the cheapest cost between every pair, or from each group
// (its nearest point) to each point, with the fairness between the groups that compete for a point
// (worst / best, and the difference in %). Read off one LevelMeasurement; written as CSV too.
import { groupsOf, type PointOfInterest } from './points';
import type { LevelMeasurement } from './measure';

/** How groups compare for one point: each group's cheapest cost, worst / best and the difference in %. */
export interface Fairness {
  /** The groups compared (those without the point), with their cheapest costs (Infinity: cannot reach). */
  costs: { group: string; cost: number }[];
  /** Worst / best; Infinity when a group cannot reach the point or the best is 0 and the worst not. */
  ratio: number;
  /** (worst − best) / best × 100. */
  percent: number;
}

/** The cost from point `from` to point `to` (indices into the measured points). */
export function pairCost(m: LevelMeasurement, from: number, to: number): number {
  return m.costs[from * m.points + to]!;
}

/** The cheapest cost from any of `from` to any of `to` (point indices); Infinity when none reaches. */
export function cheapest(m: LevelMeasurement, from: readonly number[], to: readonly number[]): number {
  let best = Infinity;
  for (const i of from) for (const j of to) best = Math.min(best, pairCost(m, i, j));
  return best;
}

/** Worst / best and the difference in % of some groups' costs (at least one). */
export function fairnessOf(costs: { group: string; cost: number }[]): Fairness {
  const values = costs.map((c) => c.cost);
  const best = Math.min(...values), worst = Math.max(...values);
  const ratio = worst === best ? 1 : best > 0 ? worst / best : Infinity;
  const percent = worst === best ? 0 : best > 0 ? ((worst - best) / best) * 100 : Infinity;
  return { costs, ratio, percent };
}

/** The point indices of each group, in the groups' order. */
export function groupMembers(points: readonly PointOfInterest[]): Map<string, number[]> {
  const members = new Map<string, number[]>(groupsOf(points).map((g) => [g, []]));
  points.forEach((p, i) => members.get(p.group)!.push(i));
  return members;
}

/** Per group (rows) and point (columns): the group's cheapest cost to the point; and per point, its fairness (null with fewer than two competing groups). */
export function groupTable(points: readonly PointOfInterest[], m: LevelMeasurement): { groups: string[]; costs: number[][]; fairness: (Fairness | null)[] } {
  const members = groupMembers(points);
  const groups = [...members.keys()];
  const costs = groups.map((g) => points.map((_, j) => cheapest(m, members.get(g)!, [j])));
  const fairness = points.map((p, j) => {
    const competing = groups.flatMap((g, r) => (g === p.group ? [] : [{ group: g, cost: costs[r]![j]! }]));
    return competing.length >= 2 ? fairnessOf(competing) : null;
  });
  return { groups, costs, fairness };
}

/** A cost for a table: 2 decimals at most, "unreachable" for Infinity. */
export function costText(cost: number, decimals = 2): string {
  return cost === Infinity ? 'unreachable' : String(Number(cost.toFixed(decimals)));
}

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (cells: readonly string[]) => cells.map(field).join(',');

/** Every pair as CSV: a header of the points, then one row per point, the cost from it to each (4 decimals). */
export function pairTableCsv(points: readonly PointOfInterest[], m: LevelMeasurement): string {
  const lines = [row(['from \\ to', ...points.map((p) => p.name)])];
  points.forEach((p, i) => lines.push(row([p.name, ...points.map((_, j) => costText(pairCost(m, i, j), 4))])));
  return lines.join('\n') + '\n';
}

/** The group table as CSV: one row per group, then the fairness rows (worst/best and difference %) for the points groups compete for. */
export function groupTableCsv(points: readonly PointOfInterest[], m: LevelMeasurement): string {
  const { groups, costs, fairness } = groupTable(points, m);
  const lines = [row(['group \\ to', ...points.map((p) => p.name)])];
  groups.forEach((g, r) => lines.push(row([g, ...costs[r]!.map((c) => costText(c, 4))])));
  const ratio = (f: Fairness | null) => (f === null ? '' : f.ratio === Infinity ? 'unreachable' : f.ratio.toFixed(4));
  const percent = (f: Fairness | null) => (f === null ? '' : f.percent === Infinity ? 'unreachable' : f.percent.toFixed(2));
  lines.push(row(['worst/best', ...fairness.map(ratio)]));
  lines.push(row(['difference %', ...fairness.map(percent)]));
  return lines.join('\n') + '\n';
}
