// The open and closed lists a page at a time, against a recorded search: the rows are the engine's
// (the open list's first row is the node the next step expands; the closed list is the expansions in
// order), only the pages in view are asked for, one request is out at a time and the newest step
// wins, and the last complete view stays on screen while the next step's rows are on their way.
import { describe, expect, it } from 'vitest';
import { ListPageCache, type ListKey } from '../../../../../src/renderer/components/debugger/listPageCache';
import { HeldAsk, recordRun, settle, type RecordedRun } from './traceFixture';

function cacheOver(run: RecordedRun, pageSize = 5) {
  const held = new HeldAsk(run);
  let changes = 0;
  const cache = new ListPageCache((key, offset, count) => held.ask({ kind: 'list', step: key.step, list: key.list, side: key.side, offset, count }), pageSize);
  cache.onChange = () => changes++;
  return { held, cache, changes: () => changes };
}

const open = (step: number, run = 1): ListKey => ({ run, step, list: 'open', side: 0 });
const cellsShown = (cache: ListPageCache) => Array.from({ length: cache.total }, (_, i) => cache.row(i)?.cell ?? null);
const listQueries = (held: HeldAsk) => held.asked.map((q) => (q.kind === 'list' ? `${q.step}@${q.offset}` : q.kind));

describe('ListPageCache', () => {
  const run = recordRun();
  // A step with an open list several pages long.
  const k = Array.from({ length: run.store.steps }, (_, s) => s).find((s) => run.store.openList(s, 0, 0, 0).total >= 12)!;

  it('shows the open list in the order the engine pops it: its first row is the node the next step expands', async () => {
    const { held, cache } = cacheOver(run);
    cache.setKey(open(k));
    cache.setWindow(0, 11);
    await held.releaseAll();
    const total = run.store.openList(k, 0, 0, 0).total;
    expect(cache.total).toBe(total);
    expect(cellsShown(cache).slice(0, 12)).toEqual(Array.from(run.store.openList(k, 0, 0, 12).rows.cell));
    expect(cache.row(0)!.cell).toBe(run.store.expansion(k + 1)!.node.cell);
    expect(cache.row(0)).toMatchObject({ index: 0, f: run.store.expansion(k + 1)!.node.f, g: run.store.expansion(k + 1)!.node.g });
  });

  it('shows the closed list in expansion order', async () => {
    const { held, cache } = cacheOver(run);
    cache.setKey({ run: 1, step: k, list: 'closed', side: 0 });
    cache.setWindow(0, 100);
    await held.releaseAll();
    expect(cache.total).toBe(k);
    expect(cellsShown(cache)).toEqual(Array.from({ length: k }, (_, i) => run.store.expansion(i + 1)!.node.cell));
  });

  it('a bidirectional run has an open list per side; the backward one’s rows are the backward search’s', async () => {
    const both = recordRun({ algorithm: 'bidirectional' });
    const { held, cache } = cacheOver(both);
    cache.setWindow(0, 50);
    cache.setKey({ run: 1, step: 6, list: 'open', side: 1 });
    await held.releaseAll();
    const expected = both.store.openList(6, 1, 0, 51).rows;
    expect(cache.total).toBe(both.store.openList(6, 1, 0, 0).total);
    expect(cellsShown(cache)).toEqual(Array.from(expected.cell));
    expect(new Set(Array.from({ length: cache.total }, (_, i) => cache.row(i)!.side))).toEqual(new Set([1]));
  });

  it('asks only for the pages in view, one request at a time', async () => {
    const { held, cache } = cacheOver(run);
    cache.setWindow(5, 11); // rows 5–11: pages 1 and 2
    cache.setKey(open(k));
    expect(held.pending).toBe(1);
    await held.release();
    expect(held.pending).toBe(1);
    await held.release();
    expect(held.pending).toBe(0);
    expect(listQueries(held)).toEqual([`${k}@5`, `${k}@10`]);
    expect(cache.row(0)).toBeNull(); // page 0 was never in view
    expect(cache.row(7)!.cell).toBe(run.store.openList(k, 0, 7, 1).rows.cell[0]);
  });

  it('while a request is out, only the newest step is asked for next; steps in between are skipped', async () => {
    const { held, cache } = cacheOver(run);
    cache.setWindow(0, 4);
    cache.setKey(open(1));
    cache.setKey(open(2));
    cache.setKey(open(3));
    cache.setKey(open(4));
    await held.releaseAll();
    expect(listQueries(held)).toEqual(['1@0', '4@0']);
    expect(cache.shownKey).toMatchObject({ step: 4 });
    expect(cache.upToDate).toBe(true);
  });

  it('keeps the last complete view on screen until the new step’s rows in view arrive, then drops it', async () => {
    const { held, cache, changes } = cacheOver(run);
    cache.setWindow(0, 4);
    cache.setKey(open(k));
    await held.releaseAll();
    const before = cellsShown(cache);
    cache.setKey(open(k + 1));
    expect(cache.upToDate).toBe(false);
    expect(cellsShown(cache)).toEqual(before);
    expect(cache.shownKey).toMatchObject({ step: k });
    const seen = changes();
    await held.release();
    expect(changes()).toBeGreaterThan(seen);
    expect(cache.shownKey).toMatchObject({ step: k + 1 });
    expect(cellsShown(cache).slice(0, 5)).toEqual(Array.from(run.store.openList(k + 1, 0, 0, 5).rows.cell));
  });

  it('an answer for a step the cursor has left still shows when it fills the view (playing moves the list on)', async () => {
    const { held, cache } = cacheOver(run);
    cache.setWindow(0, 4);
    cache.setKey(open(1));
    cache.setKey(open(2)); // step 1's request is out
    await held.release();
    expect(cache.shownKey).toMatchObject({ step: 1 });
    expect(cache.upToDate).toBe(false);
    await held.release();
    expect(cache.shownKey).toMatchObject({ step: 2 });
  });

  it('another run shows nothing of the old one, even while loading', async () => {
    const { held, cache } = cacheOver(run);
    cache.setWindow(0, 4);
    cache.setKey(open(k, 1));
    await held.releaseAll();
    cache.setKey(open(k, 2));
    expect(cache.total).toBe(0);
    expect(cache.row(0)).toBeNull();
    await held.releaseAll();
    expect(cache.total).toBe(run.store.openList(k, 0, 0, 0).total);
  });

  it('a scroll past the end of a shorter list clamps to the rows there are', async () => {
    const { held, cache } = cacheOver(run);
    cache.setWindow(500, 520);
    cache.setKey(open(k));
    await held.releaseAll();
    // The page at row 500 came back empty and told the length; nothing beyond it is asked for.
    expect(cache.total).toBe(run.store.openList(k, 0, 0, 0).total);
    expect(listQueries(held)).toEqual([`${k}@500`]);
    cache.setWindow(0, 4);
    await held.releaseAll();
    expect(cache.row(0)!.cell).toBe(run.store.expansion(k + 1)!.node.cell);
  });

  it('a failed request is not asked again for that step, and a new step asks afresh', async () => {
    const failing = { step: -1 };
    const asked: number[] = [];
    const cache = new ListPageCache(async (key, offset, count) => {
      asked.push(key.step);
      if (key.step === failing.step) throw new Error('The search worker was restarted.');
      return run.store.openList(key.step, 0, offset, count);
    }, 5);
    failing.step = 3;
    cache.setWindow(0, 9);
    cache.setKey(open(3));
    await settle();
    cache.setWindow(0, 10);
    await settle();
    expect(asked).toEqual([3]);
    expect(cache.upToDate).toBe(false);
    cache.setKey(open(4));
    await settle();
    expect(asked[1]).toBe(4);
    expect(new Set(asked.slice(1))).toEqual(new Set([4]));
    expect(cache.upToDate).toBe(true);
  });
});
