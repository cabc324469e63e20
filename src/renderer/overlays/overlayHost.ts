// What run overlays need from whatever shows a map: the single map view, or one compare pane.
// RunOverlays asks it which cells are in view and registers its overlays with it; nothing more.
import type { CellBox } from '../../shared/edit/cells';
import type { Camera } from '../canvas/camera';
import type { MapOverlay, OverlayPlane } from './mapOverlay';

/** A view of a map with its own camera that composes registered overlays (a PaneView). */
export interface OverlayHost {
  readonly camera: Camera;
  /** The map's size in cells (0 before a map is shown). */
  readonly mapWidth: number;
  readonly mapHeight: number;
  /** The cells in view (clipped to the map), or null before a map is shown. */
  visibleCellRect(): CellBox | null;
  /** Adds an overlay on `plane`, above the ones added before it there. */
  addOverlay(overlay: MapOverlay, plane: OverlayPlane): void;
  removeOverlay(overlay: MapOverlay): void;
  /** The debugger's numbers are drawn in the cells: the cost labels make room on hexes. */
  setCellNumbersShown(shown: boolean): void;
}
