// Jump Point Search successors for 8-connected maps without corner cutting, read from the
// allowed-move mask (bit set = that step is legal), so a jump is a scan over one byte per cell.
import { JUMP_DX, JUMP_DY, NATURAL, sweepJumpTable, type KeptMoves } from './jumpTable';
import { EAST, NORTH, NORTH_EAST, NORTH_WEST, SOUTH, SOUTH_EAST, SOUTH_WEST, WEST } from './moves';
import { reserveSuccessors, type SuccessorBuffer } from './successorBuffer';

const E = 1 << EAST, W = 1 << WEST, S = 1 << SOUTH, N = 1 << NORTH;
const SE = 1 << SOUTH_EAST, NE = 1 << NORTH_EAST, SW = 1 << SOUTH_WEST, NW = 1 << NORTH_WEST;

/** Direction bit of a step (dx, dy) ∈ {-1, 0, 1}², at [(dy + 1) * 3 + dx + 1]. */
const DIRECTION_BIT = [NW, N, NE, W, 0, E, SW, S, SE];
/**
 * Natural and forced successors of a node reached moving in a direction (index as above). With no
 * corner cutting, a straight arrival keeps every non-backward direction, a diagonal one only the
 * three forward directions; illegal moves are removed by the mask.
 */
export const PRUNED_BY_ARRIVAL = [
  W | N | NW, // arrived moving NW
  N | E | W | NE | NW,
  E | N | NE,
  W | N | S | NW | SW,
  0xff, // start: everything
  E | N | S | NE | SE,
  W | S | SW,
  S | E | W | SE | SW,
  E | S | SE,
];

/**
 * For a straight arrival (index as DIRECTION_BIT): each side's turn and the diagonal beside it, in
 * two bits' pairs: [side A, diagonal A, side B, diagonal B]. The turn pays only when the side cell
 * is open at c but not beside the previous cell (a forced neighbour): otherwise the previous cell
 * reaches it at least as cheaply, diagonal first.
 */
const SIDES_BY_ARRIVAL: readonly (readonly number[])[] = [
  [], [W, NW, E, NE], [], [N, NW, S, SW], [], [N, NE, S, SE], [], [W, SW, E, SE], [],
];

/**
 * The moves JPS keeps at c entered in direction `arrival` (from `prev`, the cell before it on the
 * run): all legal moves at the start, the natural ones after a diagonal, and after a straight step
 * the straight one plus each forced side with its diagonal.
 */
export function canonicalMoves(mask: Uint8Array, c: number, prev: number, arrival: number): number {
  const m = mask[c]!;
  const sides = SIDES_BY_ARRIVAL[arrival]!;
  if (sides.length === 0) return m & PRUNED_BY_ARRIVAL[arrival]!;
  const mp = mask[prev]!;
  let keep = DIRECTION_BIT[arrival]!;
  if ((m & sides[0]!) !== 0 && (mp & sides[0]!) === 0) keep |= sides[0]! | sides[1]!;
  if ((m & sides[2]!) !== 0 && (mp & sides[2]!) === 0) keep |= sides[2]! | sides[3]!;
  return m & keep;
}

/** The offset from a cell to the one before it on a run entered in direction `arrival`. */
export function backStep(arrival: number, width: number): number {
  return -(((arrival / 3) | 0) - 1) * width - ((arrival % 3) - 1);
}

/** Scan from `c` in a straight direction; returns the jump point or -1. */
function jumpStraight(mask: Uint8Array, c: number, step: number, bit: number, sideA: number, sideB: number, goal: number): number {
  for (;;) {
    if ((mask[c]! & bit) === 0) return -1;
    const prev = c;
    c += step;
    if (c === goal) return c;
    const m = mask[c]!, mp = mask[prev]!;
    // A side cell open here but closed beside the previous cell can only be reached through c.
    if (((m & sideA) !== 0 && (mp & sideA) === 0) || ((m & sideB) !== 0 && (mp & sideB) === 0)) return c;
  }
}

function jumpDiagonal(mask: Uint8Array, width: number, c: number, dx: number, dy: number, goal: number): number {
  const bit = DIRECTION_BIT[(dy + 1) * 3 + dx + 1]!;
  const step = dy * width + dx;
  const hBit = dx > 0 ? E : W, vBit = dy > 0 ? S : N;
  for (;;) {
    if ((mask[c]! & bit) === 0) return -1;
    c += step;
    if (c === goal) return c;
    if (jumpStraight(mask, c, dx, hBit, N, S, goal) !== -1) return c;
    if (jumpStraight(mask, c, dy * width, vBit, W, E, goal) !== -1) return c;
  }
}

