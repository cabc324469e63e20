// The hot loop of Jump Point Search over the map's jump graph (jumpGraph.ts) with the octile
// estimate: the untraced case the app, the command line and the batch runs take. Each expansion
// reads one precomputed list of jump points instead of scanning the jump table; the traced loop
// (bestFirst.ts) makes the same successors through tableSuccessors, and the trace-equivalence
// test holds the two to the same expansions, order, states and results.
//
// One function with no closure: a helper closing over the loop's counters would keep them (and
// every array it reads) in a heap-allocated context, one memory access per use.
import { CHECKED, DEAD_END, listJumpPoints, PAIR_MASK, type JumpList } from './jumpGraph';
import { goalInSight } from './jumpPoints';
import { LOOP_BUDGET, LOOP_FOUND, LOOP_RUNNING, LOOP_UNREACHABLE } from './loopOutcome';
import { KEY_SCALE, type OpenList } from './openList';

const OCTILE_DIAGONAL = Math.SQRT2 - 1;
const SQRT2 = Math.SQRT2;

/**
 * What the loop reads and, across slices, carries (counters and the goal's bound). One per search
 * memory, reused by its searches: what depends on the map is set once, the rest per search.
 */
export interface JumpGraphLoop {
  readonly open: OpenList;
  /** Per node id: the node table's state, g and parent id, and the direction it was entered in. */
  readonly state: Int32Array;
  readonly g: Float64Array;
  readonly parent: Int32Array;
  readonly arrival: Uint8Array;
  /** The node table's base: closed = base + 1, open = base + 2 + heap index. */
  base: number;
  /** The graph (see JumpGraph). */
  readonly count: number;
  readonly cellOf: Int32Array;
  readonly first: Int32Array;
  readonly moves: Uint8Array;
  readonly long: Uint8Array;
  readonly entries: Int32Array;
  readonly table: Int16Array;
  /** Per pair, where the goal must be for it to be worth opening (see jumpRegions.ts). */
  readonly boxes: Int16Array;
  readonly width: number;
  readonly idOf: Int32Array;
  readonly dead: Uint8Array;
  /** Room for the lists made when a node is expanded (the start's, and those the graph does not keep). */
  readonly startList: JumpList;
  /** The start's moves (all legal ones), id and cell. */
  startMoves: number;
  startId: number;
  startCell: number;
  /** The goal's id (count + 1 when it is no jump point, or the start's) and cell. */
  goalId: number;
  goalCell: number;
  gx: number;
  gy: number;
  hScale: number;
  gWeight: number;
  tieSign: number;
  /** The map's one step cost. */
  readonly uniform: number;
  maxExpansions: number;
  /** The open goal's key, Infinity until a run reaches the goal (see BestFirstSearch.goalKey). */
  goalKey: number;
  expanded: number;
  generated: number;
  maxOpen: number;
}

