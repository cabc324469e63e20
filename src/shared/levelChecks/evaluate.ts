// The one evaluator of level checks, used by the side panel's checklist and `astar-studio check`:
// each rule against the measurements of its unit type, holding or failing, with the numbers that
// say why ("Spawn A2 → Flag costs 131.4, 11.4 over 120").
import { cheapest, fairnessOf, pairCost } from './distances';
import type { LevelMeasurement } from './measure';
import { pointsOf, refName, type PointOfInterest, type PointRef } from './points';
import { describeCheck, num, type LevelCheck } from './rules';

export interface CheckResult {
  check: LevelCheck;
  /** The rule as a sentence. */
  text: string;
  holds: boolean;
  /** The numbers: what was measured when it holds, what fails when it does not. */
  detail: string;
}

/** The key a unit's measurement is kept under ('' for the map's own costs). */
export function unitKey(unit: string | null | undefined): string {
  return unit ?? '';
}

/** The distinct units `checks` are measured with (null: the map's own costs), the map's own first. */
export function unitsOf(checks: readonly LevelCheck[]): (string | null)[] {
  const units = new Set(checks.map((c) => c.unit ?? null));
  return [null, ...[...units].filter((u): u is string => u !== null)];
}

/** Each check evaluated against `measurements` (by unitKey; each measured over `points`, in order). */
export function evaluateChecks(checks: readonly LevelCheck[], points: readonly PointOfInterest[], measurements: ReadonlyMap<string, LevelMeasurement>): CheckResult[] {
  return checks.map((check) => {
    const m = measurements.get(unitKey(check.unit));
    if (!m || m.points !== points.length) throw new Error(`No measurement of the ${points.length} points for unit "${unitKey(check.unit)}"; measure before evaluating.`);
    const verdict = evaluate(check, points, m);
    return { check, text: describeCheck(check), ...verdict };
  });
}

type Verdict = { holds: boolean; detail: string };

const fail = (detail: string): Verdict => ({ holds: false, detail });

function evaluate(check: LevelCheck, points: readonly PointOfInterest[], m: LevelMeasurement): Verdict {
  if (check.kind === 'pockets') return pockets(check.cells, points, m);
  const to = resolve(points, check.to);
  if (typeof to === 'string') return fail(to);
  if (check.kind === 'fair') return fair(check.groups, check.percent, to, points, m);
  const from = resolve(points, check.from);
  if (typeof from === 'string') return fail(from);
  // Every pair, the dearest first: a rule over groups holds only if its worst pair does.
  const pairs = from.flatMap((i) => to.map((j) => ({ i, j, cost: pairCost(m, i, j) })));
  pairs.sort((a, b) => b.cost - a.cost);
  const name = (k: number) => points[k]!.name;
  const unreachable = pairs.filter((p) => p.cost === Infinity);
  if (unreachable.length > 0) {
    const p = unreachable[0]!;
    const why = m.pointRegion[p.i] === -1 ? ` (${name(p.i)} stands on an impassable cell)` : m.pointRegion[p.j] === -1 ? ` (${name(p.j)} stands on an impassable cell)` : '';
    const more = unreachable.length > 1 ? `; ${unreachable.length - 1} more pair${unreachable.length > 2 ? 's' : ''} cannot either` : '';
    return fail(`${name(p.i)} cannot reach ${name(p.j)}${why}${more}`);
  }
  const worst = pairs[0]!;
  const pair = `${name(worst.i)} → ${name(worst.j)}`;
  if (check.kind === 'reaches') return { holds: true, detail: pairs.length === 1 ? `cost ${num(worst.cost)}` : `dearest ${pair}: ${num(worst.cost)}` };
  if (worst.cost <= check.cost) return { holds: true, detail: `dearest ${pair}: ${num(worst.cost)}` };
  const over = pairs.filter((p) => p.cost > check.cost).length;
  return fail(`${pair} costs ${num(worst.cost)}, ${num(worst.cost - check.cost)} over ${num(check.cost)}${over > 1 ? ` (${over} pairs over)` : ''}`);
}

/** The points `ref` names, or a sentence when it names none. */
function resolve(points: readonly PointOfInterest[], ref: PointRef): number[] | string {
  const found = pointsOf(points, ref);
  if (found.length > 0) return found;
  return `there is no ${'point' in ref ? 'point' : 'group'} named "${refName(ref)}"; place one or edit the rule`;
}

function fair(groups: readonly string[], percent: number, to: number[], points: readonly PointOfInterest[], m: LevelMeasurement): Verdict {
  const costs: { group: string; cost: number }[] = [];
  for (const group of groups) {
    const members = pointsOf(points, { group });
    if (members.length === 0) return fail(`there is no group named "${group}"; place a point in it or edit the rule`);
    costs.push({ group, cost: cheapest(m, members, to) });
  }
  const stuck = costs.find((c) => c.cost === Infinity);
  const listed = costs.map((c) => `${c.group} ${c.cost === Infinity ? 'unreachable' : num(c.cost)}`).join(', ');
  if (stuck) return fail(`${stuck.group} cannot reach it (${listed})`);
  const f = fairnessOf(costs);
  // A hair of rounding must not fail a rule whose groups are exactly the allowed % apart.
  const holds = f.percent <= percent + 1e-9;
  const apart = `${num(f.percent)} % apart, worst/best ${f.ratio === Infinity ? '∞' : f.ratio.toFixed(2)}`;
  return { holds, detail: `${listed}: ${apart}${holds ? '' : `, more than ${num(percent)} %`}` };
}

function pockets(limit: number, points: readonly PointOfInterest[], m: LevelMeasurement): Verdict {
  const held = new Set<number>();
  for (const r of m.pointRegion) if (r >= 0) held.add(r);
  const cut = m.regionSizes.flatMap((size, r) => (held.has(r) ? [] : [size]));
  if (cut.length === 0) return { holds: true, detail: m.regionSizes.length === 0 ? 'no passable cells' : 'every region holds a point' };
  const largest = Math.max(...cut);
  const regions = `${cut.length} region${cut.length === 1 ? '' : 's'} without a point`;
  if (largest <= limit) return { holds: true, detail: `largest unreachable region ${num(largest)} cells (${regions})` };
  const over = cut.filter((s) => s > limit).length;
  return fail(`an unreachable region of ${num(largest)} cells${over > 1 ? ` and ${over - 1} more over ${num(limit)}` : ''} (${regions}${points.length === 0 ? '; place points to say what must be reached' : ''})`);
}
