// The searches of a live lane, advanced in slices like every search of the worker. A fresh one
// from the far end of the lane's field (goalField.ts) to its anchor leaves on the field the exact
// cost to (or from) the anchor of every cell it closed: backwards from the goal when the field is
// anchored at the goal, forwards from the start when it is anchored at the start. A guided one runs
// the other way, towards the anchor, with the field as its heuristic: a repair after edits or a
// move of the free end. Nearly exact bounds keep it to the cells near the new path, and it stops
// early at a cell of the previous path whose part on the anchor's side is still walkable and costs
// no more than the cell's bound (then the new part and that old part make an optimal path: A* pops
// a cell only when its f is at most the optimum, and here f is the whole path's cost). Both price
// moves as the engine does (step length × the entered cell's cost, plus the height term), on the
// engine's node tables and open list.
import type { MoveRules } from '../../analysis/moveRules';
import { now } from '../../clock';
import { distance, squareDistance, squareDistanceExtra } from '../heuristics';
import type { MapContext } from '../mapContext';
import type { SearchMemory } from '../searchMemory';
import { KEY_SCALE } from '../openList';
import { followParents, rowOf } from '../paths';
import type { FieldTerms, GoalField } from './goalField';

/** The previous answer's path with what its rest and its head cost from each cell on the map as it is now. */
export interface KeptPath {
  path: Int32Array;
  /** Position of each cell on `path`. */
  index: Map<number, number>;
  /** Cost from path[i] to the goal along the path, on the current map. */
  rest: Float64Array;
  /** Positions before this one have a move that is no longer allowed (their rest is unknown). */
  validFrom: number;
  /** Cost from the start to path[i] along the path, on the current map. */
  head: Float64Array;
  /** Positions after this one have a move that is no longer allowed before them (their head is unknown). */
  validTo: number;
}

export interface LiveAnswer {
  /** Start to goal; empty when the goal cannot be reached. */
  path: Int32Array;
  cost: number;
  expanded: number;
  generated: number;
  maxOpen: number;
  elapsedMs: number;
}

/** Relative slack of float sums: costs summed in another order may differ in their last bits. */
const SLACK = 1e-9;

export class LiveAStar {
  finished = false;
  private readonly mem: SearchMemory;
  private answerOf: LiveAnswer | null = null;
  private expanded = 0;
  private generated = 0;
  private maxOpen = 0;
  private elapsed = 0;
  private sliceStart = 0;
  /** A complete search's answer, found when it closed its target, given once every cell is closed. */
  private reached: { path: Int32Array; cost: number } | null = null;
  /** Cells closed, in order (the field learns from them). */
  closed: Int32Array = new Int32Array(1024);
  closedCount = 0;
  /** The cell searched to, and its x and y (a fresh search's estimate aims at it). */
  private readonly target: number;
  private readonly tx: number;
  private readonly ty: number;
  private readonly invWidth: number;
  /** A fresh search's estimate as one square formula (`squareDistanceExtra`), NaN on hex. */
  private readonly extra: number;
  /** From the goal to the start (moves followed backwards), or from the start to the goal. */
  private readonly backward: boolean;

  constructor(
    ctx: MapContext,
    private readonly rules: MoveRules,
    private readonly field: GoalField,
    private readonly start: number,
    private readonly goal: number,
    /** Towards the field's anchor's far end, filling the field; or towards the anchor, guided by it. */
    private readonly fresh: boolean,
    private readonly kept: KeptPath | null,
    /** The estimate's code and scale for a fresh search's estimate to its target. */
    private readonly code: number,
    private readonly scale: number,
    /**
     * A fresh search that goes on after its target until every reachable cell is closed, leaving the
     * exact cost on all of them: for a field re-anchored at the end that stays while the other is
     * dragged, whose later positions may lie anywhere (an A* from the anchor only closes the cells
     * towards one of them, and the bounds elsewhere are loose enough to cost a search of a large
     * part of the map per move).
     */
    private readonly complete = false,
  ) {
    this.invWidth = 1 / rules.width;
    this.backward = fresh !== field.fromStart;
    this.target = this.backward ? start : goal;
    this.ty = rowOf(this.target, this.invWidth);
    this.tx = this.target - this.ty * rules.width;
    this.extra = squareDistanceExtra(code);
    this.mem = ctx.acquire(this);
    const from = this.backward ? goal : start;
    const { nodes, open } = this.mem;
    nodes.g[from] = 0;
    nodes.parent[from] = -1;
    // Tell the pooled list the range of keys and of the tie-break (−g) to expect, as the engine's
    // searches do (seedOpenList): a guided search's nearly exact bounds make most keys tie, and a
    // list packed for some other search's range settles every tie by its slower exact comparison.
    const f = this.estimate(from), expect = 2 * f + 64;
    open.configure(4 * expect * KEY_SCALE, -expect, 0);
    open.push(from, Math.floor(f * KEY_SCALE + 0.5), 0);
  }

