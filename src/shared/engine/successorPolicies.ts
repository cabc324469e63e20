// The expansion policies other than plain grid neighbours: each writes the successors of one
// expanded cell, with their g and parent, into the search's successor buffer for the loop to relax.
import type { JumpGraph } from './jumpGraph';
import { jumpSuccessors, octileRun, arrivalDirection, tableSuccessors } from './jumpPoints';
import { lineOfSight } from './lineOfSight';
import type { MapContext, SearchMemory } from './mapContext';
import type { MoveTable } from './moves';
import type { CornerRule } from './types';

/** What a policy reads: the map and its rules, the search's memory, the goal. */
export interface ExpansionInputs {
  ctx: MapContext;
  mask: Uint8Array;
  table: MoveTable;
  mem: SearchMemory;
  /** Precomputed jump distances, or null to scan (maps too large for a table). */
  jumps: Int16Array | null;
  /** The jump graph (its dead ends and regions; null without a table). */
  jumpGraph: JumpGraph | null;
  /** The cost of every passable cell on the uniform maps these policies need. */
  uniform: number;
  cornerRule: CornerRule;
  goal: number;
  gx: number;
  gy: number;
}

/** Jump points from c, with their g (octile length of the run × the map's one cost). */
export function jumpPointSuccessors(p: ExpansionInputs, c: number, cx: number, cy: number, gc: number, from: number): number {
  const width = p.ctx.width, succ = p.mem.successors;
  const count = p.jumps
    ? tableSuccessors(p.jumps, p.mask, width, c, cx, cy, arrivalDirection(c, from, width, 1 / width), p.goal, p.gx, p.gy, succ, p.jumpGraph!)
    : jumpSuccessors(p.mask, width, c, from, p.goal, succ.cell);
  const closed = p.mem.nodes.base + 1, state = p.mem.nodes.state, sc = succ.cell;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const j = sc[i]!;
    if (state[j] === closed) continue;
    const jx = j % width, jy = (j - jx) / width;
    sc[kept] = j;
    succ.g[kept] = gc + p.uniform * octileRun(Math.abs(jx - cx), Math.abs(jy - cy));
    succ.parent[kept] = c;
    succ.x[kept] = jx;
    succ.y[kept] = jy;
    kept++;
  }
  return kept;
}

/** Theta*: each neighbour is linked to c's parent when that parent sees it, else to c. */
export function anyAngleSuccessors(p: ExpansionInputs, c: number, cx: number, cy: number, gc: number, from: number): number {
  const { ctx, table } = p, width = ctx.width;
  const { state, g, base } = p.mem.nodes;
  const fx = from >= 0 ? from % width : 0, fy = from >= 0 ? (from - fx) / width : 0;
  const succ = p.mem.successors;
  let moves = p.mask[c]!, count = 0;
  while (moves !== 0) {
    const low = moves & -moves;
    moves ^= low;
    const d = 31 - Math.clz32(low);
    const nb = c + table.offset[d]!;
    if (state[nb] === base + 1) continue;
    const nx = cx + table.dx[d]!, ny = cy + table.dy[d]!;
    if (from >= 0 && lineOfSight(ctx.terrain, ctx.typePassable, width, p.cornerRule, fx, fy, nx, ny)) {
      succ.g[count] = g[from]! + p.uniform * Math.hypot(nx - fx, ny - fy);
      succ.parent[count] = from;
    } else {
      succ.g[count] = gc + p.uniform * table.length[d]!;
      succ.parent[count] = c;
    }
    succ.cell[count] = nb;
    succ.x[count] = nx;
    succ.y[count] = ny;
    count++;
  }
  return count;
}
