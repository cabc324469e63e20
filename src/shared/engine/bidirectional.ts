// Bidirectional A*: a forward search from the start and a backward one from the goal over the same
// parts as the best-first loop (move masks, open lists, node tables, heuristics, trace listener).
// Stopping rule (bidirectionalBase.ts): μ is the cheapest start→goal path seen through a cell reached
// by both sides; once the smallest f of either open list is at least μ, no unexplored path can beat
// μ (heuristics consistent), so μ is optimal. The backward side walks edges in reverse: entering v
// from u costs length × cost(v) plus the height term of u → v.
import { BidirectionalBase, type Side } from './bidirectionalBase';
import { naturalHeuristic, H_ZERO } from './heuristics';
import type { MapContext } from './mapContext';
import { KEY_SCALE } from './openList';
import { closestClosedCell, heightTerm } from './paths';
import type { SearchPlan } from './plan';
import { snapshotNodes } from './nodeTable';
import { TraceRecorder } from './traceRecorder';
import { replayFrame } from './trace/frame';
import type { TraceRecording } from './trace/recording';
import { TraceEventKind, type SearchSideState, type SearchState, type SearchStatus } from './types';

export class BidirectionalSearch extends BidirectionalBase {
  constructor(ctx: MapContext, plan: SearchPlan) {
    super(ctx, plan, 1, (owner) => ctx.acquire(owner), plan.options.recordTrace ? new TraceRecorder(replayFrame(ctx, plan)) : null);
    this.begin();
  }

  protected entryOf(cell: number): number {
    return cell;
  }

  /** The events recorded so far (a debugger reads them while the search runs), or null when not tracing. */
  get recording(): TraceRecording | null {
    return this.trace;
  }

  protected expand(s: 0 | 1): void {
    const ctx = this.ctx, plan = this.plan, table = this.table;
    const side = this.sides[s], { state, g, parent, base: mark } = side.mem.nodes, closed = mark + 1, openBase = mark + 2;
    const open = side.mem.open, m = this.metrics;
    const oNodes = this.sides[1 - s]!.mem.nodes, oState = oNodes.state, oBase = oNodes.base, oOpen = this.sides[1 - s]!.mem.open;
    const c = this.pop(s), gc = g[c]!;
    this.trace?.add(TraceEventKind.Expand, c, s, 0);
    const width = ctx.width, cx = c % width, cy = (c - cx) / width;
    const base = plan.options.topology === 'hex' ? (cy & 1) << 3 : 0;
    const heights = ctx.heights!, costing = plan.heightCost ? plan.options.heightCosting! : null;
    let moves = this.mask[c]!;
    while (moves !== 0) {
      const low = moves & -moves;
      moves ^= low;
      const d = 31 - Math.clz32(low);
      const nb = c + table.offset[base + d]!;
      const st = state[nb]!;
      if (st === closed) continue;
      // Forward enters nb; backward means the real move nb → c, which enters c.
      const from = s === 0 ? c : nb, to = s === 0 ? nb : c;
      let ng = gc + table.length[d]! * ctx.typeCost[ctx.terrain[to]!]!;
      if (costing) ng += heightTerm(heights, costing, from, to);
      const isOpen = st >= openBase;
      if (isOpen && ng >= g[nb]!) continue;
      // bidirectionalBase's relax written out: the call per generated node cost this loop ~4 % (bench:ab).
      g[nb] = ng;
      parent[nb] = c;
      const key = Math.floor(this.fOf(side, nb, ng) * KEY_SCALE + 0.5);
      const second = plan.tieBySequence ? plan.tieSign * this.sequence++ : plan.tieSign * ng;
      if (isOpen) open.decrease(st - openBase, key, second);
      else open.push(nb, key, second);
      m.generated++;
      const openTotal = open.size + oOpen.size;
      if (openTotal > m.maxOpenSize) m.maxOpenSize = openTotal;
      this.trace?.add(isOpen ? TraceEventKind.DecreaseKey : TraceEventKind.Push, nb, s, 0);
      if (oState[nb]! > oBase && ng + oNodes.g[nb]! < this.best) {
        this.best = ng + oNodes.g[nb]!;
        this.meetForward = this.meetBackward = nb;
      }
    }
  }

  protected closestForward(): number {
    const { plan, ctx } = this, [fwd] = this.sides, nodes = fwd.mem.nodes;
    const code = plan.heuristic !== H_ZERO ? plan.heuristic : naturalHeuristic(plan.options.topology);
    return closestClosedCell(nodes.state, nodes.g, nodes.base + 1, ctx.width, code, fwd.tx, fwd.ty);
  }

  protected finish(status: SearchStatus): void {
    const { path, cost, closest } = this.ending(status);
    this.settle(status, path, cost, closest, this.trace?.finish() ?? null);
  }

  snapshot(): SearchState {
    const side = (s: Side): SearchSideState => snapshotNodes(s.mem.nodes, (c, g) => this.fOf(s, c, g));
    return { events: this.trace?.length ?? 0, expanded: this.metrics.expanded, ...side(this.sides[0]), backward: side(this.sides[1]) };
  }
}
