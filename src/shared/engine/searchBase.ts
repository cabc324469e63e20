// What the search classes share (bestFirst.ts, bidirectional.ts, jumpGraphSearch.ts,
// jpsw/jpswSearch.ts, turnCost/): the goal's cell and the estimate's scale, the expansion budget,
// the metrics, cancelling, the result and its record, the check before a snapshot, seeding the open
// list, and the end of a slice. Each class adds its loop (`step`) and how it ends (`finish`: its
// path, cost and closest cell). `step` stays in each class, so a query makes no extra call through
// the base on its way into a loop.
import { now } from '../clock';
import { distance, H_OCTILE } from './heuristics';
import { LOOP_STATUS, type LoopCounters } from './loopOutcome';
import type { MapContext } from './mapContext';
import type { MemoryOwner } from './memoryPool';
import type { NodeTable } from './nodeTable';
import { KEY_SCALE, type OpenList } from './openList';
import { rowOf } from './paths';
import type { SearchPlan } from './plan';
import type { PathTurns } from './turnCost/headings';
import { smoothPath } from './smoothing';
import { zeroMetrics, type SearchMetrics, type SearchResult, type SearchStatus, type SearchTrace, type SteppableSearch } from './types';

export abstract class SearchBase implements SteppableSearch {
  finished = false;
  protected readonly metrics: SearchMetrics = zeroMetrics();
  private final: SearchResult | null = null;
  /** The goal's column and row: every loop's estimate aims there (a backward side's, at the start). */
  protected readonly gx: number;
  protected readonly gy: number;
  /** What an estimate is multiplied by: the map's cheapest cost × the heuristic's weight. */
  protected readonly hScale: number;
  /** Expansions after which the search ends with 'budget' (Infinity: no limit). */
  protected readonly maxExpansions: number;

  constructor(protected readonly ctx: MapContext, protected readonly plan: SearchPlan) {
    // Rows by the multiply of rowOf (no integer division: it showed in the profile of short queries).
    this.gy = rowOf(plan.goal, 1 / ctx.width);
    this.gx = plan.goal - this.gy * ctx.width;
    this.hScale = ctx.minCost * plan.hWeight;
    this.maxExpansions = plan.options.maxExpansions > 0 ? plan.options.maxExpansions : Infinity;
  }

  abstract step(budget: number): boolean;

  /**
   * Ends the search: at the goal when `status` is 'found'; on 'budget', or 'unreachable' when the
   * options ask for it, at the closest cell reached; else with no path. Calls `settle` once.
   */
  protected abstract finish(status: SearchStatus): void;

  get expanded(): number {
    return this.metrics.expanded;
  }

  cancel(): void {
    if (!this.finished) this.finish('cancelled');
  }

  result(): SearchResult {
    if (!this.final) throw new Error('The search has not finished; call step() until it returns true.');
    return this.final;
  }

  /** Whether the start can be entered: a search from a wall ends at once, unreachable. */
  protected startIsPassable(): boolean {
    return this.ctx.typePassable[this.ctx.terrain[this.plan.start]!] === 1;
  }

  /** Whether `finish` is to look for the closest cell reached instead of a path to the goal. */
  protected wantsClosest(status: SearchStatus): boolean {
    return status === 'budget' || (status === 'unreachable' && this.plan.options.closestIfUnreachable);
  }

  /**
   * After a slice of a dedicated loop (jumpGraphLoop.ts, jpsw/jpswLoop.ts) begun at `t0`: its
   * counters and the time into the metrics, and the end of the search on a final `outcome`. What
   * `step` returns.
   */
  protected afterSlice(loop: LoopCounters, outcome: number, t0: number): boolean {
    return this.endSlice(loop.expanded, loop.generated, this.metrics.reopened, loop.maxOpen, t0, LOOP_STATUS[outcome]!);
  }

  /**
   * After a slice of a loop begun at `t0`: its counters and the time into the metrics, and the end
   * of the search on a final `outcome` (null: it goes on). What `step` returns.
   */
  protected endSlice(expanded: number, generated: number, reopened: number, maxOpen: number, t0: number, outcome: SearchStatus | null): boolean {
    const m = this.metrics;
    m.expanded = expanded; m.generated = generated; m.reopened = reopened; m.maxOpenSize = maxOpen;
    m.elapsedMs += now() - t0;
    if (outcome !== null) this.finish(outcome);
    return this.finished;
  }

  /**
   * Pushes `entry`, g 0 at `cell` (the start, or the goal for a backward side), on `open` with its
   * estimate toward (tx, ty), the list tuned first (seedOpenList). The caller sets its g and parent.
   */
  protected seed(open: OpenList, entry: number, cell: number, tx: number, ty: number): void {
    const { ctx, plan } = this, y = rowOf(cell, 1 / ctx.width), x = cell - y * ctx.width;
    seedOpenList(open, ctx, plan, entry, distance(H_OCTILE, x, y, tx, ty), this.hScale * distance(plan.heuristic, x, y, tx, ty));
  }

  /**
   * `seed` from the start toward the goal for a one-sided search, with g 0 and no parent in `nodes`
   * (null: a loop whose records are its own sets them): its one generated node, its one open entry.
   */
  protected seedStart(open: OpenList, entry: number, nodes: NodeTable | null): void {
    if (nodes) {
      nodes.g[entry] = 0;
      nodes.parent[entry] = -1;
    }
    this.seed(open, entry, this.plan.start, this.gx, this.gy);
    this.metrics.generated = 1;
    this.metrics.maxOpenSize = 1;
  }

  /** Records the result; the metrics object becomes the result's (a finished search never steps again). */
  protected settle(status: SearchStatus, path: Int32Array, cost: number, closest: number, trace: SearchTrace | null, turns?: PathTurns): void {
    this.metrics.elapsedMs += 0; // a search never stepped reports 0, not -0 (see zeroMetrics)
    this.final = { status, path, cost, steps: Math.max(0, path.length - 1), closest, metrics: this.metrics, heuristic: this.plan.report, trace };
    if (turns) this.final.turns = turns;
    // Smoothing follows any search that found a path (to the goal or the closest cell); the search's own path stays as the baseline.
    if (this.plan.options.smooth && path.length > 1) {
      const smoothed = smoothPath(this.ctx, this.plan.options.cornerRule, path);
      this.final.path = smoothed.path;
      this.final.cost = smoothed.cost;
      this.final.steps = smoothed.path.length - 1;
      this.final.baseline = { kind: 'unsmoothed', path, cost: smoothed.before };
    }
    this.finished = true;
  }

  /** Throws when a finished search's pooled memory (held by `owner` now) may serve another search. */
  protected checkSnapshot(owner: MemoryOwner | null): void {
    if (this.finished && owner !== this)
      throw new Error('This search has finished and its memory was reused; take snapshots before it finishes.');
  }
}

/**
 * Tunes `open` for the keys and tie-break values this search is likely to see (the list packs them
 * tighter when it knows their range; order is exact whatever it is told), then pushes the start's
 * entry with f = `f`. `octile` is the start's octile distance to the goal.
 */
export function seedOpenList(open: OpenList, ctx: MapContext, plan: SearchPlan, entry: number, octile: number, f: number): void {
  const expect = 2 * ctx.minCost * octile + 64;
  const span = plan.tieBySequence ? 8 * ctx.cells : expect;
  open.configure(4 * (expect + f) * KEY_SCALE, plan.tieSign < 0 ? -span : 0, plan.tieSign < 0 ? 0 : span);
  open.push(entry, Math.floor(f * KEY_SCALE + 0.5), 0);
}
