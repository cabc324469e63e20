// Invariant breakpoints and the divergence stop against brute forces over the decoded trace (every
// event's g, f and parent as the search reported them): f dropping from a parent to a successor, a
// Reopen event, h (f − gWeight·g) dropping by more than a move's cost; and the first step where two
// runs' expansions differ, read off their stores. Random small maps for every algorithm that
// records, and weighted A* told to reopen closed cells (where the invariants break).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TraceEventKind, type SearchTrace } from '../../../../src/shared/engine/index';
import { recordingOf, TraceStore } from '../../../../src/shared/engine/trace/index';
import type { Breakpoint, BreakpointHit, Invariant } from '../../../../src/shared/debug/breakpoint';
import { INVARIANTS } from '../../../../src/shared/debug/breakpoint';
import { BreakpointScan } from '../../../../src/shared/debug/breakpointScan';
import { OpenCounts } from '../../../../src/shared/debug/openCounts';
import type { TraceIndex } from '../../../../src/shared/engine/trace/traceIndex';
import { createGrid } from '../../../../src/shared/grid/grid';
import { options } from '../engine/helpers';
import { searchCases, startSearch, type SearchCase } from '../engine/traceCases';

const MAX_HITS = 6;
const slack = (v: number) => 1e-9 * Math.max(1, Math.abs(v));

/** The steps (up to MAX_HITS) at which `invariant` breaks, by walking the decoded trace. */
function bruteSteps(trace: SearchTrace, gWeight: number, invariant: Invariant): number[] {
  const g = [new Map<number, number>(), new Map<number, number>()], f = [new Map<number, number>(), new Map<number, number>()];
  const steps: number[] = [];
  let s = 0;
  for (let j = 0; j < trace.length && steps.length < MAX_HITS; j++) {
    const kind = trace.kind[j]!, cell = trace.cell[j]!, side = trace.side?.[j] ?? 0;
    if (kind === TraceEventKind.Expand) {
      s++;
      continue;
    }
    const parent = trace.parent[j]!;
    if (s > 0 && steps.at(-1) !== s && parent >= 0) {
      const gp = g[side]!.get(parent)!, fp = f[side]!.get(parent)!;
      const hp = fp - gWeight * gp, hc = trace.f[j]! - gWeight * trace.g[j]!;
      const breaks =
        invariant === 'reopen' ? kind === TraceEventKind.Reopen
        : invariant === 'f-decrease' ? trace.f[j]! < fp - slack(fp)
        : hp > trace.g[j]! - gp + hc + slack(hp);
      if (breaks) steps.push(s);
    }
    g[side]!.set(cell, trace.g[j]!);
    f[side]!.set(cell, trace.f[j]!);
  }
  return steps;
}

/** The hits of `breakpoints` one after another (Run, then Run again from each), up to MAX_HITS. */
function scanSteps(index: TraceIndex, breakpoints: Breakpoint[], baselineOf?: (run: number) => TraceIndex | undefined): BreakpointHit[] {
  const hits: BreakpointHit[] = [];
  const counts = new OpenCounts(index.recording);
  for (let from = 0; hits.length < MAX_HITS;) {
    const scan = new BreakpointScan(index, counts, breakpoints, from, baselineOf);
    const hit = scan.scan(index.steps, Infinity);
    if (!hit) break;
    hits.push(hit);
    from = hit.step;
  }
  return hits;
}

function recorded(c: SearchCase): { trace: SearchTrace; store: TraceStore } {
  const search = startSearch(c, true);
  while (!search.step(1 << 20));
  const result = search.result();
  return { trace: result.trace!, store: new TraceStore(recordingOf(result)!) };
}

/** Weighted A* reopening closed cells: the one setting where every invariant breaks. */
const reopening = searchCases(12, { algorithm: fc.constant('weighted-astar'), weight: fc.constantFrom(1.5, 4) })
  .map((c) => ({ ...c, query: { ...c.query, options: { ...c.query.options, reopenClosed: true, maxExpansions: 0 } } }));

