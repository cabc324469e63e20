// The worker's level measurement (the 'analyze' request asking for 'level'): the costs between the
// points, one sweep each, equal to the engine's searches, in slices a
// ping passes between; cancellable; and a request for too many points refused as malformed.
import { describe, expect, it } from 'vitest';
import { runSearch } from '../../../../src/shared/engine/index';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/types';
import { createGrid } from '../../../../src/shared/grid/grid';
import { MAX_POINTS } from '../../../../src/shared/levelChecks/points';
import { slicedService as service } from './slicedService';

const rules = { topology: 'square8', cornerRule: 'no-cutting', diagonalCost: 'sqrt2', heightCosting: null, unitType: '' } as const;

describe("the worker's level measurement", () => {
  it('answers every pair of points with the cost a search finds, letting a ping through between slices', () => {
    const grid = createGrid(700, 700);
    const wall = grid.palette.findIndex((t) => t.name === 'Wall');
    for (let y = 0; y < 690; y++) grid.terrain[y * 700 + 350] = wall; // a long wall with a gap at the bottom
    const points = [10 * 700 + 10, 600 * 700 + 690, 350 * 700 + 100];
    const w = service();
    w.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 0, map: { width: 700, height: 700, terrain: grid.terrain, heights: null, palette: grid.palette } });
    w.send({ kind: 'analyze', requestId: 2, mapId: 'm', revision: 0, rules, ask: { what: 'level', points, unit: null } });
    w.tasks.shift()!();
    w.send({ kind: 'ping', requestId: 3 });
    expect(w.reply(3)?.kind).toBe('pong');
    expect(w.reply(2)).toBeUndefined();
    w.runAll();
    const reply = w.reply(2);
    if (reply?.kind !== 'analysis' || reply.answer.what !== 'level') throw new Error(`no measurement: ${JSON.stringify(reply)}`);
    const m = reply.answer.measurement;
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) {
        const r = runSearch(grid, { start: points[i]!, goal: points[j]!, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'dijkstra' } });
        expect(m.costs[i * 3 + j]).toBeCloseTo(r.cost, 6);
      }
    expect(m.regionSizes).toEqual([700 * 700 - 690]);
    expect(Array.from(m.pointRegion)).toEqual([0, 0, 0]);
  });

  it('stops at a cancel, and refuses more points than a project keeps', () => {
    const grid = createGrid(64, 64);
    const w = service();
    w.send({ kind: 'load-map', requestId: 1, mapId: 'm', revision: 0, map: { width: 64, height: 64, terrain: grid.terrain, heights: null, palette: grid.palette } });
    w.send({ kind: 'analyze', requestId: 2, mapId: 'm', revision: 0, rules, ask: { what: 'level', points: [0, 5], unit: 'Tank' } });
    w.send({ kind: 'cancel', requestId: 3, target: 2 });
    w.runAll();
    expect(w.reply(2)).toMatchObject({ kind: 'error', code: 'cancelled' });
    w.send({ kind: 'analyze', requestId: 4, mapId: 'm', revision: 0, rules, ask: { what: 'level', points: Array.from({ length: MAX_POINTS + 1 }, (_, i) => i), unit: null } });
    expect(w.reply(4)).toMatchObject({ kind: 'error' });
  });
});
