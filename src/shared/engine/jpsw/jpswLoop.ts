// The hot loop of JPSW: pop a jump point, follow the runs its arrival keeps, and relax the jump
// points they offer once the runs are followed (one copy of the relaxing in the loop: as a
// function called from every place a run finds one it was too large for the compiler to inline).
// A move costs its length × the cost of the cell entered, so a run's cost is summed over its cells; each cell's record
// holds the sum up to its runs' next jump points (weightedJumps.ts). Cells are tiled indices
// (tiledLayout.ts) throughout, with their coordinates carried beside them.
//
// A diagonal run is scanned eagerly, as JPS does: at each of its stops the straight jump points met
// are relaxed and the run goes on, so its cells are not nodes. On a weighted map nearly every cell
// of a diagonal is such a stop, and runs from neighbouring nodes cross the same cells, so a scan
// leaves its cost at each stop (the SCANNED state) and ends where a stop was already reached more
// cheaply, by a scan or as a node: every path through there costs more than one already found.
// A scan also ends where its f reaches the goal's (f never falls along a run), and leaves the rest
// of the run to a node of its own where its f is well above that of the node it started from.
//
// Some jump points are expanded as soon as they are found, without the open list: those whose f is
// no higher than that of the node being expanded (it was the open list's best, so they would come
// next), and, within the scan's reach, those in a corridor (a maze's first way to a cell is nearly
// always its cheapest; elsewhere a cheaper way usually comes later, and expanding twice costs more
// than a push and a pop). Such a jump point counts as scanned: a dearer way is not taken further
// from it, and a cheaper one expands it again.
//
// With a recorder (a traced search) the loop also reports each expansion and each jump point it
// pushes, improves or reopens (traceRecorder.ts), in map cells; a jump point expanded at once is
// marked so (bit 31, trace/encoding.ts). Its g is not recorded: a replay recomputes it from the
// runs (trace/weightedMoveCost.ts). Without one, each report is one untaken branch.
import { distance, H_OCTILE } from '../heuristics';
import { LOOP_BUDGET, LOOP_FOUND, LOOP_RUNNING, LOOP_UNREACHABLE } from '../loopOutcome';
import * as Record from './cellRecord';
import * as JumpTable from '../jumpTable';
import { KEY_SCALE, type OpenList } from '../openList';
import * as Jumps from './weightedJumps';
import * as Regions from './weightedRegions';
import type { TraceRecorder } from '../traceRecorder';
import { TraceEventKind } from '../types';
import { weightedMoveG } from '../trace/weightedMoveCost';

const OCTILE_DIAGONAL = Math.SQRT2 - 1;
const SQRT2 = Math.SQRT2;
/** The arrival recorded for the start: every legal move is tried there. */
export const START_ARRIVAL = 8;

/** What the loop reads and, across slices, carries (counters, the goal's bound). */
export interface JpswLoopState {
  /** The engine's open list over `words`: its entries are state words (cellRecord.ts's openEntry: 16 × cell + STATE). */
  readonly open: OpenList;
  /** The cells' records (cellRecord.ts): g, and as 32-bit words the state, parent and arrival. */
  readonly g: Float64Array;
  readonly words: Int32Array;
  readonly bytes: Uint8Array;
  /** The node records' base: closed = base + 1, open = base + 2 + heap index, scanned = base + 1 + cells. */
  readonly base: number;
  readonly cells: number;
  readonly tilesPerRow: number;
  readonly terrain: Uint8Array;
  readonly typeCost: Float64Array;
  readonly table: Int16Array;
  readonly runCosts: Uint16Array | null;
  readonly unit: number;
  readonly wideCosts: Float64Array | null;
  /** The legal moves at the start (the moves tried there). */
  readonly startMoves: number;
  readonly rowSums: Float64Array;
  readonly columnSums: Float64Array;
  /** Where the goal must be for a jump point to be worth opening, per region id and arrival (weightedRegions.ts). */
  readonly regionBoxes: Int16Array;
  readonly width: number;
  readonly height: number;
  /** The goal's tiled index and coordinates. */
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
  /** The cheapest cost of a cell on the map. */
  readonly minCost: number;
  readonly maxExpansions: number;
  /** The open goal's f, Infinity until a run reaches the goal. */
  goalF: number;
  /**
   * The jump points one expansion offers, relaxed together once its runs are followed (so that the
   * relaxing is one piece of code in the loop, not a function called from every place that finds
   * one): cells, coordinates and arrival packed (x | y << 12 | arrival << 24), and g. Room for every
   * jump point an expansion can offer (see offerCapacity).
   */
  readonly offerCells: Int32Array;
  readonly offerPlaces: Int32Array;
  readonly offerG: Float64Array;
  /** Jump points to expand at once (cells and the g they were found at), `pending` of them. */
  pendingCells: Int32Array;
  pendingG: Float64Array;
  pending: number;
  /** f up to which the node last taken from the open list scans and expands ahead. */
  scanLimit: number;
  sequence: number;
  expanded: number;
  generated: number;
  maxOpen: number;
  /** The recorder of a traced search (null: untraced), and per tiled cell what its trace says of it: 0 never pushed, 1 pushed since its last expansion, 2 expanded. */
  readonly trace: TraceRecorder | null;
  readonly seen: Uint8Array | null;
  /** The tiled index of the last node expanded (-1 before the first). */
  last: number;
}

