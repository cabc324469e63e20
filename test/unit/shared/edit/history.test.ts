// Undo history: one entry per gesture, stored as diffs, bounded in bytes, announced to the renderer.
import { describe, expect, it } from 'vitest';
import { makeBrush } from '../../../../src/shared/edit/brush';
import { fillArea, startFill } from '../../../../src/shared/edit/fill';
import { EditHistory, type MapChange } from '../../../../src/shared/edit/history';
import { eraseStroke, paintCells, paintCornerShape, TerrainStroke } from '../../../../src/shared/edit/paint';
import { createGrid } from '../../../../src/shared/grid/grid';
import { gridFromArt, terrainArt } from './art';

describe('the edit history', () => {
  it('makes one brush stroke one undo entry, however many samples it had', () => {
    const grid = createGrid(8, 3);
    const history = new EditHistory(grid);
    const stroke = new TerrainStroke(history, makeBrush(1), 2, 0, 1);
    stroke.moveTo(3, 1);
    stroke.moveTo(7, 1);
    stroke.moveTo(2, 1); // back over painted cells
    stroke.end();
    expect(terrainArt(grid)).toBe('00000000\n22222222\n00000000');
    expect(history.undoDepth).toBe(1);
    expect(history.undoLabel).toBe('brush stroke');
    history.undo();
    expect(terrainArt(grid)).toBe('00000000\n00000000\n00000000');
    expect(history.redoLabel).toBe('brush stroke');
    history.redo();
    expect(terrainArt(grid)).toBe('00000000\n22222222\n00000000');
  });

  it('keeps the first before and last after of a cell painted twice in one gesture', () => {
    const grid = gridFromArt('1111');
    const history = new EditHistory(grid);
    const gesture = history.beginGesture('paint', 'terrain');
    gesture.set(1, 3);
    gesture.set(1, 5);
    gesture.set(2, 4);
    gesture.set(2, 1); // back to where it started: no change recorded
    const entry = history.endGesture()!;
    expect(terrainArt(grid)).toBe('1511');
    expect(entry.bytes).toBeLessThan(200);
    history.undo();
    expect(terrainArt(grid)).toBe('1111');
    history.redo();
    expect(terrainArt(grid)).toBe('1511');
  });

  it('records nothing for a gesture that changed nothing', () => {
    const history = new EditHistory(createGrid(4, 4));
    expect(paintCornerShape(history, 'rect', { x0: 0, y0: 0, x1: 3, y1: 3 }, 0, true)).toBeNull();
    expect(history.canUndo).toBe(false);
  });

  it('clears redo when a new edit is made', () => {
    const grid = createGrid(4, 1);
    const history = new EditHistory(grid);
    paintCells(history, [0], 1);
    paintCells(history, [1], 2);
    history.undo();
    expect(history.canRedo).toBe(true);
    paintCells(history, [3], 3);
    expect(history.canRedo).toBe(false);
    expect(terrainArt(grid)).toBe('1003');
    history.undo();
    history.undo();
    expect(history.undo()).toBeNull();
    expect(terrainArt(grid)).toBe('0000');
  });

  it('lets Escape cancel a stroke, restoring every cell and adding no entry', () => {
    const grid = createGrid(6, 6);
    const history = new EditHistory(grid);
    const stroke = eraseStroke(history, makeBrush(3), 1, 1);
    stroke.cancel();
    const paint = new TerrainStroke(history, makeBrush(3), 4, 2, 2);
    paint.moveTo(4, 4);
    paint.cancel();
    expect(grid.terrain.every((v) => v === 0)).toBe(true);
    expect(history.canUndo).toBe(false);
  });

  it('refuses a second gesture or an undo while one is in progress', () => {
    const history = new EditHistory(createGrid(4, 4));
    history.beginGesture('a', 'terrain');
    expect(() => history.beginGesture('b', 'terrain')).toThrow(/in progress/);
    expect(history.undo()).toBeNull();
    history.endGesture();
  });

  it('tells subscribers which cells to redraw while painting and after undo, with a rising revision', () => {
    const grid = createGrid(100, 100);
    const history = new EditHistory(grid);
    const changes: MapChange[] = [];
    history.subscribe((c) => changes.push(c));
    const stroke = new TerrainStroke(history, makeBrush(3), 1, 10, 20);
    stroke.moveTo(30, 20);
    stroke.end();
    expect(changes.map((c) => c.area)).toEqual([
      { x0: 9, y0: 19, x1: 11, y1: 21 },
      { x0: 12, y0: 19, x1: 31, y1: 21 },
      null, // the entry was recorded: undo labels changed
    ]);
    history.undo();
    expect(changes.at(-1)).toMatchObject({ cause: 'undo', area: { x0: 9, y0: 19, x1: 31, y1: 21 } });
    const revisions = changes.map((c) => c.revision);
    expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
    expect(history.revision).toBe(3);
  });

  it('stores a whole-map fill in a few hundred bytes (runs and one shared value)', () => {
    const grid = createGrid(512, 512);
    const history = new EditHistory(grid);
    const entry = fillArea(history, 100, 100, 4)!;
    expect(entry.label).toBe('fill');
    expect(entry.bytes).toBeLessThan(1000);
    history.undo();
    expect(grid.terrain.every((v) => v === 0)).toBe(true);
  });

  it('runs a fill in steps as one entry, and a cancelled fill leaves the map as it was', () => {
    const grid = gridFromArt('0001000', '0001000', '0000000');
    const history = new EditHistory(grid);
    const cancelled = startFill(history, 0, 0, 2);
    cancelled.step(2);
    expect(cancelled.filled).toBeGreaterThan(0);
    cancelled.cancel();
    expect(terrainArt(grid)).toBe('0001000\n0001000\n0000000');
    const job = startFill(history, 0, 0, 2);
    while (!job.step(2));
    expect(terrainArt(grid)).toBe('2221222\n2221222\n2222222');
    expect(job.entry?.label).toBe('fill');
    expect(history.undoDepth).toBe(1);
  });

  it('drops the oldest entries past its byte budget and says how many', () => {
    const grid = createGrid(64, 64);
    const history = new EditHistory(grid, { byteBudget: 2000 });
    const dropped: number[] = [];
    history.subscribe((c) => c.dropped && dropped.push(c.dropped));
    // Each entry is a checkerboard row (no runs): about 64 + 32·(4 + 1) bytes.
    for (let y = 0; y < 20; y++) {
      const cells = Array.from({ length: 32 }, (_, i) => y * 64 + 2 * i);
      paintCells(history, cells, 1 + (y % 5));
    }
    expect(history.bytes).toBeLessThanOrEqual(2000);
    expect(history.droppedTotal).toBe(20 - history.undoDepth);
    expect(dropped.reduce((a, b) => a + b, 0)).toBe(history.droppedTotal);
    expect(history.droppedTotal).toBeGreaterThan(0);
    while (history.undo());
    // The rows whose entries were dropped keep their paint; the rest are undone.
    for (let y = 0; y < 20; y++) expect(grid.terrain[y * 64] !== 0).toBe(y < history.droppedTotal);
  });

  it('keeps the newest entry even when it alone exceeds the budget', () => {
    const history = new EditHistory(createGrid(32, 32), { byteBudget: 10 });
    paintCells(history, [0, 2, 4], 1);
    paintCells(history, [6, 8, 10], 1);
    expect(history.undoDepth).toBe(1);
    expect(history.droppedTotal).toBe(1);
  });
});
