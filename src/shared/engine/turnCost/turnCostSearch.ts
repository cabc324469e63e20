// A*, weighted A* and Dijkstra with a turn cost: the best-first loop over (cell, heading) states
// (headings.ts), so a path that turns less can win over a shorter one and the answer is still optimal
// (or within the weight's bound). A move from state (c, h) in direction d enters (nb, heading of d)
// and costs the move's usual cost plus the turn cost × the units turned from h to d. The estimate
// is the plain one plus, on squares, the turns a state still has to make (turnsStillNeeded in
// stateSpace.ts: the goal off its heading's ray needs one, off its 45° cone two…): a lower bound on
// the turn costs to come that is consistent too, so A* stays optimal and expands fewer states
// heading away from the goal. This is a loop of its own, chosen by search.ts when the plan has a
// turn cost, so the cell loops stay as they are.
import { now } from '../../clock';
import { distance } from '../heuristics';
import type { MapContext } from '../mapContext';
import type { SearchMemory } from '../searchMemory';
import type { MoveTable } from '../moves';
import { KEY_SCALE } from '../openList';
import { followParents, heightTerm } from '../paths';
import type { SearchPlan } from '../plan';
import { SearchBase } from '../searchBase';
import type { SearchStatus } from '../types';
import { HEADINGS, NO_HEADING, pathTurns } from './headings';
import { isUniformCostMap, uniformCost } from '../plan';
import { closestClosedState, directionTurnCosts, turnBound, turnsStillNeeded } from './stateSpace';

export class TurnCostSearch extends SearchBase {
  private readonly mem: SearchMemory;
  private readonly mask: Uint8Array;
  private readonly table: MoveTable;
  /** The turn cost of leaving a state of heading h in direction d: [h × 8 + d]. */
  private readonly turnCost: Float64Array;
  /** The heading of each direction of the move table. */
  private readonly heading: Int32Array;
  /** The estimate of the turn costs still to come, by the turns still needed (null on hexes: none). */
  private readonly turnsToCome: Float64Array | null;
  private sequence = 0;
  /** The goal's state once it is expanded. */
  private end = -1;

  constructor(ctx: MapContext, plan: SearchPlan) {
    super(ctx, plan);
    const o = plan.options;
    this.table = ctx.moveTable(o.topology, plan.diagonal);
    this.mask = ctx.moveMask(o.topology, o.cornerRule);
    const turns = directionTurnCosts(o.topology, plan.turnCost);
    this.turnCost = turns.forward;
    this.heading = turns.heading;
    this.turnsToCome = turnBound(o.topology, plan.turnCost * plan.hWeight);
    this.mem = ctx.acquireStateMemory(this, ctx.cells * HEADINGS);
    if (!this.startIsPassable()) { this.finish('unreachable'); return; }
    this.seedStart(this.mem.open, plan.start * HEADINGS + NO_HEADING, this.mem.nodes);
  }

  step(budget: number): boolean {
    if (this.finished) return true;
    const t0 = now();
    const ctx = this.ctx, plan = this.plan;
    const mask = this.mask, terrain = ctx.terrain, heights = ctx.heights!, cellCost = ctx.typeCost;
    const { nodes, open } = this.mem;
    const state = nodes.state, g = nodes.g, parent = nodes.parent;
    const closed = nodes.base + 1, openBase = nodes.base + 2;
    const width = ctx.width, goal = plan.goal, gx = this.gx, gy = this.gy;
    const hCode = plan.heuristic, hScale = this.hScale, gWeight = plan.gWeight;
    const estimate = distance;
    const tieSign = plan.tieSign, tieBySequence = plan.tieBySequence, reopen = plan.reopen;
    const heightCost = plan.heightCost;
    const costing = plan.options.heightCosting!;
    const hex = plan.options.topology === 'hex';
    const offsets = this.table.offset, dxs = this.table.dx, dys = this.table.dy, lengths = this.table.length;
    const turnCost = this.turnCost, heading = this.heading, turnsToCome = this.turnsToCome, bounded = turnsToCome !== null && hScale > 0;
    // On a map of one terrain cost a move's cost depends on its direction only (as in bestFirst.ts).
    const uniform = isUniformCostMap(ctx), moveCost = this.mem.moveCost;
    if (uniform) for (let d = 0; d < 8; d++) moveCost[d] = lengths[d]! * uniformCost(ctx);
    const maxExpansions = this.maxExpansions;
    const m = this.metrics;
    let expanded = m.expanded, generated = m.generated, reopened = m.reopened, maxOpen = m.maxOpenSize;
    let sequence = this.sequence;
    let outcome: SearchStatus | null = null;

    while (budget > 0) {
      if (open.size === 0) { outcome = 'unreachable'; break; }
      const s = open.pop();
      state[s] = closed;
      expanded++;
      budget--;
      const c = (s / HEADINGS) | 0, turnRow = (s - c * HEADINGS) << 3;
      if (c === goal) { this.end = s; outcome = 'found'; break; }
      if (expanded >= maxExpansions) { outcome = 'budget'; break; }
      const gs = g[s]!;
      const cx = c % width, cy = (c - cx) / width;
      const base = hex ? (cy & 1) << 3 : 0;
      let moves = mask[c]!;
      while (moves !== 0) {
        const low = moves & -moves;
        moves ^= low;
        const d = 31 - Math.clz32(low);
        const nb = c + offsets[base + d]!;
        const ns = nb * HEADINGS + heading[d]!;
        const st = state[ns]!;
        if (st === closed && !reopen) continue;
        let ng = gs + (uniform ? moveCost[d]! : lengths[d]! * cellCost[terrain[nb]!]!) + turnCost[turnRow + d]!;
        if (heightCost) ng += heightTerm(heights, costing, c, nb);
        const isOpen = st >= openBase;
        if (isOpen) {
          if (ng >= g[ns]!) continue;
        } else if (st === closed) {
          if (ng >= g[ns]! * (1 - 1e-12)) continue;
          reopened++;
        }
        g[ns] = ng;
        parent[ns] = s;
        const nx = cx + dxs[base + d]!, ny = cy + dys[base + d]!;
        let f = gWeight * ng + hScale * estimate(hCode, nx, ny, gx, gy);
        if (bounded) f += turnsToCome[turnsStillNeeded(heading[d]!, gx - nx, gy - ny)]!;
        const key = Math.floor(f * KEY_SCALE + 0.5), second = tieBySequence ? tieSign * sequence++ : tieSign * ng;
        if (isOpen) open.decrease(st - openBase, key, second);
        else {
          open.push(ns, key, second);
          if (open.size > maxOpen) maxOpen = open.size;
        }
        generated++;
      }
    }

    this.sequence = sequence;
    return this.endSlice(expanded, generated, reopened, maxOpen, t0, outcome);
  }

  protected finish(status: SearchStatus): void {
    const { plan, ctx } = this;
    const { nodes } = this.mem;
    let end = status === 'found' ? this.end : -1, closest = -1;
    if (this.wantsClosest(status)) {
      end = closestClosedState(nodes, ctx.width, plan, this.gx, this.gy);
      closest = end < 0 ? -1 : (end / HEADINGS) | 0;
    }
    const path = end < 0 ? new Int32Array(0) : followParents(nodes.parent, end, HEADINGS);
    const cost = end < 0 ? Infinity : nodes.g[end]!;
    this.settle(status, path, cost, closest, null, pathTurns(path, ctx.width, plan.options.topology, plan.turnCost));
  }
}
