// Follows an edit history and hands out what changed since the last time it was asked, as map
// deltas: the cells the history reported (their values read at that moment), and the palette,
// heights layer, size and markers compared with what it handed out before. Costs in proportion to
// the cells changed, never to the map: a brush stroke on a 4096² map is a few kilobytes.
import type { Grid } from '../grid/grid';
import { ChangedCells } from './changedCells';
import type { LayerName } from './cellDiff';
import type { EditHistory } from './history';
import { cellCount, type MapDelta, type Markers } from './mapDelta';
import { copyUnitTypes } from '../grid/unitTypes';

/**
 * Above this many bytes a cells delta is no delta: a copy of the map (compressed) is smaller and
 * cheaper to handle, so the change is reported as 'whole-map'. Deleting a terrain type rewrites
 * every cell; a fill of most of the map stays a delta, since its cells all take one value.
 */
export const WHOLE_MAP_DELTA_BYTES = 4 * 1024 * 1024;

export class MapDeltaRecorder {
  private terrain: ChangedCells;
  private heights: ChangedCells | null = null;
  private width: number;
  private height: number;
  private palette: string;
  // The layer arrays themselves: a command that replaces one (resize) changed the map as a whole.
  private terrainLayer: Uint8Array;
  private heightLayer: Int16Array | null;
  private markers: Markers;
  private readonly unwatch: () => void;

  constructor(
    /** The history followed. */
    readonly history: EditHistory,
    /** Where start and goal are now (they live beside the grid, in the document). */
    private readonly currentMarkers: () => Markers,
  ) {
    const grid = history.grid;
    this.width = grid.width;
    this.height = grid.height;
    this.terrain = new ChangedCells(grid.width * grid.height);
    this.palette = paletteKey(grid);
    this.terrainLayer = grid.terrain;
    this.heightLayer = grid.heights;
    this.markers = { ...currentMarkers() };
    this.unwatch = history.watchCells((layer, start, length) => this.cellsOf(layer)?.mark(start, length));
  }

  /** Whether cells were reported since the last take (palette and marker changes are found by take). */
  get cellsPending(): boolean {
    return !this.terrain.isEmpty || !(this.heights?.isEmpty ?? true);
  }

  /**
   * What changed since the last take, in the order to apply it: palette, heights layer, terrain
   * cells, height cells, markers; or a 'whole-map' delta (then markers) when the map changed as a
   * whole. Empty when nothing changed.
   */
  take(): MapDelta[] {
    const grid = this.history.grid;
    const deltas: MapDelta[] = [];
    const replaced = grid.terrain !== this.terrainLayer || (grid.heights && this.heightLayer && grid.heights !== this.heightLayer);
    if (grid.width !== this.width || grid.height !== this.height || replaced) return this.wholeMap(grid);
    const palette = paletteKey(grid);
    if (palette !== this.palette) {
      this.palette = palette;
      deltas.push({ kind: 'palette', palette: grid.palette.map((t) => ({ ...t })), ...(grid.unitTypes?.length ? { unitTypes: copyUnitTypes(grid.unitTypes) } : {}) });
    }
    if (grid.heights !== this.heightLayer) {
      // A layer that went, or a new one (all zeros but the cells reported since: a layer that
      // replaced another in place is a change of the whole map, above).
      this.heightLayer = grid.heights;
      deltas.push({ kind: 'heights', present: grid.heights !== null });
    }
    const terrain = cellsDelta('terrain', this.terrain, grid.terrain);
    if (terrain === 'too-big') return this.wholeMap(grid);
    if (terrain) deltas.push(terrain);
    if (this.heights) {
      const heights = grid.heights ? cellsDelta('heights', this.heights, grid.heights) : (this.heights.clear(), null);
      if (heights === 'too-big') return this.wholeMap(grid);
      if (heights) deltas.push(heights);
    }
    deltas.push(...this.markersDelta());
    return deltas;
  }

  /**
   * Forgets every change so far: the caller has taken a copy of the map as it is now (a snapshot),
   * and deltas from here on apply to that copy.
   */
  restart(): void {
    const grid = this.history.grid;
    this.adoptShape(grid);
    this.markers = { ...this.currentMarkers() };
  }

  /** Stops following the history. */
  dispose(): void {
    this.unwatch();
  }

  private cellsOf(layer: LayerName): ChangedCells | null {
    if (layer === 'terrain') return this.terrain;
    this.heights ??= new ChangedCells(this.terrain.cellCount);
    return this.heights;
  }

  private wholeMap(grid: Grid): MapDelta[] {
    this.adoptShape(grid);
    return [{ kind: 'whole-map', width: grid.width, height: grid.height }, ...this.markersDelta()];
  }

  /** Takes the map's size, palette and layers as they are now, with no cells marked. */
  private adoptShape(grid: Grid): void {
    if (grid.width * grid.height === this.terrain.cellCount) {
      this.terrain.clear();
      this.heights?.clear();
    } else {
      this.terrain = new ChangedCells(grid.width * grid.height);
      this.heights = null;
    }
    this.width = grid.width;
    this.height = grid.height;
    this.palette = paletteKey(grid);
    this.terrainLayer = grid.terrain;
    this.heightLayer = grid.heights;
  }

  private markersDelta(): MapDelta[] {
    const now = this.currentMarkers();
    if (now.start === this.markers.start && now.goal === this.markers.goal) return [];
    this.markers = { ...now };
    return [{ kind: 'markers', start: now.start, goal: now.goal }];
  }
}

/** The cells marked in `changed` with their values in `layer` now; null for none; 'too-big' past WHOLE_MAP_DELTA_BYTES. */
function cellsDelta(layer: 'terrain', changed: ChangedCells, values: Uint8Array): MapDelta | null | 'too-big';
function cellsDelta(layer: 'heights', changed: ChangedCells, values: Int16Array): MapDelta | null | 'too-big';
function cellsDelta(layer: LayerName, changed: ChangedCells, values: Uint8Array | Int16Array): MapDelta | null | 'too-big' {
  if (changed.isEmpty) return null;
  const { runs, cells } = changed.take();
  const first = values[runs[0]!]!;
  const uniform = allEqual(values, runs, first);
  const bytes = runs.byteLength + (uniform ? 0 : cells * values.BYTES_PER_ELEMENT);
  if (bytes > WHOLE_MAP_DELTA_BYTES) return 'too-big';
  const out = values instanceof Uint8Array ? new Uint8Array(uniform ? 1 : cells) : new Int16Array(uniform ? 1 : cells);
  if (uniform) out[0] = first;
  else {
    let k = 0;
    for (let r = 0; r < runs.length; r += 2) {
      out.set(values.subarray(runs[r]!, runs[r]! + runs[r + 1]!), k);
      k += runs[r + 1]!;
    }
  }
  return layer === 'terrain'
    ? { kind: 'cells', layer, runs, values: out as Uint8Array }
    : { kind: 'cells', layer, runs, values: out as Int16Array };
}

function allEqual(values: Uint8Array | Int16Array, runs: Int32Array, value: number): boolean {
  if (cellCount(runs) === 1) return true;
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r]! + runs[r + 1]!;
    for (let i = runs[r]!; i < end; i++) if (values[i] !== value) return false;
  }
  return true;
}

/** The palette and the unit types' costs as text, to see whether they changed (a few hundred bytes; compared, not diffed). */
function paletteKey(grid: Grid): string {
  return JSON.stringify([grid.palette, grid.unitTypes ?? []]);
}
