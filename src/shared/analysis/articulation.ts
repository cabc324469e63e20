// The cells whose blocking alone splits a region (articulation points): a wall painted on one of
// them leaves more regions than before. Found by one depth-first search (Tarjan's low links),
// iterative so a 4096² maze does not overflow the stack, and advanced in slices so a worker
// answers pings and cancels between them.
//
// Blocking a cell also removes moves that only its being open allowed: under "no squeezing between
// corners" a diagonal whose other corner is a wall. Such a diagonal is never needed while the cell
// is open (its two ends are also joined through the cell by straight moves), so searching the
// straight moves alone finds exactly the cells a wall would split. Under "no corner cutting" every
// diagonal has both corners open, and under "cut corners freely" walls do not touch diagonals, so
// the moves as they are give the answer.
import { rowOf } from '../engine/paths';
import type { MoveRules } from './moveRules';

export interface ArticulationSearch {
  /** Visits up to `n` more cells; true when done. */
  step(n: number): boolean;
  /** The cells, in map order. Valid once `step` returned true. */
  result(): Int32Array;
}

/** The directions the search follows: every move, or the straight ones where a wall could take a diagonal with it. */
function followedDirections(rules: MoveRules): number {
  const { count, dx, dy } = rules.table;
  let bits = 0;
  for (let d = 0; d < count; d++) {
    const straight = rules.hex || dx[d] === 0 || dy[d] === 0;
    if (straight || rules.cornerRule !== 'no-squeeze') bits |= 1 << d;
  }
  return bits;
}

export function createArticulationSearch(rules: MoveRules): ArticulationSearch {
  const { cells: n, width, hex, mask } = rules;
  const { count, offset } = rules.table;
  const follow = followedDirections(rules);
  const invWidth = 1 / width;
  // Discovery order (0: unseen), lowest discovery reachable by one back edge from the subtree.
  const order = new Int32Array(n), low = new Int32Array(n), parent = new Int32Array(n);
  // The next direction each cell on the stack tries, and its children in the search tree (roots only need it).
  const next = new Uint8Array(n), children = new Int32Array(n);
  const isCut = new Uint8Array(n);
  const stack = new Int32Array(n);
  let depth = 0, counter = 0, seed = 0, done = false;

  const neighbourOf = (c: number, d: number) => c + offset[(hex ? (rowOf(c, invWidth) & 1) << 3 : 0) + d]!;

  function step(budget: number): boolean {
    while (budget > 0 && !done) {
      if (depth === 0) {
        while (seed < n && (order[seed] !== 0 || rules.typePassable[rules.terrain[seed]!] === 0)) seed++;
        if (seed === n) {
          done = true;
          break;
        }
        order[seed] = low[seed] = ++counter;
        parent[seed] = -1;
        stack[depth++] = seed;
        budget--;
        continue;
      }
      const c = stack[depth - 1]!;
      const m = mask[c]! & follow;
      let d = next[c]!;
      while (d < count && (m & (1 << d)) === 0) d++;
      if (d < count) {
        next[c] = d + 1;
        const u = neighbourOf(c, d);
        if (order[u] === 0) {
          order[u] = low[u] = ++counter;
          parent[u] = c;
          children[c] = children[c]! + 1;
          stack[depth++] = u;
          budget--;
        } else if (u !== parent[c] && order[u]! < low[c]!) low[c] = order[u]!;
        continue;
      }
      // Every move of c tried: hand its low link to its parent.
      depth--;
      const p = parent[c]!;
      if (p >= 0) {
        if (low[c]! < low[p]!) low[p] = low[c]!;
        // p separates c's subtree from the rest unless the subtree reaches above p (the root is judged by its children).
        if (parent[p] !== -1 && low[c]! >= order[p]!) isCut[p] = 1;
      } else if (children[c]! >= 2) isCut[c] = 1;
    }
    return done;
  }

  return {
    step,
    result() {
      if (!done) throw new Error('The articulation search is still running; call step() until it returns true.');
      let total = 0;
      for (let c = 0; c < n; c++) total += isCut[c]!;
      const out = new Int32Array(total);
      for (let c = 0, k = 0; c < n; c++) if (isCut[c] === 1) out[k++] = c;
      return out;
    },
  };
}

/** The whole search at once (the command line, tests). */
export function articulationPoints(rules: MoveRules): Int32Array {
  const search = createArticulationSearch(rules);
  while (!search.step(1 << 20));
  return search.result();
}
