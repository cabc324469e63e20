// The map's terrain as chunk textures, kept in step with the document: a CellTextureStore fed by
// the terrain painter, with what the painter reads (the grid, the height view, a palette stamp).
// The single map view owns one; the compare view owns one that all its panes draw.
import type { Grid } from '../../shared/grid/grid';
import type { MapTopology } from '../../shared/grid/mapTopology';
import type { CellBox } from '../../shared/edit/cells';
import type { HeightView } from '../state/editor.svelte';
import { layoutOf, SQUARE_LAYOUT, type CellLayout } from './cellLayout';
import { CellTextureStore } from './cellTextureStore';
import { terrainPainter } from './terrainPainter';

export class TerrainTextures {
  private gridShown: Grid | null = null;
  private size = { width: 0, height: 0, topology: 'square' as MapTopology };
  private heightView: HeightView = 'off';
  private paletteStamp = 0;
  /** Where cells sit in world space for the map shown. */
  layout: CellLayout = SQUARE_LAYOUT;
  readonly store = new CellTextureStore(
    terrainPainter(() => ({ grid: this.gridShown!, heightView: this.heightView, paletteStamp: this.paletteStamp, hex: this.layout.topology === 'hex' })),
  );

  /** The map shown, or null before one is. */
  get grid(): Grid | null {
    return this.gridShown;
  }

  /** Shows a (new) map; true when its size or topology differs from the last one (views fit it again). */
  setMap(grid: Grid, topology: MapTopology = 'square'): boolean {
    this.gridShown = grid;
    this.layout = layoutOf(topology);
    const resized = this.syncSize();
    this.repaintAll();
    return resized;
  }

  /** Cells changed in `box`, or everything ('all': palette edit, resize, new layer); true when the map's size changed. */
  cellsChanged(box: CellBox | 'all'): boolean {
    const grid = this.gridShown;
    if (!grid) return false;
    if (box === 'all') {
      const resized = this.syncSize();
      this.repaintAll();
      return resized;
    }
    // Shading reads the left and upper neighbours: the cells right of and below the box change too.
    if (this.heightView !== 'off' && grid.heights) this.store.invalidate({ x0: box.x0, y0: box.y0, x1: box.x1 + 1, y1: box.y1 + 1 });
    else this.store.invalidate(box);
    return false;
  }

  /** How heights show (off, shading, contours); repaints when the map has heights. */
  setHeightView(view: HeightView): void {
    if (view === this.heightView) return;
    this.heightView = view;
    if (this.gridShown?.heights) this.store.invalidate('all');
  }

  destroy(): void {
    this.store.destroy();
  }

  private repaintAll(): void {
    this.paletteStamp++;
    this.store.invalidate('all');
  }

  /** Rebuilds the chunks when the map's size or topology changed (new map, resize, undo of a resize). */
  private syncSize(): boolean {
    const grid = this.gridShown!;
    const topology = this.layout.topology;
    const changed = grid.width !== this.size.width || grid.height !== this.size.height || topology !== this.size.topology;
    if (changed) {
      this.size = { width: grid.width, height: grid.height, topology };
      this.store.setSize(grid.width, grid.height, topology === 'hex');
    }
    return changed;
  }
}
