// The one best-first search loop. Its parts are switches set once per search: the heuristic
// (a code), the expansion policy (grid neighbours, jump points, or Theta*'s parent relinking),
// the open-list ordering (f weights and tie-break key) and the listener (a trace recorder or none).
// All per-cell state lives in pooled typed arrays that are reset lazily by a search stamp.
import { now } from '../clock';
import { distance, naturalHeuristic, H_OCTILE, H_ZERO } from './heuristics';
import type { MapContext } from './mapContext';
import type { SearchMemory } from './searchMemory';
import type { MoveTable } from './moves';
import { KEY_SCALE } from './openList';
import { closestClosedCell, followJumpParents, followParents, heightTerm, pathArray, walkCost } from './paths';
import { ANY_ANGLE, isUniformCostMap, JUMP_POINTS, NEIGHBOURS, uniformCost, type SearchPlan } from './plan';
import { polylineCost } from './lineCost';
import { snapshotNodes } from './nodeTable';
import { SearchBase } from './searchBase';
import { anyAngleSuccessors, jumpPointSuccessors, type ExpansionInputs } from './successorPolicies';
import { TraceRecorder } from './traceRecorder';
import { replayFrame } from './trace/frame';
import type { TraceRecording } from './trace/recording';
import { TraceEventKind, type SearchState, type SearchStatus } from './types';

const ONES = new Float64Array(256).fill(1);
const OCTILE_DIAGONAL = Math.SQRT2 - 1;
const EXPAND = TraceEventKind.Expand, PUSH = TraceEventKind.Push;
const DECREASE = TraceEventKind.DecreaseKey, REOPEN = TraceEventKind.Reopen;

export class BestFirstSearch extends SearchBase {
  private readonly mem: SearchMemory;
  private readonly mask: Uint8Array;
  private readonly table: MoveTable;
  private readonly stepLength: Float64Array;
  private readonly cellCost: Float64Array;
  private readonly policy: number;
  private readonly trace: TraceRecorder | null;
  private sequence = 0;
  /**
   * Jump Point Search bounds the search by the goal's key once a run reaches the goal (Infinity
   * before): nothing at or above it is opened, and the search ends as soon as the open list's best
   * key reaches it, since no open node can lead to a cheaper path (warthog's incumbent rule). The
   * goal then stays open, never expanded, nor are the nodes whose f ties with the path's cost.
   */
  private goalKey = Infinity;
  private readonly uniform: number;
  /** Theta* on a map of several costs: segments are priced by what they cross, and its g is an upper bound of the path's cost (see finish). */
  private readonly weightedLines: boolean;
  /** JPS: precomputed jump distances, or null to scan (large maps). */
  private readonly jumps: Int16Array | null;
  /** The common case (grid neighbours on a square map, octile, g tie-break, no trace, heights or reopening) has a loop of its own. */
  private readonly octileGrid: boolean;
  /** What the jump-point and any-angle policies read in `step` (null for grid neighbours). */
  private readonly expansion: ExpansionInputs | null;

