// The search tree outline against a recorded search: the roots are the start (and the goal for a
// bidirectional run), an expanded node lists the cells whose parent it is at the step with their g,
// the outline follows the cursor keeping what was expanded, a picked node's branch is the engine's
// tree path, only the newest step is loaded after one under way, long child lists come a chunk at
// a time, and the keys move and fold as the WAI-ARIA tree pattern says.
import { describe, expect, it } from 'vitest';
import { SearchTreeOutline, nodeKey, treeKeyAction, type OutlineRow, type TreeNodeRow } from '../../../../../src/renderer/components/debugger/treeOutline';
import { childrenOf, HeldAsk, recordRun, settle } from './traceFixture';

const nodes = (rows: OutlineRow[]) => rows.filter((r): r is TreeNodeRow => r.kind === 'node');

async function outlineAt(step: number, over = {}, chunk?: number) {
  const run = recordRun(over);
  const held = new HeldAsk(run);
  const sides = run.store.summary().bidirectional ? 2 : 1;
  const outline = new SearchTreeOutline(held.ask, sides, chunk);
  outline.setStep(step);
  await held.releaseAll();
  return { run, held, outline, cells: run.grid.width * run.grid.height };
}

describe('SearchTreeOutline', () => {
  it('starts from the start as its one root, with the g the engine gave it', async () => {
    const { run, outline } = await outlineAt(3);
    expect(outline.rows()).toEqual([
      { kind: 'node', key: nodeKey(0, run.start), cell: run.start, side: 0, level: 1, posInSet: 1, setSize: 1, parentKey: null, g: 0, children: null, expanded: false },
    ]);
  });

  it('a bidirectional run has two roots: the start forwards and the goal backwards', async () => {
    const { run, outline } = await outlineAt(4, { algorithm: 'bidirectional' });
    expect(nodes(outline.rows()).map((r) => [r.cell, r.side, r.level, r.setSize])).toEqual([
      [run.start, 0, 1, 2],
      [run.goal, 1, 1, 2],
    ]);
  });

  it('an expanded node lists the cells whose parent it is at the step, each with its g, one level deeper', async () => {
    const k = 6;
    const { run, held, outline, cells } = await outlineAt(k);
    outline.expand(nodeKey(0, run.start));
    await held.releaseAll();
    const expected = Array.from(childrenOf(run.store, cells, k, run.start, 0));
    expect(expected.length).toBeGreaterThan(2);
    const rows = nodes(outline.rows());
    expect(rows[0]).toMatchObject({ cell: run.start, expanded: true, children: expected.length });
    // In the order the worker gives them; the same cells as the brute force finds.
    expect(rows.slice(1).map((r) => r.cell)).toEqual(Array.from(run.store.treeChildren(k, run.start, 0)));
    expect(rows.slice(1).map((r) => r.cell).sort((a, b) => a - b)).toEqual(expected);
    for (const r of rows.slice(1)) {
      expect(r).toMatchObject({ level: 2, parentKey: nodeKey(0, run.start), setSize: expected.length, children: null });
      expect(r.g).toBe(run.store.cell(k, r.cell).forward.g);
    }
  });

  it('follows the cursor: what was expanded stays expanded and its children are those at the new step', async () => {
    const { run, held, outline, cells } = await outlineAt(1);
    outline.expand(nodeKey(0, run.start));
    await held.releaseAll();
    // Expand the first child that is itself expanded by the end, then move the cursor there.
    const end = run.store.steps;
    const child = nodes(outline.rows()).slice(1).find((r) => childrenOf(run.store, cells, end, r.cell, 0).length > 0)!;
    outline.expand(child.key);
    await held.releaseAll();
    outline.setStep(end);
    await held.releaseAll();
    expect(outline.step).toBe(end);
    const rows = nodes(outline.rows());
    const at = rows.findIndex((r) => r.key === child.key);
    const kids = Array.from(childrenOf(run.store, cells, end, child.cell, 0));
    expect(rows[at]).toMatchObject({ expanded: true, children: kids.length });
    expect(rows.slice(at + 1, at + 1 + kids.length).map((r) => r.cell).sort((a, b) => a - b)).toEqual(kids);
  });

  it('a picked node’s branch is the engine’s tree path to it, and follows the step', async () => {
    const { run, held, outline } = await outlineAt(5);
    outline.expand(nodeKey(0, run.start));
    await held.releaseAll();
    const leaf = nodes(outline.rows())[1]!;
    outline.select(0, leaf.cell);
    await held.releaseAll();
    expect(Array.from(outline.branch!)).toEqual(Array.from(run.store.treePath(5, leaf.cell, 0)));
    expect(Array.from(outline.branch!)).toEqual([run.start, leaf.cell]);
    outline.setStep(run.store.steps);
    await held.releaseAll();
    expect(Array.from(outline.branch!)).toEqual(Array.from(run.store.treePath(run.store.steps, leaf.cell, 0)));
  });

  it('while a load is under way, only the newest step is loaded next', async () => {
    const run = recordRun();
    const held = new HeldAsk(run);
    const outline = new SearchTreeOutline(held.ask, 1);
    outline.setStep(1);
    outline.setStep(2);
    outline.setStep(3);
    outline.setStep(4);
    await held.releaseAll();
    const steps = new Set(held.asked.map((q) => ('step' in q ? q.step : -1)));
    expect(steps).toEqual(new Set([1, 4]));
    expect(outline.step).toBe(4);
  });

  it('long child lists come a chunk at a time, with a "more" row that says how many are left', async () => {
    const { run, held, outline, cells } = await outlineAt(8, {}, 2);
    outline.expand(nodeKey(0, run.start));
    await held.releaseAll();
    const kids = Array.from(run.store.treeChildren(8, run.start, 0));
    expect(kids.length).toBeGreaterThan(4);
    expect([...kids].sort((a, b) => a - b)).toEqual(Array.from(childrenOf(run.store, cells, 8, run.start, 0)));
    let rows = outline.rows();
    expect(rows.slice(1).map((r) => (r.kind === 'node' ? r.cell : `more ${r.remaining}`))).toEqual([kids[0], kids[1], `more ${kids.length - 2}`]);
    expect(rows[1]).toMatchObject({ posInSet: 1, setSize: 3 });
    outline.showMore(nodeKey(0, run.start));
    await held.releaseAll();
    rows = outline.rows();
    expect(nodes(rows).slice(1).map((r) => r.cell)).toEqual(kids.slice(0, 4));
    // Only the children shown were asked about.
    const gAsked = held.asked.filter((q) => q.kind === 'cell').map((q) => (q.kind === 'cell' ? q.cell : -1));
    expect(gAsked.sort()).toEqual([run.start, ...kids.slice(0, 4)].sort());
  });

  it('a failed question leaves the outline as it was and asks nothing more', async () => {
    let calls = 0;
    const outline = new SearchTreeOutline(async () => {
      calls++;
      throw new Error('This run’s recorded steps are gone.');
    }, 1);
    outline.setStep(1);
    await settle();
    outline.setStep(2);
    await settle();
    expect(calls).toBe(1);
    expect(outline.rows()).toEqual([]);
  });
});

