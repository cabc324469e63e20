// The traced loop and the fast untraced loops are the same search: on random maps, for every
// algorithm and rule set, a traced run expands the same cells in the same order, holds the same
// state (every cell's open/closed mark, g and parent) after every expansion, and returns the same
// path, cost and counts as an untraced one. The untraced run is stepped one expansion at a time
// (its loops have no listener) and its expansions read from the state after each step (JPSW names
// its own). For JPSW, whose trace costs its jumps again from the map, the open list the trace
// replays is the search's at every step, g and f to the bit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { algorithmInfo, ALGORITHMS, CellState, DIAGONAL_COSTS, TIE_BREAKS, type SearchOptions } from '../../../../src/shared/engine/index';
import { recordingOf, TraceStore } from '../../../../src/shared/engine/trace/index';
import { searchCases, startSearch, stepByOne, type CaseFocus, type SteppedRun } from './traceCases';

function sameResult(traced: SteppedRun, untraced: SteppedRun): void {
  const { metrics: tm, ...t } = traced.result, { metrics: um, ...u } = untraced.result;
  expect(t.status).toBe(u.status);
  expect(traced.path).toEqual(untraced.path);
  expect(t.cost).toBe(u.cost);
  expect(t.closest).toBe(u.closest);
  expect({ ...tm, elapsedMs: 0 }).toEqual({ ...um, elapsedMs: 0 });
}

/** Steps a traced and an untraced search of the case side by side and compares everything. */
function checkCase(c: ReturnType<typeof searchCases> extends fc.Arbitrary<infer T> ? T : never): void {
  const untraced = stepByOne(startSearch(c, false));
  const traced = stepByOne(startSearch(c, true));
  expect(traced.expansions, c.label).toEqual(untraced.expansions);
  expect(traced.states.length).toBe(untraced.states.length);
  traced.states.forEach((s, k) => {
    expect({ ...s, events: 0 }, `${c.label} step ${k}`).toEqual({ ...untraced.states[k]!, events: 0 });
  });
  sameResult(traced, untraced);
  // The trace itself lists the same expansions (the debugger's closed list).
  const store = new TraceStore(recordingOf(traced.result)!);
  const closed = store.closedList(store.steps, 0, store.steps).rows;
  expect(Array.from(closed.cell)).toEqual(untraced.expansions.map((e) => e.cell));
  expect(Array.from(closed.side)).toEqual(untraced.expansions.map((e) => e.side));
  if (c.query.options.algorithm === 'jpsw') sameOpenLists(store, untraced, c.label);
}

/**
 * JPSW's g are not recorded but recomputed from its runs (trace/weightedMoveCost.ts): the trace's
 * open list at every step holds the cells the search's open list held, with their g and f to the
 * bit, and every node it took from the open list has the g the search expanded it with.
 */
function sameOpenLists(store: TraceStore, untraced: SteppedRun, label: string): void {
  untraced.states.forEach((s, k) => {
    const want: [number, number, number][] = [];
    s.state.forEach((state, cell) => state === CellState.Open && want.push([cell, s.g[cell]!, s.f[cell]!]));
    const page = store.openList(k, 0, 0, s.state.length).rows;
    const got = Array.from(page.cell, (cell, i) => [cell, page.g[i]!, page.f[i]!] as [number, number, number]).sort((a, b) => a[0] - b[0]);
    expect(got, `${label} open list at step ${k}`).toEqual(want);
    const expanded = untraced.expansions[k]?.cell;
    if (expanded === undefined || untraced.states[k + 1]!.state[expanded] !== CellState.Closed) return;
    expect(store.closedList(k + 1, k, 1).rows.g[0], `${label} g of expansion ${k + 1}`).toBe(untraced.states[k + 1]!.g[expanded]);
  });
}

/**
 * Families of cases, so that each loop gets many: the untraced octile-grid loop (A*, weighted A*
 * and greedy with the octile estimate on square maps, no height costs, a g tie-break), the jump
 * table loop, the scanning JPS and every other combination.
 */
const FAMILIES: [string, CaseFocus][] = [
  ['any algorithm and rules', {}],
  ['the octile grid loop', {
    algorithm: fc.constantFrom('astar', 'weighted-astar', 'greedy'),
    heuristic: fc.constant('octile'),
    tieBreak: fc.constantFrom('larger-g', 'smaller-g'),
    rules: fc.constantFrom(
      { topology: 'square8', cornerRule: 'no-cutting' },
      { topology: 'square8', cornerRule: 'no-squeeze' },
      { topology: 'square8', cornerRule: 'allow' },
      { topology: 'square4', cornerRule: 'no-cutting' },
    ) as CaseFocus['rules'],
    heightCosting: fc.constant(null),
  }],
  ['jump point search', { algorithm: fc.constant('jps'), heuristic: fc.constantFrom('octile', 'octile', 'euclidean', 'zero') }],
  ['Theta*', { algorithm: fc.constant('theta') }],
  ['weighted jump point search', { algorithm: fc.constant('jpsw') }],
  ['bidirectional A*', { algorithm: fc.constant('bidirectional') }],
];

