// Jump Point Search on weighted maps (after Carlson, Moghadam, Harabor, Stuckey and Ebrahimi,
// "Optimal Pathfinding on Weighted Grid Maps", AAAI 2023), in this engine's cost model: a move
// costs its length (1 or √2) × the cost of the cell it enters. A best-first loop over jump points:
// the open list, node table and path filling are the engine's own; successors come from the
// weighted jump table (weighted-successors.ts). It records no trace (jpsw-rules.ts refuses one:
// the trace replays recompute successors, and they know the uniform-cost policies only).
import { now } from '../../clock';
import { distance, naturalHeuristic, H_OCTILE, H_ZERO } from '../heuristics';
import { arrivalDirection } from '../jump-points';
import type { MapContext, SearchMemory } from '../map-context';
import { snapshotNodes } from '../node-table';
import { closestClosedCell, followJumpParents, rowOf } from '../paths';
import type { SearchPlan } from '../plan';
import type { SearchMetrics, SearchResult, SearchState, SearchStatus, SteppableSearch } from '../types';
import { weightedJumps } from './weighted-jumps';
import { weightedSuccessors, type WeightedExpansion } from './weighted-successors';

/** f is rounded to 2⁻²⁰ of a step, as in the best-first loop, so that equal-cost paths tie exactly. */
const KEY_SCALE = 1048576;
const OCTILE_DIAGONAL = Math.SQRT2 - 1;

/** JPSW as a search the caller advances in slices (the worker's and the command line's shape). */
export class JpswSearch implements SteppableSearch {
  finished = false;
  private readonly mem: SearchMemory;
  private readonly expansion: WeightedExpansion;
  private readonly hScale: number;
  private readonly metrics: SearchMetrics = { expanded: 0, generated: 0, reopened: 0, maxOpenSize: 0, elapsedMs: 0 };
  private sequence = 0;
  private final: SearchResult | null = null;

  constructor(private readonly ctx: MapContext, private readonly plan: SearchPlan) {
    const gy = rowOf(plan.goal, 1 / ctx.width), gx = plan.goal - gy * ctx.width;
    this.expansion = {
      jumps: weightedJumps(ctx), mask: ctx.moveMask('square8', 'no-cutting'), terrain: ctx.terrain, typeCost: ctx.typeCost,
      width: ctx.width, height: ctx.height, goal: plan.goal, gx, gy,
    };
    this.hScale = ctx.minCost * plan.hWeight;
    this.mem = ctx.acquire(this);
    const { start } = plan;
    if (ctx.typePassable[ctx.terrain[start]!] !== 1) {
      this.finish('unreachable', -1);
      return;
    }
    const { nodes, open } = this.mem;
    nodes.g[start] = 0;
    nodes.parent[start] = -1;
    const sy = rowOf(start, 1 / ctx.width), sx = start - sy * ctx.width;
    const f = this.hScale * distance(plan.heuristic, sx, sy, gx, gy);
    // The open list packs (key, secondary) tighter when it knows their likely range.
    const expect = 2 * ctx.minCost * distance(H_OCTILE, sx, sy, gx, gy) + 64;
    const span = plan.tieBySequence ? 8 * ctx.cells : expect;
    open.configure(4 * (expect + f) * KEY_SCALE, plan.tieSign < 0 ? -span : 0, plan.tieSign < 0 ? 0 : span);
    open.push(start, Math.floor(f * KEY_SCALE + 0.5), 0);
    this.metrics.generated = 1;
    this.metrics.maxOpenSize = 1;
  }

  get expanded(): number {
    return this.metrics.expanded;
  }

  cancel(): void {
    if (!this.finished) this.finish('cancelled', -1);
  }

  result(): SearchResult {
    if (!this.final) throw new Error('The search has not finished; call step() until it returns true.');
    return this.final;
  }