  /** `scanJumps`: JPS scans its runs on the map instead of building the jump table and graph it lacks (search.ts, createSearchAsPrepared). */
  constructor(ctx: MapContext, plan: SearchPlan, scanJumps = false) {
    super(ctx, plan);
    const o = plan.options;
    this.table = ctx.moveTable(o.topology, plan.diagonal);
    this.mask = ctx.moveMask(o.topology, o.cornerRule);
    this.stepLength = plan.unitCost ? ONES : this.table.length;
    this.cellCost = plan.unitCost ? ONES : ctx.typeCost;
    this.policy = plan.policy;
    this.uniform = this.policy === NEIGHBOURS ? 1 : uniformCost(ctx);
    this.weightedLines = this.policy === ANY_ANGLE && !isUniformCostMap(ctx);
    this.jumps = this.policy === JUMP_POINTS && !scanJumps ? ctx.jumpTable() : null;
    this.trace = o.recordTrace ? new TraceRecorder(replayFrame(ctx, plan)) : null;
    this.octileGrid = this.policy === NEIGHBOURS && this.trace === null && plan.heuristic === H_OCTILE && o.topology !== 'hex'
      && !plan.heightCost && !plan.reopen && !plan.tieBySequence;
    this.mem = ctx.acquire(this);
    // Only the general loop reads these.
    this.expansion = this.policy === NEIGHBOURS ? null : {
      ctx, mask: this.mask, table: this.table, mem: this.mem, jumps: this.jumps, jumpGraph: this.jumps ? ctx.jumpGraph() : null, uniform: this.uniform,
      weightedLines: this.weightedLines, cornerRule: o.cornerRule, goal: plan.goal, gx: this.gx, gy: this.gy,
    };
    const { start } = plan;
    if (this.startIsPassable()) {
      this.seedStart(this.mem.open, start, this.mem.nodes);
      this.trace?.add(PUSH, start, 0, 0);
    } else {
      this.finish('unreachable');
    }
  }

  /** The events recorded so far (a debugger reads them while the search runs), or null when not tracing. */
  get recording(): TraceRecording | null {
    return this.trace;
  }

