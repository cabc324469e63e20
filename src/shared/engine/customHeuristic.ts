// A custom heuristic as the search loops see it: the user's formula (heuristics/formula.ts),
// compiled once per text, kind of map and cheapest terrain cost, under a heuristic code of its own
// that every loop, trace question and display calls exactly as it calls a built-in one (through
// `distance(code, …)`). Built-in heuristics keep their switch cases; only a formula takes the
// registry's call, so their hot path is untouched.
import { addDistance, type Distance, type HeuristicCode } from './heuristics';
import { compileFormula, FormulaError } from './heuristics/formula';
import { SearchInputError } from './types';

/**
 * Codes are never reused (a trace kept in the worker names its heuristic by code), so the formulas
 * compiled are bounded: far more than a person types in a session (each formula a live search
 * tries as it is typed counts once), and a few hundred bytes each.
 */
export const MAX_CUSTOM_HEURISTICS = 20_000;

const codes = new Map<string, HeuristicCode>();

/**
 * The code of `text` as a heuristic on a map of squares or hexes whose cheapest passable terrain
 * costs `minCost`. The loops scale every distance by the cheapest terrain (× weight); a formula
 * already speaks in costs (it reads cmin itself), so its distance is the formula over `minCost`.
 * Throws SearchInputError with the formula's sentence when it does not compile.
 */
export function customHeuristicCode(text: string, hex: boolean, minCost: number): HeuristicCode {
  const key = `${hex ? 'hex' : 'square'} ${minCost} ${text.trim()}`;
  const known = codes.get(key);
  if (known !== undefined) return known;
  if (codes.size >= MAX_CUSTOM_HEURISTICS)
    throw new SearchInputError(`This search worker has compiled ${MAX_CUSTOM_HEURISTICS.toLocaleString('en-US')} different heuristic formulas; save your work and restart A* Studio to compile more.`);
  let estimate: Distance;
  try {
    estimate = compileFormula(text, { hex, cmin: minCost }).estimate;
  } catch (err) {
    if (err instanceof FormulaError) throw new SearchInputError(`The heuristic formula is not valid. ${err.message}`);
    throw err;
  }
  const scale = 1 / minCost;
  const code = addDistance(minCost === 1 ? estimate : (x, y, gx, gy) => estimate(x, y, gx, gy) * scale);
  codes.set(key, code);
  return code;
}
