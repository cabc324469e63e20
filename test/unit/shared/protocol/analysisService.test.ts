// The worker's level analyses: regions and movement ranges answered for a loaded map in slices of
// their own (a ping between them is answered), refused with the engine's sentence for rules it
// would refuse, for a map it does not hold, and stopped by a cancel.
import { describe, expect, it } from 'vitest';
import { regionMapOf } from '../../../../src/shared/analysis/regions';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { WorkerEvent, WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { loadBenchmark } from '../engine/helpers';

const rules = { topology: 'square8', cornerRule: 'no-cutting', diagonalCost: 'sqrt2', heightCosting: null, unitType: '' } as const;

function service() {
  const events: WorkerEvent[] = [];
  const tasks: (() => void)[] = [];
  const s = new SearchService({ emit: (e) => events.push(e), schedule: (t) => tasks.push(t) });
  const send = (request: WorkerRequest) => s.handle(request);
  const runAll = () => {
    let turns = 0;
    while (tasks.length > 0) {
      tasks.shift()!();
      turns++;
    }
    return turns;
  };
  return { send, events, tasks, runAll, reply: (id: number) => events.find((e) => e.kind !== 'ready' && e.requestId === id) };
}

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
});
