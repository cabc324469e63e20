// Lower bounds of the cost from every cell to one goal (or, anchored at the start, from the start
// to every cell), kept by a live lane across edits and used as the heuristic of its next search. A
// fresh search from the far end to the anchor (liveAstar.ts) leaves the exact cost on the cells it
// closed; for every other cell s, A*'s invariant gives dist(s) ≥ C₀ − h₀(s), where C₀ is the cost it
// found and h₀ its (consistent) estimate to the far end. The field is that bound where nothing better
// is known, raised to the octile estimate to the anchor, and is consistent (h(u) ≤ cost(u→v) + h(v)
// for every move, or h(v) ≤ h(u) + cost(u→v) anchored at the start), so an A* using it is optimal and
// never reopens. Edits that only raise costs or add walls keep it consistent; a cost lowered (or a
// wall removed, or a height changed) is repaired by lowering the bounds around it and propagating
// like a Dijkstra wave while anything still drops (`lower`). After each guided search, the cells it
// closed learn C − g(s) (Adaptive A*'s update, `learn`), which can only raise bounds and keeps them
// consistent. When the anchor moves, every bound drops by the old bound at the new anchor
// (Generalized Adaptive A*'s rule: by consistency h(s) ≤ dist(s, a′) + h(a′)), kept as one offset
// instead of touching every cell; the shifts add up, so a lane whose anchor keeps moving (a dragged
// goal) re-anchors the field at the other end, which stays put (liveLane.ts).
import { CostHeap } from '../costHeap';
import { distance, squareDistance, squareDistanceExtra } from '../heuristics';
import { rowOf } from '../paths';
import { moveCost, type MoveRules } from '../../analysis/moveRules';

/** The parts of a field's bound (see `GoalField.h` and `terms`). */
export interface FieldTerms {
  known: Float64Array;
  offset: number;
  c0: number;
  sx: number;
  sy: number;
  gx: number;
  gy: number;
  scale: number;
  /** The estimate as one square formula (`squareDistanceExtra`); NaN on hex and for the codes it has none for. */
  extra: number;
  /** The estimate's heuristic code, for the loop's `distance` call where `extra` is NaN. */
  code: number;
}

export class GoalField {
  /** Per cell: a bound found by a search, propagation or learning, plus `offset`; NaN where the implicit one holds. */
  readonly known: Float64Array;
  /** What the anchor's moves took off every stored bound. */
  private offset = 0;
  /** The anchor: the goal (bounds of the cost to it) or, when `fromStart`, the start (bounds of the cost from it). */
  goal = -1;
  gx = 0;
  gy = 0;
  fromStart = false;
  /** The implicit bound's start (x, y) and its cost C₀ (Infinity until a search has found one). */
  private sx = 0;
  private sy = 0;
  private c0 = Infinity;
  /** The estimate's code and scale (the cheapest terrain the map uses: liveLane.ts). */
  private code = 0;
  private scale = 1;
  /** The estimate's k as one square formula (`squareDistanceExtra`), NaN for hex. */
  private extra = NaN;
  private readonly invWidth: number;
  /** The repair wave's heap slots, kept (a 4096² map's would take 64 MB to allocate per edit) and cleared after each wave. */
  private slots: Int32Array | null = null;

  constructor(readonly width: number, readonly cells: number) {
    this.known = new Float64Array(cells);
    this.invWidth = 1 / width;
  }

  /** Starts a field anchored at `anchor` (the start when `fromStart`): no bound known but the estimate; `found` then fixes C₀. */
  reset(anchor: number, fromStart: boolean, code: number, scale: number): void {
    this.known.fill(NaN);
    this.fromStart = fromStart;
    this.goal = anchor;
    this.gy = rowOf(anchor, this.invWidth);
    this.gx = anchor - this.gy * this.width;
    this.code = code;
    this.scale = scale;
    this.extra = squareDistanceExtra(code);
    this.c0 = Infinity;
    this.offset = 0;
  }

  /** The anchor moved to `goal`: bounds for the old anchor, less the old bound at the new one, hold for it. */
  moveGoal(goal: number): void {
    this.offset += this.at(goal);
    this.goal = goal;
    this.gy = rowOf(goal, this.invWidth);
    this.gx = goal - this.gy * this.width;
  }

  /** Stores `bound` (as h returns it) for cell c. */
  private store(c: number, bound: number): void {
    this.known[c] = bound + this.offset;
  }

  /** After the fresh search reached `start` (the far end) at cost `cost` (closed cells already hold their exact cost). */
  found(start: number, cost: number): void {
    this.sy = rowOf(start, this.invWidth);
    this.sx = start - this.sy * this.width;
    this.c0 = cost;
  }

