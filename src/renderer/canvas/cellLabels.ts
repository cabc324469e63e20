// Cell text at high zoom: each visible cell's cost (or height) centred on it. Only cells on
// screen get a label, drawn from a pool of BitmapText objects reused every frame, so the cost
// depends on the window, never on the map.
import { Container } from 'pixi.js';
import { cellTextFont } from './cellTextFont';
import { TextPool } from './textPool';
import type { Grid } from '../../shared/grid/grid';
import type { Camera } from './camera';
import { SQUARE_LAYOUT, type CellLayout } from './cellLayout';
import { costLabelPlace, NUMBERS_MIN_SCALE, type CostLabelPlace, type TextBox } from '../overlays/cellNumbers';
import { lineRatio, numberLineRatio } from '../overlays/cellNumbersOverlay';

/** Pixels per cell from which labels are drawn. */
export const LABEL_MIN_SCALE = 28;

export type CellLabelMode = 'off' | 'cost' | 'height';

const FONT = cellTextFont('AStarCellLabel', 32, '.-×', { color: 0x101018, width: 5 });

/** The label's usual font size at `scale` pixels a cell. */
const labelFontSize = (scale: number) => Math.min(16, Math.round(scale * 0.36));

export class CellLabels {
  /** Lives in screen space (not scaled with the map) so text stays crisp. */
  readonly container = new Container();
  private readonly pool = new TextPool(this.container, FONT.name);
  /** Per label drawn: its cell and its box in the container (tests check they keep off the numbers). */
  private readonly drawn: { cell: number; box: TextBox }[] = [];

  /**
   * `numbersShown`: the debugger writes f, g and h in the cells; the label then keeps to the room
   * they leave (costLabelPlace): between their rows on squares, the triangle under their band on hexes.
   */
  draw(camera: Camera, viewWidth: number, viewHeight: number, grid: Grid, mode: CellLabelMode, layout: CellLayout = SQUARE_LAYOUT, numbersShown = false): void {
    let used = 0;
    this.drawn.length = 0;
    if (mode !== 'off' && camera.scale >= LABEL_MIN_SCALE && !(mode === 'height' && !grid.heights)) {
      FONT.install();
      const a = camera.toCell(0, 0);
      const b = camera.toCell(viewWidth, viewHeight);
      const { x0, y0, x1, y1 } = layout.cellsIn(a.x, a.y, b.x, b.y, grid.width, grid.height);
      const costs = grid.palette.map((t) => (t.passable ? formatCost(t.cost) : '×'));
      const place = numbersShown && camera.scale >= NUMBERS_MIN_SCALE ? this.placeBesideNumbers(camera.scale, layout) : null;
      const fontSize = place?.fontSize ?? labelFontSize(camera.scale);
      const dy = place?.dy ?? 0;
      const roomWidth = place ? place.room.x1 - place.room.x0 : Infinity;
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const i = y * grid.width + x;
          // Heights: only cells off the zero plane, so the numbers that matter stand out.
          const text = mode === 'height' ? (grid.heights![i] ? String(grid.heights![i]) : '') : costs[grid.terrain[i]!]!;
          if (!text) continue;
          const label = this.pool.take(used++);
          if (label.text !== text) label.text = text;
          if (label.style.fontSize !== fontSize) label.style.fontSize = fontSize;
          // A label wider than the room the numbers leave (a long decimal) is drawn smaller.
          if (label.width > roomWidth) label.style.fontSize = Math.floor((fontSize * roomWidth) / label.width);
          const s = camera.toScreen(layout.centreX(x, y), layout.centreY(y));
          label.position.set(Math.round(s.x), Math.round(s.y + dy));
          const w = label.width / 2, h = label.height / 2;
          this.drawn.push({ cell: i, box: { x0: label.x - w, y0: label.y - h, x1: label.x + w, y1: label.y + h } });
        }
      }
    }
    this.pool.hideFrom(used);
  }

  /** The labels drawn last, each with its cell and its box in global (canvas) pixels. */
  drawnBoxes(): { cell: number; box: TextBox }[] {
    return this.drawn.map(({ cell, box }) => {
      const a = this.container.toGlobal({ x: box.x0, y: box.y0 }), b = this.container.toGlobal({ x: box.x1, y: box.y1 });
      return { cell, box: { x0: a.x, y0: a.y, x1: b.x, y1: b.y } };
    });
  }

  private placeBesideNumbers(scale: number, layout: CellLayout): CostLabelPlace {
    FONT.install();
    return costLabelPlace(scale, layout, numberLineRatio(), lineRatio(FONT.name), labelFontSize(scale));
  }

}

function formatCost(cost: number): string {
  return Number.isInteger(cost) ? String(cost) : String(Math.round(cost * 100) / 100);
}
