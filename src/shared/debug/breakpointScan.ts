// Finds where a run stops: the first step after `from` at which an enabled breakpoint fires, over a
// trace that may still be growing (a search recorded live). A scan is sliced: each call checks at
// most `budget` steps and says how far it got, so a worker answers pings and cancels on a trace of
// 16 million steps. Cell breakpoints are read off the index (cellHits.ts); conditions are tested at
// every expansion with counts kept while walking the events (openCounts.ts), never by rebuilding
// the open list per step; invariants on each expansion's own events (invariants.ts), and the
// compare view's divergence against the baseline run's expansion at the same step.
import { eventCell, eventSide } from '../engine/trace/encoding';
import { fOf, hOf } from '../engine/trace/frame';
import type { TraceIndex } from '../engine/trace/traceIndex';
import type { Breakpoint, BreakpointHit, CellBreakpoint } from './breakpoint';
import { firstCellHit, type CellHit } from './cellHits';
import { compileCondition, type Condition, type ConditionValues } from './expression';
import { cellHitReason, conditionHitReason } from './hitReason';
import { divergenceFrom, invariantBreak } from './invariants';
import type { OpenCounts } from './openCounts';

interface ArmedCondition {
  id: string;
  /** Position in the breakpoint list: of several hits at one step, the first listed wins. */
  order: number;
  condition: Condition;
  /** Stops at every step it holds; otherwise only where it turns from false to true. */
  every: boolean;
  /** Whether it held at the last step tested (the step before the next one tested). */
  held: boolean;
}

interface ArmedCell {
  id: string;
  order: number;
  breakpoint: CellBreakpoint;
}

/** A check on each expansion's own events: an invariant, or the divergence from a baseline run. */
interface ArmedStepCheck {
  id: string;
  order: number;
  /** Why it stops at step s, or null. */
  test(s: number): string | null;
}

/** A hit found at some step, before it is chosen among others at the same step. */
interface Candidate {
  order: number;
  hit: BreakpointHit;
}

/** A sliced search for the first breakpoint hit after a step. */
export class BreakpointScan {
  /** The last step checked: steps (from, position] hold no hit. */
  position: number;
  private readonly conditions: ArmedCondition[] = [];
  private readonly cells: ArmedCell[] = [];
  private readonly checks: ArmedStepCheck[] = [];
  /** Reused for every step (conditions read it; nothing keeps it). */
  private readonly values: ConditionValues = { f: 0, g: 0, h: 0, x: 0, y: 0, step: 0, open: 0, closed: 0, reopened: 0, isGoal: false };
  private readonly needsCosts: boolean;
  /** Whether the conditions know if they held at the scan's first step (`from`); a step 0 has none before it. */
  private primed = false;

  /**
   * A scan of the steps after `from` for the enabled breakpoints (conditions are compiled here: a
   * ConditionError is thrown for one that is not valid). `counts` walks the same trace as `index`;
   * a run keeps one for all its scans, so a scan that picks up where the last stopped walks nothing twice.
   * `baselineOf` finds a divergence breakpoint's baseline run (none kept: it stops nothing).
   */
  constructor(
    private readonly index: TraceIndex,
    private readonly counts: OpenCounts,
    breakpoints: readonly Breakpoint[],
    from: number,
    baselineOf: (run: number) => TraceIndex | undefined = () => undefined,
  ) {
    this.position = Math.max(0, Math.floor(from));
    breakpoints.forEach((bp, order) => {
      if (!bp.enabled) return;
      if (bp.kind === 'cell') this.cells.push({ id: bp.id, order, breakpoint: bp });
      else if (bp.kind === 'invariant') {
        const invariant = bp.invariant;
        this.checks.push({ id: bp.id, order, test: (s) => invariantBreak(index, invariant, s) });
      }
      else if (bp.kind === 'divergence') {
        // Looked up at each step: a baseline no longer kept stops nothing.
        const id = bp.baseline;
        this.checks.push({ id: bp.id, order, test: (s) => {
          const baseline = baselineOf(id);
          return baseline && baseline !== index ? divergenceFrom(index, baseline, s) : null;
        } });
      } else this.conditions.push({ id: bp.id, order, condition: compileCondition(bp.expression), every: bp.every === true, held: false });
    });
    this.needsCosts = this.conditions.some((c) => c.condition.variables.some((v) => v === 'f' || v === 'g' || v === 'h'));
  }

