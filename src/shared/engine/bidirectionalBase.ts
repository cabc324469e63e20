// What the two bidirectional loops share (bidirectional.ts over cells, turnCost/turnCostBidirectional.ts
// over (cell, heading) states): a forward side from the start and a backward one from the goal, each
// with its memory and the cell its estimate aims at; their seeding; the stopping rule (μ, the
// cheapest start→goal path seen through an entry both sides reached, is optimal once either side's
// smallest f is at least μ, the estimates being consistent; the goal proved unreachable, the forward
// side runs on alone to find the closest cell); expanding the side with the smaller open list;
// relaxing an entry; and the path, cost and closest cell a search ends with. Each loop adds how a
// side expands an entry (`expand`: its moves, their costs, where the sides meet) and its entries.
import { now } from '../clock';
import { distance } from './heuristics';
import type { MapContext } from './mapContext';
import type { SearchMemory } from './searchMemory';
import type { MemoryOwner } from './memoryPool';
import type { MoveTable } from './moves';
import { KEY_SCALE } from './openList';
import { followParents, pathArray, rowOf } from './paths';
import type { SearchPlan } from './plan';
import { SearchBase } from './searchBase';
import type { TraceRecorder } from './traceRecorder';
import { TraceEventKind, type SearchStatus } from './types';

export interface Side {
  mem: SearchMemory;
  /** The cell this side's estimate aims at (the goal forward, the start backward). */
  tx: number;
  ty: number;
}

/** What a bidirectional search ends with (SearchBase.finish). */
export interface BidirectionalEnding {
  path: Int32Array;
  cost: number;
  closest: number;
}

export abstract class BidirectionalBase extends SearchBase {
  protected readonly sides: [Side, Side];
  protected readonly table: MoveTable;
  protected readonly mask: Uint8Array;
  /** The cheapest meeting seen (μ), its forward entry and its backward entry (one cell's, on cells). */
  protected best = Infinity;
  protected meetForward = -1;
  protected meetBackward = -1;
  /** Pushes so far: the tie-break by insertion order (tieBySequence). */
  protected sequence = 0;
  /** The goal proved unreachable; the forward side runs on alone to find the closest cell. */
  private forwardOnly = false;

  /**
   * `statesPerCell` entries a cell (1 over cells; a state's cell is its entry / statesPerCell),
   * `acquire` lends each side its memory, `trace` records (null: untraced).
   */
  constructor(
    ctx: MapContext,
    plan: SearchPlan,
    private readonly statesPerCell: number,
    acquire: (owner: MemoryOwner) => SearchMemory,
    protected readonly trace: TraceRecorder | null,
  ) {
    super(ctx, plan);
    const o = plan.options, sy = rowOf(plan.start, 1 / ctx.width);
    this.table = ctx.moveTable(o.topology, plan.diagonal);
    this.mask = ctx.moveMask(o.topology, o.cornerRule);
    this.sides = [
      { mem: acquire(this), tx: this.gx, ty: this.gy },
      { mem: acquire(this), tx: plan.start - sy * ctx.width, ty: sy },
    ];
  }

  /** The entry a side starts from at `cell` (its g 0, no parent). */
  protected abstract entryOf(cell: number): number;

  /** Expands side `s`'s best open entry: pops it (`pop`), relaxes its moves (`relax`), records where the sides meet. */
  protected abstract expand(s: 0 | 1): void;

  /** The forward side's closed entry nearest the goal, for a search that ends without it; -1 when none is closed. */
  protected abstract closestForward(): number;

  /**
   * Seeds the forward side at the start and the backward one at the goal (the forward side runs
   * alone when the goal cannot be entered), or ends the search at once when the start cannot be
   * entered. The last step of each loop's constructor, once its own fields are set.
   */
  protected begin(): void {
    const { ctx, plan } = this;
    if (!this.startIsPassable()) return this.finish('unreachable');
    this.seedSide(0, plan.start);
    if (ctx.typePassable[ctx.terrain[plan.goal]!] === 1) this.seedSide(1, plan.goal);
    else this.forwardOnly = true;
    if (plan.start === plan.goal) {
      this.best = 0;
      this.meetForward = this.meetBackward = this.entryOf(plan.start);
    }
  }

  private seedSide(s: 0 | 1, cell: number): void {
    const side = this.sides[s], { nodes, open } = side.mem, entry = this.entryOf(cell);
    nodes.g[entry] = 0;
    nodes.parent[entry] = -1;
    this.seed(open, entry, cell, side.tx, side.ty);
    this.metrics.generated++;
    this.metrics.maxOpenSize = Math.max(this.metrics.maxOpenSize, this.sides[0].mem.open.size + this.sides[1].mem.open.size);
    this.trace?.add(TraceEventKind.Push, cell, s, 0);
  }

