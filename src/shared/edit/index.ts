// The map editor's pure core: rasterisers, flood fill, undo history, palette, resize and
// height edits. No DOM, Node, Pixi or Svelte; the renderer's tools are thin state machines on top.
//
// Usage overview
//
//   const history = new EditHistory(grid, { byteBudget: 256 << 20 });
//   history.subscribe(({ area, dropped }) => { redraw(area); if (dropped) toast('Oldest undo steps dropped'); });
//
//   // Brush tool (pointer down / move / up / Escape):
//   const stroke = new TerrainStroke(history, makeBrush(16, 'round'), terrainIndex, x, y);
//   stroke.moveTo(x2, y2);            // gap-free between samples; cells redraw via subscribe()
//   stroke.end();                     // one undo entry "brush stroke"   (or stroke.cancel())
//   eraseStroke(history, brush, x, y) // same, painting FILL_TERRAIN (0)
//
//   // One-shot tools (one entry each):
//   paintLine(history, x0, y0, x1, y1, terrain, brush)
//   paintCornerShape(history, 'rect' | 'ellipse', { x0, y0, x1, y1 }, terrain, filled)
//   fillArea(history, x, y, terrain)  // or startFill(...).step(budget) across frames
//   new HeightStroke(history, { brush, mode: 'raise', amount: 10 }, x, y)  // then moveTo / end
//   pickTerrain(grid, x, y), pickHeight(grid, x, y)                          // eyedropper
//
//   // Previews without painting: rasterise into a reusable buffer.
//   const preview = new CellBuffer(); ellipseCells(grid, x0, y0, x1, y1, false, preview.add);
//
//   // Palette and size (each one entry; add your own EditCommand to the same entry, e.g. to
//   // move start/goal with resize.moveCell):
//   history.execute('add terrain type', addTerrainType(grid, type));
//   history.execute('delete terrain type', deleteTerrainType(grid, index));
//   history.execute('resize map', resizeMap(grid, w, h, 'center', fill));
//
//   history.undo(); history.redo(); history.canUndo; `Undo ${history.undoLabel}`; history.revision
//
//   // Following the map by delta (the recovery journal; a search worker's copy of the map):
//   const recorder = new MapDeltaRecorder(history, () => ({ start, goal }));
//   for (const delta of recorder.take()) applyMapDelta(copy, copyMarkers, delta); // 'whole-map': copy it instead
export * from './brush';
export * from './cellDiff';
export * from './cells';
export * from './changedCells';
export * from './ellipse';
export * from './fill';
export * from './filledSpans';
export * from './floodFill';
export * from './gesture';
export * from './heights';
export * from './history';
export * from './line';
export * from './mapDelta';
export * from './mapDeltaRecorder';
export * from './paint';
export * from './palette';
export * from './rect';
export * from './resize';
export * from './revisionDeltas';
export * from './shapes';
export * from './stroke';