  /** The bound at cell c (at x, y). */
  h(c: number, x: number, y: number): number {
    const scale = this.scale;
    let v = this.known[c]!;
    // A NaN compares false: the implicit bound C₀ − h₀(c).
    if (!(v >= 0)) v = this.c0 - scale * this.distance(x, y, this.sx, this.sy);
    v -= this.offset;
    const toGoal = scale * this.distance(x, y, this.gx, this.gy);
    return v > toGoal ? v : toGoal;
  }

  /**
   * What `h` reads, for a search loop that computes it inline: fixed while a search runs (only
   * `reset`, `found`, `moveGoal`, `lower` and `learn` change them, between searches; a fresh search
   * writes `known` but does not read the bounds).
   */
  terms(): FieldTerms {
    return { known: this.known, offset: this.offset, c0: this.c0, sx: this.sx, sy: this.sy, gx: this.gx, gy: this.gy, scale: this.scale, extra: this.extra, code: this.code };
  }

  private distance(x: number, y: number, gx: number, gy: number): number {
    const k = this.extra;
    return k === k ? squareDistance(k, x, y, gx, gy) : distance(this.code, x, y, gx, gy);
  }

  /** The bound at cell c. */
  at(c: number): number {
    const y = rowOf(c, this.invWidth);
    return this.h(c, c - y * this.width, y);
  }

  /**
   * Repairs the field after edits that may have lowered move costs around `seeds` (cells whose
   * cost fell, that opened, or whose height changed): each cell within one step of a seed takes
   * the cheapest of its moves (into it, anchored at the start) plus its neighbour's bound if that
   * is lower (a cell that opened takes it whatever it held: a wall's bound is stale), and every
   * lowered cell lowers the cells moving into it (it moves into), cheapest first, until nothing
   * drops. False when the wave would pass `budget` cells: the field is then half repaired, not to
   * be used (a lowered cost on the path far from the anchor lowers the bounds of every cell behind
   * it; a fresh search is cheaper then).
   */
  lower(rules: MoveRules, seeds: ArrayLike<number>, opened: (c: number) => boolean, budget = Infinity): boolean {
    const { width, height, mask } = rules;
    const slots = (this.slots ??= new Int32Array(this.cells));
    const heap = new CostHeap(slots);
    const touched: number[] = [];
    const offer = (c: number, bound: number) => {
      if (slots[c] === 0) touched.push(c);
      heap.offer(c, bound);
    };
    for (let i = 0; i < seeds.length; i++) {
      const s = seeds[i]!, sy = rowOf(s, this.invWidth), sx = s - sy * width;
      for (let y = Math.max(0, sy - 1); y <= Math.min(height - 1, sy + 1); y++)
        for (let x = Math.max(0, sx - 1); x <= Math.min(width - 1, sx + 1); x++) {
          const u = y * width + x;
          if (mask[u] === 0 || u === this.goal) continue;
          const best = this.cheapestMove(rules, u, x, y);
          if (opened(u) || best < this.h(u, x, y)) {
            this.store(u, best);
            offer(u, best);
          }
        }
    }
    const done = this.wave(rules, heap, touched, budget);
    for (const c of touched) slots[c] = 0;
    return done;
  }