  /** f of `side` at cell `c` with g `g`. */
  protected fOf(side: Side, c: number, g: number): number {
    const x = c % this.ctx.width;
    return g + this.hScale * distance(this.plan.heuristic, x, (c - x) / this.ctx.width, side.tx, side.ty);
  }

  step(budget: number): boolean {
    if (this.finished) return true;
    const t0 = now();
    const m = this.metrics, maxExpansions = this.maxExpansions;
    const [fwd, bwd] = this.sides;
    let outcome: SearchStatus | null = null;
    while (budget > 0) {
      if (this.forwardOnly) {
        if (fwd.mem.open.size === 0) { outcome = 'unreachable'; break; }
      } else if (this.best < Infinity) {
        const bound = Math.floor(this.best * KEY_SCALE + 0.5);
        if (fwd.mem.open.size === 0 || bwd.mem.open.size === 0 || fwd.mem.open.topKey() >= bound || bwd.mem.open.topKey() >= bound) {
          outcome = 'found';
          break;
        }
      } else if (fwd.mem.open.size === 0 || bwd.mem.open.size === 0) {
        if (fwd.mem.open.size > 0 && this.plan.options.closestIfUnreachable) { this.forwardOnly = true; continue; }
        outcome = 'unreachable';
        break;
      }
      this.expand(this.forwardOnly || fwd.mem.open.size <= bwd.mem.open.size ? 0 : 1);
      budget--;
      if (m.expanded >= maxExpansions) { outcome = 'budget'; break; }
    }
    return this.endSlice(m.expanded, m.generated, m.reopened, m.maxOpenSize, t0, outcome);
  }

  /** Takes side `s`'s best open entry, closed from now on and counted. */
  protected pop(s: 0 | 1): number {
    const { nodes, open } = this.sides[s].mem;
    const entry = open.pop();
    nodes.state[entry] = nodes.base + 1;
    this.metrics.expanded++;
    return entry;
  }

  /**
   * Side `s` reaches `entry` (at `cell`; `st` its mark, neither closed nor open at a g of `ng` or
   * less: `expand` skips those itself, the common case, without a call) with g `ng` from `from`:
   * the entry is opened or lowered, counted and traced (then `expand` looks for a meeting).
   */
  protected relax(s: 0 | 1, side: Side, entry: number, cell: number, from: number, ng: number, st: number): void {
    const nodes = side.mem.nodes, open = side.mem.open, openBase = nodes.base + 2;
    nodes.g[entry] = ng;
    nodes.parent[entry] = from;
    const plan = this.plan, m = this.metrics, isOpen = st >= openBase;
    const key = Math.floor(this.fOf(side, cell, ng) * KEY_SCALE + 0.5);
    const second = plan.tieBySequence ? plan.tieSign * this.sequence++ : plan.tieSign * ng;
    if (isOpen) open.decrease(st - openBase, key, second);
    else open.push(entry, key, second);
    m.generated++;
    const openTotal = this.sides[0].mem.open.size + this.sides[1].mem.open.size;
    if (openTotal > m.maxOpenSize) m.maxOpenSize = openTotal;
    this.trace?.add(isOpen ? TraceEventKind.DecreaseKey : TraceEventKind.Push, cell, s, 0);
  }

  /**
   * The path a search ends with: through the meeting when `status` is 'found' (its cost μ); else,
   * when the options ask for it, to the forward side's closest closed cell; else none.
   */
  protected ending(status: SearchStatus): BidirectionalEnding {
    const [fwd, bwd] = this.sides;
    if (status === 'found') {
      const back = bwd.mem.nodes.parent, cells = Array.from(followParents(fwd.mem.nodes.parent, this.meetForward, this.statesPerCell));
      for (let e = back[this.meetBackward]!; e !== -1; e = back[e]!) cells.push(this.cellOf(e));
      return { path: Int32Array.from(cells), cost: this.best, closest: -1 };
    }
    const end = this.wantsClosest(status) ? this.closestForward() : -1;
    if (end < 0) return { path: pathArray(0), cost: Infinity, closest: -1 };
    return { path: followParents(fwd.mem.nodes.parent, end, this.statesPerCell), cost: fwd.mem.nodes.g[end]!, closest: this.cellOf(end) };
  }

  private cellOf(entry: number): number {
    return (entry / this.statesPerCell) | 0;
  }
}
