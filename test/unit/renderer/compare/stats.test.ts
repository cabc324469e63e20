// The statistics table's rows, sort and CSV: figures from each pane's result (or its live answer
// before any run), the cost over the optimum in percent, panes without a result sorted last either way, and CSV a spreadsheet reads.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, type SearchResult } from '../../../../src/shared/engine/index';
import { formatFigure, overOptimum, sortRows, statsCsv, statsRow } from '../../../../src/renderer/compare/stats';

function result(over: Partial<SearchResult> & { expanded: number }): SearchResult {
  return {
    status: 'found', path: new Int32Array(0), cost: 10, steps: 8, closest: -1,
    metrics: { expanded: over.expanded, generated: over.expanded * 2, reopened: 0, maxOpenSize: 30, elapsedMs: 1.25 },
    heuristic: { admissible: true, consistent: true }, trace: null, ...over,
  };
}

const pane = (name: string, over: Partial<typeof DEFAULT_SEARCH_OPTIONS> = {}, error: string | null = null) => ({ name, color: '#ff7a45', options: { ...DEFAULT_SEARCH_OPTIONS, ...over }, error });

describe('statistics rows', () => {
  it('take each figure from the result and measure the cost against the optimum', () => {
    const row = statsRow(0, pane('Octile'), result({ expanded: 400, cost: 12.5, steps: 9 }), 10);
    expect(row).toMatchObject({ result: 'found', cost: 12.5, overOptimum: 25, length: 9, expanded: 400, generated: 800, reopened: 0, maxOpen: 30, timeMs: 1.25 });
  });

  it('leave out what a pane does not have: no path, not run, could not run', () => {
    expect(statsRow(1, pane('x'), result({ expanded: 50, status: 'unreachable', cost: Infinity }), 10)).toMatchObject({ result: 'no path', cost: null, overOptimum: null, length: null, expanded: 50 });
    expect(statsRow(1, pane('x'), null, 10)).toMatchObject({ result: 'not run', cost: null, expanded: null });
    expect(statsRow(1, pane('x', {}, 'Jump Point Search needs one terrain cost.'), null, 10).result).toBe('Jump Point Search needs one terrain cost.');
  });

  it('mark a run made before the map, markers or settings changed as out of date, keeping its figures', () => {
    const row = statsRow(1, { ...pane('A* · Octile'), stale: true }, result({ expanded: 129 }), 10);
    expect(row).toMatchObject({ name: 'A* · Octile', result: 'found (out of date)', stale: true, expanded: 129 });
    expect(statsRow(1, pane('A* · Octile'), result({ expanded: 129 }), 10)).toMatchObject({ result: 'found', stale: false });
    expect(statsRow(1, { ...pane('x'), stale: true }, null, 10)).toMatchObject({ result: 'not run', stale: false });
  });

  it('give a pane not run its live answer, marked live, with no search figures when the lane repaired it', () => {
    const fresh = statsRow(2, { ...pane('A* · Octile'), live: true, stale: true }, result({ expanded: 77, cost: 11, steps: 9 }), null);
    expect(fresh).toMatchObject({ result: 'found (live)', stale: false, cost: 11, length: 9, expanded: 77, timeMs: 1.25 });
    const repaired = statsRow(2, { ...pane('A* · Octile'), live: true }, { ...result({ expanded: 5, cost: 11, steps: 9 }), liveWork: 'incremental' }, null);
    expect(repaired).toMatchObject({ result: 'found (live)', cost: 11, length: 9, expanded: null, generated: null, reopened: null, maxOpen: null, timeMs: null });
    expect(statsRow(2, { ...pane('x'), live: true }, result({ expanded: 5, status: 'unreachable', cost: Infinity }), null).result).toBe('no path (live)');
  });

  it('say nothing over the optimum when it is unknown or unreachable, and 0 % for a zero-cost trip', () => {
    expect([overOptimum(10, null), overOptimum(10, Infinity), overOptimum(0, 0), overOptimum(9, 10)]).toEqual([null, null, 0, -10]);
  });
});

describe('sorting', () => {
  const rows = [
    statsRow(0, pane('b'), result({ expanded: 300 }), 10),
    statsRow(1, pane('a'), null, 10),
    statsRow(2, pane('c'), result({ expanded: 100 }), 10),
    statsRow(3, pane('d'), result({ expanded: 300 }), 10),
  ];
  it('orders by a column either way, ties in pane order, panes without the figure last', () => {
    expect(sortRows(rows, 'expanded', 'ascending').map((r) => r.name)).toEqual(['c', 'b', 'd', 'a']);
    expect(sortRows(rows, 'expanded', 'descending').map((r) => r.name)).toEqual(['b', 'd', 'c', 'a']);
    expect(sortRows(rows, 'name', 'ascending').map((r) => r.name)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('CSV', () => {
  it('has a header and one line per row, quoting fields that need it, empty where there is no figure', () => {
    const rows = [
      statsRow(0, pane('Octile, tuned', { weight: 1.5, algorithm: 'weighted-astar' }), result({ expanded: 400, cost: 12.5 }), 10),
      statsRow(1, pane('Say "hi"', { algorithm: 'dijkstra' }), null, 10),
    ];
    expect(statsCsv(rows)).toBe(
      'pane,name,algorithm,heuristic,weight,tie_break,result,path_cost,over_optimum_percent,length,expanded,generated,reopened,max_open,time_ms\r\n' +
        '1,"Octile, tuned",Weighted A*,Octile,1.5,Prefer larger g,found,12.5,25,8,400,800,0,30,1.25\r\n' +
        '2,"Say ""hi""",Dijkstra,,,Prefer larger g,not run,,,,,,,,\r\n',
    );
  });
});

describe('figures as shown', () => {
  it('reads well', () => {
    expect([formatFigure('cost', 12.345), formatFigure('overOptimum', 2.25), formatFigure('overOptimum', -1), formatFigure('expanded', 1234567), formatFigure('timeMs', 3.14159), formatFigure('timeMs', 250.4), formatFigure('reopened', null)])
      .toEqual(['12.35', '+2.3 %', '−1.0 %', '1,234,567', '3.14 ms', '250 ms', '—']);
  });
});