  /** Whether any breakpoint is enabled (a scan without any only moves its position). */
  get armed(): boolean {
    return this.conditions.length > 0 || this.cells.length > 0 || this.checks.length > 0;
  }

  /**
   * Checks the steps after `position`, up to step `to` (at most the steps indexed whole) and at most
   * `budget` of them; returns the first hit (position is then its step), or null (position says how
   * far the scan got: `to` when it got there).
   */
  scan(to: number, budget: number): BreakpointHit | null {
    const start = this.position, index = this.index;
    // The last indexed step has all its events (the pushes of its expansion) only once the index has
    // caught up with the recording; a search is never mid-expansion between its slices.
    const complete = index.events === index.recording.length ? index.steps : index.steps - 1;
    const end = Math.min(to, complete, start + Math.max(1, Math.floor(budget)));
    if (end <= start) return null;
    if (!this.primed) {
      // A condition that already held where the scan starts has not "become" true at the next step.
      if (start > 0) this.testConditions(start);
      this.primed = true;
    }
    const candidates: Candidate[] = [];
    let last = end;
    // Cell hits first: they bound how far the conditions need to be tested.
    for (const cell of this.cells) {
      const hit = firstCellHit(this.index, cell.breakpoint, start, last);
      if (hit === null) continue;
      if (hit.step < last) candidates.length = 0;
      last = hit.step;
      candidates.push({ order: cell.order, hit: this.cellHit(cell, hit) });
    }
    for (let s = start + 1; s <= last && (this.conditions.length > 0 || this.checks.length > 0); s++) {
      const atStep: Candidate[] = this.conditions.length > 0 ? this.testConditions(s) : [];
      for (const check of this.checks) {
        const reason = check.test(s);
        if (reason !== null) atStep.push({ order: check.order, hit: { step: s, breakpointId: check.id, reason } });
      }
      if (atStep.length === 0) continue;
      if (s < last) candidates.length = 0;
      candidates.push(...atStep);
      last = s;
      break;
    }
    if (candidates.length === 0) {
      this.position = end;
      return null;
    }
    candidates.sort((a, b) => a.order - b.order);
    this.position = last;
    return candidates[0]!.hit;
  }

  /**
   * The conditions that stop the run at expansion s (the values before it pops its node): those
   * that hold there and either stop at every step or did not hold at the step before. Each
   * condition remembers whether it held, for the next step.
   */
  private testConditions(s: number): Candidate[] {
    const index = this.index, frame = index.frame, values = this.values;
    const event = index.expansions.at(s - 1), word = index.word(event);
    const cell = eventCell(word), side = eventSide(word);
    this.counts.seek(event);
    values.step = s;
    values.x = cell % frame.width;
    values.y = (cell - values.x) / frame.width;
    values.open = this.counts.open;
    values.closed = s - 1;
    values.reopened = this.counts.reopened;
    values.isGoal = cell === frame.goal;
    if (this.needsCosts) {
      const g = index.gOfSeen(cell, side, event);
      values.g = g;
      values.f = fOf(frame, side, cell, g);
      values.h = hOf(frame, side, cell);
    }
    const out: Candidate[] = [];
    for (const c of this.conditions) {
      const holds = c.condition.test(values), rose = holds && (c.every || !c.held);
      c.held = holds;
      if (!rose) continue;
      out.push({ order: c.order, hit: { step: s, breakpointId: c.id, reason: conditionHitReason(c.condition.source, c.condition.variables, values) } });
    }
    return out;
  }

  private cellHit(cell: ArmedCell, hit: CellHit): BreakpointHit {
    const frame = this.index.frame;
    return { step: hit.step, breakpointId: cell.id, reason: cellHitReason(frame.width, cell.breakpoint.cell, hit, frame.bidirectional) };
  }
}
