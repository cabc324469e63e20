// A batch's figures on a hand-made case: means, medians, worst suboptimality and failures per
// configuration, and the two files they are written to (rows, then the summary on its own).
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { remainingMs, remainingText } from '../../../../src/shared/batch/estimate';
import { batchRows, ROW_COLUMNS, rowsCsv, summaryCsv, summaryJson } from '../../../../src/shared/batch/rows';
import { median, summarise, suboptimality } from '../../../../src/shared/batch/summary';
import type { BatchConfig, BatchQuery, BatchRecord } from '../../../../src/shared/batch/types';

const configs: BatchConfig[] = [
  { label: 'algo=astar,heuristic=octile', options: { ...DEFAULT_SEARCH_OPTIONS } },
  { label: 'greedy "fast"', options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'greedy' } },
];
const q = (index: number, start: number, goal: number, optimal: number | null): BatchQuery => ({ index, start, goal, listedOptimal: optimal });
const queries = [q(0, 0, 99, 10), q(1, 5, 57, 20), q(2, 12, 88, 4), q(3, 1, 2, 1)];

function record(query: BatchQuery, config: number, status: BatchRecord['status'], cost: number, expanded: number, timeMs: number): BatchRecord {
  return { query, config, status, cost, expanded, generated: expanded * 3, timeMs, message: status === 'error' ? 'It broke.' : null, optimal: query.listedOptimal };
}

// A* finds every optimum; greedy finds two paths 10 % and 25 % long, misses one goal and errs once.
const records: BatchRecord[] = [
  record(queries[0]!, 0, 'found', 10, 100, 1),
  record(queries[1]!, 0, 'found', 20, 300, 3),
  record(queries[2]!, 0, 'found', 4, 50, 0.5),
  record(queries[3]!, 0, 'found', 1, 2, 0.5),
  record(queries[0]!, 1, 'found', 11, 10, 0.2),
  record(queries[1]!, 1, 'found', 25, 40, 0.4),
  record(queries[2]!, 1, 'budget', Infinity, 1000, 2),
  record(queries[3]!, 1, 'error', Infinity, 0, 0),
];

describe('batch summary', () => {
  it('gives mean and median expansions, mean time, suboptimality and failures per configuration', () => {
    const [astar, greedy] = summarise(configs, records);
    expect(astar).toMatchObject({ label: configs[0]!.label, queries: 4, failures: 0, meanExpanded: 113, medianExpanded: 75, meanTimeMs: 1.25 });
    expect(astar!.meanSuboptimality).toBe(0);
    expect(astar!.worstSuboptimality).toBe(0);
    // The error did not run: it counts as a failure but not in the expansions or time.
    expect(greedy).toMatchObject({ queries: 4, failures: 2, meanExpanded: 350, medianExpanded: 40, firstError: 'It broke.' });
    expect(greedy!.meanTimeMs).toBeCloseTo(2.6 / 3, 12);
    expect(greedy!.meanSuboptimality).toBeCloseTo((0.1 + 0.25) / 2, 12);
    expect(greedy!.worstSuboptimality).toBeCloseTo(0.25, 12);
  });

  it('medians of odd and even counts; no suboptimality without an optimum', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(suboptimality({ status: 'found', cost: 3, optimal: null })).toBeNull();
    expect(suboptimality({ status: 'unreachable', cost: Infinity, optimal: 3 })).toBeNull();
  });
});

describe('batch files', () => {
  it('the rows file is one header and one line per query and configuration, labels quoted where needed', () => {
    const csv = rowsCsv(batchRows(configs, records, 10));
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe(ROW_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + records.length);
    expect(lines[1]).toBe('0,"algo=astar,heuristic=octile",0,0,9,9,found,10,10,0,100,300,1');
    expect(lines[6]).toBe('1,"greedy ""fast""",5,0,7,5,found,25,20,0.25,40,120,0.4');
    expect(lines[7]).toBe('2,"greedy ""fast""",2,1,8,8,budget,,4,,1000,3000,2');
  });

  it('the summary is a table of its own, in CSV and JSON', () => {
    const summaries = summarise(configs, records);
    const csv = summaryCsv(summaries).trimEnd().split('\n');
    expect(csv[0]).toBe('config,queries,failures,mean_expanded,median_expanded,mean_time_ms,mean_suboptimality,worst_suboptimality,first_error');
    expect(csv[2]).toBe('"greedy ""fast""",4,2,350,40,0.867,0.175,0.25,It broke.');
    expect(summaryJson(summaries)[0]).toMatchObject({ config: configs[0]!.label, failures: 0, first_error: null });
  });
});

describe('time left', () => {
  it('goes by the pace so far, in seconds then minutes', () => {
    expect(remainingMs(0, 0, 10)).toBeNull();
    expect(remainingMs(2000, 4, 10)).toBe(3000);
    expect(remainingText(3000)).toBe('about 3 s left');
    expect(remainingText(400)).toBe('about 1 s left');
    expect(remainingText(240_000)).toBe('about 4 min left');
    expect(remainingText(null)).toBeNull();
  });
});
