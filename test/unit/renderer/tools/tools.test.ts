// Each tool, used as a user would: press, drag, release on cells; the map changes as expected
// and each gesture is one undo entry.
import { describe, expect, it } from 'vitest';
import { TestEditor } from './testEditor';

describe('brush and eraser', () => {
  it('a drag paints a gap-free stroke as one undo entry, and undo restores the map', () => {
    const t = new TestEditor(8, 4).use('brush', { terrain: 6, brushSize: 1 });
    t.drag([[0, 1], [7, 1]]);
    expect(t.art()[1]).toBe('66666666');
    expect(t.doc.undoLabel).toBe('brush stroke');
    expect(t.doc.history.undoDepth).toBe(1);
    t.doc.history.undo();
    expect(t.art()).toEqual(['00000000', '00000000', '00000000', '00000000']);
  });

  it('a size-3 round brush stamps a plus sign', () => {
    const t = new TestEditor(5, 5).use('brush', { terrain: 2, brushSize: 3, brushShape: 'round' });
    t.click(2, 2);
    expect(t.art()).toEqual(['00000', '00200', '02220', '00200', '00000']);
  });

  it('the eraser paints the fill terrain', () => {
    const t = new TestEditor(4, 1, 3).use('eraser', { brushSize: 1 });
    t.drag([[1, 0], [2, 0]]);
    expect(t.art()).toEqual(['3003']);
    expect(t.doc.undoLabel).toBe('erase');
  });

  it('shift-drag with the brush draws a straight line only on release', () => {
    const t = new TestEditor(6, 6).use('brush', { terrain: 1, brushSize: 1 }).withShift();
    t.down(0, 0).move(3, 2);
    expect(t.at(0, 0)).toBe(0); // previewed, not painted yet
    t.move(5, 5).up(5, 5);
    for (let i = 0; i < 6; i++) expect(t.at(i, i)).toBe(1);
    expect(t.doc.undoLabel).toBe('line');
  });

  it('Escape during a stroke puts every cell back and records nothing', () => {
    const t = new TestEditor(6, 2).use('brush', { terrain: 4 });
    t.down(0, 0).move(5, 0);
    t.tools.cancel();
    expect(t.art()).toEqual(['000000', '000000']);
    expect(t.doc.undoLabel).toBeNull();
  });
});

describe('shapes', () => {
  it('line tool: Bresenham cells between press and release', () => {
    const t = new TestEditor(5, 3).use('line', { terrain: 1, brushSize: 1 });
    t.drag([[0, 0], [2, 1], [4, 2]]);
    expect(t.art()).toEqual(['10000', '01100', '00011']); // exact y rounded half up
  });

  it('rectangle tool: outline or filled', () => {
    const t = new TestEditor(5, 4).use('rect', { terrain: 2, shapeFilled: false });
    t.drag([[0, 0], [3, 3]]);
    expect(t.art()).toEqual(['22220', '20020', '20020', '22220']);
    t.use('rect', { terrain: 3, shapeFilled: true }).drag([[1, 1], [2, 2]]);
    expect(t.art()).toEqual(['22220', '23320', '23320', '22220']);
    expect(t.doc.history.undoDepth).toBe(2);
  });

  it('ellipse tool: a filled ellipse inscribed in the dragged box', () => {
    const t = new TestEditor(7, 5).use('ellipse', { terrain: 5, shapeFilled: true });
    t.drag([[0, 0], [6, 4]]);
    expect(t.art()).toEqual(['0055500', '0555550', '5555555', '0555550', '0055500']);
    expect(t.doc.undoLabel).toBe('ellipse');
  });

  it('the preview follows the drag and paints nothing', () => {
    const t = new TestEditor(6, 6).use('rect', { terrain: 2 });
    let preview: unknown = null;
    t.tools.onPreview = (p) => (preview = p);
    t.down(1, 1).move(4, 3);
    expect(preview).toMatchObject({ kind: 'rect', x0: 1, y0: 1, x1: 4, y1: 3 });
    expect(t.at(2, 2)).toBe(0);
  });
});

describe('flood fill', () => {
  it('fills the 4-connected region of the clicked terrain, not across a diagonal gap', () => {
    const t = new TestEditor(5, 5).use('rect', { terrain: 6, shapeFilled: false });
    t.drag([[0, 0], [4, 4]]);
    t.use('fill', { terrain: 1 }).click(2, 2);
    expect(t.art()).toEqual(['66666', '61116', '61116', '61116', '66666']);
    expect(t.doc.undoLabel).toBe('fill');
  });

  it('a huge fill spreads over frames, reports progress, and is still one undo entry', () => {
    const t = new TestEditor(1024, 1024).use('fill', { terrain: 2 });
    t.click(5, 5);
    expect(t.editor.fillProgress).toBeGreaterThan(0);
    expect(t.tools.busy).toBe(true);
    expect(t.runFrames()).toBeGreaterThan(0);
    expect(t.editor.fillProgress).toBe(-1);
    expect(t.doc.grid.terrain.every((v) => v === 2)).toBe(true);
    t.doc.history.undo();
    expect(t.doc.grid.terrain.every((v) => v === 0)).toBe(true);
  });
});

describe('eyedropper, markers and heights', () => {
  it('the eyedropper picks the terrain and returns to the previous tool', () => {
    const t = new TestEditor(3, 1).use('brush', { terrain: 4 }).click(1, 0);
    t.use('picker').use('picker').click(0, 0);
    expect(t.editor.terrain).toBe(0);
    expect(t.editor.tool).toBe('brush');
  });

  it('start and goal tools place markers; pressing on a marker drags it', () => {
    const t = new TestEditor(6, 6).use('start').click(1, 1);
    t.use('goal').click(4, 4);
    expect([t.doc.start, t.doc.goal]).toEqual([7, 28]);
    t.use('brush', { terrain: 6 }).drag([[1, 1], [2, 1]]);
    expect(t.doc.start).toBe(8);
    expect(t.at(1, 1)).toBe(0); // the drag moved the marker instead of painting
  });

  it('height brush raises once per stroke, creates the layer, and undo removes it', () => {
    const t = new TestEditor(5, 1).use('height', { heightMode: 'raise', heightAmount: 7, brushSize: 1 });
    expect(t.editor.heightView).toBe('shading');
    t.drag([[0, 0], [3, 0], [0, 0]]);
    expect(Array.from(t.doc.grid.heights!)).toEqual([7, 7, 7, 7, 0]);
    t.use('height', { heightMode: 'set', heightValue: -3 }).click(4, 0);
    expect(t.doc.grid.heights![4]).toBe(-3);
    t.doc.history.undo();
    t.doc.history.undo();
    expect(t.doc.grid.heights).toBeNull();
  });
});
