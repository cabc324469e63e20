// The rules a level must keep ("Spawn A reaches Flag", "Flag within 120 of every Team A spawn",
// "Team A and Team B within 5 % of each other to Flag", "no unreachable region larger than 50
// cells"), as the project keeps them and as a person reads them. Each rule may name a unit type
// (a movement profile) whose costs it is measured with; see unitCosts.ts.
import { refName, type PointRef } from './points';

interface RuleBase {
  /** The movement profile the rule is measured with; absent: the map's own costs. */
  unit?: string;
}

export type LevelCheck = RuleBase &
  (
    | /** Every point of `from` reaches every point of `to`. */ { kind: 'reaches'; from: PointRef; to: PointRef }
    | /** Every path from a point of `from` to a point of `to` costs at most `cost`. */ { kind: 'within'; from: PointRef; to: PointRef; cost: number }
    | /** Each group's cheapest cost to `to` is within `percent` % of the others' (worst − best ≤ percent % of best). */ {
        kind: 'fair';
        groups: string[];
        to: PointRef;
        percent: number;
      }
    | /** No region that holds no point has more than `cells` cells. */ { kind: 'pockets'; cells: number }
  );

export type LevelCheckKind = LevelCheck['kind'];

/** Most rules one project keeps. */
export const MAX_CHECKS = 100;
/** The largest cost or cell count a rule may name (a 4096² map's cells, costs far past any path's). */
export const MAX_RULE_NUMBER = 1e12;
/** Most groups one fairness rule compares. */
export const MAX_FAIR_GROUPS = 16;

/** The kinds, as the panel offers them. */
export const CHECK_KINDS: readonly { kind: LevelCheckKind; label: string }[] = [
  { kind: 'reaches', label: 'reaches' },
  { kind: 'within', label: 'within a cost of' },
  { kind: 'fair', label: 'fair between groups' },
  { kind: 'pockets', label: 'no unreachable region larger than' },
];

const every = (ref: PointRef) => ('group' in ref ? `every ${ref.group} point` : ref.point);

/** The rule as a sentence: "Spawn A reaches Flag", "Flag within 120 of every Team A point". */
export function describeCheck(check: LevelCheck): string {
  const unit = check.unit ? ` (${check.unit})` : '';
  switch (check.kind) {
    case 'reaches':
      return `${'group' in check.from ? `Every ${check.from.group} point` : check.from.point} reaches ${every(check.to)}${unit}`;
    case 'within':
      return `${refName(check.to)} within ${num(check.cost)} of ${every(check.from)}${unit}`;
    case 'fair':
      return `${joinAnd(check.groups)} within ${num(check.percent)} % of each other to ${refName(check.to)}${unit}`;
    case 'pockets':
      return `No unreachable region larger than ${num(check.cells)} cell${check.cells === 1 ? '' : 's'}${unit}`;
  }
}

/** Why `check` is not a rule a project can keep (a number out of bounds, too few groups), or null. */
export function checkProblem(check: LevelCheck): string | null {
  if (check.unit !== undefined && (check.unit.trim() === '' || check.unit.length > 64)) return 'A unit type name must be 1 to 64 characters; leave it empty for the map\'s own costs.';
  switch (check.kind) {
    case 'reaches':
      return null;
    case 'within':
      return numberProblem(check.cost, 'The cost', false);
    case 'fair':
      if (check.groups.length < 2) return 'Name at least two groups to compare, such as Team A and Team B.';
      if (check.groups.length > MAX_FAIR_GROUPS) return `A fairness rule compares at most ${MAX_FAIR_GROUPS} groups.`;
      if (new Set(check.groups).size !== check.groups.length) return 'Each group may be named once; pick two different groups.';
      return numberProblem(check.percent, 'The percentage', false);
    case 'pockets':
      return numberProblem(check.cells, 'The cell count', true);
  }
}

function numberProblem(n: number, what: string, whole: boolean): string | null {
  if (!Number.isFinite(n) || n < 0 || n > MAX_RULE_NUMBER || (whole && !Number.isInteger(n)))
    return `${what} must be a ${whole ? 'whole number' : 'number'} from 0 to ${MAX_RULE_NUMBER.toExponential()}, such as ${whole ? '50' : '120'}.`;
  return null;
}

/** A cost or count as a person reads it: at most two decimals, no trailing zeros. */
export function num(n: number): string {
  if (!Number.isFinite(n)) return n > 0 ? '∞' : String(n);
  return String(Math.round(n * 100) / 100);
}

function joinAnd(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