/**
 * How far ahead of the node it starts from (in f, in units of the cheapest cost) a diagonal scan
 * goes before it leaves the rest to a node of its own: a scan far ahead of the search's frontier
 * mostly relaxes jump points that will never be expanded, while a node costs a push and a pop.
 * (128 measured 5–10 % faster than 64 on the painted MovingAI maps once the relaxing was deferred
 * to the end of each expansion; 256 and more no better.)
 */
const SCAN_AHEAD = 128;
const NO_NARROW = new Uint16Array(0), NO_WIDE = new Float64Array(0);

/** Runs up to `budget` expansions; returns one of the LOOP_ outcomes. */
export function runJpswLoop(s: JpswLoopState, budget: number): number {
  // Other modules' constants, read once: where modules are transformed one by one (tsx, tests), each
  // use of an imported binding is a getter call, which in this loop would cost more than the work.
  const { ARRIVAL, COSTS, G, JUMPS, MOVES, PARENT, PLACE, RECORD_BYTES, STATE } = Record;
  const { FORCED_STOP, JUMP_STEPS, KEEPS_H, KEEPS_V } = Jumps;
  const { JUMP_DX, JUMP_DY } = JumpTable;
  const { BOUNDED_SHIFT, REGION_ID_SHIFT } = Regions;
  const keyScale = KEY_SCALE;
  const { open, g, words, bytes, terrain, typeCost, table, rowSums, columnSums, regionBoxes, tilesPerRow: tpr, unit } = s;
  // Run costs from the cell's record where they fit in 16 bits, else from wideCosts.
  const narrow = s.runCosts !== null, runCosts = s.runCosts ?? NO_NARROW, wideCosts = s.wideCosts ?? NO_WIDE;
  const { width, height, goal, gx, gy, heuristic, hScale, gWeight, tieSign, tieBySequence, bounded, maxExpansions } = s;
  const closed = s.base + 1, openBase = s.base + 2, scanned = s.base + 1 + s.cells, unseen = s.base;
  const invTpr = 1 / tpr, rowStride = width + 1, columnStride = height + 1;
  const octile = heuristic === H_OCTILE, ahead = SCAN_AHEAD * s.minCost;
  let goalF = s.goalF, goalKey = goalF === Infinity ? Infinity : Math.floor(goalF * keyScale + 0.5);
  let expanded = s.expanded, generated = s.generated, maxOpen = s.maxOpen, sequence = s.sequence;
  let pendingCells = s.pendingCells, pendingG = s.pendingG, pending = s.pending, scanLimit = s.scanLimit, rootF = scanLimit - ahead;
  let outcome = LOOP_RUNNING;
  const { offerCells, offerPlaces, offerG } = s;
  const trace = s.trace, tracing = trace !== null, seen = s.seen!;
  const PUSH = TraceEventKind.Push, DECREASE = TraceEventKind.DecreaseKey, REOPEN = TraceEventKind.Reopen, EXPAND = TraceEventKind.Expand;
  // The jump points the expansion under way has offered.
  let offered = 0;
  let c = s.last;

  // The helpers are one object's methods: closures bound to constants would each be named at
  // every call under a per-module transform (tsx), which costs more than a short search.
  const help = {
    /** The tiled index of (x, y) (tiledLayout.ts). */
    at(x: number, y: number): number {
      return ((((y >> 3) * tpr + (x >> 3)) << 6) | ((y & 7) << 3) | (x & 7));
    },

    /** The cost of the cells the run from i in direction d enters up to its next jump point. */
    runCost(i: number, d: number): number {
      return (narrow ? unit * runCosts[i * JUMPS + COSTS + d]! : wideCosts[i * 8 + d]!);
    },

    /** The scaled estimate from (x, y) to the goal. */
    estimate(x: number, y: number): number {
      if (octile) {
        let hx = gx - x, hy = gy - y;
        if (hx < 0) hx = -hx;
        if (hy < 0) hy = -hy;
        return hScale * (hx > hy ? hx + OCTILE_DIAGONAL * hy : hy + OCTILE_DIAGONAL * hx);
      }
      return hScale * distance(heuristic, x, y, gx, gy);
    },

    /** Offers jump point nb at (x, y), reached from c at cost ng, entered in direction `arrival` (relaxed after the expansion's runs). */
    offer(nb: number, x: number, y: number, ng: number, arrival: number): void {
      offerCells[offered] = nb;
      offerPlaces[offered] = x | (y << 12) | (arrival << 24);
      offerG[offered++] = ng;
    },

    /** Cost of k straight steps in direction d (0..3: E, W, S, N) from (x, y), from the running sums. */
    straightCost(d: number, x: number, y: number, k: number): number {
      if (d < 2) {
        const base = y * rowStride + x;
        return d === 0 ? rowSums[base + k + 1]! - rowSums[base + 1]! : rowSums[base]! - rowSums[base - k]!;
      }
      const base = x * columnStride + y;
      return d === 2 ? columnSums[base + k + 1]! - columnSums[base + 1]! : columnSums[base]! - columnSums[base - k]!;
    },

    /**
     * Whether a straight run from (x, y) in direction d goes k cells: it follows the run's jump
     * points, so a goal beyond them is still seen from there.
     */
    runReaches(x: number, y: number, d: number, k: number): boolean {
      const dx = JUMP_DX[d]!, dy = JUMP_DY[d]!;
      for (;;) {
        const t = table[at(x, y) * JUMPS + d]!;
        if (t <= 0) return -t >= k;
        if (t >= k) return true;
        k -= t;
        x += t * dx;
        y += t * dy;
      }
    },

    /**
     * Reports that the expansion of c (at cx, cy, with g gc) pushed, improved or reopened jump point
     * nb at `place`, to g ng; `atOnce`: to be expanded at once. On the goal reached diagonally then
     * straight, bit 31 says which sum costed it: the one the goal's own check makes (1) or a stop's branch (0).
     */
    record(nb: number, place: number, ng: number, isOpen: boolean, atOnce: number, cx: number, cy: number, gc: number): void {
      const cell = ((place >>> 12) & 4095) * width + (place & 4095);
      const kind = isOpen ? DECREASE : seen[nb] === 2 ? REOPEN : PUSH;
      seen[nb] = 1;
      const bit = nb === goal ? (weightedMoveG(trace!.frame, cy * width + cx, cell, gc, 1) === ng ? 1 : 0) : atOnce;
      trace!.add(kind, cell, 0, bit);
    },
  };
  const { at, runCost, estimate, offer, straightCost, runReaches, record } = help;
  while (budget > 0) {
    let gc: number;
    if (pending > 0) {
      // A jump point found close ahead, unless a cheaper way has reached it since.
      c = pendingCells[--pending]!;
      gc = pendingG[pending]!;
      if (g[8 * c + G] !== gc || words[16 * c + STATE] !== scanned) continue;
    } else {
      if (!open.topBelow(goalKey)) { outcome = goalKey < Infinity ? LOOP_FOUND : LOOP_UNREACHABLE; break; }
      const entry = open.pop();
      c = entry >> 4;
      words[entry] = closed;
      gc = g[8 * c + G]!;
      if (c === goal) {
        expanded++;
        if (tracing) trace.add(EXPAND, gy * width + gx, 0, 0);
        outcome = LOOP_FOUND;
        break;
      }
    }
    expanded++;
    budget--;
    const tile = c >> 6, ty = ((tile + 0.5) * invTpr) | 0;
    const cx = ((tile - ty * tpr) << 3) | (c & 7), cy = (ty << 3) | ((c >> 3) & 7);
    if (tracing) {
      // Taken from the open list, it is closed; expanded at once, it stays scanned.
      trace.add(EXPAND, cy * width + cx, 0, words[16 * c + STATE] === closed ? 0 : 1);
      seen[c] = 2;
    }
    if (expanded >= maxExpansions) { outcome = LOOP_BUDGET; break; }
    const a = words[16 * c + ARRIVAL]!;
    let moves = a === START_ARRIVAL ? s.startMoves : bytes[c * RECORD_BYTES + MOVES + a]!;
    if (words[16 * c + STATE] === closed) {
      rootF = gWeight * gc + estimate(cx, cy);
      scanLimit = rootF + ahead;
    }
    const ddx = gx - cx, ddy = gy - cy;
    const adx = ddx < 0 ? -ddx : ddx, ady = ddy < 0 ? -ddy : ddy;
    const sgx = ddx > 0 ? 1 : ddx < 0 ? -1 : 0, sgy = ddy > 0 ? 1 : ddy < 0 ? -1 : 0;
    while (moves !== 0) {
      const low = moves & -moves;
      moves ^= low;
      const d = 31 - Math.clz32(low);
      const dx = JUMP_DX[d]!, dy = JUMP_DY[d]!;
      let t = table[c * JUMPS + d]!;
      if (d < 4) {
        // The goal on this run, however many jump points before it: the run is a way there.
        if (dx === 0 ? ddx === 0 && sgy === dy : ddy === 0 && sgx === dx) {
          const k = dx === 0 ? ady : adx;
          if (runReaches(cx, cy, d, k)) offer(goal, gx, gy, gc + straightCost(d, cx, cy, k), d);
          if (t <= 0 || t >= k) continue; // beyond the goal a run leads nowhere it does not
        }
        if (t > 0) {
          const jx = cx + t * dx, jy = cy + t * dy;
          offer(at(jx, jy), jx, jy, gc + runCost(c, d), d);
        }
        continue;
      }
      // Diagonal: the straight directions that make it up (E/W, S/N).
      const h = dx > 0 ? 0 : 1, v = dy > 0 ? 2 : 3;
      // The diagonal cell level with a goal in this quadrant, in diagonal steps (0: none), and the
      // straight steps from it to the goal.
      const level = sgx === dx && sgy === dy ? (adx < ady ? adx : ady) : 0;
      const rest = adx < ady ? ady - level : adx - level, toGoal = adx < ady ? v : h;
      // p: the last stop (c at first), k steps along; cells: the costs of the cells entered up to it.
      let p = c, k = 0, cells = 0;
      for (;;) {
        // The next stop's flags, then t: the steps to it (or, ≤ 0, those possible before the run ends).
        const stop = t > 0 ? t : 0;
        if (t > 0) t &= JUMP_STEPS;
        const run = t > 0 ? t : -t;
        if (level > k && level <= k + run) {
          let sum = cells;
          for (let i = k + 1; i <= level; i++) sum += typeCost[terrain[(cy + i * dy) * width + cx + i * dx]!]!;
          if (rest === 0) {
            offer(goal, gx, gy, gc + SQRT2 * sum, d);
            break; // beyond the goal, the diagonal leads nowhere it does not
          }
          const lx = cx + level * dx, ly = cy + level * dy;
          if (runReaches(lx, ly, toGoal, rest)) offer(goal, gx, gy, gc + SQRT2 * sum + straightCost(toGoal, lx, ly, rest), toGoal);
        }
        if (t <= 0) break;
        cells += runCost(p, d);
        k += t;
        const px = cx + k * dx, py = cy + k * dy, gp = gc + SQRT2 * cells;
        p = at(px, py);
        if ((stop & FORCED_STOP) !== 0) {
          // A turn may pay at p: it is a node of its own, and the diagonal goes on from it.
          offer(p, px, py, gp, d);
          break;
        }
        // A scan that reaches p dearer than another way has is not needed beyond it.
        const sp = words[16 * p + STATE]!;
        if (sp > unseen) {
          if (g[8 * p + G]! < gp) break;
          if (sp === scanned) g[8 * p + G] = gp;
        } else {
          words[16 * p + STATE] = scanned;
          g[8 * p + G] = gp;
        }
        const fp = gWeight * gp + estimate(px, py);
        if (bounded && fp >= goalF) break;
        if (fp > scanLimit) {
          offer(p, px, py, gp, d);
          break;
        }
        // The straight branches the diagonal keeps here, to their jump points.
        const th = (stop & KEEPS_H) !== 0 ? table[p * JUMPS + h]! : 0, tv = (stop & KEEPS_V) !== 0 ? table[p * JUMPS + v]! : 0;
        if (th > 0) {
          const jx = px + th * dx;
          offer(at(jx, py), jx, py, gp + runCost(p, h), h);
        }
        if (tv > 0) {
          const jy = py + tv * dy;
          offer(at(px, jy), px, jy, gp + runCost(p, v), v);
        }
        t = table[p * JUMPS + d]!;
      }
    }
    // Relax what the runs offered, in the order they found it.
    for (let i = 0; i < offered; i++) {
      const nb = offerCells[i]!, ng = offerG[i]!, place = offerPlaces[i]!;
      const arrival = place >>> 24;
      const st = words[16 * nb + STATE]!;
      if (st === closed) continue;
      // Not worth opening when the goal is outside the region of this jump point entered this way.
      const regions = words[16 * nb + PLACE]!;
      if (((regions >>> (BOUNDED_SHIFT + arrival)) & 1) !== 0 && nb !== goal) {
        const b = 4 * (8 * (regions >>> REGION_ID_SHIFT) + arrival);
        if (gx < regionBoxes[b]! || gy < regionBoxes[b + 1]! || gx > regionBoxes[b + 2]! || gy > regionBoxes[b + 3]!) continue;
      }
      const isOpen = st >= openBase && st !== scanned;
      // A scan's cost counts as a bound: a way no cheaper than it is not needed (ties are kept).
      if (st === scanned ? ng > g[8 * nb + G]! : isOpen && ng >= g[8 * nb + G]!) continue;
      const f = gWeight * ng + estimate(place & 4095, (place >>> 12) & 4095);
      if (bounded && f >= goalF) continue;
      g[8 * nb + G] = ng;
      words[16 * nb + PARENT] = c;
      words[16 * nb + ARRIVAL] = arrival;
      generated++;
      if (!isOpen && nb !== goal && (f <= rootF || (f <= scanLimit && (regions & 1) === 1))) {
        // Expanded at once (see the top of the file): the last found is the first expanded.
        words[16 * nb + STATE] = scanned;
        if (tracing) record(nb, place, ng, false, 1, cx, cy, gc);
        if (pending === pendingCells.length) {
          const cells = new Int32Array(2 * pending); cells.set(pendingCells); pendingCells = cells;
          const gs = new Float64Array(2 * pending); gs.set(pendingG); pendingG = gs;
        }
        pendingCells[pending] = nb;
        pendingG[pending++] = ng;
        continue;
      }
      const key = Math.floor(f * keyScale + 0.5), second = tieBySequence ? tieSign * sequence++ : tieSign * ng;
      if (nb === goal && bounded) {
        goalF = f;
        goalKey = key;
      }
      if (isOpen) open.decrease(st - openBase, key, second);
      else {
        open.push(16 * nb + STATE, key, second);
        if (open.size > maxOpen) maxOpen = open.size;
      }
      if (tracing) record(nb, place, ng, isOpen, 0, cx, cy, gc);
    }
    offered = 0;
  }

  s.pendingCells = pendingCells; s.pendingG = pendingG; s.pending = pending; s.scanLimit = scanLimit;
  s.goalF = goalF; s.expanded = expanded; s.generated = generated; s.maxOpen = maxOpen; s.sequence = sequence; s.last = c;
  return outcome;
}
