// JPSW's regions (jumpRegions.ts explains them): where the goal must lie for a jump point, entered
// in a given direction, to be worth opening. JPSW's nodes are the jump points straight runs stop at
// (entered straight) and the forced stops of diagonal runs (entered diagonally); from each, the
// moves its arrival keeps lead to the next straight jump points, and a diagonal run to the branch
// jump points at each of its stops up to a forced stop. Those are the pairs and lists the regions
// are computed over. A node a scan leaves the rest of its run to (at a stop that is no forced one)
// and the start are no pairs: they are never left closed, and what they lead to is counted in the
// regions of the pairs whose runs pass there.
import { PAUSE_STEPS, regionBoxes, UNBOUNDED_LOW } from '../jumpRegions';
import * as JumpTable from '../jumpTable';
import { FORCED_STOP, JUMP_STEPS, KEEPS_H, KEEPS_V } from './jumpEntry';

const { JUMP_DX, JUMP_DY, NATURAL } = JumpTable;

/**
 * A pair whose lists would run longer than this (long open diagonals with a branch at nearly every
 * stop) is left unbounded instead: its region would be most of the map anyway, and listing every
 * branch of every such diagonal would take hundreds of bytes a cell on open maps.
 */
const MAX_LIST = 64;
/** Where a cell's region word keeps the arrivals whose region is bounded (bits 1–8) and its id (bits 9–31). */
export const BOUNDED_SHIFT = 1, REGION_ID_SHIFT = 9;

/**
 * Per cell, a word saying after which arrivals its region is bounded and where their boxes are;
 * per id and arrival (8 · id + arrival), a box.
 */
export interface WeightedRegions {
  /**
   * Per cell (map order): bit 1 + a set when the region after arrival a is bounded, and above
   * REGION_ID_SHIFT the cell's id (cells with no bounded region have none: the word is 0).
   */
  place: Int32Array;
  /** At 4 · (8 · id + arrival): [minX, minY, maxX, maxY]. */
  boxes: Int16Array;
}

/**
 * The regions of a map from its move mask, the moves JPSW keeps per cell and arrival (`kept`, at
 * cell · 8 + arrival) and its jump table (`jumps`, same order; see weightedJumpTable).
 */
export function* weightedRegions(mask: Uint8Array, kept: Uint8Array, jumps: Int16Array, width: number, height: number): Generator<void, WeightedRegions, void> {
  const cells = width * height;
  // Pairs: (cell, arrival) where a run stops to turn (straight) or a diagonal has moves of its own.
  // Per cell, the arrivals that make it a pair (a bit each) and the index of its first pair.
  const arrivals = new Uint8Array(cells), pairBase = new Int32Array(cells);
  let count = 0;
  for (let c = 0; c < cells; c++) {
    if ((c & (PAUSE_STEPS - 1)) === PAUSE_STEPS - 1) yield;
    let bits = 0;
    if (mask[c] !== 0) for (let a = 0, k = c * 8; a < 8; a++) bits |= PAIR_BIT[(a << 8) | kept[k + a]!]!;
    arrivals[c] = bits;
    pairBase[c] = count;
    count += BIT_COUNT[bits]!;
  }
  const pairs: PairIndex = { arrivals, pairBase };
  const cell = new Int32Array(count), moves = new Uint8Array(count), arrival = new Uint8Array(count);
  const first = new Int32Array(count + 1), open = new Uint8Array(count);
  let targets = new Int32Array(Math.max(64, 2 * count)), length = 0;
  const list = (target: number) => {
    if (target < 0) throw new Error('A jump point without a pair: the table and the regions disagree.');
    if (length === targets.length) {
      const grown = new Int32Array(2 * length);
      grown.set(targets);
      targets = grown;
    }
    targets[length++] = target;
  };
  for (let c = 0, p = 0; c < cells; c++) {
    if ((c & (PAUSE_STEPS - 1)) === PAUSE_STEPS - 1) yield;
    if (arrivals[c] === 0) continue;
    const x = c % width, y = (c - x) / width;
    for (let a = 0; a < 8; a++) {
      if ((arrivals[c]! & (1 << a)) === 0) continue;
      const k = kept[c * 8 + a]!;
      cell[p] = c;
      moves[p] = k;
      arrival[p] = a;
      first[p] = length;
      if (!listSuccessors(jumps, width, c, x, y, k, pairs, list)) {
        length = first[p]!;
        open[p] = 1;
      }
      p++;
    }
  }
  first[count] = length;
  yield;
  const pairBoxes = yield* regionBoxes({ count, cell, moves, first, targets, open }, mask, width, height);
  // Ids for the cells with a bounded region, in cell order; boxes by id and arrival.
  const place = new Int32Array(cells);
  let bounded = 0;
  yield;
  for (let p = 0; p < count; p++) {
    if (pairBoxes[4 * p] === UNBOUNDED_LOW) continue;
    const c = cell[p]!;
    // Bit 0 marks a cell given its id (id 0 with no arrival yet would read as none); cleared below.
    if (place[c] === 0) place[c] = (bounded++ << REGION_ID_SHIFT) | 1;
    place[c] = place[c]! | (1 << (BOUNDED_SHIFT + arrival[p]!));
  }
  yield;
  const boxes = new Int16Array(32 * bounded);
  for (let p = 0; p < count; p++) {
    if (pairBoxes[4 * p] === UNBOUNDED_LOW) continue;
    boxes.set(pairBoxes.subarray(4 * p, 4 * p + 4), 4 * (8 * (place[cell[p]!]! >>> REGION_ID_SHIFT) + arrival[p]!));
  }
  yield;
  for (let c = 0; c < cells; c++) place[c] = place[c]! & ~1;
  return { place, boxes };
}