  /**
   * Expands up to `budget` cells; true when done (see `answer`). Written as the engine's own loop
   * is (one call per neighbour cost 3× its time per expansion on the strokes of a 4096² map): the
   * tables and the field's terms in locals, the move's price (moveCost, with its height term) and
   * the estimate written out, each neighbour's row and column from its parent's, and the moves
   * taken from the mask's set bits. Hex rows shift with their parity, and an estimate with no
   * square formula (hex, Euclidean, a custom formula) is the `distance` call.
   */
  step(budget: number): boolean {
    if (this.finished) return true;
    this.sliceStart = now();
    const terms = this.field.terms();
    const { nodes, open } = this.mem;
    const { state, g, parent } = nodes;
    const closedMark = nodes.base + 1, openBase = nodes.base + 2;
    const { mask, terrain, typeCost, width, height, cells, table, heights, uphill, downhill, hex } = this.rules;
    const offsets = table.offset, dxs = table.dx, dys = table.dy, lengths = table.length, every = (1 << table.count) - 1;
    const invWidth = this.invWidth, target = this.target, backward = this.backward, fresh = this.fresh, kept = this.kept;
    // A fresh search estimates the distance to its target; a guided one takes the field's bound:
    // the larger of the distance to its anchor and (known, or else C₀ less the distance to the far end) less its offset.
    const known = terms.known, c0 = terms.c0, offset = terms.offset, fx = terms.sx, fy = terms.sy;
    const k = fresh ? this.extra : terms.extra, code = fresh ? this.code : terms.code, scale = fresh ? this.scale : terms.scale;
    const square = k === k; // NaN where no square formula gives the estimate
    const ax = fresh ? this.tx : terms.gx, ay = fresh ? this.ty : terms.gy;
    let expanded = this.expanded, generated = this.generated, maxOpen = this.maxOpen;
    let closed = this.closed, closedCount = this.closedCount;
    while (budget-- > 0) {
      if (open.size === 0) {
        this.save(expanded, generated, maxOpen, closedCount);
        return this.finish(this.reached ?? { path: new Int32Array(0), cost: Infinity });
      }
      const c = open.pop();
      state[c] = closedMark;
      expanded++;
      const gc = g[c]!;
      // A fresh search leaves each cell's cost on the field; a guided one lists its cells to learn from.
      if (fresh) known[c] = gc;
      else {
        if (closedCount === closed.length) closed = this.grow();
        closed[closedCount++] = c;
      }
      if (c === target || (kept !== null && kept.index.has(c))) {
        this.save(expanded, generated, maxOpen, closedCount);
        if (c === target && this.reach(c, gc, parent)) return true;
        if (kept !== null && this.joinsKept(c, gc, parent)) return true;
      }
      const cy = ((c + 0.5) * invWidth) | 0, cx = c - cy * width;
      const enter = typeCost[terrain[c]!]!; // every move of a backward search enters c
      let moves = backward ? every : mask[c]!;
      while (moves !== 0) {
        const low = moves & -moves;
        moves ^= low;
        const d = 31 - Math.clz32(low);
        let u: number, ux: number, uy: number, cost: number;
        if (backward) {
          // The cell whose move in direction d enters c, if its mask says that move exists.
          uy = cy - dys[d]!;
          if (hex) {
            // Its row's parity picks the move's column shift; a column off the map is no cell.
            ux = cx - dxs[((uy & 1) << 3) + d]!;
            if (uy < 0 || uy >= height || ux < 0 || ux >= width) continue;
            u = uy * width + ux;
            if ((mask[u]! & low) === 0) continue;
          } else {
            // A cell past a row's end has no move back across it, so its mask rules it out.
            u = c - offsets[d]!;
            if (u < 0 || u >= cells || (mask[u]! & low) === 0) continue;
            ux = cx - dxs[d]!;
          }
          cost = lengths[d]! * enter;
          if (heights !== null) {
            const dh = heights[c]! - heights[u]!;
            cost += dh > 0 ? uphill * dh : -downhill * dh;
          }
        } else {
          const shift = hex ? ((cy & 1) << 3) + d : d;
          u = c + offsets[shift]!;
          ux = cx + dxs[shift]!;
          uy = cy + dys[d]!;
          cost = lengths[d]! * typeCost[terrain[u]!]!;
          if (heights !== null) {
            const dh = heights[u]! - heights[c]!;
            cost += dh > 0 ? uphill * dh : -downhill * dh;
          }
        }
        const st = state[u]!;
        if (st === closedMark) continue;
        const ng = gc + cost;
        if (st >= openBase && ng >= g[u]!) continue;
        g[u] = ng;
        parent[u] = c;
        let h = scale * (square ? squareDistance(k, ux, uy, ax, ay) : distance(code, ux, uy, ax, ay));
        if (!fresh) {
          let v = known[u]!;
          // A NaN compares false: the implicit bound C₀ − h₀(u).
          if (!(v >= 0)) v = c0 - scale * (square ? squareDistance(k, ux, uy, fx, fy) : distance(code, ux, uy, fx, fy));
          v -= offset;
          if (v > h) h = v;
        }
        const key = Math.floor((ng + h) * KEY_SCALE + 0.5);
        if (st >= openBase) open.decrease(st - openBase, key, -ng);
        else {
          open.push(u, key, -ng);
          if (open.size > maxOpen) maxOpen = open.size;
        }
        generated++;
      }
    }
    this.save(expanded, generated, maxOpen, closedCount);
    this.elapsed += now() - this.sliceStart;
    return false;
  }