describe('invariant breakpoints', () => {
  for (const { name, label } of INVARIANTS) {
    it(`"${label}" stops at every step a brute force over the decoded trace finds`, () => {
      let hitCases = 0;
      fc.assert(
        fc.property(fc.oneof(searchCases(12), reopening), (c) => {
          const { trace, store } = recorded(c);
          const expected = bruteSteps(trace, store.index.frame.gWeight, name);
          const hits = scanSteps(store.index, [{ kind: 'invariant', id: name, enabled: true, invariant: name }]);
          expect(hits.map((h) => h.step), c.label).toEqual(expected);
          for (const h of hits) expect(h.breakpointId).toBe(name);
          if (expected.length > 0) hitCases++;
        }),
        { numRuns: Number(process.env.PROP_RUNS ?? 150), seed: 27 },
      );
      expect(hitCases).toBeGreaterThan(0);
    });
  }

  it('says what broke: the cells and the numbers', () => {
    // Weighted A* (w = 4) reopening on a map with a costly band: a cheaper way round reaches closed cells.
    const grid = createGrid(7, 5);
    grid.terrain.set([0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 0, 0, 4, 0, 0, 0, 4, 0, 0, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0]);
    const c: SearchCase = { grid, query: { start: 14, goal: 20, options: options({ algorithm: 'weighted-astar', weight: 4, reopenClosed: true }) }, scan: false, label: 'band' };
    const { store } = recorded(c);
    const [reopen] = scanSteps(store.index, [{ kind: 'invariant', id: 'r', enabled: true, invariant: 'reopen' }]);
    const [inconsistent] = scanSteps(store.index, [{ kind: 'invariant', id: 'i', enabled: true, invariant: 'inconsistent' }]);
    expect(inconsistent?.reason).toMatch(/^h is inconsistent on the move \(\d+, \d+\) → \(\d+, \d+\) at step [\d,]+: h [\d.]+ > cost [\d.]+ \+ h [\d.]+\.$/);
    if (reopen) expect(reopen.reason).toMatch(/^\(\d+, \d+\) was reopened at step [\d,]+: a cheaper path \(g [\d.]+ → [\d.]+\) reached it after it was closed\.$/);
  });
});

describe('the divergence stop', () => {
  it('stops at the first step where the run expands another cell than the baseline, or goes on past where the baseline ended', () => {
    let diverged = 0;
    fc.assert(
      fc.property(searchCases(10), fc.constantFrom('astar', 'dijkstra', 'greedy', 'weighted-astar'), (c, other) => {
        const a = recorded(c).store;
        const b = recorded({ ...c, query: { ...c.query, options: { ...c.query.options, algorithm: other as 'astar' } } }).store;
        let expected: number | null = null;
        for (let s = 1; s <= b.steps && expected === null; s++) {
          const mine = b.expansion(s)!.node, theirs = s <= a.steps ? a.expansion(s)!.node : null;
          if (theirs === null || theirs.cell !== mine.cell || theirs.side !== mine.side) expected = s;
        }
        const hits = scanSteps(b.index, [{ kind: 'divergence', id: 'd', enabled: true, baseline: 1 }], (run) => (run === 1 ? a.index : undefined));
        expect(hits[0]?.step ?? null, c.label).toBe(expected);
        if (expected !== null) {
          diverged++;
          expect(hits[0]!.reason).toMatch(/^First divergence from pane A at step /);
        }
        // A baseline no longer kept stops nothing.
        expect(scanSteps(b.index, [{ kind: 'divergence', id: 'd', enabled: true, baseline: 2 }], (run) => (run === 1 ? a.index : undefined))).toEqual([]);
      }),
      { numRuns: 80, seed: 6 },
    );
    expect(diverged).toBeGreaterThan(0);
  });
});
