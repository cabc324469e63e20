// Jump Point Search's successors, generated once per map instead of at every expansion. Every
// node JPS expands after the start is a jump point entered by a straight run (diagonal runs skip
// their intermediate jump points, see tableSuccessors), and what it yields depends only on the
// cell and the direction of that run: its canonical moves, and the straight jump points those
// moves reach through the jump table. So those lists are made here for every (jump point,
// arrival) pair, in tableSuccessors' order, and a search reads one list per expansion.
//
// The jump points get compact ids in cell order, and a search keeps its g, state and parent per
// id (jumpGraphSearch.ts): a few thousand records on a Dragon Age map instead of one per cell,
// so an expansion touches a handful of cache lines that stay warm from query to query. What
// depends on the query stays dynamic: the goal seen down a run (goalInSight), dead ends, which
// are opened only when the goal lies on one of their runs, and jump points whose region (see
// jumpRegions.ts) leaves the goal out, which are not opened (each entry carries both flags).
import { canonicalMoves, STRAIGHT_ARRIVAL, straightForcedNeighbours } from './jumpPoints';
import { JUMP_DX, JUMP_DY } from './jumpTable';
import { regionBoxes, UNBOUNDED_LOW } from './jumpRegions';

/**
 * An entry: the pair it reaches (the jump point's id · 4 + the direction of the run's straight
 * leg; below 2²⁴, jump tables being kept for at most 4 M cells), and flags above it: whether that
 * pair is a dead end and whether its region is bounded, which together say whether to check it
 * against the goal before opening it (CHECKED). The run's length is read from the coordinates.
 */
export const PAIR_MASK = (1 << 24) - 1, DEAD_END = 1 << 24, BOUNDED = 1 << 25, CHECKED = DEAD_END | BOUNDED;

/** The map's jump points and, per (jump point, arrival direction), the jump points it leads to. */
export interface JumpGraph {
  /** Jump points, ids 0 … count − 1 in cell order. */
  readonly count: number;
  /** The cell of each id. */
  readonly cellOf: Int32Array;
  /** The id of each cell, -1 for cells that are no jump point. */
  readonly idOf: Int32Array;
  /**
   * Per pair (id · 4 + the straight direction it was entered in, mask order E, W, S, N): its list
   * is entries first[pair] … first[pair + 1] − 1.
   */
  readonly first: Int32Array;
  /** Per pair: the canonical moves (what goalInSight looks down). */
  readonly moves: Uint8Array;
  /**
   * Per pair: 1 where its list would be longer than MAX_LISTED (long open diagonals on large maps),
   * so it is not kept: the search lists those jump points when it expands the pair, as it does for
   * the start, and the pair's region is left unbounded.
   */
  readonly long: Uint8Array;
  /** The entries (see PAIR_MASK), pair by pair. */
  readonly entries: Int32Array;
  /** Per pair: where the goal must be for it to be worth opening (see jumpRegions.ts). */
  readonly boxes: Int16Array;
  /** Per cell, the arrivals after which it is a dead end (see buildDeadEnds). */
  readonly dead: Uint8Array;
}

/** A growable list of entries. */
export interface JumpList {
  entries: Int32Array;
  length: number;
}

export function createJumpList(capacity = 64): JumpList {
  return { entries: new Int32Array(capacity), length: 0 };
}

function pushEntry(list: JumpList, entry: number): void {
  if (list.length === list.entries.length) {
    const entries = new Int32Array(2 * list.length);
    entries.set(list.entries);
    list.entries = entries;
  }
  list.entries[list.length++] = entry;
}

/** The longest list the graph keeps for a pair (see JumpGraph.long). */
const MAX_LISTED = 32;

/**
 * Appends to `out` the jump points reached from cell c by `moves`, as tableSuccessors yields them
 * (dead ends included, flagged): each straight run's jump point, and along each diagonal run the
 * straight jump points met at its stops, horizontal first, then vertical. Returns false, having
 * appended `limit` or more, when there are more than `limit`.
 */
export function listJumpPoints(
  table: Int16Array, dead: Uint8Array, idOf: Int32Array, boxes: Int16Array | null, width: number, c: number, moves: number, out: JumpList, limit = Infinity,
): boolean {
  const end = out.length + limit;
  while (moves !== 0) {
    if (out.length > end) return false;
    const d = 31 - Math.clz32(moves & -moves);
    moves &= moves - 1;
    let t = table[c * 8 + d]!;
    if (d < 4) {
      if (t > 0) offer(out, dead, idOf, boxes, c + t * (JUMP_DY[d]! * width + JUMP_DX[d]!), d);
      continue;
    }
    const dx = JUMP_DX[d]!, dy = JUMP_DY[d]!;
    const h = dx > 0 ? 0 : 1, v = dy > 0 ? 2 : 3, step = dy * width + dx;
    let p = c, k = 0;
    while (t > 0) {
      p += t * step;
      k += t;
      const th = table[p * 8 + h]!, tv = table[p * 8 + v]!;
      if (th > 0) offer(out, dead, idOf, boxes, p + th * dx, h);
      if (tv > 0) offer(out, dead, idOf, boxes, p + tv * dy * width, v);
      if (out.length > end) return false;
      t = table[p * 8 + d]!;
    }
  }
  return out.length <= end;
}

