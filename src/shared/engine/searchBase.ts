// What the search classes share (bestFirst.ts, bidirectional.ts, jumpGraphSearch.ts,
// jpsw/jpswSearch.ts): the metrics, cancelling, the result and its record, the check before a
// snapshot, and seeding the open list with the start. Each class adds its loop (`step`) and how it
// ends (`finish`: its path, cost and closest cell). `step` stays in each class, so a query makes
// no extra call through the base on its way into a loop.
import { now } from '../clock';
import { LOOP_STATUS, type LoopCounters } from './loopOutcome';
import type { MapContext } from './mapContext';
import type { MemoryOwner } from './memoryPool';
import { KEY_SCALE, type OpenList } from './openList';
import type { SearchPlan } from './plan';
import type { PathTurns } from './turnCost/headings';
import { smoothPath } from './smoothing';
import { zeroMetrics, type SearchMetrics, type SearchResult, type SearchStatus, type SearchTrace, type SteppableSearch } from './types';

export abstract class SearchBase implements SteppableSearch {
  finished = false;
  protected readonly metrics: SearchMetrics = zeroMetrics();
  private final: SearchResult | null = null;

  constructor(protected readonly ctx: MapContext, protected readonly plan: SearchPlan) {}

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
    const m = this.metrics;
    m.expanded = loop.expanded; m.generated = loop.generated; m.maxOpenSize = loop.maxOpen;
    m.elapsedMs += now() - t0;
    const status = LOOP_STATUS[outcome]!;
    if (status !== null) this.finish(status);
    return this.finished;
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
