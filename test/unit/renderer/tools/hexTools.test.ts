// The tools on a hex map, used as a user would: brushes cover hex discs, lines are hex lines, the
// fill is 6-connected, the eyedropper reads the hex under the pointer; one gesture, one undo entry.
import { describe, expect, it } from 'vitest';
import { hexDistance, traceHexLine } from '../../../../src/shared/grid/hex';
import { TestEditor } from './testEditor';

/** The cells of the map holding `terrain`, as "x,y" strings. */
function cellsOf(t: TestEditor, terrain: number): Set<string> {
  const out = new Set<string>();
  const { width, height, terrain: cells } = t.doc.grid;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (cells[y * width + x] === terrain) out.add(`${x},${y}`);
  return out;
}

function within(t: TestEditor, cx: number, cy: number, radius: number): Set<string> {
  const out = new Set<string>();
  for (let y = 0; y < t.doc.height; y++) for (let x = 0; x < t.doc.width; x++) if (hexDistance(cx, cy, x, y) <= radius) out.add(`${x},${y}`);
  return out;
}

describe('tools on a hex map', () => {
  it('knows the map is hex', () => {
    expect(new TestEditor(4, 4, 0, 'hex').doc.topology).toBe('hex');
    expect(new TestEditor(4, 4).doc.topology).toBe('square');
  });

  it('a size-3 brush click covers a hex and its six neighbours, on even and odd rows, whatever the shape setting', () => {
    for (const [x, y] of [[4, 4], [4, 5]] as const) {
      const t = new TestEditor(9, 9, 0, 'hex').use('brush', { terrain: 2, brushSize: 3, brushShape: 'square' });
      t.click(x, y);
      expect(cellsOf(t, 2)).toEqual(within(t, x, y, 1));
    }
  });

  it('a brush drag is one undo entry along a gap-free hex path, and undo restores the map', () => {
    const t = new TestEditor(20, 12, 0, 'hex').use('brush', { terrain: 6, brushSize: 1 });
    t.drag([[1, 1], [15, 9]]);
    const want = new Set<string>();
    traceHexLine(1, 1, 15, 9, (x, y) => want.add(`${x},${y}`));
    expect(cellsOf(t, 6)).toEqual(want);
    expect(t.doc.history.undoDepth).toBe(1);
    t.doc.history.undo();
    expect(cellsOf(t, 6).size).toBe(0);
  });

  it('the line tool draws a hex line', () => {
    const t = new TestEditor(20, 12, 0, 'hex').use('line', { terrain: 4, brushSize: 1 });
    t.drag([[2, 10], [17, 3]]);
    const want = new Set<string>();
    traceHexLine(2, 10, 17, 3, (x, y) => want.add(`${x},${y}`));
    expect(cellsOf(t, 4)).toEqual(want);
    expect(t.doc.undoLabel).toBe('line');
  });

  it('the fill spreads through the six hex neighbours, where a 4-connected fill would stop', () => {
    // A wall of 1s along a diagonal: 4-connected the two sides meet only across the wall; on
    // hexes the even row's lower-left neighbour (x-1, y+1) leaks through it.
    const t = new TestEditor(3, 2, 0, 'hex').use('brush', { terrain: 1, brushSize: 1 });
    t.click(0, 0).click(1, 1);
    // Cells (1,0) and (0,1) are separated 4-connected, but (1,0) on an even row touches (0,1).
    t.use('fill', { terrain: 5 }).click(1, 0);
    t.runFrames();
    expect(cellsOf(t, 5)).toEqual(new Set(['1,0', '2,0', '0,1', '2,1']));
    expect(t.doc.history.undoDepth).toBe(3);
  });

  it('the eyedropper picks the terrain of the hex under the pointer', () => {
    const t = new TestEditor(6, 6, 0, 'hex').use('brush', { terrain: 3, brushSize: 1 });
    t.click(2, 3);
    t.use('picker').click(2, 3);
    expect(t.editor.terrain).toBe(3);
  });

  it('the height brush raises a hex disc, one undo entry', () => {
    const t = new TestEditor(9, 9, 0, 'hex').use('height', { heightMode: 'raise', heightAmount: 5, brushSize: 3 });
    t.click(4, 5);
    const raised = new Set<string>();
    const h = t.doc.grid.heights!;
    for (let y = 0; y < 9; y++) for (let x = 0; x < 9; x++) if (h[y * 9 + x] === 5) raised.add(`${x},${y}`);
    expect(raised).toEqual(within(t, 4, 5, 1));
    expect(t.doc.history.undoDepth).toBe(1);
  });
});
