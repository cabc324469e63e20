// Editor state shared by the tool bar, the canvas and the status bar: the active tool and its
// settings, the cell under the pointer, and view toggles. Camera moves never enter undo history.
import { wallTerrainIndex } from '../../shared/grid/terrain';
import type { MapDocument } from './document.svelte';

export type ToolId = 'brush' | 'eraser' | 'start' | 'goal';

export class EditorState {
  tool = $state<ToolId>('brush');
  /** Terrain the brush paints (index into the palette). */
  terrain = $state(0);
  brushSize = $state(1);
  /** Cell under the pointer, or -1. */
  hoverCell = $state(-1);
  /** Pixels per cell, as the camera reports it. */
  zoom = $state(1);
  showGrid = $state(true);

  constructor(doc: MapDocument) {
    const wall = wallTerrainIndex(doc.grid.palette);
    this.terrain = wall >= 0 ? wall : 0;
  }
}
