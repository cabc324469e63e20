// The heuristic lab's answer in words: one verdict line ("Admissible and consistent on this map",
// "Overestimates at 1,204 cells by up to 3.2"), the counts behind it and the worst cells. Plain
// functions, so the section, its tests and the e2e tests word the numbers the same way.
import type { HeuristicLabAnswer } from '../../shared/analysis/heuristicLab';
import { count, plural } from '../analysis/analysisSummary';

/** An amount as the lab writes it: at most two decimals (a drop of 0.41 reads as such). */
export const amount = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The verdict line: admissible and consistent, or where and by how much it is not. */
export function labVerdict(a: HeuristicLabAnswer): string {
  if (a.reached === 0) return 'No cell can reach the goal, so there is nothing to measure against.';
  const over = a.overestimates > 0 ? `Overestimates at ${plural(a.overestimates, 'cell')} by up to ${amount(a.worstOverestimate)}` : null;
  const inconsistent = a.inconsistentMoves > 0 ? `inconsistent on ${plural(a.inconsistentMoves, 'move')} by up to ${amount(a.worstViolation)}` : null;
  if (over && inconsistent) return `${over}; ${inconsistent}`;
  if (over) return `${over}; consistent on every move`;
  if (inconsistent) return `Admissible, but ${inconsistent}`;
  return 'Admissible and consistent on this map';
}

/** The counts the verdict rests on. */
export function labCounts(a: HeuristicLabAnswer): string {
  return [
    `${plural(a.reached, 'cell')} measured against the true cost`,
    `${count(a.overestimates)} overestimated`,
    `${plural(a.moves, 'move')} checked`,
    `${count(a.inconsistentMoves)} inconsistent (from ${plural(a.inconsistentCells, 'cell')})`,
  ].join(' · ');
}

/** The worst cells of one map, as "(x, y) by 3.2" each, on a map `width` cells wide. */
export function worstCells(cells: Int32Array, amounts: Float32Array, width: number): string[] {
  return Array.from(cells, (c) => `(${c % width}, ${Math.floor(c / width)}) by ${amount(amounts[c]!)}`);
}
