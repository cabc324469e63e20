// The compare layout: two panes side by side, three or four two by two; a pane that changes size
// keeps what was in its middle in its middle.
import { describe, expect, it } from 'vitest';
import { Camera } from '../../../../src/renderer/canvas/camera';
import { centreShift, paneGridShape, sameRect } from '../../../../src/renderer/panes/paneGeometry';

describe('pane grid', () => {
  it('puts two panes side by side and three or four in two rows of two', () => {
    expect(paneGridShape(2)).toEqual({ columns: 2, rows: 1 });
    expect(paneGridShape(3)).toEqual({ columns: 2, rows: 2 });
    expect(paneGridShape(4)).toEqual({ columns: 2, rows: 2 });
  });
});

describe('a pane that changes size', () => {
  it('keeps the cell in its middle in its middle', () => {
    const before = { x: 0, y: 0, width: 600, height: 700 };
    const after = { x: 0, y: 0, width: 600, height: 340 }; // a third pane halves the rows
    const camera = new Camera();
    camera.zoomAt(0, 0, 8);
    camera.panBy(-1000, -2000);
    const middle = camera.toCell(before.width / 2, before.height / 2);
    const { dx, dy } = centreShift(before, after);
    camera.panBy(dx, dy);
    const now = camera.toCell(after.width / 2, after.height / 2);
    expect(now.x).toBeCloseTo(middle.x, 9);
    expect(now.y).toBeCloseTo(middle.y, 9);
  });

  it('is not moved when it had no size before (first layout: the pane is fitted instead)', () => {
    expect(centreShift({ x: 0, y: 0, width: 0, height: 0 }, { x: 5, y: 5, width: 400, height: 300 })).toEqual({ dx: 0, dy: 0 });
  });

  it('tells a relayout that moved nothing from one that did', () => {
    expect(sameRect({ x: 1, y: 2, width: 3, height: 4 }, { x: 1, y: 2, width: 3, height: 4 })).toBe(true);
    expect(sameRect({ x: 1, y: 2, width: 3, height: 4 }, { x: 1, y: 3, width: 3, height: 4 })).toBe(false);
  });
});
