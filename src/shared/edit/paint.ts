// Terrain painting as tools use it: each call or stroke is one gesture, so one undo entry,
// and reports the changed cells to the renderer as it goes.
import type { Grid } from '../grid/grid';
import { type Brush, makeBrush } from './brush';
import { BrushStroke } from './brushStroke';
import { type CellSink } from './cells';
import type { EditHistory, HistoryEntry } from './history';
import { CORNER_SHAPES, type CornerShape, type ShapeCorners } from './shapes';
import { strokeCells } from './stroke';

/** The fill type: what new maps, resized borders and the eraser paint. */
export const FILL_TERRAIN = 0;

/**
 * A brush stroke in progress: construct on pointer down, `moveTo` on every pointer move,
 * `end` on pointer up (one undo entry) or `cancel` on Escape (no entry, cells restored).
 */
export class TerrainStroke extends BrushStroke {
  constructor(history: EditHistory, brush: Brush, terrain: number, x: number, y: number, label = 'brush stroke') {
    const gesture = history.beginGesture(label, 'terrain');
    super(history, brush, gesture, gesture.paint(terrain), x, y);
  }
}

/** The eraser: a stroke that paints the fill type. */
export function eraseStroke(history: EditHistory, brush: Brush, x: number, y: number): TerrainStroke {
  return new TerrainStroke(history, brush, FILL_TERRAIN, x, y, 'erase');
}

/** Paints whatever cells `rasterise` emits as one undo entry (null if nothing changed). */
export function paintShape(
  history: EditHistory,
  label: string,
  terrain: number,
  rasterise: (sink: CellSink) => void,
): HistoryEntry | null {
  const gesture = history.beginGesture(label, 'terrain');
  rasterise(gesture.paint(terrain));
  return history.endGesture();
}

/** Paints a list of cell indices (e.g. a CellBuffer's view) as one entry. */
export function paintCells(
  history: EditHistory,
  cells: ArrayLike<number>,
  terrain: number,
  label = 'paint',
): HistoryEntry | null {
  const size = history.grid.width * history.grid.height;
  return paintShape(history, label, terrain, (sink) => {
    for (let i = 0; i < cells.length; i++) {
      const index = cells[i]!;
      if (index >= 0 && index < size) sink(index);
    }
  });
}

/** The line tool: a Bresenham line (drawn with `brush`, 1 cell by default). */
export function paintLine(
  history: EditHistory,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  terrain: number,
  brush: Brush = makeBrush(1),
): HistoryEntry | null {
  return paintShape(history, 'line', terrain, (sink) => strokeCells(history.grid, brush, x0, y0, x1, y1, sink));
}

/** The rectangle or ellipse tool, from two opposite corners: one undo entry named after the shape. */
export function paintCornerShape(
  history: EditHistory,
  shape: CornerShape,
  corners: ShapeCorners,
  terrain: number,
  filled: boolean,
): HistoryEntry | null {
  const { label, cells } = CORNER_SHAPES[shape];
  const { x0, y0, x1, y1 } = corners;
  return paintShape(history, label, terrain, (sink) => cells(history.grid, x0, y0, x1, y1, filled, sink));
}

/** The eyedropper on terrain: the palette index at (x, y), or -1 off the map. */
export function pickTerrain(grid: Grid, x: number, y: number): number {
  return x >= 0 && y >= 0 && x < grid.width && y < grid.height ? grid.terrain[y * grid.width + x]! : -1;
}

/** The eyedropper on heights: the height at (x, y); 0 on a map without heights; null off the map. */
export function pickHeight(grid: Grid, x: number, y: number): number | null {
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return null;
  return grid.heights ? grid.heights[y * grid.width + x]! : 0;
}