describe('treeKeyAction', () => {
  const node = (key: string, level: number, parentKey: string | null, children: number | null, expanded: boolean): TreeNodeRow => ({
    kind: 'node', key, cell: 0, side: 0, level, posInSet: 1, setSize: 1, parentKey, g: 0, children, expanded,
  });
  const rows: OutlineRow[] = [
    node('r', 1, null, 2, true),
    node('a', 2, 'r', null, false),
    node('b', 2, 'r', 0, true),
    { kind: 'more', key: 'more:r', parentKey: 'r', level: 2, posInSet: 3, setSize: 3, remaining: 5 },
  ];

  it('Up and Down move by one row, Home and End to the ends', () => {
    expect(treeKeyAction(rows, 1, 'ArrowDown')).toEqual({ kind: 'focus', index: 2 });
    expect(treeKeyAction(rows, 1, 'ArrowUp')).toEqual({ kind: 'focus', index: 0 });
    expect(treeKeyAction(rows, 3, 'ArrowDown')).toBeNull();
    expect(treeKeyAction(rows, 2, 'Home')).toEqual({ kind: 'focus', index: 0 });
    expect(treeKeyAction(rows, 0, 'End')).toEqual({ kind: 'focus', index: 3 });
  });

  it('Right expands a closed node, then enters it; a leaf does nothing', () => {
    expect(treeKeyAction(rows, 1, 'ArrowRight')).toEqual({ kind: 'expand', key: 'a' });
    expect(treeKeyAction(rows, 0, 'ArrowRight')).toEqual({ kind: 'focus', index: 1 });
    expect(treeKeyAction(rows, 2, 'ArrowRight')).toBeNull();
  });

  it('Left collapses an open node, else goes to the parent', () => {
    expect(treeKeyAction(rows, 0, 'ArrowLeft')).toEqual({ kind: 'collapse', key: 'r' });
    expect(treeKeyAction(rows, 2, 'ArrowLeft')).toEqual({ kind: 'focus', index: 0 });
    expect(treeKeyAction(rows, 3, 'ArrowLeft')).toEqual({ kind: 'focus', index: 0 });
  });

  it('Enter and Space activate the row (pick a node, or show more)', () => {
    expect(treeKeyAction(rows, 3, 'Enter')).toEqual({ kind: 'activate', index: 3 });
    expect(treeKeyAction(rows, 1, ' ')).toEqual({ kind: 'activate', index: 1 });
    expect(treeKeyAction(rows, 1, 'x')).toBeNull();
  });
});
