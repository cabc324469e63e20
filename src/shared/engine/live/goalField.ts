// Lower bounds of the cost from every cell to one goal, kept by a live lane across edits and used
// as the heuristic of its next search. A search backwards from the goal (liveAstar.ts) leaves the
// exact cost on the cells it closed; for every other cell s, A*'s invariant gives dist(s) ≥
// C₀ − h₀(s), where C₀ is the cost it found to its start and h₀ the (consistent) estimate to that
// start. The field is that bound where nothing better is known, raised to the octile estimate to
// the goal, and is consistent (h(u) ≤ cost(u→v) + h(v) for every move), so an A* using it is optimal
// and never reopens. Edits that only raise costs or add walls keep it consistent; a cost lowered
// (or a wall removed, or a height changed) is repaired by lowering the bounds around it and
// propagating like a Dijkstra wave while anything still drops (`lower`). After each live search,
// the cells it closed learn C − g(s) (Adaptive A*'s update, `learn`), which can only raise bounds
// and keeps them consistent. When the goal moves (a drag), every bound drops by the old bound at
// the new goal (Generalized Adaptive A*'s rule: by consistency h(s) ≤ dist(s, g′) + h(g′)), kept as
// one offset instead of touching every cell.
import { CostHeap } from '../costHeap';
import { distance } from '../heuristics';
import { rowOf } from '../paths';
import { moveCost, type MoveRules } from '../../analysis/moveRules';

export class GoalField {
  /** Per cell: a bound found by a search, propagation or learning, plus `offset`; NaN where the implicit one holds. */
  readonly known: Float64Array;
  /** What the goal's moves took off every stored bound. */
  private offset = 0;
  goal = -1;
  gx = 0;
  gy = 0;
  /** The implicit bound's start (x, y) and its cost C₀ (Infinity until a search has found one). */
  private sx = 0;
  private sy = 0;
  private c0 = Infinity;
  /** The estimate's code and scale (the cheapest terrain of the palette). */
  private code = 0;
  private scale = 1;
  private readonly invWidth: number;
  /** The repair wave's heap slots, kept (a 4096² map's would take 64 MB to allocate per edit) and cleared after each wave. */
  private slots: Int32Array | null = null;

  constructor(readonly width: number, readonly cells: number) {
    this.known = new Float64Array(cells);
    this.invWidth = 1 / width;
  }

  /** Starts a field for `goal`: no bound known but the estimate; `found` then fixes C₀. */
  reset(goal: number, code: number, scale: number): void {
    this.known.fill(NaN);
    this.goal = goal;
    this.gy = rowOf(goal, this.invWidth);
    this.gx = goal - this.gy * this.width;
    this.code = code;
    this.scale = scale;
    this.c0 = Infinity;
    this.offset = 0;
  }

  /** The goal moved to `goal`: bounds to the old goal, less the old bound at the new one, hold for it. */
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

  /** After the backward search reached `start` at cost `cost` (closed cells already hold their exact cost). */
  found(start: number, cost: number): void {
    this.sy = rowOf(start, this.invWidth);
    this.sx = start - this.sy * this.width;
    this.c0 = cost;
  }

  /** The bound at cell c (at x, y). */
  h(c: number, x: number, y: number): number {
    const scale = this.scale, code = this.code;
    let v = this.known[c]!;
    // A NaN compares false: the implicit bound C₀ − h₀(c).
    if (!(v >= 0)) v = this.c0 - scale * distance(code, x, y, this.sx, this.sy);
    v -= this.offset;
    const toGoal = scale * distance(code, x, y, this.gx, this.gy);
    return v > toGoal ? v : toGoal;
  }

  /** The bound at cell c. */
  at(c: number): number {
    const y = rowOf(c, this.invWidth);
    return this.h(c, c - y * this.width, y);
  }

  /**
   * Repairs the field after edits that may have lowered move costs around `seeds` (cells whose
   * cost fell, that opened, or whose height changed): each cell within one step of a seed takes
   * the cheapest of its moves plus its neighbour's bound if that is lower (a cell that opened takes
   * it whatever it held: a wall's bound is stale), and every lowered cell lowers the cells moving
   * into it, cheapest first, until nothing drops. False when the wave would pass `budget` cells:
   * the field is then half repaired, not to be used (a lowered cost on the path far from the goal
   * lowers the bounds of every cell behind it; a fresh search is cheaper then).
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
    let lowered = 0;
    while (heap.size > 0) {
      if (lowered++ >= budget) {
        while (heap.size > 0) heap.pop();
        for (const c of touched) slots[c] = 0;
        return false;
      }
      const v = heap.pop();
      const vy = rowOf(v, this.invWidth), vx = v - vy * width;
      const hv = this.h(v, vx, vy);
      this.forEachMoveInto(rules, v, vx, vy, (u, ux, uy, cost) => {
        const through = cost + hv;
        if (through < this.h(u, ux, uy)) {
          this.store(u, through);
          offer(u, through);
        }
      });
    }
    for (const c of touched) slots[c] = 0;
    return true;
  }

  /**
   * Adaptive A*'s update after a search from some start found cost `cost`: each cell it closed
   * (g = `g[c]`) is at least `cost − g` from the goal.
   */
  learn(closed: Int32Array, count: number, g: Float64Array, cost: number): void {
    for (let i = 0; i < count; i++) {
      const c = closed[i]!, bound = cost - g[c]!;
      if (bound > this.at(c)) this.store(c, bound);
    }
  }

  /** The cheapest move out of u plus the bound where it leads (Infinity for none). */
  private cheapestMove(rules: MoveRules, u: number, x: number, y: number): number {
    const { table, mask } = rules;
    const parity = rules.hex ? (y & 1) << 3 : 0;
    let best = Infinity;
    for (let d = 0; d < table.count; d++) {
      if ((mask[u]! & (1 << d)) === 0) continue;
      const k = parity + d, v = u + table.offset[k]!;
      const through = moveCost(rules, u, v, d) + this.h(v, x + table.dx[k]!, y + table.dy[k]!);
      if (through < best) best = through;
    }
    return best;
  }

  /** Calls `visit` for each cell u with a move into v, with the move's cost. */
  private forEachMoveInto(rules: MoveRules, v: number, vx: number, vy: number, visit: (u: number, ux: number, uy: number, cost: number) => void): void {
    const { table, mask, width, height, hex } = rules;
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
