// Draws the active tool's cursor preview over the map: the brush footprint under the cursor,
// and the line, rectangle or ellipse being dragged. Shapes are rasterised with the same code
// that paints them, so the preview shows exactly the cells that will change; only a filled
// shape too big to list cell by cell is drawn as its outline geometry.
import { Graphics } from 'pixi.js';
import { stampCells } from '../../shared/edit/brush';
import { CellBuffer, type MapBounds } from '../../shared/edit/cells';
import { ellipseCells } from '../../shared/edit/ellipse';
import { rectCells } from '../../shared/edit/rect';
import { strokeCells } from '../../shared/edit/stroke';
import type { ToolPreview } from '../tools/preview';

/** Above this many cells a filled shape is previewed by its geometry. */
const MAX_PREVIEW_CELLS = 250_000;

export class ToolPreviewLayer {
  readonly graphics = new Graphics();
  private readonly cells = new CellBuffer(4096);
  private preview: ToolPreview | null = null;

  set(preview: ToolPreview | null): void {
    this.preview = preview;
  }

  draw(bounds: MapBounds, scale: number): void {
    const g = this.graphics.clear();
    const p = this.preview;
    if (!p) return;
    const line = 1 / scale;
    if (p.kind === 'cell') {
      g.rect(p.x, p.y, 1, 1).stroke({ width: 2 * line, color: 0x101018 }).rect(p.x, p.y, 1, 1).stroke({ width: line, color: p.color });
      return;
    }
    if (p.kind === 'rect' || p.kind === 'ellipse') {
      const x = Math.min(p.x0, p.x1);
      const y = Math.min(p.y0, p.y1);
      const w = Math.abs(p.x1 - p.x0) + 1;
      const h = Math.abs(p.y1 - p.y0) + 1;
      if (p.filled && w * h > MAX_PREVIEW_CELLS) {
        if (p.kind === 'rect') g.rect(x, y, w, h);
        else g.ellipse(x + w / 2, y + h / 2, w / 2, h / 2);
        g.fill({ color: p.color, alpha: 0.5 }).stroke({ width: 2 * line, color: 0xffffff });
        return;
      }
    }
    const buffer = this.cells;
    buffer.clear();
    if (p.kind === 'brush') stampCells(bounds, p.brush, p.x, p.y, buffer.add);
    else if (p.kind === 'line') strokeCells(bounds, p.brush, p.x0, p.y0, p.x1, p.y1, buffer.add);
    else if (p.kind === 'rect') rectCells(bounds, p.x0, p.y0, p.x1, p.y1, p.filled, buffer.add);
    else ellipseCells(bounds, p.x0, p.y0, p.x1, p.y1, p.filled, buffer.add);
    drawRuns(g, buffer.view(), bounds.width);
    g.fill({ color: p.color, alpha: 0.55 });
    if (p.kind === 'brush') {
      const r = p.brush.first;
      g.rect(p.x + r, p.y + r, p.brush.size, p.brush.size).stroke({ width: line, color: 0xffffff, alpha: 0.8 });
    }
  }
}

/** Adds one rectangle per run of consecutive cells on a row (sorted first: strokes emit out of order). */
function drawRuns(g: Graphics, cells: Int32Array, width: number): void {
  if (cells.length === 0) return;
  const sorted = cells.slice().sort();
  let start = sorted[0]!;
  let prev = start;
  const flush = () => {
    const y = Math.floor(start / width);
    g.rect(start - y * width, y, prev - start + 1, 1);
  };
  for (let i = 1; i < sorted.length; i++) {
    const c = sorted[i]!;
    if (c === prev) continue;
    if (c === prev + 1 && c % width !== 0) {
      prev = c;
      continue;
    }
    flush();
    start = prev = c;
  }
  flush();
}