/** Per cell, the arrivals that make it a pair (a bit each) and the index of its first pair. */
interface PairIndex {
  arrivals: Uint8Array;
  pairBase: Int32Array;
}

/** The pair of (cell c, arrival a), -1 when there is none. */
function pairAt(arrivals: Uint8Array, pairBase: Int32Array, c: number, a: number): number {
  const bits = arrivals[c]!;
  return (bits & (1 << a)) === 0 ? -1 : pairBase[c]! + BIT_COUNT[bits & ((1 << a) - 1)]!;
}

/** The number of bits set in each byte. */
const BIT_COUNT = Uint8Array.from({ length: 256 }, (_, b) => {
  let n = 0;
  for (let v = b; v !== 0; v &= v - 1) n++;
  return n;
});

/** Whether entering a cell in direction a with `kept` moves makes it a node: it keeps more than going on. */
function isPair(kept: number, a: number): boolean {
  return a < 4 ? (kept & ~(1 << a)) !== 0 : (kept & ~NATURAL[a]!) !== 0;
}

/** At (a << 8) | kept: bit a when entering in direction a with `kept` moves makes a pair (isPair), else 0. */
const PAIR_BIT = Uint8Array.from({ length: 8 * 256 }, (_, i) => (isPair(i & 255, i >> 8) ? 1 << (i >> 8) : 0));

/**
 * Lists the pairs reached from cell c (at x, y) by `moves`, as the JPSW loop finds them with its
 * scans run to the end: the jump point of each straight run, and along each diagonal run the
 * jump points of the straight branches each stop keeps, up to a forced stop (a pair itself).
 * Returns false, having listed some, when there are more than MAX_LIST.
 */
function listSuccessors(
  jumps: Int16Array, width: number, c: number, x: number, y: number, moves: number,
  pairs: PairIndex, list: (pair: number) => void,
): boolean {
  const { arrivals, pairBase } = pairs;
  let listed = 0;
  for (let m = moves; m !== 0; m &= m - 1) {
    const d = 31 - Math.clz32(m & -m), dx = JUMP_DX[d]!, dy = JUMP_DY[d]!;
    let t = jumps[c * 8 + d]!;
    if (d < 4) {
      if (t > 0) { list(pairAt(arrivals, pairBase, c + t * (dy * width + dx), d)); listed++; }
      continue;
    }
    const h = dx > 0 ? 0 : 1, v = dy > 0 ? 2 : 3;
    let px = x, py = y;
    while (t > 0) {
      if (listed > MAX_LIST) return false;
      const steps = t & JUMP_STEPS;
      px += steps * dx;
      py += steps * dy;
      const p = py * width + px;
      if ((t & FORCED_STOP) !== 0) { list(pairAt(arrivals, pairBase, p, d)); listed++; break; }
      // The branches the stop keeps (a node left at this stop by a scan keeps the same ones).
      const th = (t & KEEPS_H) !== 0 ? jumps[p * 8 + h]! : 0, tv = (t & KEEPS_V) !== 0 ? jumps[p * 8 + v]! : 0;
      if (th > 0) { list(pairAt(arrivals, pairBase, p + th * dx, h)); listed++; }
      if (tv > 0) { list(pairAt(arrivals, pairBase, p + tv * dy * width, v)); listed++; }
      t = jumps[p * 8 + d]!;
    }
  }
  return listed <= MAX_LIST;
}
