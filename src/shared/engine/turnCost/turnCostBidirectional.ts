// Bidirectional A* with a turn cost, over (cell, heading) states. Forward states are a cell and the
// heading it was entered with; backward states a cell and the heading the path leaves it with (the
// goal's: none). A backward step from (c, out) to a neighbour nb walks the real move nb → c: it
// costs that move and the turn at c from its heading to `out`, and reaches (nb, its heading). The
// sides meet at a cell where a forward state (c, in) and a backward state (c, out) are both seen:
// the path costs g + g' + the turn from in to out. The stopping rule is bidirectional.ts's: once
// either side's smallest f reaches the best meeting μ, μ is optimal (the estimates stay consistent,
// turns only add cost).
import { now } from '../../clock';
import { distance, H_OCTILE } from '../heuristics';
import type { MapContext, SearchMemory } from '../mapContext';
import type { MoveTable } from '../moves';
import { KEY_SCALE } from '../openList';
import type { SearchPlan } from '../plan';
import { SearchBase, seedOpenList } from '../searchBase';
import type { SearchStatus } from '../types';
import { HEADINGS, NO_HEADING, pathTurns } from './headings';
import { closestClosedState, directionTurnCosts, statePath, type DirectionTurnCosts } from './stateSpace';

interface Side {
  mem: SearchMemory;
  /** The cell this side's estimate aims at (the goal forward, the start backward). */
  tx: number;
  ty: number;
}

export class TurnCostBidirectional extends SearchBase {
  private readonly sides: [Side, Side];
  private readonly table: MoveTable;
  private readonly mask: Uint8Array;
  private readonly turns: DirectionTurnCosts;
  private readonly hScale: number;
  /** The cheapest meeting seen (μ), its forward state and its backward state. */
  private best = Infinity;
  private meetForward = -1;
  private meetBackward = -1;
  private sequence = 0;
  /** The goal proved unreachable; the forward side runs on alone to find the closest cell. */
  private forwardOnly = false;

  constructor(ctx: MapContext, plan: SearchPlan) {
    super(ctx, plan);
    const o = plan.options, w = ctx.width;
    this.table = ctx.moveTable(o.topology, plan.diagonal);
    this.mask = ctx.moveMask(o.topology, o.cornerRule);
    this.turns = directionTurnCosts(o.topology, plan.turnCost);
    this.hScale = ctx.minCost * plan.hWeight;
    const gx = plan.goal % w, sx = plan.start % w;
    this.sides = [
      { mem: ctx.acquireStateMemory(this, ctx.cells * HEADINGS), tx: gx, ty: (plan.goal - gx) / w },
      { mem: ctx.acquireStateMemory(this, ctx.cells * HEADINGS), tx: sx, ty: (plan.start - sx) / w },
    ];
    if (!this.startIsPassable()) { this.finish('unreachable'); return; }
    this.seed(0, plan.start);
    if (ctx.typePassable[ctx.terrain[plan.goal]!] === 1) this.seed(1, plan.goal);
    else this.forwardOnly = true;
    if (plan.start === plan.goal) {
      this.best = 0;
      this.meetForward = this.meetBackward = plan.start * HEADINGS + NO_HEADING;
    }
  }

  private seed(s: 0 | 1, cell: number): void {
    const side = this.sides[s], { nodes, open } = side.mem, w = this.ctx.width, x = cell % w;
    const state = cell * HEADINGS + NO_HEADING;
    nodes.g[state] = 0;
    nodes.parent[state] = -1;
    seedOpenList(open, this.ctx, this.plan, state, distance(H_OCTILE, x, (cell - x) / w, side.tx, side.ty), this.fOf(side, cell, 0));
    this.metrics.generated++;
    this.metrics.maxOpenSize = Math.max(this.metrics.maxOpenSize, this.sides[0].mem.open.size + this.sides[1].mem.open.size);
  }

  private fOf(side: Side, c: number, g: number): number {
    const x = c % this.ctx.width;
    return g + this.hScale * distance(this.plan.heuristic, x, (c - x) / this.ctx.width, side.tx, side.ty);
  }

  step(budget: number): boolean {
    if (this.finished) return true;
    const t0 = now();
    const plan = this.plan, m = this.metrics;
    const maxExpansions = plan.options.maxExpansions > 0 ? plan.options.maxExpansions : Infinity;
    const [fwd, bwd] = this.sides;
    let outcome: SearchStatus | null = null;
    while (budget > 0) {
      if (this.forwardOnly) {
        if (fwd.mem.open.size === 0) { outcome = 'unreachable'; break; }
      } else if (this.best < Infinity) {
        const bound = Math.floor(this.best * KEY_SCALE + 0.5);
        if (fwd.mem.open.size === 0 || bwd.mem.open.size === 0 || fwd.mem.open.topKey() >= bound || bwd.mem.open.topKey() >= bound) {
          outcome = 'found';
          break;
        }
      } else if (fwd.mem.open.size === 0 || bwd.mem.open.size === 0) {
        if (fwd.mem.open.size > 0 && plan.options.closestIfUnreachable) { this.forwardOnly = true; continue; }
        outcome = 'unreachable';
        break;
      }
      this.expand(this.forwardOnly || fwd.mem.open.size <= bwd.mem.open.size ? 0 : 1);
      budget--;
      if (m.expanded >= maxExpansions) { outcome = 'budget'; break; }
    }
    m.elapsedMs += now() - t0;
    if (outcome !== null) this.finish(outcome);
    return this.finished;
  }

