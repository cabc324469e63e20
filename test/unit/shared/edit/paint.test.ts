// Paint helpers as the tools use them: what each tool leaves on the map, one undo entry each.
import { describe, expect, it } from 'vitest';
import { makeBrush } from '../../../../src/shared/edit/brush';
import { fillArea } from '../../../../src/shared/edit/fill';
import { EditHistory } from '../../../../src/shared/edit/history';
import {
  eraseStroke,
  paintCells,
  paintCornerShape,
  paintLine,
  pickTerrain,
  TerrainStroke,
} from '../../../../src/shared/edit/paint';
import { createGrid } from '../../../../src/shared/grid/grid';
import { gridFromArt, terrainArt } from './art';

describe('painting tools', () => {
  it('brush: a round size-3 drag paints a fat line with rounded ends', () => {
    const grid = createGrid(8, 4);
    const history = new EditHistory(grid);
    const stroke = new TerrainStroke(history, makeBrush(3, 'round'), 3, 1, 1);
    stroke.moveTo(5, 1);
    stroke.end();
    expect(terrainArt(grid)).toBe('03333300\n33333330\n03333300\n00000000');
  });

  it('eraser: paints the fill type and is labelled as an erase', () => {
    const grid = gridFromArt('5555', '5555');
    const history = new EditHistory(grid);
    const stroke = eraseStroke(history, makeBrush(2), 2, 1);
    stroke.end();
    expect(terrainArt(grid)).toBe('5005\n5005');
    expect(history.undoLabel).toBe('erase');
  });

  it('line, rectangle and ellipse tools each paint their shape as one entry', () => {
    const grid = createGrid(7, 5);
    const history = new EditHistory(grid);
    paintLine(history, 0, 0, 6, 0, 1);
    paintCornerShape(history, 'rect', { x0: 0, y0: 1, x1: 2, y1: 4 }, 2, false);
    paintCornerShape(history, 'ellipse', { x0: 3, y0: 1, x1: 6, y1: 4 }, 3, true);
    expect(terrainArt(grid)).toBe('1111111\n2220330\n2023333\n2023333\n2220330');
    expect([history.undoDepth, history.undoLabel]).toEqual([3, 'ellipse']);
    history.undo();
    expect(history.undoLabel).toBe('rectangle');
  });

  it('fill: repaints the clicked region and one undo brings it back', () => {
    const grid = gridFromArt('0060', '0600', '6000');
    const history = new EditHistory(grid);
    fillArea(history, 3, 2, 2);
    expect(terrainArt(grid)).toBe('0062\n0622\n6222');
    history.undo();
    expect(terrainArt(grid)).toBe('0060\n0600\n6000');
  });

  it('paint cells from a list, ignoring indices off the map', () => {
    const grid = createGrid(3, 1);
    paintCells(new EditHistory(grid), [0, 2, 9, -1], 4);
    expect(terrainArt(grid)).toBe('404');
  });

  it('eyedropper: reads the terrain index under the cursor, -1 off the map', () => {
    const grid = gridFromArt('012', '345');
    expect(pickTerrain(grid, 2, 1)).toBe(5);
    expect(pickTerrain(grid, 3, 0)).toBe(-1);
  });
});
