// Whether a typed search setting is in bounds, with one sentence per problem that says what to type
// instead. The table (table.ts) names each number's check; the side panel shows the sentence next to
// its field, and the worker's schema answers a request that still carries one with the same sentence.
import { MAX_HEIGHT_COST, MAX_HEURISTIC_WEIGHT, isHeightCost } from '../../grid/limits';

/**
 * Largest node budget (expansions). Counts stay 32-bit integers; a budget this size is no limit
 * in practice (the largest map has 16.8 M cells, few searches reopen a cell many times).
 */
export const MAX_NODE_BUDGET = 2 ** 31 - 1;

/** A number read from a field: an empty or unreadable field arrives as null, undefined or NaN. */
const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);

/** The heuristic weight of weighted A*: from 1 (plain A*) to MAX_HEURISTIC_WEIGHT. */
export function weightProblem(weight: unknown): string | null {
  if (!isNumber(weight)) return `Type a heuristic weight from 1 to ${MAX_HEURISTIC_WEIGHT}, such as 1.5.`;
  if (weight >= 1 && weight <= MAX_HEURISTIC_WEIGHT) return null;
  return `The heuristic weight must be a number from 1 to ${MAX_HEURISTIC_WEIGHT}; it is ${weight}. Set a weight in that range.`;
}

/** The node budget: a whole number of expansions, 0 for no limit. */
export function nodeBudgetProblem(budget: unknown): string | null {
  if (!isNumber(budget)) return 'Type a node budget: a whole number of expansions, or 0 for no limit.';
  if (Number.isInteger(budget) && budget >= 0 && budget <= MAX_NODE_BUDGET) return null;
  return `The node budget must be a whole number from 0 (no limit) to ${MAX_NODE_BUDGET}; it is ${budget}. Set a whole number in that range.`;
}

/** One of the two height costs (extra cost per unit of height gained or lost). */
export function heightCostFieldProblem(which: 'uphill' | 'downhill', cost: unknown): string | null {
  if (!isNumber(cost)) return `Type an ${which} cost from 0 to ${MAX_HEIGHT_COST} per unit of height.`;
  if (isHeightCost(cost)) return null;
  return `The ${which} cost must be from 0 to ${MAX_HEIGHT_COST} per unit of height; it is ${cost}. Set it in that range.`;
}

/** Largest turn cost (per 45° of heading change on squares, per 60° on hexes): far above any terrain cost. */
export const MAX_TURN_COST = 1000;

/** The turn cost: 0 (turns are free) or more, per angle unit turned. */
export function turnCostProblem(cost: unknown): string | null {
  if (!isNumber(cost)) return `Type a turn cost from 0 (turns are free) to ${MAX_TURN_COST}, such as 1.`;
  if (cost >= 0 && cost <= MAX_TURN_COST) return null;
  return `The turn cost must be a number from 0 (turns are free) to ${MAX_TURN_COST}; it is ${cost}. Set it in that range.`;
}
