// Cell grid lines, drawn only over the visible cells and only when cells are big enough to need
// them, so their cost depends on the window, not the map. Hex maps get hex outlines.
import { Graphics } from 'pixi.js';
import { hexCorners } from '../../shared/grid/hex';
import type { Camera } from './camera';
import { SQUARE_LAYOUT, type CellLayout } from './cellLayout';

/** Pixels per cell from which grid lines are drawn. */
export const GRID_MIN_SCALE = 8;
/** Hex outlines are three segments a cell, not a line a column: they start a little later. */
export const HEX_GRID_MIN_SCALE = 12;

export class GridLines {
  readonly graphics = new Graphics();
  private readonly corners: number[] = [];
  /** What the lines were last built for: every frame of a stroke draws them, and they change only with the view. */
  private drawnKey = '';

  draw(camera: Camera, viewWidth: number, viewHeight: number, mapWidth: number, mapHeight: number, visible: boolean, layout: CellLayout = SQUARE_LAYOUT): void {
    const key = `${visible}:${camera.x},${camera.y},${camera.scale}:${viewWidth}x${viewHeight}:${mapWidth}x${mapHeight}:${layout.topology}`;
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    const g = this.graphics.clear();
    const hex = layout.topology === 'hex';
    if (!visible || camera.scale < (hex ? HEX_GRID_MIN_SCALE : GRID_MIN_SCALE)) return;
    const a = camera.toCell(0, 0);
    const b = camera.toCell(viewWidth, viewHeight);
    if (hex) {
      this.drawHexes(g, layout.cellsIn(a.x, a.y, b.x, b.y, mapWidth, mapHeight), mapWidth, mapHeight);
      g.stroke({ width: 1 / camera.scale, color: 0x000000, alpha: 0.3 });
      return;
    }
    const x0 = Math.max(0, Math.floor(a.x));
    const y0 = Math.max(0, Math.floor(a.y));
    const x1 = Math.min(mapWidth, Math.ceil(b.x));
    const y1 = Math.min(mapHeight, Math.ceil(b.y));
    // Half a screen pixel in: a 1 px line centred on a pixel boundary would smear into two faint columns.
    const half = 0.5 / camera.scale;
    for (let x = x0; x <= x1; x++) g.moveTo(x + half, y0).lineTo(x + half, y1);
    for (let y = y0; y <= y1; y++) g.moveTo(x0, y + half).lineTo(x1, y + half);
    g.stroke({ width: 1 / camera.scale, color: 0x000000, alpha: 0.3 });
  }

  /**
   * Each inner hex draws its left side and its two upper edges: every shared edge once (a line
   * drawn twice at 30% alpha would show darker). Hexes on the map's border draw all six sides.
   */
  private drawHexes(g: Graphics, cells: { x0: number; y0: number; x1: number; y1: number }, width: number, height: number): void {
    const c = this.corners;
    for (let y = cells.y0; y <= cells.y1; y++) {
      for (let x = cells.x0; x <= cells.x1; x++) {
        hexCorners(x, y, c);
        // Corners clockwise from the top tip: 0 top, 1 upper right, 2 lower right, 3 bottom, 4 lower left, 5 upper left.
        const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
        if (border) {
          g.moveTo(c[0]!, c[1]!);
          for (let k = 1; k <= 6; k++) g.lineTo(c[(k % 6) * 2]!, c[(k % 6) * 2 + 1]!);
        } else {
          g.moveTo(c[8]!, c[9]!).lineTo(c[10]!, c[11]!).lineTo(c[0]!, c[1]!).lineTo(c[2]!, c[3]!);
        }
      }
    }
  }
}