  /** The loop's counters back on the search (before it finishes or yields). */
  private save(expanded: number, generated: number, maxOpen: number, closedCount: number): void {
    this.expanded = expanded;
    this.generated = generated;
    this.maxOpen = maxOpen;
    this.closedCount = closedCount;
  }

  /** Closing the target at cost gc: true when that ends the search (a complete one goes on to close every cell). */
  private reach(c: number, gc: number, parent: Int32Array): boolean {
    const found = this.backward ? { path: reversed(parent, c), cost: gc } : { path: followParents(parent, c), cost: gc };
    if (!this.complete) return this.finish(found);
    this.reached = found; // closed cells keep their parents: the path stays as found
    return false;
  }

  /**
   * Whether cell c (reached at cost gc) lies on the kept path with its part on the anchor's side
   * still walkable and no dearer than c's bound: then that part ends the search (finished).
   */
  private joinsKept(c: number, gc: number, parent: Int32Array): boolean {
    const kept = this.kept!, at = kept.index.get(c);
    if (at === undefined) return false;
    const bound = this.field.at(c) * (1 + SLACK) + SLACK;
    if (this.backward) {
      if (at > kept.validTo || kept.head[at]! > bound) return false;
      this.finish({ path: joined(kept.path.subarray(0, at), reversed(parent, c), -1), cost: kept.head[at]! + gc });
    } else {
      if (at < kept.validFrom || kept.rest[at]! > bound) return false;
      this.finish({ path: joined(followParents(parent, c), kept.path, at), cost: gc + kept.rest[at]! });
    }
    return true;
  }

  /** The answer once `step` returned true. */
  answer(): LiveAnswer {
    if (!this.answerOf) throw new Error('The live search has not finished; call step() until it returns true.');
    return this.answerOf;
  }

  /** Stops it and frees its memory. */
  cancel(): void {
    this.finished = true;
  }

  /** The estimate from cell c: to the target (a fresh search), or the field's bound (to or from its anchor). */
  private estimate(c: number): number {
    const y = rowOf(c, this.invWidth), x = c - y * this.rules.width;
    return this.fresh ? this.scale * distance(this.code, x, y, this.tx, this.ty) : this.field.h(c, x, y);
  }

  private finish(found: { path: Int32Array; cost: number }): boolean {
    if (this.fresh) {
      if (found.cost < Infinity) this.field.found(this.target, found.cost);
    } else if (found.cost < Infinity) {
      // Before the memory goes back to the pool: the cells closed learn their bounds from g.
      this.field.learn(this.closed, this.closedCount, this.mem.nodes.g, found.cost);
    }
    this.finished = true;
    this.elapsed += now() - this.sliceStart;
    this.answerOf = { ...found, expanded: this.expanded, generated: this.generated, maxOpen: this.maxOpen, elapsedMs: this.elapsed };
    return true;
  }

  private grow(): Int32Array {
    const more = new Int32Array(this.closed.length * 2);
    more.set(this.closed);
    return (this.closed = more);
  }
}

/** The cells from `from` along parent links to the root (a backward search's parents lead to the goal). */
function reversed(parent: Int32Array, from: number): Int32Array {
  let n = 0;
  for (let c = from; c !== -1; c = parent[c]!) n++;
  const path = new Int32Array(n);
  n = 0;
  for (let c = from; c !== -1; c = parent[c]!) path[n++] = c;
  return path;
}

/** `head` followed by the rest of `path` after position `at` (`head` ends at path[at]; at −1: all of `path`). */
function joined(head: Int32Array, path: Int32Array, at: number): Int32Array {
  const out = new Int32Array(head.length + path.length - at - 1);
  out.set(head);
  out.set(path.subarray(at + 1), head.length);
  return out;
}
