// Where cells sit in world space: unit squares, or pointy-top odd-r hexes (shared/grid/hex.ts).
// Every layer that places something on a cell (terrain, grid lines, labels, path, markers, tool
// preview, minimap, picking) asks the map view's layout, so square maps keep their exact old
// arithmetic and hex maps get the same features through one interface.
import type { CellBox } from '../../shared/edit/cells';
import { HEX_RADIUS, HEX_ROW_PITCH, hexAt, hexCentreX, hexCentreY, hexWorldHeight, hexWorldWidth } from '../../shared/grid/hex';
import type { MapTopology } from '../../shared/grid/mapTopology';

export interface CellLayout {
  readonly topology: MapTopology;
  /** World x of the centre of cell (x, y). */
  centreX(x: number, y: number): number;
  /** World y of the centre of the cells of row y. */
  centreY(y: number): number;
  /** The map's extent in world units. */
  worldWidth(width: number, height: number): number;
  worldHeight(height: number): number;
  /** The cell containing world point (wx, wy), unclamped. */
  cellAt(wx: number, wy: number): { x: number; y: number };
  /** Every cell that may show in the world rectangle, clipped to a map of width × height (may be empty). */
  cellsIn(wx0: number, wy0: number, wx1: number, wy1: number, width: number, height: number): CellBox;
}

export const SQUARE_LAYOUT: CellLayout = {
  topology: 'square',
  centreX: (x) => x + 0.5,
  centreY: (y) => y + 0.5,
  worldWidth: (width) => width,
  worldHeight: (height) => height,
  cellAt: (wx, wy) => ({ x: Math.floor(wx), y: Math.floor(wy) }),
  cellsIn: (wx0, wy0, wx1, wy1, width, height) => ({
    x0: Math.max(0, Math.floor(wx0)),
    y0: Math.max(0, Math.floor(wy0)),
    x1: Math.min(width - 1, Math.floor(wx1)),
    y1: Math.min(height - 1, Math.floor(wy1)),
  }),
};

export const HEX_LAYOUT: CellLayout = {
  topology: 'hex',
  centreX: hexCentreX,
  centreY: hexCentreY,
  worldWidth: hexWorldWidth,
  worldHeight: hexWorldHeight,
  cellAt: hexAt,
  // A hex reaches half a cell beyond its column and a radius above and below its centre.
  cellsIn: (wx0, wy0, wx1, wy1, width, height) => ({
    x0: Math.max(0, Math.floor(wx0 - 1)),
    y0: Math.max(0, Math.floor((wy0 - 2 * HEX_RADIUS) / HEX_ROW_PITCH)),
    x1: Math.min(width - 1, Math.floor(wx1)),
    y1: Math.min(height - 1, Math.ceil(wy1 / HEX_ROW_PITCH)),
  }),
};

export function layoutOf(topology: MapTopology): CellLayout {
  return topology === 'hex' ? HEX_LAYOUT : SQUARE_LAYOUT;
}