/**
 * Writes the jump points reachable from `c` (reached from `parent`, -1 at the start) into `out`;
 * returns how many.
 */
export function jumpSuccessors(
  mask: Uint8Array,
  width: number,
  c: number,
  parent: number,
  goal: number,
  out: Int32Array,
): number {
  let dir = 4;
  if (parent >= 0) {
    const cx = c % width, px = parent % width;
    const dx = Math.sign(cx - px), dy = Math.sign((c - cx) / width - (parent - px) / width);
    dir = (dy + 1) * 3 + dx + 1;
  }
  const moves = canonicalMoves(mask, c, c + backStep(dir, width), dir);
  let count = 0;
  for (let k = 0; k < 9; k++) {
    const bit = DIRECTION_BIT[k]!;
    if (bit === 0 || (moves & bit) === 0) continue;
    const dx = (k % 3) - 1, dy = ((k / 3) | 0) - 1;
    const j =
      dx !== 0 && dy !== 0
        ? jumpDiagonal(mask, width, c, dx, dy, goal)
        : dx !== 0
          ? jumpStraight(mask, c, dx, bit, N, S, goal)
          : jumpStraight(mask, c, dy * width, bit, W, E, goal);
    if (j === goal) {
      // As in goalOnly below: a straight or diagonal run to the goal is a shortest way from c.
      out[0] = goal;
      return 1;
    }
    if (j >= 0) out[count++] = j;
  }
  return count;
}

/**
 * JPS's stops for straight runs, per cell: bit d (d < 4) is set when a run entering the cell in
 * direction d finds a neighbour there that only a turn reaches (a wall beside the run ends).
 */
export function* straightForcedNeighbours(mask: Uint8Array, width: number, height: number, pauseRows = height): Generator<void, Uint8Array, void> {
  const forced = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    if (y % pauseRows === pauseRows - 1) yield;
    for (let x = 0; x < width; x++) {
      const c = y * width + x, m = mask[c]!;
      if (m === 0) continue;
      let bits = 0;
      for (let d = 0; d < 4; d++) {
        const px = x - JUMP_DX[d]!, py = y - JUMP_DY[d]!;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const mp = mask[py * width + px]!;
        if ((mp & (1 << d)) === 0) continue; // no run enters c this way
        if ((m & (d < 2 ? N | S : W | E) & ~mp) !== 0) bits |= 1 << d;
      }
      forced[c] = bits;
    }
  }
  return forced;
}

/** The turns beside each straight direction (mask bit order). */
const SIDES = [N | S, N | S, W | E, W | E];

/**
 * JPS's jump table (see jumpTable.ts), from its canonical moves: a straight run keeps going on,
 * and turns to a side open at the cell but not beside the one before it (a forced neighbour); a
 * diagonal one keeps its natural moves, so it stops where a straight run from the next cell stops.
 * Its jump points are exactly those of `jumpSuccessors` above. (Of a forced cell's moves the sweep
 * needs only the turns: the diagonal beside each would not change the table.)
 */
export function buildJumpTable(mask: Uint8Array, width: number, height: number): Int16Array {
  return sweepJumpTable(mask, width, height, jpsKeptMoves(mask, width), false);
}

/** The moves JPS keeps at a cell after a run entered it (of a forced cell's moves, only the turns: see buildJumpTable). */
export function jpsKeptMoves(mask: Uint8Array, width: number): KeptMoves {
  // The cell before c on a run in direction d (the sweep asks only where a run enters c that way).
  const back = JUMP_DX.map((dx, d) => JUMP_DY[d]! * width + dx);
  return (c: number, d: number) => {
    const m = mask[c]!;
    return d < 4 ? m & ((1 << d) | (m & ~mask[c - back[d]!]! & SIDES[d]!)) : m & NATURAL[d]!;
  };
}

/** A straight run's direction (mask bit order: E, W, S, N) as an arrival index (as DIRECTION_BIT). */
export const STRAIGHT_ARRIVAL = [5, 3, 7, 1];

/**
 * Dead ends, per cell: bit k (k < 4, mask bit order) is set when a run entering the cell moving in
 * direction k finds no jump point on any of the cell's canonical moves (each ends at a wall). Such
 * a jump point leads nowhere unless the goal lies on one of those runs, so it is not worth opening
 * (a quarter to a third of all expansions on the Dragon Age maps).
 */
export function buildDeadEnds(mask: Uint8Array, table: Int16Array, width: number, height: number): Uint8Array {
  const cells = width * height, dead = new Uint8Array(cells);
  for (let c = 0; c < cells; c++) if (mask[c] !== 0) dead[c] = deadEndsAt(mask, table, width, cells, c);
  return dead;
}

