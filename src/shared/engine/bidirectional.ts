// Bidirectional A*: a forward search from the start and a backward one from the goal over the same
// parts as the best-first loop (move masks, open lists, node tables, heuristics, trace listener).
// Stopping rule: μ is the cheapest start→goal path seen through a cell reached by both sides; once
// the smallest f of either open list is at least μ, no unexplored path can beat μ (heuristics
// consistent), so μ is optimal. The backward side walks edges in reverse: entering v from u costs
// length × cost(v) plus the height term of u → v.
import { now } from '../clock';
import { distance, naturalHeuristic, H_OCTILE, H_ZERO } from './heuristics';
import type { MapContext, SearchMemory } from './mapContext';
import type { MoveTable } from './moves';
import { KEY_SCALE } from './openList';
import { closestClosedCell, followParents } from './paths';
import type { SearchPlan } from './plan';
import { snapshotNodes } from './nodeTable';
import { SearchBase, seedOpenList } from './searchBase';
import { TraceRecorder } from './traceRecorder';
import { replayFrame } from './trace/frame';
import type { TraceRecording } from './trace/recording';
import { TraceEventKind, type SearchSideState, type SearchState, type SearchStatus } from './types';

interface Side {
  mem: SearchMemory;
  /** Cell the heuristic of this side aims at (goal for forward, start for backward). */
  tx: number;
  ty: number;
}

export class BidirectionalSearch extends SearchBase {
  private readonly sides: [Side, Side];
  private readonly table: MoveTable;
  private readonly mask: Uint8Array;
  private readonly hScale: number;
  private readonly trace: TraceRecorder | null;
  private best = Infinity;
  private meet = -1;
  private sequence = 0;
  /** The goal proved unreachable; the forward side runs on alone to find the closest cell. */
  private forwardOnly = false;

  constructor(ctx: MapContext, plan: SearchPlan) {
    super(ctx, plan);
    const o = plan.options, w = ctx.width;
    this.table = ctx.moveTable(o.topology, plan.diagonal);
    this.mask = ctx.moveMask(o.topology, o.cornerRule);
    this.hScale = ctx.minCost * plan.hWeight;
    this.trace = o.recordTrace ? new TraceRecorder(replayFrame(ctx, plan)) : null;
    const gx = plan.goal % w, sx = plan.start % w;
    this.sides = [
      { mem: ctx.acquire(this), tx: gx, ty: (plan.goal - gx) / w },
      { mem: ctx.acquire(this), tx: sx, ty: (plan.start - sx) / w },
    ];
    if (!this.startIsPassable()) { this.finish('unreachable'); return; }
    this.seed(0, plan.start);
    if (ctx.typePassable[ctx.terrain[plan.goal]!] === 1) this.seed(1, plan.goal);
    else this.forwardOnly = true;
    if (plan.start === plan.goal) { this.best = 0; this.meet = plan.start; }
  }

  private seed(s: 0 | 1, cell: number): void {
    const side = this.sides[s], { nodes, open } = side.mem, w = this.ctx.width, x = cell % w;
    nodes.g[cell] = 0;
    nodes.parent[cell] = -1;
    seedOpenList(open, this.ctx, this.plan, cell, distance(H_OCTILE, x, (cell - x) / w, side.tx, side.ty), this.fOf(side, cell, 0));
    this.metrics.generated++;
    this.metrics.maxOpenSize = Math.max(this.metrics.maxOpenSize, this.sides[0].mem.open.size + this.sides[1].mem.open.size);
    this.trace?.add(TraceEventKind.Push, cell, s, 0);
  }

  private fOf(side: Side, c: number, g: number): number {
    const x = c % this.ctx.width;
    return g + this.hScale * distance(this.plan.heuristic, x, (c - x) / this.ctx.width, side.tx, side.ty);
  }

  /** The events recorded so far (a debugger reads them while the search runs), or null when not tracing. */
  get recording(): TraceRecording | null {
    return this.trace;
  }

