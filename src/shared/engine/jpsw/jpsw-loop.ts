// The hot loop of JPSW: pop a jump point, follow the runs its arrival keeps, and relax each jump
// point where the run finds it (no successor buffer written and read back). A move costs its length
// × the cost of the cell entered, so a run's cost is summed over its cells: a straight run's is
// precomputed (or taken from the running sums), a diagonal one's is added up as it is scanned.
//
// A diagonal run is scanned eagerly, as JPS does: at each of its stops the straight jump points met
// are relaxed and the run goes on, so its cells are not nodes. On a weighted map nearly every cell
// of a diagonal is such a stop, and runs from neighbouring nodes cross the same cells, so a scan
// leaves its cost at each stop (the SCANNED state) and ends where a stop was already reached more
// cheaply, by a scan or as a node: every path through there costs more than one already found.
// A scan also ends where its f reaches the goal's (f never falls along a run).
import { distance, H_OCTILE } from '../heuristics';
import { DIR_DX, DIR_DY, NATURAL } from './cost-aware-pruning';
import type { JpswOpenList } from './jpsw-nodes';
import { FORCED_STOP } from './weighted-jumps';

/** f is rounded to 2⁻²⁰ of a step, as in the best-first loop, so that equal-cost paths tie exactly. */
const KEY_SCALE = 1048576;
const OCTILE_DIAGONAL = Math.SQRT2 - 1;
const SQRT2 = Math.SQRT2;
/** The arrival recorded for the start: every legal move is tried there. */
export const START_ARRIVAL = 8;
/** Loop outcomes (the caller names them). */
export const LOOP_RUNNING = 0, LOOP_FOUND = 1, LOOP_UNREACHABLE = 2, LOOP_BUDGET = 3;

/** What the loop reads and, across slices, carries (counters, the goal's bound). */
export interface JpswLoopState {
  readonly open: JpswOpenList;
  /** g at [2c]; over the same memory, `marks` holds the state at [4c + 2] and the arrival at [4c + 3]. */
  readonly g: Float64Array;
  readonly marks: Int32Array;
  readonly parent: Int32Array;
  /** The node records' base: closed = base + 1, open = base + 2 + heap index, scanned = base + 1 + cells. */
  readonly base: number;
  readonly cells: number;
  readonly mask: Uint8Array;
  readonly terrain: Uint8Array;
  readonly typeCost: Float64Array;
  readonly table: Int16Array;
  readonly runCosts: Float32Array | null;
  readonly forced: Uint8Array;
  readonly moves: Uint8Array;
  readonly rowSums: Float64Array;
  readonly columnSums: Float64Array;
  readonly width: number;
  readonly height: number;
  readonly goal: number;
  readonly gx: number;
  readonly gy: number;
  readonly heuristic: number;
  readonly hScale: number;
  readonly gWeight: number;
  readonly tieSign: number;
  readonly tieBySequence: boolean;
  /** Whether f bounds every path through a node (admissible and consistent estimate, g counted). */
  readonly bounded: boolean;
  readonly maxExpansions: number;
  /** The open goal's f, Infinity until a run reaches the goal. */
  goalF: number;
  sequence: number;
  expanded: number;
  generated: number;
  maxOpen: number;
}

const NO_RUN_COSTS = new Float32Array(0);

