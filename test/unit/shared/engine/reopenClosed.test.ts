// "Reopen closed cells on a cheaper path" (reopenClosed): weighted A* closes a cell as soon as it
// is expanded, so a cheaper path found to it later is lost; with the setting on, the cell goes
// back on the open list and the search pays a few expansions for a cheaper path. The map below is
// one where it matters: the same weighted search, with and without reopening, ends at two costs.
import { describe, expect, it } from 'vitest';
import { runSearch, TraceEventKind } from '../../../../src/shared/engine/index';
import { gridFromText, options } from './helpers';

const GRID = gridFromText(`
.r#.r#r#
s..sss#.
..s.#r.r
#.rsrrss
sr...rs.
#s...#s.
`);
const START = 0;
const GOAL = GRID.width * GRID.height - 1;
const weighted = options({ algorithm: 'weighted-astar', weight: 2 });
const search = (over: Parameters<typeof options>[0]) => runSearch(GRID, { start: START, goal: GOAL, options: { ...weighted, ...over } });

describe('reopening closed cells', () => {
  it('is off by default: weighted A* never reopens, and keeps the first path it closed a cell by', () => {
    const r = search({});
    expect(r.status).toBe('found');
    expect(r.metrics.reopened).toBe(0);
  });

  it('lets weighted A* find a cheaper path here, reopening closed cells for it', () => {
    const without = search({ reopenClosed: false });
    const withIt = search({ reopenClosed: true });
    expect(withIt.metrics.reopened).toBeGreaterThan(0);
    expect(withIt.cost).toBeLessThan(without.cost - 1e-9);
    expect(withIt.metrics.expanded).toBeGreaterThan(without.metrics.expanded);
  });

  it('keeps both within the weight times the optimum', () => {
    const optimum = search({ algorithm: 'dijkstra' }).cost;
    for (const reopenClosed of [false, true]) {
      const cost = search({ reopenClosed }).cost;
      expect(cost).toBeGreaterThanOrEqual(optimum - 1e-9);
      expect(cost).toBeLessThanOrEqual(2 * optimum + 1e-9);
    }
  });

  it('records the reopenings in the trace, for the debugger to replay', () => {
    const r = search({ reopenClosed: true, recordTrace: true });
    const kinds = Array.from(r.trace!.kind.subarray(0, r.trace!.length));
    expect(kinds.filter((k) => k === TraceEventKind.Reopen)).toHaveLength(r.metrics.reopened);
  });

  it('is read by weighted A* only: plain A* searches alike with it on', () => {
    const plain = search({ algorithm: 'astar' });
    const asked = search({ algorithm: 'astar', reopenClosed: true });
    expect(asked.cost).toBe(plain.cost);
    expect(asked.metrics.expanded).toBe(plain.metrics.expanded);
  });
});