  step(budget: number): boolean {
    if (this.finished) return true;
    const t0 = now();
    const ctx = this.ctx, plan = this.plan, m = this.metrics;
    const maxExpansions = plan.options.maxExpansions > 0 ? plan.options.maxExpansions : Infinity;
    const [fwd, bwd] = this.sides;
    let outcome: SearchStatus | null = null;
    while (budget > 0) {
      if (this.forwardOnly) {
        if (fwd.mem.open.size === 0) { outcome = 'unreachable'; break; }
      } else {
        if (this.best < Infinity) {
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
      }
      const s: 0 | 1 = this.forwardOnly || fwd.mem.open.size <= bwd.mem.open.size ? 0 : 1;
      this.expand(s);
      budget--;
      if (m.expanded >= maxExpansions) { outcome = 'budget'; break; }
    }
    m.elapsedMs += now() - t0;
    if (outcome !== null) this.finish(outcome);
    return this.finished;
  }

  private expand(s: 0 | 1): void {
    const ctx = this.ctx, plan = this.plan, m = this.metrics, table = this.table;
    const side = this.sides[s], other = this.sides[1 - s]!;
    const { nodes, open } = side.mem;
    const { state, g, parent } = nodes;
    const closed = nodes.base + 1, openBase = nodes.base + 2;
    const oNodes = other.mem.nodes, oState = oNodes.state, oBase = oNodes.base;
    const c = open.pop();
    state[c] = closed;
    m.expanded++;
    const gc = g[c]!;
    this.trace?.add(TraceEventKind.Expand, c, s, 0);
    const width = ctx.width, cx = c % width, cy = (c - cx) / width;
    const base = plan.options.topology === 'hex' ? (cy & 1) << 3 : 0;
    const heights = ctx.heights, hc = plan.heightCost ? plan.options.heightCosting! : null;
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
      if (hc && heights) {
        const dh = heights[to]! - heights[from]!;
        ng += dh > 0 ? hc.uphill * dh : -hc.downhill * dh;
      }
      const isOpen = st >= openBase;
      if (isOpen && ng >= g[nb]!) continue;
      g[nb] = ng;
      parent[nb] = c;
      const f = this.fOf(side, nb, ng);
      const key = Math.floor(f * KEY_SCALE + 0.5);
      const second = plan.tieBySequence ? plan.tieSign * this.sequence++ : plan.tieSign * ng;
      if (isOpen) open.decrease(st - openBase, key, second);
      else open.push(nb, key, second);
      m.generated++;
      const openTotal = this.sides[0].mem.open.size + this.sides[1].mem.open.size;
      if (openTotal > m.maxOpenSize) m.maxOpenSize = openTotal;
      this.trace?.add(isOpen ? TraceEventKind.DecreaseKey : TraceEventKind.Push, nb, s, 0);
      if (oState[nb]! > oBase && ng + oNodes.g[nb]! < this.best) {
        this.best = ng + oNodes.g[nb]!;
        this.meet = nb;
      }
    }
  }

  protected finish(status: SearchStatus): void {
    const { plan, ctx } = this;
    const [fwd, bwd] = this.sides;
    let cells: number[] = [];
    let cost = Infinity, closest = -1;
    if (status === 'found') {
      cells = Array.from(followParents(fwd.mem.nodes.parent, this.meet));
      for (let c = bwd.mem.nodes.parent[this.meet]!; this.meet !== -1 && c !== -1; c = bwd.mem.nodes.parent[c]!) cells.push(c);
      cost = fwd.mem.nodes.g[this.meet]! + bwd.mem.nodes.g[this.meet]!;
    } else if (this.wantsClosest(status)) {
      const code = plan.heuristic !== H_ZERO ? plan.heuristic : naturalHeuristic(plan.options.topology);
      const nodes = fwd.mem.nodes;
      closest = closestClosedCell(nodes.state, nodes.g, nodes.base + 1, ctx.width, code, fwd.tx, fwd.ty);
      if (closest >= 0) {
        cells = Array.from(followParents(nodes.parent, closest));
        cost = nodes.g[closest]!;
      }
    }
    this.settle(status, Int32Array.from(cells), cost, closest, this.trace?.finish() ?? null);
  }

  snapshot(): SearchState {
    const side = (s: Side): SearchSideState => snapshotNodes(s.mem.nodes, (c, g) => this.fOf(s, c, g));
    return { events: this.trace?.length ?? 0, expanded: this.metrics.expanded, ...side(this.sides[0]), backward: side(this.sides[1]) };
  }
}
