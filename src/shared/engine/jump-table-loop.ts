// The hot loop of Jump Point Search over the precomputed jump table with the octile estimate (the
// untraced case the app, the command line and the batch runs take). It makes the successors of
// tableSuccessors, in the same order, but relaxes each where it is found instead of writing it to
// the successor buffer and reading it back: a jump point costs a few table reads and, when it is
// worth opening, one heap operation. The traced loop (best-first.ts) goes through tableSuccessors,
// and the trace-equivalence test holds the two to the same expansions, order and results.
import { backStep, canonicalMoves, goalInSight, JUMP_DX, JUMP_DY, worthOpening } from './jump-points';
import type { OpenList } from './open-list';

/** f is compared after rounding to 2⁻²⁰ of a step (as KEY_SCALE in best-first.ts). */
const KEY_SCALE = 1048576;
const OCTILE_DIAGONAL = Math.SQRT2 - 1;
const SQRT2 = Math.SQRT2;
/** Loop outcomes (the caller names them). */
export const LOOP_RUNNING = 0, LOOP_FOUND = 1, LOOP_UNREACHABLE = 2, LOOP_BUDGET = 3;

/** What the loop reads and, across slices, carries (counters and the goal's bound). */
export interface JumpLoopState {
  readonly open: OpenList;
  readonly state: Int32Array;
  readonly g: Float64Array;
  readonly parent: Int32Array;
  /** The node table's base: closed = base + 1, open = base + 2 + heap index. */
  readonly base: number;
  readonly table: Int16Array;
  /** The table's dead ends (see buildDeadEnds). */
  readonly dead: Uint8Array;
  readonly mask: Uint8Array;
  readonly width: number;
  readonly goal: number;
  readonly gx: number;
  readonly gy: number;
  readonly hScale: number;
  readonly gWeight: number;
  readonly tieSign: number;
  /** The map's one step cost. */
  readonly uniform: number;
  readonly maxExpansions: number;
  /** The open goal's key, Infinity until a run reaches the goal (see BestFirstSearch.goalKey). */
  goalKey: number;
  expanded: number;
  generated: number;
  maxOpen: number;
}

/** Runs up to `budget` expansions; returns one of the LOOP_ outcomes. */
export function runJumpTableLoop(s: JumpLoopState, budget: number): number {
  const { open, state, g, parent, table, dead, mask, width, goal, gx, gy, hScale, gWeight, tieSign, uniform, maxExpansions } = s;
  const closed = s.base + 1, openBase = s.base + 2, invWidth = 1 / width;
  let goalKey = s.goalKey, expanded = s.expanded, generated = s.generated, maxOpen = s.maxOpen;
  let outcome = LOOP_RUNNING;
  // Set per expansion and read by relax (a closure the compiler inlines: one copy of the relaxing).
  let c = 0, cx = 0, cy = 0, gc = 0;

  /**
   * Offers jump point nb at (jx, jy), `diagonal` diagonal and `straight` straight steps from c,
   * entered by a straight run in direction k (-1 for the goal itself).
   */
  const relax = (nb: number, jx: number, jy: number, diagonal: number, straight: number, k: number): void => {
    if (k >= 0 && (dead[nb]! & (1 << k)) !== 0 && !worthOpening(dead, table, mask, width, nb, jx, jy, k, goal, gx, gy)) return;
    const st = state[nb]!;
    if (st === closed) return;
    // As octileRun(|dx|, |dy|): the straight steps, then the diagonal ones (same rounding).
    const ng = gc + uniform * (straight + SQRT2 * diagonal);
    const isOpen = st >= openBase;
    if (isOpen && ng >= g[nb]!) return;
    let hx = gx - jx, hy = gy - jy;
    if (hx < 0) hx = -hx;
    if (hy < 0) hy = -hy;
    const f = gWeight * ng + hScale * (hx > hy ? hx + OCTILE_DIAGONAL * hy : hy + OCTILE_DIAGONAL * hx);
    const key = Math.floor(f * KEY_SCALE + 0.5);
    if (key >= goalKey) return;
    g[nb] = ng;
    parent[nb] = c;
    if (nb === goal) goalKey = key;
    if (isOpen) open.decrease(st - openBase, key, tieSign * ng);
    else {
      open.push(nb, key, tieSign * ng);
      if (open.size > maxOpen) maxOpen = open.size;
    }
    generated++;
  };

  while (budget > 0) {
    if (!open.topBelow(goalKey)) { outcome = goalKey < Infinity ? LOOP_FOUND : LOOP_UNREACHABLE; break; }
    c = open.pop();
    state[c] = closed;
    expanded++;
    budget--;
    if (c === goal) { outcome = LOOP_FOUND; break; }
    if (expanded >= maxExpansions) { outcome = LOOP_BUDGET; break; }
    gc = g[c]!;
    cy = ((c + 0.5) * invWidth) | 0;
    cx = c - cy * width;
    const arrival = arrivalOf(c, parent[c]!, cx, cy, width, invWidth);
    let moves = canonicalMoves(mask, c, c + backStep(arrival, width), arrival);
    if (goalInSight(table, width, c, moves, cx, cy, gx, gy)) {
      let adx = gx - cx, ady = gy - cy;
      if (adx < 0) adx = -adx;
      if (ady < 0) ady = -ady;
      if (adx > ady) relax(goal, gx, gy, ady, adx - ady, -1);
      else relax(goal, gx, gy, adx, ady - adx, -1);
      continue;
    }
    while (moves !== 0) {
      const low = moves & -moves;
      moves ^= low;
      const d = 31 - Math.clz32(low);
      let t = table[c * 8 + d]!;
      const dx = JUMP_DX[d]!, dy = JUMP_DY[d]!;
      if (d < 4) {
        if (t > 0) relax(c + t * (dy * width + dx), cx + t * dx, cy + t * dy, 0, t, d);
        continue;
      }
      // Diagonal: the straight jump points met along it, horizontal (E/W) first, then vertical.
      const h = dx > 0 ? 0 : 1, v = dy > 0 ? 2 : 3;
      const step = dy * width + dx, vStep = dy * width;
      let p = c, k = 0;
      while (t > 0) {
        p += t * step;
        k += t;
        const th = table[p * 8 + h]!, tv = table[p * 8 + v]!;
        if (th > 0) relax(p + th * dx, cx + k * dx + th * dx, cy + k * dy, k, th, h);
        if (tv > 0) relax(p + tv * vStep, cx + k * dx, cy + k * dy + tv * dy, k, tv, v);
        t = table[p * 8 + d]!;
      }
    }
  }

  s.goalKey = goalKey; s.expanded = expanded; s.generated = generated; s.maxOpen = maxOpen;
  return outcome;
}

/**
 * arrivalDirection (jump-points.ts) with c's coordinates known: runs go diagonally first, then
 * straight, so the last leg is straight along the longer axis, or diagonal when both are equal.
 */
function arrivalOf(c: number, parent: number, cx: number, cy: number, width: number, invWidth: number): number {
  if (parent < 0) return 4;
  const py = ((parent + 0.5) * invWidth) | 0;
  const dx = cx - (parent - py * width), dy = cy - py;
  const adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy;
  const sx = adx < ady ? 0 : dx > 0 ? 1 : dx < 0 ? -1 : 0;
  const sy = ady < adx ? 0 : dy > 0 ? 1 : dy < 0 ? -1 : 0;
  return (sy + 1) * 3 + sx + 1;
}