/** The dead ends of one cell (see buildDeadEnds): a repaired table repairs them cell by cell. */
export function deadEndsAt(mask: Uint8Array, table: Int16Array, width: number, cells: number, c: number): number {
  let dead = 0;
  if (mask[c] === 0) return 0;
  for (let k = 0; k < 4; k++) {
    const prev = c - (JUMP_DY[k]! * width + JUMP_DX[k]!);
    if (prev < 0 || prev >= cells || (mask[prev]! & (1 << k)) === 0) continue; // no run enters c this way
    let live = false;
    for (let moves = canonicalMoves(mask, c, prev, STRAIGHT_ARRIVAL[k]!); moves !== 0 && !live; moves &= moves - 1) {
      if (table[c * 8 + 31 - Math.clz32(moves & -moves)]! > 0) live = true;
    }
    if (!live) dead |= 1 << k;
  }
  return dead;
}

/**
 * Whether jump point j at (jx, jy), entered by a straight run in direction k, is worth opening for
 * the goal: the goal is there, or it lies in the pair's region (see jumpRegions.ts) and the pair
 * is no dead end (see buildDeadEnds) or the goal lies on one of its runs.
 */
export function worthOpening(graph: JumpPruning, table: Int16Array, mask: Uint8Array, width: number, j: number, jx: number, jy: number, k: number, goal: number, gx: number, gy: number): boolean {
  if (j === goal) return true;
  const b = 4 * (graph.idOf[j]! * 4 + k), boxes = graph.boxes;
  if (gx < boxes[b]! || gy < boxes[b + 1]! || gx > boxes[b + 2]! || gy > boxes[b + 3]!) return false;
  if ((graph.dead[j]! & (1 << k)) === 0) return true;
  const prev = j - (JUMP_DY[k]! * width + JUMP_DX[k]!);
  return goalInSight(table, width, j, canonicalMoves(mask, j, prev, STRAIGHT_ARRIVAL[k]!), jx, jy, gx, gy);
}

/** What worthOpening reads of the jump graph (jumpGraph.ts). */
export interface JumpPruning {
  readonly idOf: Int32Array;
  readonly boxes: Int16Array;
  readonly dead: Uint8Array;
}

/** Length of a run of adx × ady cells (diagonal steps first, then straight ones), in steps. */
export function octileRun(adx: number, ady: number): number {
  return adx > ady ? adx - ady + Math.SQRT2 * ady : ady - adx + Math.SQRT2 * adx;
}

/**
 * The direction index (as DIRECTION_BIT) in which a node was entered from its parent: runs from a
 * parent go diagonally first, then straight, so the last leg is straight along the longer axis,
 * or diagonal when both axes are equal. 4 (no direction) for the start.
 */
export function arrivalDirection(c: number, parent: number, width: number, invWidth: number): number {
  if (parent < 0) return 4;
  const cy = ((c + 0.5) * invWidth) | 0, py = ((parent + 0.5) * invWidth) | 0;
  const dx = c - cy * width - (parent - py * width), dy = cy - py;
  const adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy;
  const sx = adx < ady ? 0 : dx > 0 ? 1 : dx < 0 ? -1 : 0;
  const sy = ady < adx ? 0 : dy > 0 ? 1 : dy < 0 ? -1 : 0;
  return (sy + 1) * 3 + sx + 1;
}

/**
 * Whether one of c's canonical runs (`moves`, from canonicalMoves) reaches the goal: a straight
 * run with the goal on it, or a diagonal one into the goal's quadrant that goes as far as the
 * cell level with the goal, from which a straight run reaches it. Runs follow their jump points
 * (see runReaches). Then the goal is c's only successor (see goalOnly).
 */
export function goalInSight(table: Int16Array, width: number, c: number, moves: number, cx: number, cy: number, gx: number, gy: number): boolean {
  const ddx = gx - cx, ddy = gy - cy;
  const adx = ddx < 0 ? -ddx : ddx, ady = ddy < 0 ? -ddy : ddy;
  const sx = ddx > 0 ? 1 : ddx < 0 ? -1 : 0, sy = ddy > 0 ? 1 : ddy < 0 ? -1 : 0;
  if (sx === 0 && sy === 0) return false;
  if (sx === 0 || sy === 0) {
    const d = sx > 0 ? EAST : sx < 0 ? WEST : sy > 0 ? SOUTH : NORTH;
    return (moves & (1 << d)) !== 0 && runReaches(table, c, d, sy * width + sx, sx === 0 ? ady : adx);
  }
  const d = sx > 0 ? (sy > 0 ? SOUTH_EAST : NORTH_EAST) : sy > 0 ? SOUTH_WEST : NORTH_WEST;
  if ((moves & (1 << d)) === 0) return false;
  const level = adx < ady ? adx : ady;
  if (!runReaches(table, c, d, sy * width + sx, level)) return false;
  if (adx === ady) return true;
  const l = c + level * (sy * width + sx);
  return adx < ady ? runReaches(table, l, sy > 0 ? SOUTH : NORTH, sy * width, ady - level) : runReaches(table, l, sx > 0 ? EAST : WEST, sx, adx - level);
}

