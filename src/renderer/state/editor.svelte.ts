// Editor state shared by the tool bar, the canvas and the status bar: the active tool and its
// settings, the cell under the pointer, and view toggles. Camera moves never enter undo history.
import type { BrushShape } from '../../shared/edit/brush';
import type { HeightMode } from '../../shared/edit/heights';
import { wallTerrainIndex } from '../../shared/grid/terrain';
import type { ToolId } from '../tools/toolRegistry';
import type { MapDocument } from './document.svelte';

/** How the optional height layer is drawn over the terrain. */
export type HeightView = 'off' | 'shading' | 'contours';

export class EditorState {
  tool = $state<ToolId>('brush');
  /** Terrain the painting tools use (index into the palette). */
  terrain = $state(0);
  brushSize = $state(1);
  brushShape = $state<BrushShape>('square');
  /** Rectangle and ellipse: filled or outline. */
  shapeFilled = $state(true);
  heightMode = $state<HeightMode>('raise');
  /** Raise/lower step per stroke; flatten's largest step. */
  heightAmount = $state(10);
  /** The height the "set" mode writes. */
  heightValue = $state(0);
  heightView = $state<HeightView>('off');
  /** Cost (or height) written in each cell when zoomed in far enough. */
  showCellText = $state(true);
  /** Cell under the pointer, or -1. */
  hoverCell = $state(-1);
  /** Pixels per cell, as the camera reports it. */
  zoom = $state(1);
  showGrid = $state(true);
  showMinimap = $state(true);
  /** Cells filled so far by a fill spread over several frames, or -1 when none runs. */
  fillProgress = $state(-1);
  /** The group the Point tool places new points in ("Team A", "Objectives"). */
  pointGroup = $state('Team A');
  /** The tool to return to after the eyedropper picks. */
  previousTool: ToolId = 'brush';

  constructor(doc: MapDocument) {
    const wall = wallTerrainIndex(doc.grid.palette);
    this.terrain = wall >= 0 ? wall : 0;
  }

  selectTool(tool: ToolId): void {
    if (tool === 'picker' && this.tool !== 'picker') this.previousTool = this.tool;
    this.tool = tool;
    if (tool === 'height' && this.heightView === 'off') this.heightView = 'shading';
  }
}
