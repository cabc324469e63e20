// The narrowest passage between two cells: a smallest set of other cells whose blocking leaves no
// way from one to the other (a minimum vertex cut). By Menger's theorem its size is the number of
// paths between them that share no cell, so it is found as a maximum flow with every cell split in
// two (in → out, capacity 1) and moves joining one cell's out to the next's in. Each augmenting
// path is one breadth-first search; the cut is never wider than the start's moves (8 at most), so
// a handful of searches answer even on 4096² maps.
import type { MoveRules } from './moveRules';

export interface VertexCut {
  /** Cells in the cut; 0 when start and goal are already apart. */
  width: number;
  /** The cut's cells, in map order. */
  cells: number[];
}

/** Thrown when no set of cells can separate the two: they are neighbours (or the same cell). */
export class UncuttableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UncuttableError';
  }
}

/**
 * A cut being found in steps of at most a slice of search nodes each, so a worker answers a ping or
 * a cancel between them: one augmenting search over a 4096² map reads 33 M nodes (3 s, longer than
 * the watchdog's patience on a busy machine), so a search may span many steps.
 */
export interface VertexCutSearch {
  /** Searches on for one more path that shares no cell with the others; true when there is none (the cut is known). */
  step(): boolean;
  /** The cut; valid once `step` returned true. */
  result(): VertexCut;
}

/** A minimum vertex cut between `start` and `goal` (both passable), never containing either. */
export function minimumVertexCut(rules: MoveRules, start: number, goal: number): VertexCut {
  const search = createVertexCutSearch(rules, start, goal);
  while (!search.step());
  return search.result();
}

/** Search nodes a step reads at most (about a tenth of a second). */
export const CUT_SLICE = 1 << 19;

/** What a slice of the augmenting search ended with. */
const FOUND = 0, EXHAUSTED = 1, MORE = 2;

/** The search for a minimum vertex cut, step by step; throws UncuttableError at once when none exists. */
export function createVertexCutSearch(rules: MoveRules, start: number, goal: number, slice = CUT_SLICE): VertexCutSearch {
  const { cells: n, width, hex, mask } = rules;
  const { count, offset } = rules.table;
  if (start === goal) throw new UncuttableError('The start and the goal are the same cell: there is nothing between them to cut.');
  const rowParity = (c: number) => (hex ? ((Math.floor(c / width) & 1) << 3) : 0);
  for (let d = 0; d < count; d++) {
    if ((mask[start]! & (1 << d)) !== 0 && start + offset[rowParity(start) + d]! === goal)
      throw new UncuttableError('The start and the goal are neighbours: no cells between them can keep them apart.');
  }
  // The reverse of direction d (the move back), found once from the table's offsets.
  const reverse = new Int8Array(16);
  for (let p = 0; p < 2; p++) {
    for (let d = 0; d < count; d++) {
      const k = (hex ? p << 3 : 0) + d;
      // The move back starts on the neighbour's row, whose parity differs after a hex row change.
      const dy = rules.table.dy[k]!;
      const q = hex ? (p ^ (dy & 1)) << 3 : 0;
      for (let e = 0; e < count; e++) {
        if (rules.table.dx[q + e] === -rules.table.dx[k]! && rules.table.dy[q + e] === -dy) reverse[k] = e;
      }
    }
  }
  // Flow through each cell (in → out) and along each move (out of cell c in direction d).
  const through = new Uint8Array(n);
  const along = new Uint8Array(n * count);
  // Breadth-first search nodes: 2c is c's in, 2c + 1 its out. from[] holds the node reached from, −1 unseen.
  const from = new Int32Array(2 * n);
  const queue = new Int32Array(2 * n);
  const source = 2 * start + 1, sink = 2 * goal;

  // The breadth-first search under way: its queue's head and tail survive between steps.
  let head = 0, tail = 0, searching = false;
  const begin = () => {
    from.fill(-1);
    head = 0;
    tail = 0;
    queue[tail++] = source;
    from[source] = source;
    searching = true;
  };
  /** Reads up to `slice` more nodes: FOUND (the sink reached), EXHAUSTED (no path left) or MORE. */
  const search = (): number => {
    const end = head + slice;
    while (head < tail) {
      if (head === end) return MORE;
      const node = queue[head++]!, c = node >> 1, parity = hex ? rowParity(c) : 0;
      if ((node & 1) === 0) {
        // In: on to the out if the cell carries no flow yet (the start and goal are never capacity-bound).
        const out = node + 1;
        if (from[out] === -1 && (through[c] === 0 || c === start || c === goal)) {
          from[out] = node;
          queue[tail++] = out;
        }
        // Back along a move that carries flow into c: to the out of the cell it came from.
        for (let d = 0; d < count; d++) {
          const back = reverse[parity + d]!;
          if ((mask[c]! & (1 << d)) === 0) continue; // moves are symmetric: c's move d exists iff the move back does
          const u = c + offset[parity + d]!;
          if (along[u * count + back] === 0) continue;
          const uOut = 2 * u + 1;
          if (from[uOut] === -1) {
            from[uOut] = node;
            queue[tail++] = uOut;
          }
        }
      } else {
        // Out: along any move (unbounded), or back to the in when the cell carries flow.
        if (through[c] === 1 && c !== start && c !== goal && from[node - 1] === -1) {
          from[node - 1] = node;
          queue[tail++] = node - 1;
        }
        const m = mask[c]!;
        for (let d = 0; d < count; d++) {
          if ((m & (1 << d)) === 0) continue;
          const vIn = 2 * (c + offset[parity + d]!);
          if (from[vIn] !== -1) continue;
          from[vIn] = node;
          if (vIn === sink) return FOUND;
          queue[tail++] = vIn;
        }
      }
    }
    return EXHAUSTED;
  };

  /** The direction of the move from cell a to its neighbour b. */
  const directionTo = (a: number, b: number): number => {
    const parity = rowParity(a);
    for (let d = 0; d < count; d++) if (a + offset[parity + d]! === b && (mask[a]! & (1 << d)) !== 0) return d;
    throw new Error('The cut search stepped between cells that are not neighbours.');
  };

  let width0 = 0, done = false;
  const augment = () => {
    // Push one unit back from the sink along the search's tree.
    let node = sink;
    while (node !== source) {
      const prev = from[node]!;
      const a = prev >> 1, b = node >> 1;
      if (a === b) through[a] = (prev & 1) === 0 ? 1 : 0; // in → out adds flow, out → in removes it
      else if ((prev & 1) === 1) {
        // a's out → b's in: flow along the move a → b.
        { const i = a * count + directionTo(a, b); along[i] = along[i]! + 1; }
      } else {
        // a's in → b's out: undoing flow along the move b → a.
        { const i = b * count + directionTo(b, a); along[i] = along[i]! - 1; }
      }
      node = prev;
    }
    width0++;
  };
  return {
    step: () => {
      if (done) return true;
      if (!searching) begin();
      const outcome = search();
      if (outcome === MORE) return false;
      searching = false;
      if (outcome === FOUND) augment();
      else done = true;
      return done;
    },
    result: () => {
      if (!done) throw new Error('The cut is still being searched for; call step() until it returns true.');
      // The cut: cells whose in the last search reached and whose out it did not.
      const cut: number[] = [];
      for (let c = 0; c < n; c++) if (c !== start && c !== goal && from[2 * c] !== -1 && from[2 * c + 1] === -1) cut.push(c);
      if (cut.length !== width0) throw new Error(`The cut has ${cut.length} cells but ${width0} separate paths were found.`);
      return { width: width0, cells: cut };
    },
  };
}
