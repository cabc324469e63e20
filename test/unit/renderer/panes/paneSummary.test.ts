// A pane's header: its configuration in a few words and its live figures at the cursor.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../../../src/shared/engine/index';
import { paneConfigSummary, paneFigures } from '../../../../src/renderer/panes/paneSummary';

const options = (o: Partial<SearchOptions>): SearchOptions => ({ ...DEFAULT_SEARCH_OPTIONS, ...o });

describe('a pane’s configuration in short', () => {
  it('reads algorithm · heuristic · weight', () => {
    expect(paneConfigSummary(options({}))).toBe('A* · octile · w 1');
    expect(paneConfigSummary(options({ algorithm: 'weighted-astar', weight: 1.5, heuristic: 'manhattan' }))).toBe('Weighted A* · manhattan · w 1.5');
    expect(paneConfigSummary(options({ algorithm: 'dijkstra' }))).toBe('Dijkstra');
    expect(paneConfigSummary(options({ algorithm: 'greedy', heuristic: 'euclidean' }))).toBe('Greedy · euclidean');
  });

  it('names only the rules that differ from the usual ones', () => {
    expect(paneConfigSummary(options({ tieBreak: 'fifo' }))).toBe('A* · octile · w 1 · ties FIFO');
    expect(paneConfigSummary(options({ topology: 'square4', heuristic: 'manhattan' }))).toBe('A* · manhattan · w 1 · 4 moves');
    expect(paneConfigSummary(options({ cornerRule: 'allow', heightCosting: { uphill: 2, downhill: 0.5 } }))).toBe('A* · octile · w 1 · corners cut · heights ↑2 ↓0.5');
    expect(paneConfigSummary(options({ algorithm: 'jps', maxExpansions: 50000 }))).toBe('JPS · octile · w 1 · budget 50,000');
  });
});

describe('a pane’s live figures', () => {
  const at = (o: Partial<Parameters<typeof paneFigures>[0]>) =>
    Object.fromEntries(paneFigures({ step: 0, steps: 0, open: null, cost: null, timeMs: null, noPath: false, finished: false, ...o }).map((f) => [f.label, f.value]));

  it('give step, expanded and open while the search is shown under way, the cost only at its end', () => {
    expect(at({ step: 1234, steps: 5000, open: 87, cost: 97.25, timeMs: 3.5 })).toEqual({ step: '1,234/5,000', expanded: '1,234', open: '87', cost: '–', time: '3.5 ms' });
    expect(at({ step: 5000, steps: 5000, open: 12, cost: 97.25, timeMs: 41.2, finished: true })).toEqual({ step: '5,000/5,000', expanded: '5,000', open: '12', cost: '97.25', time: '41 ms' });
  });

  it('say so when the search ended without a path, and show dashes before a run', () => {
    expect(at({ step: 9, steps: 9, cost: 0, timeMs: 1, noPath: true, finished: true }).cost).toBe('no path');
    expect(at({})).toEqual({ step: '0/0', expanded: '0', open: '–', cost: '–', time: '–' });
  });

  it('leave expanded and time out for a live answer the live lane repaired (they are not the configuration’s search)', () => {
    expect(at({ expandedWithoutSteps: 111, cost: 38, timeMs: 0.3, finished: true, liveRepair: true })).toEqual({ step: '–', expanded: '–', open: '–', cost: '38.00', time: '–' });
  });

  it('give a run that recorded no steps its answer: no step, its expansions, its cost', () => {
    expect(at({ expandedWithoutSteps: 321, cost: 42, timeMs: 2, finished: true })).toEqual({ step: '–', expanded: '321', open: '–', cost: '42.00', time: '2.0 ms' });
  });
});