  /**
   * The wave of `lower`: pops the cheapest lowered cell and lowers each cell moving into it (it
   * moves into, anchored at the start) whose bound the way through it beats; false past `budget`
   * pops (the heap then emptied). A cheaper terrain painted across the path lowers 100,000 cells and
   * more, most of such a dab's time (45 of 51 ms on the 1024² stroke bench), so the loop is written
   * out as the search loops are (liveAstar.ts), the bound and the move's price inline: a fifth to a
   * quarter less time than through the callbacks of `forEachMove` and `h`, the heap's work the rest.
   */
  private wave(rules: MoveRules, heap: CostHeap, touched: number[], budget: number): boolean {
    const { width, height, mask, terrain, typeCost, heights, uphill, downhill, hex, table } = rules;
    const offsets = table.offset, dxs = table.dx, dys = table.dy, lengths = table.length, count = table.count;
    const known = this.known, offset = this.offset, c0 = this.c0, scale = this.scale, code = this.code, k = this.extra;
    const square = k === k, sx = this.sx, sy = this.sy, gx = this.gx, gy = this.gy, into = !this.fromStart, invWidth = this.invWidth;
    const slots = heap.slot;
    let lowered = 0;
    while (heap.size > 0) {
      if (lowered++ >= budget) {
        while (heap.size > 0) heap.pop();
        return false;
      }
      const v = heap.pop();
      const vy = rowOf(v, invWidth), vx = v - vy * width;
      const hv = this.h(v, vx, vy), mv = mask[v]!;
      const enter = typeCost[terrain[v]!]!; // every move into v enters it
      for (let d = 0; d < count; d++) {
        const bit = 1 << d;
        let u: number, ux: number, uy: number, cost: number;
        if (into) {
          // The cell whose move in direction d enters v (hex moves depend on the mover's row).
          uy = vy - dys[d]!;
          if (uy < 0 || uy >= height) continue;
          ux = vx - dxs[(hex ? (uy & 1) << 3 : 0) + d]!;
          if (ux < 0 || ux >= width) continue;
          u = uy * width + ux;
          if ((mask[u]! & bit) === 0) continue;
          cost = lengths[d]! * enter;
          if (heights !== null) {
            const dh = heights[v]! - heights[u]!;
            cost += dh > 0 ? uphill * dh : -downhill * dh;
          }
        } else {
          if ((mv & bit) === 0) continue;
          const shift = (hex ? (vy & 1) << 3 : 0) + d;
          u = v + offsets[shift]!;
          ux = vx + dxs[shift]!;
          uy = vy + dys[d]!;
          cost = lengths[d]! * typeCost[terrain[u]!]!;
          if (heights !== null) {
            const dh = heights[u]! - heights[v]!;
            cost += dh > 0 ? uphill * dh : -downhill * dh;
          }
        }
        const through = cost + hv;
        // u's bound (`h`): the larger of its stored or implicit one and the distance to the anchor;
        // the distance is only taken when the stored one does not already rule the way out.
        let hu = known[u]!;
        // A NaN compares false: the implicit bound C₀ − h₀(u).
        if (!(hu >= 0)) hu = c0 - scale * (square ? squareDistance(k, ux, uy, sx, sy) : distance(code, ux, uy, sx, sy));
        hu -= offset;
        if (!(through < hu) && !(through < scale * (square ? squareDistance(k, ux, uy, gx, gy) : distance(code, ux, uy, gx, gy)))) continue;
        known[u] = through + offset;
        if (slots[u] === 0) touched.push(u);
        heap.offer(u, through);
      }
    }
    return true;
  }

  /**
   * Adaptive A*'s update after a guided search found cost `cost`: each cell it closed (g = `g[c]`,
   * its cost from where the search began) is at least `cost − g` from (to) the anchor.
   */
  learn(closed: Int32Array, count: number, g: Float64Array, cost: number): void {
    const known = this.known, offset = this.offset, width = this.width, invWidth = this.invWidth;
    for (let i = 0; i < count; i++) {
      const c = closed[i]!, bound = cost - g[c]!, v = known[c]!;
      // The bound is the larger of the stored one and the distance to the anchor: most closed
      // cells hold one no lower than what they learn, so the distance is only taken past it.
      if (v >= 0 && !(bound > v - offset)) continue;
      const y = rowOf(c, invWidth);
      if (bound > this.h(c, c - y * width, y)) this.store(c, bound);
    }
  }

  /** The cheapest move out of u (into u, anchored at the start) plus the bound at its other end (Infinity for none). */
  private cheapestMove(rules: MoveRules, u: number, x: number, y: number): number {
    let best = Infinity;
    this.forEachMove(rules, u, x, y, this.fromStart, (v, vx, vy, cost) => {
      const through = cost + this.h(v, vx, vy);
      if (through < best) best = through;
    });
    return best;
  }

  /** Calls `visit` for each cell u with a move into v (`into`) or that v moves into, with the move's cost. */
  private forEachMove(rules: MoveRules, v: number, vx: number, vy: number, into: boolean, visit: (u: number, ux: number, uy: number, cost: number) => void): void {
    const { table, mask, width, height, hex } = rules;
    if (!into) {
      const parity = hex ? (vy & 1) << 3 : 0;
      for (let d = 0; d < table.count; d++) {
        if ((mask[v]! & (1 << d)) === 0) continue;
        const k = parity + d, u = v + table.offset[k]!;
        visit(u, vx + table.dx[k]!, vy + table.dy[k]!, moveCost(rules, v, u, d));
      }
      return;
    }
    for (let d = 0; d < table.count; d++) {
      // The cell whose move in direction d enters v (hex moves depend on the mover's row).
      const uy = vy - table.dy[d]!;
      if (uy < 0 || uy >= height) continue;
      const k = (hex ? (uy & 1) << 3 : 0) + d, ux = vx - table.dx[k]!;
      if (ux < 0 || ux >= width) continue;
      const u = uy * width + ux;
      if ((mask[u]! & (1 << d)) === 0) continue;
      visit(u, ux, uy, moveCost(rules, u, v, d));
    }
  }
}