  private expand(s: 0 | 1): void {
    const ctx = this.ctx, plan = this.plan, m = this.metrics, table = this.table, turns = this.turns;
    const side = this.sides[s], other = this.sides[1 - s]!;
    const { nodes, open } = side.mem;
    const { state, g, parent } = nodes;
    const closed = nodes.base + 1, openBase = nodes.base + 2;
    const oNodes = other.mem.nodes, oState = oNodes.state, oBase = oNodes.base, oG = oNodes.g;
    const st0 = open.pop();
    state[st0] = closed;
    m.expanded++;
    const gc = g[st0]!;
    const width = ctx.width, c = (st0 / HEADINGS) | 0, h = st0 - c * HEADINGS, cx = c % width, cy = (c - cx) / width;
    const base = plan.options.topology === 'hex' ? (cy & 1) << 3 : 0;
    const heights = ctx.heights, hc = plan.heightCost ? plan.options.heightCosting! : null;
    // Forward: enter nb with the move's heading, turning from h. Backward: walk nb → c, turning at c into h.
    const turnRow = s === 0 ? turns.forward : turns.backward, headingOf = s === 0 ? turns.heading : turns.reverse;
    const between = turns.between;
    let moves = this.mask[c]!;
    while (moves !== 0) {
      const low = moves & -moves;
      moves ^= low;
      const d = 31 - Math.clz32(low);
      const nb = c + table.offset[base + d]!;
      const nh = headingOf[d]!, ns = nb * HEADINGS + nh;
      const st = state[ns]!;
      if (st === closed) continue;
      const from = s === 0 ? c : nb, to = s === 0 ? nb : c;
      let ng = gc + table.length[d]! * ctx.typeCost[ctx.terrain[to]!]! + turnRow[h * 8 + d]!;
      if (hc && heights) {
        const dh = heights[to]! - heights[from]!;
        ng += dh > 0 ? hc.uphill * dh : -hc.downhill * dh;
      }
      const isOpen = st >= openBase;
      if (isOpen && ng >= g[ns]!) continue;
      g[ns] = ng;
      parent[ns] = st0;
      const f = this.fOf(side, nb, ng);
      const key = Math.floor(f * KEY_SCALE + 0.5);
      const second = plan.tieBySequence ? plan.tieSign * this.sequence++ : plan.tieSign * ng;
      if (isOpen) open.decrease(st - openBase, key, second);
      else open.push(ns, key, second);
      m.generated++;
      const openTotal = this.sides[0].mem.open.size + this.sides[1].mem.open.size;
      if (openTotal > m.maxOpenSize) m.maxOpenSize = openTotal;
      // Every state of nb the other side has seen meets this one, with the turn between their headings.
      const first = nb * HEADINGS;
      for (let k = 0; k < HEADINGS; k++) {
        if (oState[first + k]! <= oBase) continue;
        const total = ng + oG[first + k]! + (s === 0 ? between[nh * HEADINGS + k]! : between[k * HEADINGS + nh]!);
        if (total < this.best) {
          this.best = total;
          this.meetForward = s === 0 ? ns : first + k;
          this.meetBackward = s === 0 ? first + k : ns;
        }
      }
    }
  }

  protected finish(status: SearchStatus): void {
    const { plan, ctx } = this;
    const [fwd, bwd] = this.sides;
    let cells: number[] = [];
    let cost = Infinity, closest = -1;
    if (status === 'found') {
      cells = Array.from(statePath(fwd.mem.nodes.parent, this.meetForward));
      const back = bwd.mem.nodes.parent;
      for (let s = back[this.meetBackward]!; s !== -1; s = back[s]!) cells.push((s / HEADINGS) | 0);
      cost = this.best;
    } else if (this.wantsClosest(status)) {
      const nodes = fwd.mem.nodes;
      const end = closestClosedState(nodes, ctx.width, plan, fwd.tx, fwd.ty);
      if (end >= 0) {
        closest = (end / HEADINGS) | 0;
        cells = Array.from(statePath(nodes.parent, end));
        cost = nodes.g[end]!;
      }
    }
    const path = Int32Array.from(cells);
    this.settle(status, path, cost, closest, null, pathTurns(path, ctx.width, plan.options.topology, plan.turnCost));
  }
}
