// The previous answer's path re-costed on the map as it is now: for each of its cells, what the
// rest of the path costs from there to the goal (as far back as its moves are all still allowed)
// and what the path up to it costs from the start (as far on as they are). A live search stops on
// it (liveAstar.ts), and an unchanged cost says the old path still holds.
import { moveCost, type MoveRules } from '../../analysis/moveRules';
import type { KeptPath } from './liveAstar';

/** `path` re-costed under `rules`, or null for an empty path. */
export function keptPath(rules: MoveRules, path: Int32Array): KeptPath | null {
  const n = path.length;
  if (n === 0) return null;
  const steps = new Float64Array(n); // steps[i]: the move from path[i - 1] into path[i]; NaN when no longer allowed
  for (let i = 1; i < n; i++) {
    const from = path[i - 1]!, to = path[i]!, d = directionOf(rules, from, to);
    steps[i] = d < 0 || (rules.mask[from]! & (1 << d)) === 0 ? NaN : moveCost(rules, from, to, d);
  }
  const rest = new Float64Array(n);
  let validFrom = rules.mask[path[n - 1]!] === 0 ? n : 0;
  for (let i = n - 2; i >= 0 && validFrom === 0; i--) {
    if (Number.isNaN(steps[i + 1]!)) validFrom = i + 1;
    else rest[i] = rest[i + 1]! + steps[i + 1]!;
  }
  const head = new Float64Array(n);
  let validTo = rules.mask[path[0]!] === 0 ? -1 : n - 1;
  for (let i = 1; i < n && validTo === n - 1; i++) {
    if (Number.isNaN(steps[i]!)) validTo = i - 1;
    else head[i] = head[i - 1]! + steps[i]!;
  }
  const index = new Map<number, number>();
  for (let i = 0; i < n; i++) index.set(path[i]!, i);
  return { path, index, rest, validFrom, head, validTo };
}

/** The direction of the move from `from` to the neighbouring cell `to`, or -1 when they are not neighbours. */
function directionOf(rules: MoveRules, from: number, to: number): number {
  const { width, table, hex } = rules;
  const fy = Math.floor(from / width), fx = from - fy * width;
  const ty = Math.floor(to / width), tx = to - ty * width;
  const parity = hex ? (fy & 1) << 3 : 0;
  for (let d = 0; d < table.count; d++) if (table.dx[parity + d] === tx - fx && table.dy[parity + d] === ty - fy) return d;
  return -1;
}
