// The worker's level analyses: regions, movement ranges, distance fields and chokepoints answered
// for a loaded map in slices of their own (a ping between them is answered), refused with the
// engine's sentence for rules it would refuse, for a map it does not hold, and stopped by a cancel.
import { describe, expect, it } from 'vitest';
import { articulationPoints } from '../../../../src/shared/analysis/articulation';
import { costField } from '../../../../src/shared/analysis/costField';
import { NO_FLOW } from '../../../../src/shared/analysis/flow';
import { moveCost, moveRules } from '../../../../src/shared/analysis/moveRules';
import { regionMapOf } from '../../../../src/shared/analysis/regions';
import { minimumVertexCut } from '../../../../src/shared/analysis/vertexCut';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import { slicedService as service } from './slicedService';
import { loadBenchmark } from '../engine/helpers';

const rules = { topology: 'square8', cornerRule: 'no-cutting', diagonalCost: 'sqrt2', heightCosting: null, unitType: '' } as const;

describe('analyze requests', () => {
  it('answer the regions of a MovingAI map as the engine counts them, over many turns', () => {
    const { grid } = loadBenchmark('Berlin_0_1024');
    const w = service();
    w.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 3, map: { width: grid.width, height: grid.height, terrain: grid.terrain, heights: null, palette: grid.palette } });
    w.send({ kind: 'analyze', requestId: 2, mapId: 'm', revision: 3, rules, ask: { what: 'regions', start: 0 } });
    const turns = w.runAll();
    const reply = w.reply(2);
    expect(reply?.kind).toBe('analysis');
    if (reply?.kind !== 'analysis' || reply.answer.what !== 'regions') return;
    const expected = regionMapOf(grid, DEFAULT_SEARCH_OPTIONS);
    expect(reply.answer.count).toBe(expected.summary().count);
    expect(reply.answer.sizes).toEqual(expected.summary().sizes);
    expect(reply.answer.labels).toEqual(expected.labels());
    expect(turns).toBeGreaterThan(1);
  });

  it('answer a movement range and let a ping through between its slices', () => {
    const grid = createGrid(1024, 1024);
    const w = service();
    w.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 0, map: { width: 1024, height: 1024, terrain: grid.terrain, heights: null, palette: grid.palette } });
    w.send({ kind: 'analyze', requestId: 2, mapId: 'm', revision: 0, rules: { ...rules, topology: 'square4' }, ask: { what: 'range', origin: 512 * 1024 + 512, budget: 200 } });
    w.tasks.shift()!();
    w.send({ kind: 'ping', requestId: 3 });
    expect(w.reply(3)?.kind).toBe('pong');
    expect(w.reply(2)).toBeUndefined();
    w.runAll();
    const reply = w.reply(2);
    if (reply?.kind !== 'analysis' || reply.answer.what !== 'range') throw new Error(`no range: ${JSON.stringify(reply)}`);
    // 4-connected on Ground (cost 1): the diamond |dx| + |dy| ≤ r has 2r² + 2r + 1 cells, 4r on its edge.
    expect(reply.answer.cells).toBe(2 * 200 * 200 + 2 * 200 + 1);
    expect(reply.answer.frontier).toBe(4 * 200);
    expect(reply.answer.within[1]).toBe(2 * 400 * 400 + 2 * 400 + 1);
  });

  it('give news of the analysis after every slice but the last, so a watchdog never takes a long one for a hang', () => {
    const grid = createGrid(1024, 1024);
    const w = service();
    w.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 0, map: { width: 1024, height: 1024, terrain: grid.terrain, heights: null, palette: grid.palette } });
    w.send({ kind: 'analyze', requestId: 2, mapId: 'm', revision: 0, rules, ask: { what: 'field', origin: 0, direction: 'from' } });
    const turns = w.runAll();
    const progress = w.events.filter((e) => e.kind === 'progress' && e.requestId === 2).map((e) => (e.kind === 'progress' ? e.expanded : -1));
    expect(turns).toBeGreaterThan(2);
    expect(progress).toEqual(Array.from({ length: turns - 1 }, (_, i) => i + 1));
    expect(w.events.at(-1)).toMatchObject({ kind: 'analysis', requestId: 2 });
  });

  it('stop at a cancel, refuse a map not held, and say what is wrong with the rules', () => {
    const grid = createGrid(64, 64);
    const w = service();
    w.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 0, map: { width: 64, height: 64, terrain: grid.terrain, heights: null, palette: grid.palette } });
    w.send({ kind: 'analyze', requestId: 2, mapId: 'm', revision: 0, rules, ask: { what: 'regions', start: -1 } });
    w.send({ kind: 'cancel', requestId: 3, target: 2 });
    w.runAll();
    expect(w.reply(2)).toMatchObject({ kind: 'error', code: 'cancelled' });
    w.send({ kind: 'analyze', requestId: 4, mapId: 'other', revision: 0, rules, ask: { what: 'regions', start: -1 } });
    expect(w.reply(4)).toMatchObject({ kind: 'error', code: 'unknown-map' });
    w.send({ kind: 'analyze', requestId: 5, mapId: 'm', revision: 0, rules: { ...rules, heightCosting: { uphill: -1, downhill: 0 } }, ask: { what: 'range', origin: 0, budget: 5 } });
    w.runAll();
    expect(w.reply(5)).toMatchObject({ kind: 'error', code: 'invalid-search', message: expect.stringContaining('The uphill cost must be from 0') });
  });

  it('answer a distance field to a cell as the engine sweeps it, with flow along cheapest moves', () => {
    const { grid } = loadBenchmark('Berlin_0_256');
    const w = service();
    w.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 0, map: { width: 256, height: 256, terrain: grid.terrain.slice(), heights: null, palette: grid.palette } });
    let goal = 200 * 256 + 200;
    while (!grid.palette[grid.terrain[goal]!]!.passable) goal++;
    w.send({ kind: 'analyze', requestId: 2, mapId: 'm', revision: 0, rules, ask: { what: 'field', origin: goal, direction: 'to' } });
    w.runAll();
    const reply = w.reply(2);
    if (reply?.kind !== 'analysis' || reply.answer.what !== 'field') throw new Error(`no field: ${JSON.stringify(reply)}`);
    const r = moveRules(grid, DEFAULT_SEARCH_OPTIONS);
    const expected = costField(r, { origin: goal, direction: 'to', limit: Infinity });
    const finite = [...expected].filter((v) => v !== Infinity);
    expect(reply.answer.costs).toEqual(Float32Array.from(expected));
    expect(reply.answer.reached).toBe(finite.length);
    expect(reply.answer.farthest).toBe(Math.max(...finite));
    expect(expected[reply.answer.farthestCell]).toBe(reply.answer.farthest);
    // Every reached cell but the goal flows to a neighbour, by a move that keeps to a cheapest way there.
    const { flow } = reply.answer;
    const wrong: number[] = [];
    for (let c = 0; c < expected.length; c++) {
      const d = flow[c]!;
      if (expected[c] === Infinity || c === goal) {
        if (d !== NO_FLOW) wrong.push(c);
      } else if (d === NO_FLOW || Math.abs(moveCost(r, c, c + r.table.offset[d]!, d) + expected[c + r.table.offset[d]!]! - expected[c]!) > 1e-9) wrong.push(c);
    }
    expect(wrong).toEqual([]);
  });

  it('answer the chokepoints between two cells as the engine cuts them, with the articulation points when asked', () => {
    const { grid } = loadBenchmark('Berlin_0_256');
    const w = service();
    w.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 0, map: { width: 256, height: 256, terrain: grid.terrain.slice(), heights: null, palette: grid.palette } });
    const open = (c: number) => { while (!grid.palette[grid.terrain[c]!]!.passable) c++; return c; };
    const start = open(10 * 256 + 10), goal = open(240 * 256 + 240);
    w.send({ kind: 'analyze', requestId: 2, mapId: 'm', revision: 0, rules, ask: { what: 'cut', start, goal, articulation: true } });
    w.send({ kind: 'analyze', requestId: 3, mapId: 'm', revision: 0, rules, ask: { what: 'cut', start, goal: start + 1, articulation: false } });
    w.runAll();
    const reply = w.reply(2);
    if (reply?.kind !== 'analysis' || reply.answer.what !== 'cut') throw new Error(`no cut: ${JSON.stringify(reply)}`);
    const r = moveRules(grid, DEFAULT_SEARCH_OPTIONS);
    const cut = minimumVertexCut(r, start, goal);
    expect(reply.answer.width).toBe(cut.width);
    expect([...reply.answer.cells]).toEqual(cut.cells);
    expect(reply.answer.uncuttable).toBeNull();
    expect(reply.answer.articulation).toEqual(articulationPoints(r));
    expect(w.reply(3)).toMatchObject({ kind: 'analysis', answer: { what: 'cut', width: 0, uncuttable: expect.stringContaining('neighbours') } });
  });

  it('stop a chokepoint search at a cancel between its augmenting searches', () => {
    const grid = createGrid(512, 512);
    const w = service();
    w.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 0, map: { width: 512, height: 512, terrain: grid.terrain, heights: null, palette: grid.palette } });
    w.send({ kind: 'analyze', requestId: 2, mapId: 'm', revision: 0, rules, ask: { what: 'cut', start: 256 * 512 + 10, goal: 256 * 512 + 500, articulation: false } });
    w.tasks.shift()!();
    expect(w.reply(2)).toBeUndefined();
    w.send({ kind: 'cancel', requestId: 3, target: 2 });
    w.runAll();
    expect(w.reply(2)).toMatchObject({ kind: 'error', code: 'cancelled' });
  });
});
