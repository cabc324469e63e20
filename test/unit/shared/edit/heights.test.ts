// The height brush: raise, lower, flatten and set on the optional heights layer.
import { describe, expect, it } from 'vitest';
import { makeBrush } from '../../../../src/shared/edit/brush';
import { HEIGHT_MAX, HEIGHT_MIN, HeightStroke } from '../../../../src/shared/edit/heights';
import { EditHistory } from '../../../../src/shared/edit/history';
import { pickHeight } from '../../../../src/shared/edit/paint';
import { createGrid } from '../../../../src/shared/grid/grid';

const heightsArt = (h: Int16Array | null, w: number) =>
  h ? Array.from({ length: h.length / w }, (_, y) => [...h.subarray(y * w, (y + 1) * w)].join(' ')).join('\n') : 'none';

describe('the height brush', () => {
  it('creates the heights layer on first use, and undo removes it again', () => {
    const grid = createGrid(4, 2);
    const history = new EditHistory(grid);
    const stroke = new HeightStroke(history, { brush: makeBrush(1), mode: 'raise', amount: 5 }, 1, 0);
    stroke.moveTo(2, 0);
    stroke.end();
    expect(heightsArt(grid.heights, 4)).toBe('0 5 5 0\n0 0 0 0');
    expect(history.undoLabel).toBe('raise terrain');
    history.undo();
    expect(grid.heights).toBeNull();
    history.redo();
    expect(heightsArt(grid.heights, 4)).toBe('0 5 5 0\n0 0 0 0');
  });

  it('raises each swept cell once per stroke, however often the stroke passes over it', () => {
    const grid = createGrid(5, 1);
    const history = new EditHistory(grid);
    const stroke = new HeightStroke(history, { brush: makeBrush(3), mode: 'raise', amount: 10 }, 1, 0);
    stroke.moveTo(3, 0);
    stroke.moveTo(1, 0);
    stroke.end();
    expect(heightsArt(grid.heights, 5)).toBe('10 10 10 10 10');
    new HeightStroke(history, { brush: makeBrush(1), mode: 'lower', amount: 25 }, 0, 0).end();
    expect(pickHeight(grid, 0, 0)).toBe(-15);
  });

  it('clamps to the Int16 range it documents', () => {
    const grid = createGrid(2, 1);
    const history = new EditHistory(grid);
    new HeightStroke(history, { brush: makeBrush(1), mode: 'set', amount: 0, value: 40000 }, 0, 0).end();
    new HeightStroke(history, { brush: makeBrush(1), mode: 'lower', amount: 40000 }, 1, 0).end();
    expect([...grid.heights!]).toEqual([HEIGHT_MAX, HEIGHT_MIN]);
  });

  it('flattens towards the height where the stroke started, by at most the amount', () => {
    const grid = createGrid(5, 1);
    grid.heights = Int16Array.of(50, 0, 100, 48, 53);
    const history = new EditHistory(grid);
    const stroke = new HeightStroke(history, { brush: makeBrush(1), mode: 'flatten', amount: 30 }, 0, 0);
    stroke.moveTo(4, 0);
    stroke.end();
    expect([...grid.heights!]).toEqual([50, 30, 70, 50, 50]);
    history.undo();
    expect([...grid.heights!]).toEqual([50, 0, 100, 48, 53]);
  });

  it('sets a value under a round brush, clipped at the map edge', () => {
    const grid = createGrid(4, 3);
    const history = new EditHistory(grid);
    new HeightStroke(history, { brush: makeBrush(3, 'round'), mode: 'set', amount: 0, value: 7 }, 0, 1).end();
    expect(heightsArt(grid.heights, 4)).toBe('7 0 0 0\n7 7 0 0\n7 0 0 0');
  });

  it('leaves a map without heights as it was when a stroke changes nothing', () => {
    const grid = createGrid(3, 3);
    const history = new EditHistory(grid);
    expect(new HeightStroke(history, { brush: makeBrush(2), mode: 'set', amount: 0, value: 0 }, 1, 1).end()).toBeNull();
    expect(grid.heights).toBeNull();
    expect(pickHeight(grid, 1, 1)).toBe(0);
    expect(pickHeight(grid, 5, 1)).toBeNull();
  });
});
