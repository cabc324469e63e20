// The delta recorder: a copy of the map that applies every delta it hands out stays equal to the
// map, whatever the edits (strokes, fills, undo and redo, cancelled gestures, palette edits, the
// heights layer, markers), and a change of the whole map is handed out as such.
import { describe, expect, it } from 'vitest';
import { makeBrush } from '../../../../src/shared/edit/brush';
import { fillArea, startFill } from '../../../../src/shared/edit/fill';
import { HeightStroke } from '../../../../src/shared/edit/heights';
import { EditHistory } from '../../../../src/shared/edit/history';
import { applyMapDelta, type MapDelta, type Markers } from '../../../../src/shared/edit/mapDelta';
import { MapDeltaRecorder, WHOLE_MAP_DELTA_BYTES } from '../../../../src/shared/edit/mapDeltaRecorder';
import { TerrainStroke } from '../../../../src/shared/edit/paint';
import { addTerrainType, deleteTerrainType, editTerrainType } from '../../../../src/shared/edit/palette';
import { resizeMap } from '../../../../src/shared/edit/resize';
import { cloneGrid, createGrid, type Grid } from '../../../../src/shared/grid/grid';

/** A map being edited, a recorder on it, and a copy that follows the recorder's deltas. */
function follow(width = 24, height = 16) {
  const grid = createGrid(width, height);
  const history = new EditHistory(grid);
  const markers: Markers = { start: -1, goal: -1 };
  const recorder = new MapDeltaRecorder(history, () => markers);
  const copy = { grid: cloneGrid(grid), markers: { ...markers } };
  const sync = (): MapDelta[] => {
    const deltas = recorder.take();
    for (const d of deltas) applyMapDelta(copy.grid, copy.markers, d);
    return deltas;
  };
  const same = () => {
    expect(copy.grid.palette).toEqual(grid.palette);
    expect(Array.from(copy.grid.terrain)).toEqual(Array.from(grid.terrain));
    expect(copy.grid.heights && Array.from(copy.grid.heights)).toEqual(grid.heights && Array.from(grid.heights));
    expect(copy.markers).toEqual(markers);
  };
  return { grid, history, markers, recorder, copy, sync, same };
}

describe('MapDeltaRecorder', () => {
  it('hands out a stroke while it is being painted, and its undo and redo', () => {
    const f = follow();
    const stroke = new TerrainStroke(f.history, makeBrush(3, 'round'), 2, 2, 2);
    stroke.moveTo(12, 5);
    f.sync();
    f.same(); // mid-stroke: the copy already has what was painted
    stroke.moveTo(20, 12);
    stroke.end();
    f.sync();
    f.same();
    f.history.undo();
    f.sync();
    f.same();
    f.history.redo();
    f.sync();
    f.same();
  });

  it('follows fills (one value, one small delta), a cancelled fill and a cancelled stroke', () => {
    const f = follow();
    fillArea(f.history, 0, 0, 3);
    const [delta] = f.sync();
    expect(delta).toMatchObject({ kind: 'cells', layer: 'terrain' });
    expect((delta as { values: Uint8Array }).values.length).toBe(1); // every cell took terrain 3
    f.same();
    const fill = startFill(f.history, 0, 0, 4);
    fill.step(50);
    f.sync(); // part of the fill is taken...
    fill.cancel(); // ...then undone
    f.sync();
    f.same();
    const stroke = new TerrainStroke(f.history, makeBrush(2), 5, 1, 1);
    stroke.moveTo(10, 10);
    f.sync();
    stroke.cancel();
    f.sync();
    f.same();
  });

  it('follows palette edits, heights appearing, painted and going, and markers', () => {
    const f = follow();
    f.history.execute('add terrain type', addTerrainType(f.grid, { name: 'Lava', color: 0xff3300, cost: 9, passable: true }));
    new TerrainStroke(f.history, makeBrush(1), 7, 0, 0).end();
    f.history.execute('edit terrain type', editTerrainType(f.grid, 7, { cost: 3 }));
    f.markers.start = 5;
    f.markers.goal = 77;
    f.sync();
    f.same();
    const raise = new HeightStroke(f.history, { brush: makeBrush(4), mode: 'raise', amount: 40 }, 6, 6);
    raise.moveTo(9, 9);
    raise.end();
    f.sync();
    f.same();
    f.history.undo(); // the height stroke, and the layer it created
    f.sync();
    f.same();
    expect(f.copy.grid.heights).toBeNull();
    f.history.undo();
    f.history.undo(); // back before the palette edits: the added type's cells go first
    f.sync();
    f.same();
  });

  it('hands out nothing when nothing changed', () => {
    const f = follow();
    expect(f.sync()).toEqual([]);
    new TerrainStroke(f.history, makeBrush(1), 0, 3, 3).end(); // paints what was there
    expect(f.sync()).toEqual([]);
  });

  it('says the map changed as a whole on a resize and when deleting a type rewrites every cell; the deltas after it follow on', () => {
    const f = follow();
    f.history.execute('resize map', resizeMap(f.grid, 30, 20, 'center', 2));
    f.markers.start = 3;
    expect(f.recorder.take()).toEqual([{ kind: 'whole-map', width: 30, height: 20 }, { kind: 'markers', start: 3, goal: -1 }]);
    const copy = cloneGrid(f.grid); // what a consumer does: take the map whole
    new TerrainStroke(f.history, makeBrush(2), 4, 25, 15).end();
    for (const d of f.recorder.take()) applyMapDelta(copy, { start: 3, goal: -1 }, d);
    expect(Array.from(copy.terrain)).toEqual(Array.from(f.grid.terrain));

    // Deleting a type shifts every higher index: on a small map that is a (full) cells delta…
    f.history.execute('delete terrain type', deleteTerrainType(f.grid, 1));
    for (const d of f.recorder.take()) applyMapDelta(copy, { start: 3, goal: -1 }, d);
    expect(Array.from(copy.terrain)).toEqual(Array.from(f.grid.terrain));
  });

  it('on a large map, a change past the delta budget is a change of the whole map', () => {
    const side = Math.ceil(Math.sqrt(WHOLE_MAP_DELTA_BYTES * 1.2));
    const grid: Grid = createGrid(side, side);
    for (let i = 0; i < grid.terrain.length; i++) grid.terrain[i] = i % 5; // every cell shifts below
    const history = new EditHistory(grid);
    const recorder = new MapDeltaRecorder(history, () => ({ start: -1, goal: -1 }));
    history.execute('delete terrain type', deleteTerrainType(grid, 0));
    expect(recorder.take()).toEqual([{ kind: 'whole-map', width: side, height: side }]);
  });
});
