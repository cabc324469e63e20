// Jump Point Search over the map's jump graph (jumpGraph.ts) with the octile estimate, untraced:
// what the app, the command line and the batch runs use for JPS on maps that keep a jump table.
// The search's memory is per jump point, not per cell (see JumpMemory); the start and the goal
// get ids of their own after the graph's when they are no jump points.
import { now } from '../clock';
import { distance, naturalHeuristic, H_ZERO } from './heuristics';
import { runJumpGraphLoop, type JumpGraphLoop } from './jumpGraphLoop';
import type { MapContext } from './mapContext';
import type { JumpMemory } from './searchMemory';
import type { JumpGraph } from './jumpGraph';
import { followJumpNodes, pathArray } from './paths';
import { uniformCost, type SearchPlan } from './plan';
import { SearchBase } from './searchBase';
import { CellState, type SearchState, type SearchStatus } from './types';

export class JumpGraphSearch extends SearchBase {
  private readonly mem: JumpMemory;
  private readonly loop: JumpGraphLoop;

  constructor(ctx: MapContext, plan: SearchPlan) {
    super(ctx, plan);
    const graph = ctx.jumpGraph()!, mask = ctx.moveMask('square8', 'no-cutting');
    const width = ctx.width, count = graph.count, { start, goal } = plan;
    const mem = ctx.acquireJumpMemory(this);
    this.mem = mem;
    const loop = mem.loop ??= newLoop(ctx, graph, mem);
    this.loop = loop;
    const startId = graph.idOf[start]! >= 0 ? graph.idOf[start]! : count;
    const { gx, gy, hScale } = this;
    loop.base = mem.nodes.base;
    loop.startMoves = mask[start]!; loop.startId = startId; loop.startCell = start;
    loop.goalId = goal === start ? startId : graph.idOf[goal]! >= 0 ? graph.idOf[goal]! : count + 1;
    loop.goalCell = goal; loop.gx = gx; loop.gy = gy; loop.hScale = hScale; loop.gWeight = plan.gWeight; loop.tieSign = plan.tieSign;
    loop.maxExpansions = this.maxExpansions;
    loop.goalKey = Infinity; loop.expanded = 0; loop.generated = 1; loop.maxOpen = 1;
    if (!this.startIsPassable()) {
      this.finish('unreachable');
      return;
    }
    // The jump graph runs the octile estimate only (search.ts): the start's f is hScale × its octile distance.
    this.seedStart(mem.open, startId, mem.nodes);
  }

  step(budget: number): boolean {
    if (this.finished) return true;
    const t0 = now();
    return this.afterSlice(this.loop, runJumpGraphLoop(this.loop, budget), t0);
  }

  /** The cell of node `id`. */
  private cellOf(id: number): number {
    const loop = this.loop;
    return id < loop.count ? loop.cellOf[id]! : id === loop.startId ? loop.startCell : loop.goalCell;
  }

  protected finish(status: SearchStatus): void {
    const { loop } = this;
    const { nodes } = this.mem;
    let end = status === 'found' ? loop.goalId : -1, closest = -1;
    if (this.wantsClosest(status)) {
      end = this.closestClosed();
      closest = end < 0 ? -1 : this.cellOf(end);
    }
    const path = end < 0 ? pathArray(0) : followJumpNodes(nodes.parent, end, loop.width, loop.cellOf, loop.count, loop.startCell, loop.goalCell);
    this.settle(status, path, end < 0 ? Infinity : nodes.g[end]!, closest, null);
  }

  /**
   * The closed node nearest the goal, ties to the smaller g, then to the first cell (as
   * closestClosedCell over a table of cells); -1 when none is closed.
   */
  private closestClosed(): number {
    const { state, g, base } = this.mem.nodes, { plan, loop } = this;
    const code = plan.heuristic !== H_ZERO ? plan.heuristic : naturalHeuristic(plan.options.topology);
    const width = loop.width;
    let best = -1, bestH = Infinity, bestG = Infinity, bestCell = Infinity;
    for (let id = 0; id < loop.count + 2; id++) {
      if (state[id] !== base + 1) continue;
      const cell = this.cellOf(id), x = cell % width;
      const h = distance(code, x, (cell - x) / width, loop.gx, loop.gy);
      if (h < bestH || (h === bestH && (g[id]! < bestG || (g[id] === bestG && cell < bestCell)))) {
        best = id; bestH = h; bestG = g[id]!; bestCell = cell;
      }
    }
    return best;
  }

  snapshot(): SearchState {
    this.checkSnapshot(this.mem.owner);
    const { state: marks, g, parent, base } = this.mem.nodes, loop = this.loop, n = this.ctx.cells, width = loop.width;
    const state = new Uint8Array(n), gs = new Float64Array(n).fill(Infinity), fs = new Float64Array(n).fill(Infinity);
    const ps = new Int32Array(n).fill(-1);
    for (let id = 0; id < loop.count + 2; id++) {
      if (marks[id]! <= base) continue;
      const cell = this.cellOf(id), x = cell % width;
      state[cell] = marks[id] === base + 1 ? CellState.Closed : CellState.Open;
      gs[cell] = g[id]!;
      fs[cell] = loop.gWeight * g[id]! + loop.hScale * distance(this.plan.heuristic, x, (cell - x) / width, loop.gx, loop.gy);
      ps[cell] = parent[id]! < 0 ? -1 : this.cellOf(parent[id]!);
    }
    return { events: 0, expanded: this.metrics.expanded, state, g: gs, f: fs, parent: ps, backward: null };
  }
}

/** A loop state over `mem` on the map's graph, the search's fields to be set by each search. */
function newLoop(ctx: MapContext, graph: JumpGraph, mem: JumpMemory): JumpGraphLoop {
  const { nodes, open } = mem;
  return {
    open, state: nodes.state, g: nodes.g, parent: nodes.parent, arrival: mem.arrival, base: nodes.base,
    count: graph.count, cellOf: graph.cellOf, first: graph.first, moves: graph.moves, long: graph.long, entries: graph.entries,
    table: ctx.jumpTable()!, boxes: graph.boxes, width: ctx.width, idOf: graph.idOf, dead: graph.dead, startList: mem.start, uniform: uniformCost(ctx),
    startMoves: 0, startId: -1, startCell: -1, goalId: -1, goalCell: -1, gx: 0, gy: 0, hScale: 0, gWeight: 1, tieSign: 1, maxExpansions: Infinity,
    goalKey: Infinity, expanded: 0, generated: 1, maxOpen: 1,
  };
}
