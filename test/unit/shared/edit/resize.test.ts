// Map resize with an anchor: which part of the map stays put, and undo restores the exact bytes.
import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../../../src/shared/edit/history';
import { RESIZE_ANCHORS, resizeMap, type ResizeAnchor } from '../../../../src/shared/edit/resize';
import { MapSizeError } from '../../../../src/shared/grid/grid';
import { gridFromArt, terrainArt } from './art';

const grown: Record<ResizeAnchor, string> = {
  'top-left': '12999\n34999\n99999\n99999',
  top: '91299\n93499\n99999\n99999',
  'top-right': '99912\n99934\n99999\n99999',
  left: '99999\n12999\n34999\n99999',
  center: '99999\n91299\n93499\n99999',
  right: '99999\n99912\n99934\n99999',
  'bottom-left': '99999\n99999\n12999\n34999',
  bottom: '99999\n99999\n91299\n93499',
  'bottom-right': '99999\n99999\n99912\n99934',
};

describe('resizing the map', () => {
  it.each(RESIZE_ANCHORS)('grows around the %s anchor, new cells get the fill type, and undo restores it', (anchor) => {
    const grid = gridFromArt('12', '34');
    const history = new EditHistory(grid);
    history.execute('resize map', resizeMap(grid, 5, 4, anchor, 9));
    expect(terrainArt(grid)).toBe(grown[anchor]);
    history.undo();
    expect([grid.width, grid.height, terrainArt(grid)]).toEqual([2, 2, '12\n34']);
    history.redo();
    expect(terrainArt(grid)).toBe(grown[anchor]);
  });

  it.each(RESIZE_ANCHORS)('crops around the %s anchor and undo restores every byte, heights included', (anchor) => {
    const grid = gridFromArt('123', '456', '789');
    grid.heights = Int16Array.of(1, -2, 3, -4, 5, -6, 7, -8, 9);
    const history = new EditHistory(grid);
    const command = resizeMap(grid, 1, 1, anchor);
    history.execute('resize map', command);
    const [x, y] = [-command.dx, -command.dy];
    expect(terrainArt(grid)).toBe(String(1 + x + 3 * y));
    expect([...grid.heights!]).toEqual([[1, -2, 3, -4, 5, -6, 7, -8, 9][x + 3 * y]]);
    history.undo();
    expect(terrainArt(grid)).toBe('123\n456\n789');
    expect([...grid.heights!]).toEqual([1, -2, 3, -4, 5, -6, 7, -8, 9]);
  });

  it('tells the caller where an old cell (start or goal) lands, or that it was cropped', () => {
    const grid = gridFromArt('000', '000', '000');
    const command = resizeMap(grid, 5, 2, 'bottom-right');
    expect([command.dx, command.dy]).toEqual([2, -1]);
    expect(command.moveCell(0, 1)).toBe(2); // (2, 0) in the 5-wide map
    expect(command.moveCell(0, 0)).toBe(-1);
  });

  it('keeps heights through a grow, with 0 for new cells, and undoes paint made after it', () => {
    const grid = gridFromArt('12');
    grid.heights = Int16Array.of(5, 6);
    const history = new EditHistory(grid);
    history.execute('resize map', resizeMap(grid, 3, 2, 'top-left'));
    expect([...grid.heights!]).toEqual([5, 6, 0, 0, 0, 0]);
    const gesture = history.beginGesture('paint', 'terrain');
    gesture.set(5, 4);
    history.endGesture();
    history.undo();
    history.undo();
    expect([grid.width, grid.height, terrainArt(grid), [...grid.heights!]]).toEqual([2, 1, '12', [5, 6]]);
  });

  it('refuses sizes outside 1..4096', () => {
    const grid = gridFromArt('1');
    expect(() => resizeMap(grid, 0, 5, 'center')).toThrow(MapSizeError);
    expect(() => resizeMap(grid, 4097, 5, 'center')).toThrow(MapSizeError);
  });
});
