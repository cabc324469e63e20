// A change to a map as the values it leaves behind: the cells that changed with their new values,
// the palette, the heights layer coming or going, start and goal moved, or "the map changed as a
// whole" (a resize, a deleted terrain type rewriting every cell) where a copy of the map is the
// only sensible delta. Absolute values, not before/after: applying a delta twice, or one whose
// cells already hold those values, changes nothing, so a copy that missed nothing stays exact.
// The recovery journal stores them; a search worker's copy of the map can follow them the same way.
import type { Grid } from '../grid/grid';
import { MAX_TERRAIN_TYPES, type TerrainType } from '../grid/terrain';
import type { LayerName } from './cellDiff';
import { terrainTypeProblem } from './palette';
import { copyUnitTypes, unitTypesProblem, type UnitType } from '../grid/unitTypes';

/** Cells of one layer and their new values. */
export interface CellsDelta<L extends LayerName = LayerName> {
  kind: 'cells';
  layer: L;
  /** [start, length] pairs of consecutive cell indices, ascending and disjoint. */
  runs: Int32Array;
  /** One value per cell, in run order; or a single value every cell takes (a fill). */
  values: L extends 'terrain' ? Uint8Array : Int16Array;
}

export type MapDelta =
  | CellsDelta<'terrain'>
  | CellsDelta<'heights'>
  /**
   * The whole palette as it is now (terrain types are few: no finer delta is worth it), with the
   * unit types' costs per terrain (absent: none), which change with it.
   */
  | { kind: 'palette'; palette: TerrainType[]; unitTypes?: UnitType[] }
  /** The heights layer appeared (all zeros, before any cells delta of it) or went. */
  | { kind: 'heights'; present: boolean }
  /** Start and goal (cell indices, -1 when not placed). */
  | { kind: 'markers'; start: number; goal: number }
  /** The map changed as a whole and is now `width` × `height`: take a copy of it. */
  | { kind: 'whole-map'; width: number; height: number };

/** A delta that does not fit the map it is applied to; the message says what is wrong. */
export class MapDeltaError extends Error {
  override readonly name = 'MapDeltaError';
}

/** How many cells a cells delta holds. */
export function cellCount(runs: Int32Array): number {
  let n = 0;
  for (let r = 1; r < runs.length; r += 2) n += runs[r]!;
  return n;
}

/** Markers that a map can hold. */
export interface Markers {
  start: number;
  goal: number;
}

/** What a delta is checked against: the map's size, palette length and heights layer. */
export interface MapShape {
  cells: number;
  terrainTypes: number;
  heights: boolean;
}

export function shapeOf(grid: Grid): MapShape {
  return { cells: grid.width * grid.height, terrainTypes: grid.palette.length, heights: grid.heights !== null };
}

/**
 * Why `delta` does not fit a map of `shape` (cells outside the map, terrain values outside the
 * palette, heights on a map without them, an invalid palette), or null when it does; `shape` is
 * updated as applying the delta would change it, so a list of deltas is checked in one pass before
 * any is applied. A 'whole-map' delta never fits: it cannot be applied from its description.
 */
export function mapDeltaProblem(shape: MapShape, delta: MapDelta): string | null {
  switch (delta.kind) {
    case 'cells': {
      if (delta.layer === 'heights' && !shape.heights) return 'Heights changed on a map without a heights layer.';
      const runs = runsProblem(delta.runs, shape.cells);
      if (runs) return runs;
      const count = cellCount(delta.runs);
      const { values } = delta;
      if (values.length !== count && values.length !== 1) return `${count} cells changed but ${values.length} values came with them.`;
      if (delta.layer === 'terrain')
        for (let i = 0; i < values.length; i++) if (values[i]! >= shape.terrainTypes) return `A cell took terrain ${values[i]}, but the palette has ${shape.terrainTypes} types.`;
      return null;
    }
    case 'palette': {
      const { palette } = delta;
      if (!Array.isArray(palette) || palette.length < 1 || palette.length > MAX_TERRAIN_TYPES)
        return `A palette of ${Array.isArray(palette) ? palette.length : 'no'} terrain types cannot be stored.`;
      for (const type of palette) {
        if (typeof type !== 'object' || type === null || typeof type.name !== 'string' || typeof type.passable !== 'boolean') return 'A palette entry is not a terrain type.';
        const problem = terrainTypeProblem(type);
        if (problem) return problem.message;
      }
      shape.terrainTypes = palette.length;
      return unitTypesProblem(delta.unitTypes, palette.length);
    }
    case 'heights':
      shape.heights = delta.present;
      return null;
    case 'markers':
      for (const cell of [delta.start, delta.goal]) if (!Number.isInteger(cell) || cell < -1 || cell >= shape.cells) return `A marker at cell ${cell} lies outside the map.`;
      return null;
    case 'whole-map':
      return 'The map changed as a whole; it must be copied, not patched.';
  }
}

/**
 * Applies `delta` to `grid` (and `markers`). Throws MapDeltaError, leaving the map unchanged,
 * when it does not fit (see mapDeltaProblem). After a palette delta that shrank the palette, cells
 * may still name the types that went until the cells deltas that follow it: see terrainFitsPalette.
 */
export function applyMapDelta(grid: Grid, markers: Markers, delta: MapDelta): void {
  const problem = mapDeltaProblem(shapeOf(grid), delta);
  if (problem) throw new MapDeltaError(problem);
  switch (delta.kind) {
    case 'cells':
      writeRuns(delta.layer === 'terrain' ? grid.terrain : grid.heights!, delta.runs, delta.values);
      return;
    case 'palette':
      grid.palette = delta.palette.map((t) => ({ name: t.name, color: t.color, cost: t.cost, passable: t.passable }));
      grid.unitTypes = delta.unitTypes?.length ? copyUnitTypes(delta.unitTypes) : undefined;
      return;
    case 'heights':
      grid.heights = delta.present ? new Int16Array(grid.width * grid.height) : null;
      return;
    case 'markers':
      markers.start = delta.start;
      markers.goal = delta.goal;
      return;
  }
}

/** Whether every terrain index of `grid` has a palette entry (after a palette delta shrank it). */
export function terrainFitsPalette(grid: Grid): boolean {
  const types = grid.palette.length;
  const t = grid.terrain;
  for (let i = 0; i < t.length; i++) if (t[i]! >= types) return false;
  return true;
}

function runsProblem(runs: Int32Array, cells: number): string | null {
  if (runs.length % 2 !== 0) return 'A list of changed cells was cut short.';
  let end = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const start = runs[r]!;
    const length = runs[r + 1]!;
    if (start < end || length < 1 || start + length > cells) return `Changed cells ${start}–${start + length - 1} lie outside the map or out of order.`;
    end = start + length;
  }
  return null;
}

function writeRuns(layer: Uint8Array | Int16Array, runs: Int32Array, values: Uint8Array | Int16Array): void {
  const uniform = values.length === 1 ? values[0]! : null;
  let k = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const start = runs[r]!;
    const length = runs[r + 1]!;
    if (uniform !== null) layer.fill(uniform, start, start + length);
    else layer.set(values.subarray(k, k + length), start);
    k += length;
  }
}
