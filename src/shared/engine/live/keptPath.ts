// The previous answer's path re-costed on the map as it is now: for each of its cells, what the
// rest of the path costs from there to the goal, as far back as its moves are all still allowed.
// A live search stops on it (liveAstar.ts), and an unchanged cost says the old path still holds.
import { moveCost, type MoveRules } from '../../analysis/moveRules';
import type { KeptPath } from './liveAstar';

/** `path` re-costed under `rules`, or null for an empty path. */
export function keptPath(rules: MoveRules, path: Int32Array): KeptPath | null {
  const n = path.length;
  if (n === 0) return null;
  const rest = new Float64Array(n);
  let validFrom = 0;
  for (let i = n - 2; i >= 0; i--) {
    const from = path[i]!, to = path[i + 1]!, d = directionOf(rules, from, to);
    if (d < 0 || (rules.mask[from]! & (1 << d)) === 0) {
      validFrom = i + 1;
      break;
    }
    rest[i] = rest[i + 1]! + moveCost(rules, from, to, d);
  }
  if (rules.mask[path[n - 1]!] === 0) validFrom = n;
  const index = new Map<number, number>();
  for (let i = validFrom; i < n; i++) index.set(path[i]!, i);
  return { path, index, rest, validFrom };
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
