// Applies a list of map deltas to a map held elsewhere (a search worker's copy) and says what they
// changed, so what was derived from the map (jump tables, masks, a live search) can be repaired
// from the changed cells instead of being rebuilt: the cells whose terrain or height changed with
// the terrain they held, and whether the palette, the heights layer or the markers changed. The
// deltas are all checked before any is applied, so a bad list leaves the map as it was.
import type { Grid } from '../grid/grid';
import type { TerrainType } from '../grid/terrain';
import { applyMapDelta, MapDeltaError, mapDeltaProblem, shapeOf, terrainFitsPalette, type MapDelta, type Markers } from './mapDelta';

/** What a list of deltas changed. */
export interface MapEdit {
  /** Cells whose terrain or height now differs, ascending, each once. */
  cells: Int32Array;
  /** The terrain each of `cells` held before (its index into the palette before). */
  oldTerrain: Uint8Array;
  /** The palette before, when a palette delta came (else null). */
  oldPalette: TerrainType[] | null;
  /** The heights layer came or went (every height-costed move changed). */
  heightsLayer: boolean;
  /** Start or goal moved. */
  markers: boolean;
}

/**
 * Applies `deltas` in order to `grid` and `markers`. Throws MapDeltaError (the map untouched) when
 * one does not fit, or when a palette that shrank leaves cells naming a type that went.
 */
export function applyMapDeltas(grid: Grid, markers: Markers, deltas: readonly MapDelta[]): MapEdit {
  const shape = shapeOf(grid);
  for (const delta of deltas) {
    const problem = mapDeltaProblem(shape, delta);
    if (problem) throw new MapDeltaError(problem);
  }
  const touched = touchedCells(deltas);
  const oldTerrain = new Uint8Array(touched.length);
  for (let i = 0; i < touched.length; i++) oldTerrain[i] = grid.terrain[touched[i]!]!;
  const oldHeights = grid.heights;
  const heightsBefore = oldHeights === null ? null : Int16Array.from(touched, (c) => oldHeights[c]!);
  const oldPalette = deltas.some((d) => d.kind === 'palette') ? grid.palette : null;
  const markersBefore = { ...markers };
  for (const delta of deltas) applyMapDelta(grid, markers, delta);
  if (oldPalette !== null && !terrainFitsPalette(grid)) {
    // Undo what was applied: the cells and the palette (heights came or went only by explicit deltas).
    for (let i = 0; i < touched.length; i++) grid.terrain[touched[i]!] = oldTerrain[i]!;
    grid.palette = oldPalette;
    throw new MapDeltaError('After this edit some cells name a terrain type the palette no longer has; repaint them first.');
  }
  const heightsLayer = oldHeights !== grid.heights;
  // Deltas hold absolute values: keep the cells that really changed.
  let kept = 0;
  for (let i = 0; i < touched.length; i++) {
    const c = touched[i]!;
    const heightChanged = !heightsLayer && heightsBefore !== null && grid.heights![c] !== heightsBefore[i];
    if (grid.terrain[c] === oldTerrain[i] && !heightChanged) continue;
    touched[kept] = c;
    oldTerrain[kept++] = oldTerrain[i]!;
  }
  return {
    cells: touched.slice(0, kept),
    oldTerrain: oldTerrain.slice(0, kept),
    oldPalette,
    heightsLayer,
    markers: markers.start !== markersBefore.start || markers.goal !== markersBefore.goal,
  };
}

/** Every cell a cells delta names, ascending, each once. */
function touchedCells(deltas: readonly MapDelta[]): Int32Array {
  let total = 0;
  for (const d of deltas) if (d.kind === 'cells') for (let r = 1; r < d.runs.length; r += 2) total += d.runs[r]!;
  const cells = new Int32Array(total);
  let n = 0;
  for (const d of deltas) {
    if (d.kind !== 'cells') continue;
    for (let r = 0; r < d.runs.length; r += 2) for (let c = d.runs[r]!, end = c + d.runs[r + 1]!; c < end; c++) cells[n++] = c;
  }
  cells.sort();
  let unique = 0;
  for (let i = 0; i < n; i++) if (i === 0 || cells[i] !== cells[i - 1]) cells[unique++] = cells[i]!;
  return cells.slice(0, unique);
}