  step(budget: number): boolean {
    if (this.finished) return true;
    const t0 = now();
    const ctx = this.ctx, plan = this.plan, e = this.expansion;
    const { nodes, open } = this.mem, succ = this.mem.successors;
    const state = nodes.state, g = nodes.g, parent = nodes.parent;
    const closed = nodes.base + 1, openBase = nodes.base + 2;
    const width = ctx.width, invWidth = 1 / width, goal = plan.goal, gx = e.gx, gy = e.gy;
    const hCode = plan.heuristic, hScale = this.hScale, gWeight = plan.gWeight;
    const tieSign = plan.tieSign, tieBySequence = plan.tieBySequence;
    const estimate = distance, octile = hCode === H_OCTILE;
    const maxExpansions = plan.options.maxExpansions > 0 ? plan.options.maxExpansions : Infinity;
    const m = this.metrics;
    let expanded = m.expanded, generated = m.generated, maxOpen = m.maxOpenSize, sequence = this.sequence;
    let outcome: SearchStatus | null = null;

    while (budget > 0) {
      if (open.size === 0) { outcome = 'unreachable'; break; }
      const c = open.pop();
      state[c] = closed;
      expanded++;
      budget--;
      if (c === goal) { outcome = 'found'; break; }
      if (expanded >= maxExpansions) { outcome = 'budget'; break; }
      const cy = ((c + 0.5) * invWidth) | 0, cx = c - cy * width;
      const count = weightedSuccessors(e, c, cx, cy, g[c]!, arrivalDirection(c, parent[c]!, width, invWidth), succ);
      const sc = succ.cell, sg = succ.g, sx = succ.x, sy = succ.y;
      for (let i = 0; i < count; i++) {
        const nb = sc[i]!;
        const st = state[nb]!;
        if (st === closed) continue;
        const ng = sg[i]!;
        const isOpen = st >= openBase;
        if (isOpen && ng >= g[nb]!) continue;
        g[nb] = ng;
        parent[nb] = c;
        let h: number;
        if (octile) {
          // The usual estimate, inlined: a call per generated node shows in the profile.
          let hx = gx - sx[i]!, hy = gy - sy[i]!;
          if (hx < 0) hx = -hx;
          if (hy < 0) hy = -hy;
          h = hx > hy ? hx + OCTILE_DIAGONAL * hy : hy + OCTILE_DIAGONAL * hx;
        } else h = estimate(hCode, sx[i]!, sy[i]!, gx, gy);
        const f = gWeight * ng + hScale * h;
        const key = Math.floor(f * KEY_SCALE + 0.5), second = tieBySequence ? tieSign * sequence++ : tieSign * ng;
        if (isOpen) open.decrease(st - openBase, key, second);
        else {
          open.push(nb, key, second);
          if (open.size > maxOpen) maxOpen = open.size;
        }
        generated++;
      }
    }

    m.expanded = expanded; m.generated = generated; m.maxOpenSize = maxOpen;
    this.sequence = sequence;
    m.elapsedMs += now() - t0;
    if (outcome !== null) this.finish(outcome, outcome === 'found' ? goal : -1);
    return this.finished;
  }

  private finish(status: SearchStatus, end: number): void {
    const { plan, ctx } = this;
    const { nodes } = this.mem;
    let closest = -1;
    if (status === 'budget' || (status === 'unreachable' && plan.options.closestIfUnreachable)) {
      const code = plan.heuristic !== H_ZERO ? plan.heuristic : naturalHeuristic(plan.options.topology);
      closest = closestClosedCell(nodes.state, nodes.g, nodes.base + 1, ctx.width, code, this.expansion.gx, this.expansion.gy);
      end = closest;
    }
    const path = end < 0 ? new Int32Array(0) : followJumpParents(nodes.parent, end, ctx.width);
    this.final = {
      status,
      path,
      cost: end < 0 ? Infinity : nodes.g[end]!,
      steps: Math.max(0, path.length - 1),
      closest,
      metrics: this.metrics,
      heuristic: plan.report,
      trace: null,
    };
    this.finished = true;
  }

  snapshot(): SearchState {
    if (this.finished && this.mem.owner !== this)
      throw new Error('This search has finished and its memory was reused; take snapshots before it finishes.');
    const width = this.ctx.width, { gWeight, heuristic } = this.plan, { gx, gy } = this.expansion;
    const nodes = snapshotNodes(this.mem.nodes, (c, g) => {
      const x = c % width;
      return gWeight * g + this.hScale * distance(heuristic, x, (c - x) / width, gx, gy);
    });
    return { events: 0, expanded: this.metrics.expanded, ...nodes, backward: null };
  }
}
