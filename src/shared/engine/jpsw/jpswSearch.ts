// Jump Point Search on weighted maps (after Carlson, Moghadam, Harabor, Stuckey and Ebrahimi,
// "Optimal Pathfinding on Weighted Grid Maps", AAAI 2023), in this engine's cost model: a move
// costs its length (1 or √2) × the cost of the cell it enters. A best-first loop over jump points
// (jpswLoop.ts) on per-cell records that hold both the map's jumps (weightedJumps.ts) and the
// search's g and state (jpswNodes.ts), with the engine's open list over them. Asked to record every
// step, the same loop reports its expansions and pushes to a recorder (the debugger replays them,
// costing each jump from the map's runs: trace/weightedMoveCost.ts).
import { now } from '../../clock';
import { distance, naturalHeuristic, H_ZERO } from '../heuristics';
import type { MapContext } from '../mapContext';
import { pathArray, rowOf, walkCost } from '../paths';
import type { SearchPlan } from '../plan';
import { SearchBase } from '../searchBase';
import { TraceEventKind, type SearchState, type SearchStatus } from '../types';
import { TraceRecorder } from '../traceRecorder';
import { replayFrame } from '../trace/frame';
import type { TraceRecording } from '../trace/recording';
import { runJpswLoop, START_ARRIVAL, type JpswLoopState } from './jpswLoop';
import { acquireJpswMemory, closestClosedJpswCell, jumpPath, snapshotJpswNodes, type JpswMemory } from './jpswNodes';
import { ARRIVAL, G, openEntry, PARENT } from './cellRecord';
import { tiledIndex, tiledX, tiledY, type TiledLayout } from './tiledLayout';
import { weightedJumps } from './weightedJumps';

/** JPSW as a search the caller advances in slices (the worker's and the command line's shape). */
export class JpswSearch extends SearchBase {
  private readonly mem: JpswMemory;
  private readonly layout: TiledLayout;
  private readonly loop: JpswLoopState | null = null;
  private readonly trace: TraceRecorder | null;

  constructor(ctx: MapContext, plan: SearchPlan) {
    super(ctx, plan);
    const { gx, gy } = this;
    const jumps = weightedJumps(ctx), layout = jumps.layout;
    this.layout = layout;
    this.mem = acquireJpswMemory(ctx, jumps, this);
    this.trace = plan.options.recordTrace ? new TraceRecorder(replayFrame(ctx, plan)) : null;
    if (!this.startIsPassable()) {
      this.finish('unreachable');
      return;
    }
    const sy = rowOf(plan.start, 1 / ctx.width), sx = plan.start - sy * ctx.width;
    const start = tiledIndex(layout.tilesPerRow, sx, sy);
    const { nodes, open } = this.mem;
    nodes.g[8 * start + G] = 0;
    nodes.words[16 * start + ARRIVAL] = START_ARRIVAL;
    nodes.words[16 * start + PARENT] = -1;
    this.seedStart(open, openEntry(start), null);
    this.loop = {
      open, g: nodes.g, words: nodes.words, bytes: nodes.records.bytes, base: nodes.base, cells: nodes.cells, tilesPerRow: layout.tilesPerRow,
      terrain: ctx.terrain, typeCost: ctx.typeCost, table: jumps.table, runCosts: jumps.runCosts, unit: jumps.unit, wideCosts: jumps.wideCosts,
      startMoves: ctx.moveMask('square8', 'no-cutting')[plan.start]!, rowSums: jumps.rowSums, columnSums: jumps.columnSums, regionBoxes: jumps.regionBoxes,
      width: ctx.width, height: ctx.height, goal: tiledIndex(layout.tilesPerRow, gx, gy), gx, gy,
      heuristic: plan.heuristic, hScale: this.hScale, gWeight: plan.gWeight, tieSign: plan.tieSign, tieBySequence: plan.tieBySequence,
      // The goal bounds the search only where f bounds every path through a node.
      bounded: plan.gWeight === 1 && plan.hWeight <= 1 && plan.report.admissible && plan.report.consistent,
      minCost: ctx.minCost,
      maxExpansions: this.maxExpansions,
      trace: this.trace, seen: this.trace ? new Uint8Array(layout.tiledCells) : null, last: -1,
      goalF: Infinity, offerCells: this.mem.offerCells, offerPlaces: this.mem.offerPlaces, offerG: this.mem.offerG, pendingCells: this.mem.pendingCells, pendingG: this.mem.pendingG, pending: 0, scanLimit: -Infinity, sequence: 0, expanded: 0, generated: 1, maxOpen: 1,
    };
    if (this.trace) {
      this.trace.add(TraceEventKind.Push, plan.start, 0, 0);
      this.loop.seen![start] = 1;
    }
  }

  /** The events recorded so far (a debugger reads them while the search runs), or null when not tracing. */
  get recording(): TraceRecording | null {
    return this.trace;
  }

  /** The map cell of the node a slice last took to expand (-1 before the first): with slices of one expansion, each expansion in order. */
  get lastExpanded(): number {
    const i = this.loop?.last ?? -1, layout = this.layout, inv = 1 / layout.tilesPerRow;
    return i < 0 ? -1 : tiledY(i, inv) * layout.width + tiledX(i, layout.tilesPerRow, inv);
  }

  step(budget: number): boolean {
    if (this.finished) return true;
    const t0 = now();
    const loop = this.loop!;
    const outcome = runJpswLoop(loop, budget);
    // The pending arrays may have grown: the memory keeps the larger ones.
    this.mem.pendingCells = loop.pendingCells;
    this.mem.pendingG = loop.pendingG;
    return this.afterSlice(loop, outcome, t0);
  }

  /** Ends the search (`end` and `closest` are tiled indices until the closest is told as a map cell). */
  protected finish(status: SearchStatus): void {
    const { plan, layout } = this;
    const { nodes } = this.mem;
    let end = status === 'found' ? this.loop!.goal : -1, closest = -1;
    if (this.wantsClosest(status)) {
      const code = plan.heuristic !== H_ZERO ? plan.heuristic : naturalHeuristic(plan.options.topology);
      const { gx, gy } = this;
      end = closestClosedJpswCell(nodes, layout, (x, y) => distance(code, x, y, gx, gy));
      const inv = 1 / layout.tilesPerRow;
      if (end >= 0) closest = tiledY(end, inv) * layout.width + tiledX(end, layout.tilesPerRow, inv);
    }
    const path = end < 0 ? pathArray(0) : jumpPath(nodes, end, layout);
    // Under an estimate that does not bound the search, a jump point expanded at once (not closed)
    // can be reached more cheaply after its successors took their g from it: its parent link moves
    // to the cheaper way, and the path (through it) then costs less than the end's g says.
    const cost = end < 0 ? Infinity : this.loop!.bounded ? nodes.gOf(end) : walkCost(this.ctx, this.ctx.moveTable('square8'), null, path);
    this.settle(status, path, cost, closest, this.trace?.finish() ?? null);
  }

  snapshot(): SearchState {
    this.checkSnapshot(this.mem.owner);
    const { gWeight, heuristic } = this.plan, { gx, gy } = this;
    const nodes = snapshotJpswNodes(this.mem.nodes, this.layout, (x, y, g) => gWeight * g + this.hScale * distance(heuristic, x, y, gx, gy));
    return { events: this.trace?.length ?? 0, expanded: this.metrics.expanded, ...nodes, backward: null };
  }
}
