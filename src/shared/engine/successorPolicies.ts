// The expansion policies other than plain grid neighbours: each writes the successors of one
// expanded cell, with their g and parent, into the search's successor buffer for the loop to relax.
import type { JumpGraph } from './jumpGraph';
import { jumpSuccessors, octileRun, arrivalDirection, tableSuccessors } from './jumpPoints';
import { segmentCost } from './lineCost';
import { lineOfSight } from './lineOfSight';
import type { MapContext } from './mapContext';
import type { SearchMemory } from './searchMemory';
import type { SuccessorBuffer } from './successorBuffer';
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
  /** The cost of every passable cell on a map of one cost (jump points need one; Theta* then measures lengths × it). */
  uniform: number;
  /** Theta* on a map of several costs: segments cost what they cross (lineCost.ts) and closed cells reopen. */
  weightedLines: boolean;
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
    offer(succ, kept++, j, jx, jy, gc + p.uniform * octileRun(Math.abs(jx - cx), Math.abs(jy - cy)), c);
  }
  return kept;
}

/** Writes successor `i` of the buffer: cell `nb` at (nx, ny), reached with g `g` through `parent`. */
function offer(succ: SuccessorBuffer, i: number, nb: number, nx: number, ny: number, g: number, parent: number): void {
  succ.cell[i] = nb;
  succ.x[i] = nx;
  succ.y[i] = ny;
  succ.g[i] = g;
  succ.parent[i] = parent;
}

/**
 * Theta*: each neighbour is linked to c's parent when that parent sees it, else to c. On a map of
 * several costs a straight line may cost more than the grid step it saves, so both are priced
 * (exact line crossing) and the cheaper kept: the grid step is always a candidate, which with the
 * reopening of closed cells keeps the path at or under the 8-connected optimum (docs/anyAngle.md).
 */
export function anyAngleSuccessors(p: ExpansionInputs, c: number, cx: number, cy: number, gc: number, from: number): number {
  if (p.weightedLines) return weightedAnyAngleSuccessors(p, c, cx, cy, gc, from);
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
    if (from >= 0 && lineOfSight(ctx.terrain, ctx.typePassable, width, p.cornerRule, fx, fy, nx, ny))
      offer(succ, count++, nb, nx, ny, g[from]! + p.uniform * Math.hypot(nx - fx, ny - fy), from);
    else offer(succ, count++, nb, nx, ny, gc + p.uniform * table.length[d]!, c);
  }
  return count;
}

/** A grid step from a cell of cost `from` to one of cost `to` as a segment: half its length in each. */
export function gridStepLineCost(length: number, from: number, to: number): number {
  return length * 0.5 * (from + to);
}

/** Theta* on weighted terrain: the cheaper of the line from c's parent and the grid step from c; closed cells are offered again (the loop reopens them when cheaper). */
function weightedAnyAngleSuccessors(p: ExpansionInputs, c: number, cx: number, cy: number, gc: number, from: number): number {
  const { ctx, table } = p, width = ctx.width, terrain = ctx.terrain, typeCost = ctx.typeCost;
  const g = p.mem.nodes.g;
  const fx = from >= 0 ? from % width : 0, fy = from >= 0 ? (from - fx) / width : 0;
  const succ = p.mem.successors;
  const own = typeCost[terrain[c]!]!;
  let moves = p.mask[c]!, count = 0;
  while (moves !== 0) {
    const low = moves & -moves;
    moves ^= low;
    const d = 31 - Math.clz32(low);
    const nb = c + table.offset[d]!;
    if (nb === from) continue;
    const nx = cx + table.dx[d]!, ny = cy + table.dy[d]!;
    const viaGrid = gc + gridStepLineCost(table.length[d]!, own, typeCost[terrain[nb]!]!);
    const viaLine = from >= 0 ? g[from]! + segmentCost(ctx, p.cornerRule, fx, fy, nx, ny) : Infinity;
    if (viaLine < viaGrid) offer(succ, count++, nb, nx, ny, viaLine, from);
    else offer(succ, count++, nb, nx, ny, viaGrid, c);
  }
  return count;
}