/**
 * Jump points from c (entered in direction `arrival`) using the precomputed table: the goal
 * alone when a canonical run reaches it (goalInSight), else each straight run's jump point, and
 * for diagonal runs the straight jump points met along them. Diagonal runs skip their
 * intermediate jump points (with no corner cutting a diagonal point has no forced neighbours: it
 * only leads on to straight jump points, as Harabor and Grastien prune them): the scan follows
 * the diagonal to its wall and yields each straight jump point met, reached diagonally first,
 * then straight. Jump points not worth opening for the goal are left out (see worthOpening). The
 * untraced JPS loop reads the same successors, in the same order, from lists made once per map
 * (jumpGraph.ts).
 */
export function tableSuccessors(
  table: Int16Array,
  mask: Uint8Array,
  width: number,
  c: number,
  cx: number,
  cy: number,
  arrival: number,
  goal: number,
  gx: number,
  gy: number,
  out: SuccessorBuffer,
  graph: JumpPruning,
): number {
  let moves = canonicalMoves(mask, c, c + backStep(arrival, width), arrival);
  if (goalInSight(table, width, c, moves, cx, cy, gx, gy)) return goalOnly(out, goal, gx, gy);
  let count = 0;
  while (moves !== 0) {
    const low = moves & -moves;
    moves ^= low;
    const d = 31 - Math.clz32(low);
    const dist = table[c * 8 + d]!;
    const dx = JUMP_DX[d]!, dy = JUMP_DY[d]!;
    if (d < 4) {
      if (dist > 0 && worthOpening(graph, table, mask, width, c + dist * (dy * width + dx), cx + dist * dx, cy + dist * dy, d, goal, gx, gy)) {
        reserveSuccessors(out, count + 1);
        out.cell[count] = c + dist * (dy * width + dx); out.x[count] = cx + dist * dx; out.y[count] = cy + dist * dy; count++;
      }
      continue;
    }
    // Diagonal: the straight directions that make up d, in table order (E/W then S/N).
    const h = dx > 0 ? 0 : 1, v = dy > 0 ? 2 : 3;
    const step = dy * width + dx;
    let p = c, s = 0, t = dist;
    while (t > 0) {
      p += t * step;
      s += t;
      const px = cx + s * dx, py = cy + s * dy;
      reserveSuccessors(out, count + 2);
      const th = table[p * 8 + h]!, tv = table[p * 8 + v]!;
      if (th > 0 && worthOpening(graph, table, mask, width, p + th * dx, px + th * dx, py, h, goal, gx, gy)) {
        out.cell[count] = p + th * dx; out.x[count] = px + th * dx; out.y[count] = py; count++;
      }
      if (tv > 0 && worthOpening(graph, table, mask, width, p + tv * dy * width, px, py + tv * dy, v, goal, gx, gy)) {
        out.cell[count] = p + tv * dy * width; out.x[count] = px; out.y[count] = py + tv * dy; count++;
      }
      t = table[p * 8 + d]!;
    }
  }
  return count;
}

/**
 * Whether a straight run from p in direction d (a step of `step` cells) goes k cells: it follows
 * the run's jump points, so a goal beyond them is still seen from p (as warthog's jump_target does).
 */
function runReaches(table: Int16Array, p: number, d: number, step: number, k: number): boolean {
  for (;;) {
    const t = table[p * 8 + d]!;
    if (t <= 0) return -t >= k;
    if (t >= k) return true;
    k -= t;
    p += t * step;
  }
}

/**
 * The goal as c's one successor. A run that reaches it is diagonal-then-straight, so it is as long
 * as the octile distance, which no path on a map of one cost can beat: through c, nothing else
 * leads to the goal as cheaply, and c's other jump points need not be scanned or opened.
 */
function goalOnly(out: SuccessorBuffer, goal: number, gx: number, gy: number): number {
  out.cell[0] = goal; out.x[0] = gx; out.y[0] = gy;
  return 1;
}
