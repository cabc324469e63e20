// A run's curves for the compare charts: every step's open-list size and expanded f equal what the
// trace store says at that step (its open lists' totals, the node its expansion view shows), and
// downsampling keeps each bucket's lowest and highest values, so a single spike of f survives a run
// a thousand times longer than the chart is wide.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearch } from '../../../../src/shared/engine/index';
import { recordingOf, TraceStore } from '../../../../src/shared/engine/trace/index';
import { downsample, runSeries } from '../../../../src/shared/engine/trace/series';
import { searchCases, type CaseFocus } from './traceCases';

describe('a run’s series', () => {
  const families: [string, CaseFocus][] = [['', {}], [' (JPSW: its jump points expanded at once are never open)', { algorithm: fc.constant('jpsw') }]];
  for (const [name, focus] of families) it(`has, at every step, the open lists’ size and the f of the node expanded, as the trace store says${name}`, () => {
    fc.assert(
      fc.property(searchCases(12, focus), (c) => {
        const search = createSearch(c.grid, { ...c.query, options: { ...c.query.options, recordTrace: true } });
        while (!search.step(1 << 30));
        const store = new TraceStore(recordingOf(search.result())!);
        const series = runSeries(store.index, 1 << 20);
        expect(series.steps).toBe(store.steps);
        const sides = store.summary().bidirectional ? [0, 1] : [0];
        for (let k = 1; k <= store.steps; k++) {
          const open = sides.reduce((n, side) => n + store.openList(k, side, 0, 0).total, 0);
          expect([series.step[k - 1], series.open[k - 1]], `${c.label} step ${k}`).toEqual([k, open]);
          expect(series.f[k - 1]).toBeCloseTo(store.expansion(k)!.node.f, 9);
        }
      }),
      { numRuns: 120 },
    );
  });
});

describe('downsampling', () => {
  const steps = 100_000;
  const open = new Float64Array(steps), f = new Float64Array(steps);
  for (let i = 0; i < steps; i++) {
    open[i] = 1000 + Math.round(500 * Math.sin(i / 3000));
    f[i] = 50 + i / 1000; // rising, as with a consistent heuristic…
  }
  f[61_234] = 3; // …but for one expansion of an inconsistent one
  open[77_777] = 9_999;

  it('gives at most the points asked for, in step order', () => {
    const s = downsample(steps, open, f, 400);
    expect(s.step.length).toBeLessThanOrEqual(400);
    expect(s.step.length).toBeGreaterThan(100);
    for (let i = 1; i < s.step.length; i++) expect(s.step[i]).toBeGreaterThan(s.step[i - 1]!);
    expect(s.steps).toBe(steps);
  });

  it('keeps the spikes and each curve’s extremes', () => {
    const s = downsample(steps, open, f, 400);
    const points = Array.from(s.step, (step, i) => ({ step, open: s.open[i], f: s.f[i] }));
    expect(points).toContainEqual({ step: 61_235, open: open[61_234], f: 3 });
    expect(points).toContainEqual({ step: 77_778, open: 9_999, f: f[77_777] });
    expect(Math.max(...s.f)).toBe(Math.max(...f));
    expect(Math.min(...s.open)).toBe(Math.min(...open));
    // Every point is a real step's values, not an average.
    for (const p of points) expect([p.open, p.f]).toEqual([open[p.step - 1], f[p.step - 1]]);
  });

  it('gives every step when they fit', () => {
    const s = downsample(5, Float64Array.of(1, 2, 3, 4, 5), Float64Array.of(5, 4, 3, 2, 1), 400);
    expect(Array.from(s.step)).toEqual([1, 2, 3, 4, 5]);
    expect(Array.from(s.f)).toEqual([5, 4, 3, 2, 1]);
  });
});