type Rules = Pick<SearchOptions, 'topology' | 'cornerRule'>;
const RULES: Rules[] = [
  { topology: 'square8', cornerRule: 'no-cutting' },
  { topology: 'square8', cornerRule: 'no-squeeze' },
  { topology: 'square8', cornerRule: 'allow' },
  { topology: 'square4', cornerRule: 'no-cutting' },
  { topology: 'hex', cornerRule: 'no-cutting' },
];

/**
 * Every combination the engine accepts of a traced algorithm, movement and corner rule (hex
 * included), tie-break, diagonal cost, height costs (on or off) and, for weighted A*, weight; the
 * heuristic and the map stay random. What an algorithm takes is its catalog entry's (JPS and Theta*:
 * √2 diagonals on maps of one cost without heights; JPS only 8 neighbours without corner cutting).
 */
function combinations(): { name: string; focus: CaseFocus }[] {
  const out: { name: string; focus: CaseFocus }[] = [];
  for (const algorithm of ALGORITHMS.filter((a) => a.recordsTrace).map((a) => a.name))
    for (const rules of RULES)
      for (const tieBreak of TIE_BREAKS.map((t) => t.name))
        for (const diagonalCost of DIAGONAL_COSTS.map((d) => d.name))
          for (const heights of [false, true])
            for (const weight of algorithmInfo(algorithm).usesWeight ? [1, 1.5, 4] : [1]) {
              // Only the rules the catalog says the algorithm takes.
              const info = algorithmInfo(algorithm);
              if ((info.exactDiagonal && diagonalCost !== 'sqrt2') || (heights && !info.heightCosts)) continue;
              if (!info.topologies.includes(rules.topology) || (rules.topology === 'square8' && !info.cornerRules.includes(rules.cornerRule))) continue;
              out.push({
                name: `${algorithm} ${rules.topology} ${rules.cornerRule} ${tieBreak} diagonal ${diagonalCost}${heights ? ' heights' : ''} weight ${weight}`,
                focus: {
                  algorithm: fc.constant(algorithm), rules: fc.constant(rules), tieBreak: fc.constant(tieBreak),
                  diagonalCost: fc.constant(diagonalCost), weight: fc.constant(weight),
                  heightCosting: heights ? fc.record({ uphill: fc.constantFrom(0, 0.5, 2), downhill: fc.constantFrom(0, 0.25, 1) }) : fc.constant(null),
                },
              });
            }
  return out;
}

// PROP_RUNS=20000 runs each property longer, to hunt rare cases.
const PROP_RUNS = Number(process.env.PROP_RUNS ?? 250);

describe('traced and untraced searches', () => {
  for (const [name, focus] of FAMILIES) {
    it(`expand the same cells in the same order, pass through the same states and return the same path: ${name}`, () => {
      fc.assert(fc.property(searchCases(16, focus), checkCase), { numRuns: PROP_RUNS });
    });
  }

  it('agree for every combination of algorithm and rule set, each on its own random maps', () => {
    const all = combinations();
    expect(all.length).toBeGreaterThan(900);
    const runs = Math.max(3, Math.round(PROP_RUNS / 80));
    for (const { name, focus } of all) {
      try {
        fc.assert(fc.property(searchCases(12, focus), checkCase), { numRuns: runs });
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`);
      }
    }
  });

  it('agree when run to the end in one call, as the worker runs them', () => {
    fc.assert(
      fc.property(searchCases(32), (c) => {
        const run = (trace: boolean) => {
          const s = startSearch(c, trace);
          while (!s.step(1 << 30));
          const r = s.result();
          return { r, path: Array.from(r.path) };
        };
        const u = run(false), t = run(true);
        expect(t.path, c.label).toEqual(u.path);
        expect(t.r.cost).toBe(u.r.cost);
        expect(t.r.status).toBe(u.r.status);
        expect({ ...t.r.metrics, elapsedMs: 0 }).toEqual({ ...u.r.metrics, elapsedMs: 0 });
        expect(recordingOf(t.r)!.length).toBe(t.r.trace!.length);
      }),
      { numRuns: Math.round(PROP_RUNS * 1.2) },
    );
  });
});