  step(budget: number): boolean {
    if (this.finished) return true;
    if (this.octileGrid) return this.stepOctileGrid(budget);
    const t0 = now();
    const ctx = this.ctx, plan = this.plan;
    const mask = this.mask, terrain = ctx.terrain, heights = ctx.heights!, cellCost = this.cellCost;
    const { nodes, open } = this.mem;
    const state = nodes.state, g = nodes.g, parent = nodes.parent;
    const closed = nodes.base + 1, openBase = nodes.base + 2;
    const width = ctx.width, goal = plan.goal, gx = this.gx, gy = this.gy;
    const hCode = plan.heuristic, hScale = this.hScale, gWeight = plan.gWeight;
    const estimate = distance; // a local binding: no module-namespace lookup per call
    const tieSign = plan.tieSign, tieBySequence = plan.tieBySequence;
    const reopen = plan.reopen, heightCost = plan.heightCost;
    const costing = plan.options.heightCosting!;
    const hex = plan.options.topology === 'hex';
    const offsets = this.table.offset, dxs = this.table.dx, dys = this.table.dy, lengths = this.stepLength;
    const maxExpansions = this.maxExpansions;
    const policy = this.policy;
    const trace = this.trace, tracing = trace !== null;
    const succ = this.mem.successors;
    const m = this.metrics;
    let expanded = m.expanded, generated = m.generated, reopened = m.reopened, maxOpen = m.maxOpenSize;
    let sequence = this.sequence;
    let outcome: SearchStatus | null = null;
    const bounded = policy === JUMP_POINTS;
    let goalKey = this.goalKey;

    while (budget > 0) {
      if (!open.topBelow(goalKey)) { outcome = goalKey < Infinity ? 'found' : 'unreachable'; break; }
      const c = open.pop();
      state[c] = closed;
      expanded++;
      budget--;
      const gc = g[c]!;
      const cx = c % width, cy = (c - cx) / width;
      if (tracing) trace.add(EXPAND, c, 0, 0);
      if (c === goal) { outcome = 'found'; break; }
      if (expanded >= maxExpansions) { outcome = 'budget'; break; }

      let count = 0;
      if (policy === NEIGHBOURS) {
        let moves = mask[c]!;
        const base = hex ? (cy & 1) << 3 : 0;
        while (moves !== 0) {
          const low = moves & -moves;
          moves ^= low;
          const d = 31 - Math.clz32(low);
          const nb = c + offsets[base + d]!;
          if (state[nb] === closed && !reopen) continue;
          let ng = gc + lengths[d]! * cellCost[terrain[nb]!]!;
          if (heightCost) ng += heightTerm(heights, costing, c, nb);
          // Relax in place (the common case; other policies go through the successor buffer).
          const st = state[nb]!;
          let kind: number = PUSH;
          if (st >= openBase) {
            if (ng >= g[nb]!) continue;
            kind = DECREASE;
          } else if (st === closed) {
            if (ng >= g[nb]! * (1 - 1e-12)) continue;
            kind = REOPEN;
            reopened++;
          }
          g[nb] = ng;
          parent[nb] = c;
          const f = gWeight * ng + hScale * estimate(hCode, cx + dxs[base + d]!, cy + dys[base + d]!, gx, gy);
          const key = Math.floor(f * KEY_SCALE + 0.5), second = tieBySequence ? tieSign * sequence++ : tieSign * ng;
          if (kind === DECREASE) open.decrease(st - openBase, key, second);
          else {
            open.push(nb, key, second);
            if (open.size > maxOpen) maxOpen = open.size;
          }
          generated++;
          if (tracing) trace.add(kind, nb, 0, 0);
        }
      } else if (policy === JUMP_POINTS) {
        count = jumpPointSuccessors(this.expansion!, c, cx, cy, gc, parent[c]!);
      } else {
        count = anyAngleSuccessors(this.expansion!, c, cx, cy, gc, parent[c]!);
      }

      // Read after the expansion: a long diagonal scan may have grown the buffer.
      const sc = succ.cell, sg = succ.g, sp = succ.parent, sx = succ.x, sy = succ.y;
      for (let i = 0; i < count; i++) {
        const nb = sc[i]!, ng = sg[i]!;
        const st = state[nb]!;
        let kind: number = PUSH;
        if (st >= openBase) {
          if (ng >= g[nb]!) continue;
          kind = DECREASE;
        } else if (st === closed) {
          if (!reopen || ng >= g[nb]! * (1 - 1e-12)) continue;
          kind = REOPEN;
          reopened++;
        }
        const f = gWeight * ng + hScale * estimate(hCode, sx[i]!, sy[i]!, gx, gy);
        const key = Math.floor(f * KEY_SCALE + 0.5);
        if (bounded && key >= goalKey) continue;
        g[nb] = ng;
        parent[nb] = sp[i]!;
        if (bounded && nb === goal) goalKey = key;
        const second = tieBySequence ? tieSign * sequence++ : tieSign * ng;
        if (kind === DECREASE) open.decrease(st - openBase, key, second);
        else {
          open.push(nb, key, second);
          if (open.size > maxOpen) maxOpen = open.size;
        }
        generated++;
        // Theta* may link to the expanding node's parent; the trace says which (one bit).
        if (tracing) trace.add(kind, nb, 0, sp[i] === c ? 0 : 1);
      }
    }

    this.sequence = sequence;
    this.goalKey = goalKey;
    return this.endSlice(expanded, generated, reopened, maxOpen, t0, outcome);
  }