/** Runs up to `budget` expansions; returns one of the LOOP_ outcomes. */
export function runJpswLoop(s: JpswLoopState, budget: number): number {
  const { open, g, marks, parent, mask, terrain, typeCost, table, forced, rowSums, columnSums } = s;
  const moveTable = s.moves;
  // Run costs from the cell's record where they are exact in single precision, else from the sums.
  const exact = s.runCosts !== null, runCosts = s.runCosts ?? NO_RUN_COSTS;
  const { width, height, goal, gx, gy, heuristic, hScale, gWeight, tieSign, tieBySequence, bounded, maxExpansions } = s;
  const closed = s.base + 1, openBase = s.base + 2, scanned = s.base + 1 + s.cells;
  const invWidth = 1 / width, rowStride = width + 1, columnStride = height + 1;
  const octile = heuristic === H_OCTILE;
  let goalF = s.goalF, goalKey = goalF === Infinity ? Infinity : Math.floor(goalF * KEY_SCALE + 0.5);
  let expanded = s.expanded, generated = s.generated, maxOpen = s.maxOpen, sequence = s.sequence;
  let outcome = LOOP_RUNNING;
  // Set per expansion and read by relax (a closure the compiler inlines: one copy of the relaxing).
  let c = 0;

  /** The scaled estimate from (x, y) to the goal. */
  const estimate = (x: number, y: number): number => {
    if (octile) {
      let hx = gx - x, hy = gy - y;
      if (hx < 0) hx = -hx;
      if (hy < 0) hy = -hy;
      return hScale * (hx > hy ? hx + OCTILE_DIAGONAL * hy : hy + OCTILE_DIAGONAL * hx);
    }
    return hScale * distance(heuristic, x, y, gx, gy);
  };

  /** Offers jump point nb at (x, y), reached from c at cost ng, entered in direction `arrival`. */
  const relax = (nb: number, x: number, y: number, ng: number, arrival: number): void => {
    const st = marks[4 * nb + 2]!;
    if (st === closed) return;
    const isOpen = st >= openBase && st !== scanned;
    // A scan's cost counts as a bound: a way no cheaper than it is not needed (ties are kept).
    if (st === scanned ? ng > g[2 * nb]! : isOpen && ng >= g[2 * nb]!) return;
    const f = gWeight * ng + estimate(x, y);
    if (bounded && f >= goalF) return;
    g[2 * nb] = ng;
    marks[4 * nb + 3] = arrival;
    parent[nb] = c;
    const key = Math.floor(f * KEY_SCALE + 0.5), second = tieBySequence ? tieSign * sequence++ : tieSign * ng;
    if (nb === goal && bounded) {
      goalF = f;
      goalKey = key;
    }
    if (isOpen) open.decrease(st - openBase, key, second);
    else {
      open.push(nb, key, second);
      if (open.size > maxOpen) maxOpen = open.size;
    }
    generated++;
  };

  /** Cost of k straight steps in direction d (0..3: E, W, S, N) from (x, y), from the running sums. */
  const straightCost = (d: number, x: number, y: number, k: number): number => {
    if (d < 2) {
      const base = y * rowStride + x;
      return d === 0 ? rowSums[base + k + 1]! - rowSums[base + 1]! : rowSums[base]! - rowSums[base - k]!;
    }
    const base = x * columnStride + y;
    return d === 2 ? columnSums[base + k + 1]! - columnSums[base + 1]! : columnSums[base]! - columnSums[base - k]!;
  };

  while (budget > 0) {
    if (!open.topBelow(goalKey)) { outcome = goalKey < Infinity ? LOOP_FOUND : LOOP_UNREACHABLE; break; }
    c = open.pop();
    marks[4 * c + 2] = closed;
    expanded++;
    budget--;
    if (c === goal) { outcome = LOOP_FOUND; break; }
    if (expanded >= maxExpansions) { outcome = LOOP_BUDGET; break; }
    const gc = g[2 * c]!, a = marks[4 * c + 3]!;
    const cy = ((c + 0.5) * invWidth) | 0, cx = c - cy * width;
    let moves = a === START_ARRIVAL ? mask[c]! : (forced[c]! & (1 << a)) === 0 ? mask[c]! & NATURAL[a]! : moveTable[c * 8 + a]!;
    const ddx = gx - cx, ddy = gy - cy;
    const adx = ddx < 0 ? -ddx : ddx, ady = ddy < 0 ? -ddy : ddy;
    const sgx = ddx > 0 ? 1 : ddx < 0 ? -1 : 0, sgy = ddy > 0 ? 1 : ddy < 0 ? -1 : 0;
    while (moves !== 0) {
      const low = moves & -moves;
      moves ^= low;
      const d = 31 - Math.clz32(low);
      const dx = DIR_DX[d]!, dy = DIR_DY[d]!;
      const step = dy * width + dx;
      let t = table[c * 16 + d]!;
      if (d < 4) {
        // The goal on this run, however many jump points before it: the run is a way there.
        if (dx === 0 ? ddx === 0 && sgy === dy : ddy === 0 && sgx === dx) {
          const k = dx === 0 ? ady : adx;
          if (runReaches(table, c, d, step, k)) relax(goal, gx, gy, gc + straightCost(d, cx, cy, k), d);
          if (t <= 0 || t >= k) continue; // beyond the goal a run leads nowhere it does not
        }
        if (t > 0) relax(c + t * step, cx + t * dx, cy + t * dy, gc + (exact ? runCosts[c * 8 + 4 + d]! : straightCost(d, cx, cy, t)), d);
        continue;
      }
      // Diagonal: the straight directions that make it up (E/W, S/N).
      const h = dx > 0 ? 0 : 1, v = dy > 0 ? 2 : 3;
      // The diagonal cell level with a goal in this quadrant, in diagonal steps (0: none), and the
      // straight steps from it to the goal.
      const level = sgx === dx && sgy === dy ? (adx < ady ? adx : ady) : 0;
      const rest = adx < ady ? ady - level : adx - level, toGoal = adx < ady ? v : h;
      let p = c, k = 0, cells = 0; // cells: the costs of the diagonal's cells entered up to p
      for (;;) {
        const stopForced = t >= FORCED_STOP;
        if (stopForced) t -= FORCED_STOP;
        const run = t > 0 ? t : -t;
        if (level > k && level <= k + run) {
          let sum = cells;
          for (let i = 1, q = p + step; i <= level - k; i++, q += step) sum += typeCost[terrain[q]!]!;
          const l = c + level * step, lx = cx + level * dx, ly = cy + level * dy;
          if (rest === 0) {
            relax(goal, gx, gy, gc + SQRT2 * sum, d);
            break; // beyond the goal, the diagonal leads nowhere it does not
          }
          if (runReaches(table, l, toGoal, toGoal === h ? dx : dy * width, rest))
            relax(goal, gx, gy, gc + SQRT2 * sum + straightCost(toGoal, lx, ly, rest), toGoal);
        }
        if (t <= 0) break;
        for (let i = 0; i < t; i++) {
          p += step;
          cells += typeCost[terrain[p]!]!;
        }
        k += t;
        const px = cx + k * dx, py = cy + k * dy, gp = gc + SQRT2 * cells;
        if (stopForced) {
          // A turn may pay at p: it is a node of its own, and the diagonal goes on from it.
          relax(p, px, py, gp, d);
          break;
        }
        // A scan that reaches p dearer than another way has is not needed beyond it.
        const sp = marks[4 * p + 2]!;
        if (sp > s.base) {
          if (g[2 * p]! < gp) break;
          if (sp === scanned) g[2 * p] = gp;
        } else {
          marks[4 * p + 2] = scanned;
          g[2 * p] = gp;
        }
        if (bounded && gWeight * gp + estimate(px, py) >= goalF) break;
        const th = table[p * 16 + h]!, tv = table[p * 16 + v]!;
        if (th > 0) relax(p + th * dx, px + th * dx, py, gp + (exact ? runCosts[p * 8 + 4 + h]! : straightCost(h, px, py, th)), h);
        if (tv > 0) relax(p + tv * dy * width, px, py + tv * dy, gp + (exact ? runCosts[p * 8 + 4 + v]! : straightCost(v, px, py, tv)), v);
        t = table[p * 16 + d]!;
      }
    }
  }

  s.goalF = goalF; s.expanded = expanded; s.generated = generated; s.maxOpen = maxOpen; s.sequence = sequence;
  return outcome;
}

/**
 * Whether a straight run from p in direction d (a step of `step` cells) goes k cells: it follows
 * the run's jump points, so a goal beyond them is still seen from p.
 */
function runReaches(table: Int16Array, p: number, d: number, step: number, k: number): boolean {
  for (;;) {
    const t = table[p * 16 + d]!;
    if (t <= 0) return -t >= k;
    if (t >= k) return true;
    k -= t;
    p += t * step;
  }
}