/** Lists the jump point at `cell` entered in `direction` (flagged BOUNDED from `boxes` when given). */
function offer(out: JumpList, dead: Uint8Array, idOf: Int32Array, boxes: Int16Array | null, cell: number, direction: number): void {
  const id = idOf[cell]!;
  if (id < 0) throw new Error(`Cell ${cell} ends a jump but is no jump point; the jump table and the graph disagree.`);
  const pair = id * 4 + direction;
  const bounded = boxes !== null && boxes[4 * pair] !== UNBOUNDED_LOW ? BOUNDED : 0;
  pushEntry(out, pair | ((dead[cell]! >> direction) & 1) * DEAD_END | bounded);
}

/**
 * Jump points (or cells, pairs, entries) per slice of the build between pauses (see
 * MapContext.prepare): a few milliseconds, so a worker building it while idle answers an edit at once.
 */
const BAND = 1 << 14;

/**
 * Builds the graph from the no-corner-cutting move mask, the jump table and its dead ends,
 * pausing after each band of jump points so a worker can answer a cancel meanwhile.
 */
export function* buildJumpGraph(mask: Uint8Array, table: Int16Array, dead: Uint8Array, width: number, height: number): Generator<void, JumpGraph, void> {
  const cells = width * height;
  const forced = yield* straightForcedNeighbours(mask, width, height, Math.max(1, Math.floor(4 * BAND / width)));
  const idOf = new Int32Array(cells).fill(-1);
  let count = 0;
  for (let c = 0; c < cells; c++) {
    if ((c & (16 * BAND - 1)) === 16 * BAND - 1) yield;
    if (forced[c] !== 0) idOf[c] = count++;
  }
  const cellOf = new Int32Array(count);
  for (let c = 0; c < cells; c++) {
    if ((c & (16 * BAND - 1)) === 16 * BAND - 1) yield;
    if (idOf[c]! >= 0) cellOf[idOf[c]!] = c;
  }
  yield;
  const first = new Int32Array(4 * count + 1), moves = new Uint8Array(4 * count), long = new Uint8Array(4 * count);
  const list = createJumpList(Math.max(64, 2 * count));
  for (let id = 0; id < count; id++) {
    const c = cellOf[id]!, f = forced[c]!;
    for (let j = 0; j < 4; j++) {
      const pair = id * 4 + j;
      first[pair] = list.length;
      if ((f & (1 << j)) === 0) continue; // no run stops here entering this way
      const m = canonicalMoves(mask, c, c - (JUMP_DY[j]! * width + JUMP_DX[j]!), STRAIGHT_ARRIVAL[j]!);
      moves[pair] = m;
      if (!listJumpPoints(table, dead, idOf, null, width, c, m, list, MAX_LISTED)) {
        list.length = first[pair]!;
        long[pair] = 1;
      }
    }
    if (id % BAND === BAND - 1) yield;
  }
  first[4 * count] = list.length;
  const entries = list.entries.slice(0, list.length);
  yield;
  const pairCell = new Int32Array(4 * count);
  for (let pair = 0; pair < 4 * count; pair++) pairCell[pair] = cellOf[pair >> 2]!;
  yield;
  const targets = new Int32Array(entries.length);
  for (let e = 0; e < entries.length; e++) {
    if ((e & (16 * BAND - 1)) === 16 * BAND - 1) yield;
    targets[e] = entries[e]! & PAIR_MASK;
  }
  const boxes = yield* regionBoxes({ count: 4 * count, cell: pairCell, moves, first, targets, open: long }, mask, width, height);
  // The lists were made before the regions, which are made from them: flag the bounded ones now.
  for (let e = 0; e < entries.length; e++) {
    if ((e & (16 * BAND - 1)) === 16 * BAND - 1) yield;
    if (boxes[4 * targets[e]!] !== UNBOUNDED_LOW) entries[e] = entries[e]! | BOUNDED;
  }
  return { count, cellOf, idOf, first, moves, long, entries, boxes, dead };
}

/** Bytes the graph holds. */
export function jumpGraphBytes(graph: JumpGraph): number {
  return graph.cellOf.byteLength + graph.idOf.byteLength + graph.first.byteLength + graph.moves.byteLength + graph.long.byteLength + graph.entries.byteLength + graph.boxes.byteLength;
}