  /** `step` for the common case: the same order of work, with the octile estimate inlined and no switches. */
  private stepOctileGrid(budget: number): boolean {
    const t0 = now();
    const ctx = this.ctx, plan = this.plan;
    const mask = this.mask, terrain = ctx.terrain, cellCost = this.cellCost;
    const { nodes, open } = this.mem;
    const state = nodes.state, g = nodes.g, parent = nodes.parent;
    const closed = nodes.base + 1, openBase = nodes.base + 2;
    const width = ctx.width, invWidth = 1 / width, goal = plan.goal, gx = this.gx, gy = this.gy;
    const hScale = this.hScale, gWeight = plan.gWeight, tieSign = plan.tieSign;
    const offsets = this.table.offset, dxs = this.table.dx, dys = this.table.dy, lengths = this.stepLength;
    // On a map of one terrain cost (every benchmark map), a move's cost depends on its direction
    // only: that saves two dependent loads (the cell's terrain, then its cost) per neighbour.
    const uniform = isUniformCostMap(ctx), moveCost = this.mem.moveCost;
    if (uniform) {
      const one = plan.unitCost ? 1 : uniformCost(ctx);
      for (let d = 0; d < 8; d++) moveCost[d] = lengths[d]! * one;
    }
    const maxExpansions = this.maxExpansions;
    const m = this.metrics;
    let expanded = m.expanded, generated = m.generated, maxOpen = m.maxOpenSize;
    let outcome: SearchStatus | null = null;

    while (budget > 0) {
      if (open.size === 0) { outcome = 'unreachable'; break; }
      const c = open.pop();
      state[c] = closed;
      expanded++;
      budget--;
      if (c === goal) { outcome = 'found'; break; }
      if (expanded >= maxExpansions) { outcome = 'budget'; break; }
      const gc = g[c]!;
      // Row by multiplying with 1/width: (c + ½)/width is at least ½/width from an integer, far
      // more than the rounding error, so the truncation is exact and no division is needed.
      const cy = ((c + 0.5) * invWidth) | 0;
      const ex = c - cy * width - gx, ey = cy - gy;
      let moves = mask[c]!;
      while (moves !== 0) {
        const low = moves & -moves;
        moves ^= low;
        const d = 31 - Math.clz32(low);
        const nb = c + offsets[d]!;
        const st = state[nb]!;
        if (st === closed) continue;
        const ng = gc + (uniform ? moveCost[d]! : lengths[d]! * cellCost[terrain[nb]!]!);
        const isOpen = st >= openBase;
        if (isOpen && ng >= g[nb]!) continue;
        g[nb] = ng;
        parent[nb] = c;
        let dx = ex + dxs[d]!, dy = ey + dys[d]!;
        if (dx < 0) dx = -dx;
        if (dy < 0) dy = -dy;
        const f = gWeight * ng + hScale * (dx > dy ? dx + OCTILE_DIAGONAL * dy : dy + OCTILE_DIAGONAL * dx);
        const key = Math.floor(f * KEY_SCALE + 0.5), second = tieSign * ng;
        if (isOpen) open.decrease(st - openBase, key, second);
        else {
          open.push(nb, key, second);
          if (open.size > maxOpen) maxOpen = open.size;
        }
        generated++;
      }
    }

    return this.endSlice(expanded, generated, m.reopened, maxOpen, t0, outcome);
  }

  protected finish(status: SearchStatus): void {
    const { plan, ctx } = this;
    const { nodes } = this.mem;
    let end = status === 'found' ? plan.goal : -1, closest = -1;
    if (this.wantsClosest(status)) {
      const code = plan.heuristic !== H_ZERO ? plan.heuristic : naturalHeuristic(plan.options.topology);
      closest = closestClosedCell(nodes.state, nodes.g, nodes.base + 1, ctx.width, code, this.gx, this.gy);
      end = closest;
    }
    const path = end < 0
      ? pathArray(0)
      : this.policy === JUMP_POINTS ? followJumpParents(nodes.parent, end, ctx.width) : followParents(nodes.parent, end);
    // Weighted Theta*: a node's g was set when it was linked, and its parent may have been reopened
    // and lowered since, so the path as it stands is priced again (never above g).
    const cost = end < 0 ? Infinity
      : plan.unitCost ? walkCost(ctx, this.table, null, path)
      : this.weightedLines ? polylineCost(ctx, plan.options.cornerRule, path)
      : nodes.g[end]!;
    this.settle(status, path, cost, closest, this.trace?.finish() ?? null);
  }

  snapshot(): SearchState {
    this.checkSnapshot(this.mem.owner);
    const width = this.ctx.width, { gWeight, heuristic } = this.plan;
    const nodes = snapshotNodes(this.mem.nodes, (c, g) => {
      const x = c % width;
      return gWeight * g + this.hScale * distance(heuristic, x, (c - x) / width, this.gx, this.gy);
    });
    return { events: this.trace?.length ?? 0, expanded: this.metrics.expanded, ...nodes, backward: null };
  }
}
