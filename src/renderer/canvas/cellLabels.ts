// Cell text at high zoom: each visible cell's cost (or height) centred on it. Only cells on
// screen get a label, drawn from a pool of BitmapText objects reused every frame, so the cost
// depends on the window, never on the map.
import { BitmapText, Container } from 'pixi.js';
import { cellTextFont } from './cellTextFont';
import type { Grid } from '../../shared/grid/grid';
import type { Camera } from './camera';
import { SQUARE_LAYOUT, type CellLayout } from './cellLayout';
import { hexCostLabelPlace, NUMBERS_MIN_SCALE } from '../overlays/cellNumbers';

/** Pixels per cell from which labels are drawn. */
export const LABEL_MIN_SCALE = 28;

export type CellLabelMode = 'off' | 'cost' | 'height';

const FONT = cellTextFont('AStarCellLabel', 32, '.-×', { color: 0x101018, width: 5 });

export class CellLabels {
  /** Lives in screen space (not scaled with the map) so text stays crisp. */
  readonly container = new Container();
  private readonly pool: BitmapText[] = [];

  /**
   * `numbersShown`: the debugger writes f, g and h in the cells; on hexes the label then moves into
   * the triangle below the numbers' band (on squares the numbers keep to the corners).
   */
  draw(camera: Camera, viewWidth: number, viewHeight: number, grid: Grid, mode: CellLabelMode, layout: CellLayout = SQUARE_LAYOUT, numbersShown = false): void {
    let used = 0;
    if (mode !== 'off' && camera.scale >= LABEL_MIN_SCALE && !(mode === 'height' && !grid.heights)) {
      FONT.install();
      const a = camera.toCell(0, 0);
      const b = camera.toCell(viewWidth, viewHeight);
      const { x0, y0, x1, y1 } = layout.cellsIn(a.x, a.y, b.x, b.y, grid.width, grid.height);
      const costs = grid.palette.map((t) => (t.passable ? formatCost(t.cost) : '×'));
      const hexPlace = numbersShown && layout.topology === 'hex' && camera.scale >= NUMBERS_MIN_SCALE ? hexCostLabelPlace(camera.scale) : null;
      const fontSize = hexPlace?.fontSize ?? Math.min(16, Math.round(camera.scale * 0.36));
      const dy = hexPlace?.dy ?? 0;
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const i = y * grid.width + x;
          // Heights: only cells off the zero plane, so the numbers that matter stand out.
          const text = mode === 'height' ? (grid.heights![i] ? String(grid.heights![i]) : '') : costs[grid.terrain[i]!]!;
          if (!text) continue;
          const label = this.take(used++);
          if (label.text !== text) label.text = text;
          if (label.style.fontSize !== fontSize) label.style.fontSize = fontSize;
          const s = camera.toScreen(layout.centreX(x, y), layout.centreY(y));
          label.position.set(Math.round(s.x), Math.round(s.y + dy));
        }
      }
    }
    for (let k = used; k < this.pool.length; k++) this.pool[k]!.visible = false;
  }

  private take(k: number): BitmapText {
    let label = this.pool[k];
    if (!label) {
      label = new BitmapText({ text: '', style: { fontFamily: FONT.name, fontSize: 12 } });
      label.anchor.set(0.5);
      this.container.addChild(label);
      this.pool.push(label);
    }
    label.visible = true;
    return label;
  }
}

function formatCost(cost: number): string {
  return Number.isInteger(cost) ? String(cost) : String(Math.round(cost * 100) / 100);
}
