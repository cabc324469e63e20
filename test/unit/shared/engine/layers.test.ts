// Map layers at a step (g, h, f, expansion order, heuristic error, parent) for sampled rectangles,
// on and off the map: every value is what TraceStore.cell says of that cell at that step, for every
// traced algorithm and rule set; the error layer is h* − h, never negative for an admissible,
// consistent estimate.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCostToGoal } from '../../../../src/shared/engine/costToGoal';
import { CellState, createSearch } from '../../../../src/shared/engine/index';
import { layerValues } from '../../../../src/shared/engine/trace/layers';
import { recordingOf, TraceStore, type TraceRect, type CellSideDetails } from '../../../../src/shared/engine/trace/index';
import type { TraceLayer } from '../../../../src/shared/protocol/messages';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { options } from './helpers';
import { searchCases, startSearch, type SearchCase } from './traceCases';

const LAYERS: TraceLayer[] = ['g', 'h', 'f', 'order', 'error', 'parent'];

function hStarOf(c: SearchCase): Float32Array {
  const h = createCostToGoal(c.grid, c.query);
  while (!h.step(1 << 30));
  return h.result();
}

/** The value a layer should hold for one cell, from TraceStore.cell (NaN / −1 off the map). */
function expectedValue(store: TraceStore, k: number, layer: TraceLayer, grid: Grid, x: number, y: number, hStar: Float32Array): number {
  const off = x < 0 || y < 0 || x >= grid.width || y >= grid.height;
  if (off) return layer === 'parent' ? -1 : NaN;
  const cell = y * grid.width + x, details = store.cell(k, cell), d = details.forward;
  const seen = d.state !== CellState.Unseen;
  switch (layer) {
    case 'g': return seen ? Math.fround(d.g) : NaN;
    case 'h': return seen ? Math.fround(d.h) : NaN;
    case 'f': return seen ? Math.fround(d.f) : NaN;
    case 'parent': return seen ? d.parent : -1;
    case 'order': {
      const first = (s: CellSideDetails | null) => s?.closedSteps[0] ?? Infinity;
      const step = Math.min(first(d), first(details.backward));
      return step <= k ? step : NaN;
    }
    case 'error': {
      const truth = hStar[cell]!;
      if (truth === Infinity) return NaN;
      const error = truth - d.h;
      return Math.fround(Math.abs(error) <= 2 ** -20 * Math.max(1, truth) ? 0 : error);
    }
  }
}

function checkLayer(store: TraceStore, c: SearchCase, k: number, layer: TraceLayer, rect: TraceRect, hStar: Float32Array): void {
  const answer = layerValues(store, k, layer, rect, hStar);
  const stride = rect.stride ?? 1, expected: number[] = [];
  for (let y = rect.y; y < rect.y + rect.height; y += stride)
    for (let x = rect.x; x < rect.x + rect.width; x += stride) expected.push(expectedValue(store, k, layer, c.grid, x, y, hStar));
  const at = `${c.label} step ${k} layer ${layer} rect ${JSON.stringify(rect)}`;
  expect(answer.values).toBeInstanceOf(layer === 'parent' ? Int32Array : Float32Array);
  expect(Array.from(answer.values), at).toEqual(expected);
  const scale = expected.filter((v) => Number.isFinite(v) && (layer !== 'parent' || v >= 0));
  expect([answer.min, answer.max], at).toEqual(scale.length ? [Math.min(...scale), Math.max(...scale)] : [NaN, NaN]);
  expect([answer.layer, answer.rect]).toEqual([layer, rect]);
}

/** A rectangle somewhere around the map: partly off it, sampled with a stride of 1 to 3. */
const rects = fc.record({ x: fc.integer({ min: -3, max: 8 }), y: fc.integer({ min: -3, max: 8 }), width: fc.integer({ min: 0, max: 16 }), height: fc.integer({ min: 0, max: 16 }), stride: fc.integer({ min: 1, max: 3 }) });

describe('map layers', () => {
  it('give, for every sampled cell, what TraceStore.cell says at the step', () => {
    fc.assert(
      fc.property(searchCases(12), fc.array(fc.tuple(fc.nat(), fc.constantFrom(...LAYERS), rects), { minLength: 1, maxLength: 8 }), (c, asks) => {
        const search = startSearch(c, true);
        while (!search.step(1 << 30));
        const store = new TraceStore(recordingOf(search.result())!);
        const hStar = hStarOf(c);
        const whole = { x: 0, y: 0, width: c.grid.width, height: c.grid.height };
        for (const [pick, layer, rect] of asks) {
          const k = pick % (store.steps + 1);
          checkLayer(store, c, k, layer, rect, hStar);
          checkLayer(store, c, k, layer, whole, hStar);
        }
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 300) },
    );
  });

  it('follow a search stepped live: the tables behind order and parent grow with the trace', () => {
    fc.assert(
      fc.property(searchCases(12), fc.integer({ min: 1, max: 5 }), (c, slice) => {
        const search = startSearch(c, true);
        const live = new TraceStore(recordingOf(search)!);
        const whole = { x: 0, y: 0, width: c.grid.width, height: c.grid.height };
        const seen: { k: number; order: number[]; parent: number[] }[] = [];
        for (let done = false; !done;) {
          done = search.step(slice);
          const k = live.sync().steps;
          seen.push({ k, order: Array.from(layerValues(live, k, 'order', whole, null).values), parent: Array.from(layerValues(live, k, 'parent', whole, null).values) });
        }
        const finished = new TraceStore(recordingOf(search.result())!);
        for (const s of seen) {
          expect(s.order, `${c.label} step ${s.k}`).toEqual(Array.from(layerValues(finished, s.k, 'order', whole, null).values));
          expect(s.parent, `${c.label} step ${s.k}`).toEqual(Array.from(layerValues(finished, s.k, 'parent', whole, null).values));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('show the error of an admissible, consistent estimate as never negative, on every cell that can reach the goal', () => {
    const grid = createGrid(40, 30);
    let seed = 9;
    for (let c = 0; c < grid.terrain.length; c++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      grid.terrain[c] = [0, 0, 1, 2, 3, 4, 6][Math.floor((seed / 2 ** 32) * 7)]!;
    }
    grid.terrain[0] = 0;
    const query = { start: 0, goal: 40 * 12 + 31, options: options({ recordTrace: true }) };
    grid.terrain[query.goal] = 0;
    const search = createSearch(grid, query);
    while (!search.step(1 << 30));
    const store = new TraceStore(recordingOf(search.result())!);
    const hStar = hStarOf({ grid, query, scan: false, label: '' });
    const error = layerValues(store, 5, 'error', { x: 0, y: 0, width: 40, height: 30 }, hStar);
    const reachable = [...hStar.keys()].filter((c) => hStar[c] !== Infinity);
    expect(reachable.length).toBeGreaterThan(600);
    expect(reachable.every((c) => error.values[c]! >= 0)).toBe(true);
    expect([...hStar.keys()].every((c) => (hStar[c] === Infinity) === Number.isNaN(error.values[c]))).toBe(true);
    expect(error.values[query.goal]).toBe(0);
    expect(error.max).toBeGreaterThan(0);
  });

  it('refuse the error layer without the cost to the goal, with a sentence saying what to compute', () => {
    const search = createSearch(createGrid(4, 4), { start: 0, goal: 15, options: options({ recordTrace: true }) });
    while (!search.step(1 << 30));
    const store = new TraceStore(recordingOf(search.result())!);
    expect(() => layerValues(store, 1, 'error', { x: 0, y: 0, width: 4, height: 4 }, null)).toThrow(/createCostToGoal/);
  });
});
