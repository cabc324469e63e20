// Bidirectional A* with a turn cost, over (cell, heading) states. Forward states are a cell and the
// heading it was entered with; backward states a cell and the heading the path leaves it with (the
// goal's: none). A backward step from (c, out) to a neighbour nb walks the real move nb → c: it
// costs that move and the turn at c from its heading to `out`, and reaches (nb, its heading). The
// sides meet at a cell where a forward state (c, in) and a backward state (c, out) are both seen:
// the path costs g + g' + the turn from in to out. The stopping rule is bidirectional.ts's
// (bidirectionalBase.ts): once either side's smallest f reaches the best meeting μ, μ is optimal
// (the estimates stay consistent, turns only add cost).
import { BidirectionalBase } from '../bidirectionalBase';
import type { MapContext } from '../mapContext';
import { heightTerm } from '../paths';
import type { SearchPlan } from '../plan';
import type { SearchStatus } from '../types';
import { HEADINGS, NO_HEADING, pathTurns } from './headings';
import { closestClosedState, directionTurnCosts, type DirectionTurnCosts } from './stateSpace';

export class TurnCostBidirectional extends BidirectionalBase {
  private readonly turns: DirectionTurnCosts;

  constructor(ctx: MapContext, plan: SearchPlan) {
    super(ctx, plan, HEADINGS, (owner) => ctx.acquireStateMemory(owner, ctx.cells * HEADINGS), null);
    this.turns = directionTurnCosts(plan.options.topology, plan.turnCost);
    this.begin();
  }

  protected entryOf(cell: number): number {
    return cell * HEADINGS + NO_HEADING;
  }

  protected expand(s: 0 | 1): void {
    const ctx = this.ctx, plan = this.plan, table = this.table, turns = this.turns;
    const side = this.sides[s], { state, g, base: mark } = side.mem.nodes, closed = mark + 1, openBase = mark + 2;
    const oNodes = this.sides[1 - s]!.mem.nodes, oState = oNodes.state, oBase = oNodes.base, oG = oNodes.g;
    const st0 = this.pop(s), gc = g[st0]!;
    const width = ctx.width, c = (st0 / HEADINGS) | 0, h = st0 - c * HEADINGS, cx = c % width, cy = (c - cx) / width;
    const base = plan.options.topology === 'hex' ? (cy & 1) << 3 : 0;
    const heights = ctx.heights!, costing = plan.heightCost ? plan.options.heightCosting! : null;
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
      if (costing) ng += heightTerm(heights, costing, from, to);
      if (st >= openBase && ng >= g[ns]!) continue;
      this.relax(s, side, ns, nb, st0, ng, st);
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

  protected closestForward(): number {
    const [fwd] = this.sides;
    return closestClosedState(fwd.mem.nodes, this.ctx.width, this.plan, fwd.tx, fwd.ty);
  }

  protected finish(status: SearchStatus): void {
    const { path, cost, closest } = this.ending(status);
    this.settle(status, path, cost, closest, null, pathTurns(path, this.ctx.width, this.plan.options.topology, this.plan.turnCost));
  }
}
