// The document as the UI sees it: undo labels, canvas notifications by bounding box only,
// palette edits, resize moving start and goal, and full round trips to the original bytes.
import { describe, expect, it } from 'vitest';
import { applyMapDelta } from '../../../../src/shared/edit/mapDelta';
import { addTerrainType, deleteTerrainType, editTerrainType } from '../../../../src/shared/edit/palette';
import { createProject } from '../../../../src/shared/formats/project';
import { cloneGrid, createGrid } from '../../../../src/shared/grid/grid';
import { TestEditor } from '../tools/testEditor';

describe('MapDocument', () => {
  it('tells the canvas only the bounding box of each edit', () => {
    const t = new TestEditor(300, 300);
    const boxes: unknown[] = [];
    t.doc.changes.subscribe((b) => boxes.push(b));
    t.use('rect', { terrain: 2 }).drag([[10, 20], [12, 25]]);
    expect(boxes).toEqual([{ x0: 10, y0: 20, x1: 12, y1: 25 }]);
  });

  it('a palette colour edit repaints everything and is undoable', () => {
    const t = new TestEditor(4, 4);
    const boxes: unknown[] = [];
    t.doc.changes.subscribe((b) => boxes.push(b));
    t.doc.history.execute('terrain type edit', editTerrainType(t.doc.grid, 1, { color: 0x123456, cost: 3 }));
    expect(boxes).toEqual(['all']);
    expect(t.doc.palette[1]).toMatchObject({ color: 0x123456, cost: 3 });
    t.doc.history.undo();
    expect(t.doc.palette[1]).toMatchObject({ name: 'Road', cost: 0.5 });
  });

  it('deleting a terrain type turns its cells into the fill type; undo restores them', () => {
    const t = new TestEditor(4, 1).use('brush', { terrain: 3 }).click(1, 0);
    t.use('brush', { terrain: 5 }).click(2, 0);
    t.doc.history.execute('delete Forest', deleteTerrainType(t.doc.grid, 3));
    expect(t.art()).toEqual(['0040']);
    expect(t.doc.palette.map((p) => p.name)).not.toContain('Forest');
    t.doc.history.undo();
    expect(t.art()).toEqual(['0350']);
    t.doc.history.execute('add', addTerrainType(t.doc.grid, { name: 'Lava', color: 0xff0000, cost: 9, passable: true }));
    expect(t.doc.palette.at(-1)!.name).toBe('Lava');
  });

  it('resize keeps start and goal on their cells or clears them, with undo', () => {
    const t = new TestEditor(10, 10).use('start').click(1, 1);
    t.use('goal').click(8, 8);
    t.doc.resize(6, 6, 'top-left', 2);
    expect([t.doc.width, t.doc.height, t.doc.start, t.doc.goal]).toEqual([6, 6, 7, -1]);
    t.doc.history.undo();
    expect([t.doc.width, t.doc.start, t.doc.goal]).toEqual([10, 11, 88]);
    t.doc.resize(12, 12, 'center', 2);
    expect([t.doc.start, t.doc.goal]).toEqual([1 + 1 + 2 * 12, 9 + 9 * 12]);
    expect(t.at(0, 0)).toBe(2);
  });

  it('a random sequence of tool gestures, fully undone, restores the original bytes exactly', () => {
    const t = new TestEditor(40, 30);
    let seed = 12345;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
    t.use('rect', { terrain: 2 }).drag([[3, 3], [30, 20]]);
    const original = t.doc.grid.terrain.slice();
    const depth = t.doc.history.undoDepth;
    const tools = ['brush', 'eraser', 'line', 'rect', 'ellipse', 'fill', 'height'] as const;
    for (let i = 0; i < 60; i++) {
      const tool = tools[rnd(tools.length)]!;
      t.use(tool, { terrain: rnd(7), brushSize: 1 + rnd(6), brushShape: rnd(2) ? 'round' : 'square', shapeFilled: !!rnd(2), heightMode: 'raise' });
      t.drag([[rnd(44) - 2, rnd(34) - 2], [rnd(44) - 2, rnd(34) - 2], [rnd(44) - 2, rnd(34) - 2]]);
    }
    const final = t.doc.grid.terrain.slice();
    expect(t.doc.history.undoDepth).toBeGreaterThan(depth + 40);
    while (t.doc.history.undoDepth > depth) t.doc.history.undo();
    expect(t.doc.grid.terrain).toEqual(original);
    expect(t.doc.grid.heights).toBeNull();
    while (t.doc.history.redo());
    expect(t.doc.grid.terrain).toEqual(final);
  });

  it('tells its hook about every undo step dropped to stay within the memory bound, with the count', () => {
    const t = new TestEditor(64, 64);
    const dropped: number[] = [];
    t.doc.onHistoryDropped = (n) => dropped.push(n);
    const wholeMap = (terrain: number) => t.use('rect', { terrain }).drag([[0, 0], [63, 63]]);
    wholeMap(1);
    // A budget with room for one such rectangle: each later one pushes out exactly the one before.
    (t.doc.history as unknown as { byteBudget: number }).byteBudget = t.doc.history.bytes;
    for (let i = 1; i < 20; i++) wholeMap(1 + (i % 5));
    expect(dropped).toEqual(Array<number>(19).fill(1));
    expect(t.doc.history.droppedTotal).toBe(19);
    expect(t.doc.history.undoDepth).toBe(1);
  });

  it('hands out the edits since a revision as deltas (strokes, undo), and null once another map is loaded', () => {
    const t = new TestEditor(12, 8);
    const at = t.doc.revision;
    const copy = cloneGrid(t.doc.grid);
    t.use('brush', { terrain: 2 }).drag([[1, 1], [6, 1], [6, 5]]);
    t.use('rect', { terrain: 3 }).drag([[8, 2], [10, 6]]);
    t.doc.history.undo();
    const deltas = t.doc.deltasSince(at)!;
    expect(deltas.length).toBeGreaterThan(0);
    for (const d of deltas) applyMapDelta(copy, { start: -1, goal: -1 }, d);
    expect(Array.from(copy.terrain)).toEqual(Array.from(t.doc.grid.terrain));
    // Up to a revision of the past only: what a search that started then is sent.
    expect(t.doc.deltasSince(at, at + 1)!.length).toBeGreaterThan(0);
    const loadedAt = t.doc.revision;
    t.doc.load(createProject(createGrid(12, 8), 'another'));
    expect(t.doc.deltasSince(loadedAt)).toBeNull();
    expect(t.doc.deltasSince(t.doc.revision)).toEqual([]);
  });
});