/** Runs up to `budget` expansions; returns one of the LOOP_ outcomes. */
export function runJumpGraphLoop(s: JumpGraphLoop, budget: number): number {
  const open = s.open, state = s.state, g = s.g, parent = s.parent, arrival = s.arrival;
  const boxes = s.boxes, cellOf = s.cellOf, first = s.first, moves = s.moves, long = s.long, graphEntries = s.entries, table = s.table;
  const width = s.width, invWidth = 1 / width, startId = s.startId, goalId = s.goalId, gx = s.gx, gy = s.gy;
  const hScale = s.hScale, gWeight = s.gWeight, tieSign = s.tieSign, uniform = s.uniform, maxExpansions = s.maxExpansions;
  const closed = s.base + 1, openBase = s.base + 2, keyScale = KEY_SCALE;
  let goalKey = s.goalKey, expanded = s.expanded, generated = s.generated, maxOpen = s.maxOpen;
  let outcome = LOOP_RUNNING;

  while (budget > 0) {
    if (!open.topBelow(goalKey)) { outcome = goalKey < Infinity ? LOOP_FOUND : LOOP_UNREACHABLE; break; }
    const c = open.pop();
    state[c] = closed;
    expanded++;
    budget--;
    if (c === goalId) { outcome = LOOP_FOUND; break; }
    if (expanded >= maxExpansions) { outcome = LOOP_BUDGET; break; }
    const gc = g[c]!;
    // Every node but the start (and the goal, never expanded) is a jump point entered straight.
    let cell: number, canonical: number, pair = -1;
    if (c === startId) {
      cell = s.startCell; canonical = s.startMoves;
    } else {
      pair = c * 4 + arrival[c]!;
      cell = cellOf[c]!; canonical = moves[pair]!;
    }
    const cy = ((cell + 0.5) * invWidth) | 0;
    const cx = cell - cy * width;
    if (goalInSight(table, width, cell, canonical, cx, cy, gx, gy)) {
      // The goal is c's one successor (see goalOnly in jumpPoints.ts); its h is 0.
      let adx = gx - cx, ady = gy - cy;
      if (adx < 0) adx = -adx;
      if (ady < 0) ady = -ady;
      const st = state[goalId]!;
      const ng = gc + uniform * (adx > ady ? adx - ady + SQRT2 * ady : ady - adx + SQRT2 * adx);
      const isOpen = st >= openBase;
      const key = Math.floor(gWeight * ng * keyScale + 0.5);
      if (st !== closed && !(isOpen && ng >= g[goalId]!) && key < goalKey) {
        g[goalId] = ng;
        parent[goalId] = c;
        goalKey = key;
        if (isOpen) open.decrease(st - openBase, key, tieSign * ng);
        else {
          open.push(goalId, key, tieSign * ng);
          if (open.size > maxOpen) maxOpen = open.size;
        }
        generated++;
      }
      continue;
    }
    let entries = graphEntries, lo = 0, hi = 0;
    if (pair >= 0 && long[pair] === 0) { lo = first[pair]!; hi = first[pair + 1]!; }
    else {
      // The start, or a pair whose list the graph does not keep: its jump points are listed now.
      const list = s.startList;
      list.length = 0;
      listJumpPoints(table, s.dead, s.idOf, boxes, width, cell, canonical, list);
      entries = list.entries; hi = list.length;
    }
    for (let e = lo; e < hi; e++) {
      const entry = entries[e]!, pair = entry & PAIR_MASK;
      const nb = pair >> 2;
      const st = state[nb]!;
      if (st === closed) continue;
      // Worth opening (as worthOpening in jumpPoints.ts): the goal is in its region, and on one of
      // its runs if it is a dead end.
      const checked = (entry & CHECKED) !== 0 && nb !== goalId;
      if (checked && (gx < boxes[4 * pair]! || gy < boxes[4 * pair + 1]! || gx > boxes[4 * pair + 2]! || gy > boxes[4 * pair + 3]!)) continue;
      const nbCell = cellOf[nb]!;
      const jy = ((nbCell + 0.5) * invWidth) | 0;
      const jx = nbCell - jy * width;
      if (checked && (entry & DEAD_END) !== 0 && !goalInSight(table, width, nbCell, moves[pair]!, jx, jy, gx, gy)) continue;
      // As octileRun: the straight steps, then the diagonal ones.
      let ax = jx - cx, ay = jy - cy;
      if (ax < 0) ax = -ax;
      if (ay < 0) ay = -ay;
      const ng = gc + uniform * (ax > ay ? ax - ay + SQRT2 * ay : ay - ax + SQRT2 * ax);
      const isOpen = st >= openBase;
      if (isOpen && ng >= g[nb]!) continue;
      let hx = gx - jx, hy = gy - jy;
      if (hx < 0) hx = -hx;
      if (hy < 0) hy = -hy;
      const f = gWeight * ng + hScale * (hx > hy ? hx + OCTILE_DIAGONAL * hy : hy + OCTILE_DIAGONAL * hx);
      const key = Math.floor(f * keyScale + 0.5);
      if (key >= goalKey) continue;
      g[nb] = ng;
      parent[nb] = c;
      arrival[nb] = pair & 3;
      if (nb === goalId) goalKey = key;
      if (isOpen) open.decrease(st - openBase, key, tieSign * ng);
      else {
        open.push(nb, key, tieSign * ng);
        if (open.size > maxOpen) maxOpen = open.size;
      }
      generated++;
    }
  }

  s.goalKey = goalKey; s.expanded = expanded; s.generated = generated; s.maxOpen = maxOpen;
  return outcome;
}
