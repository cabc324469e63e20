// Draws the active tool's cursor preview over the map: the brush footprint under the cursor,
// and the line, rectangle or ellipse being dragged. Shapes are rasterised with the same code
// that paints them, so the preview shows exactly the cells that will change; only a filled
// shape too big to list cell by cell is drawn as its outline geometry. On hex maps cells are
// drawn as hexes (a run of cells on a row as one zig-zag strip).
import { Graphics } from 'pixi.js';
import { stampCells } from '../../shared/edit/brush';
import { CellBuffer, type MapBounds } from '../../shared/edit/cells';
import { CORNER_SHAPES } from '../../shared/edit/shapes';
import { HEX_RADIUS, hexCentreX, hexCentreY, hexCorners } from '../../shared/grid/hex';
import { strokeCells } from '../../shared/edit/stroke';
import type { ToolPreview } from '../tools/preview';
import { SQUARE_LAYOUT, type CellLayout } from './cellLayout';

/** Above this many cells a filled shape is previewed by its geometry. */
const MAX_PREVIEW_CELLS = 250_000;
/** The same on hexes, where each run is a polygon of four points a cell. */
const MAX_HEX_PREVIEW_CELLS = 40_000;

export class ToolPreviewLayer {
  readonly graphics = new Graphics();
  private readonly cells = new CellBuffer(4096);
  private preview: ToolPreview | null = null;
  /** What the graphics hold (see shapeKey); '' when empty. */
  private drawnKey = '';
  /** The cell a brush footprint was built at: a brush moved since is only moved, not rebuilt. */
  private drawnX = 0;
  private drawnY = 0;

  set(preview: ToolPreview | null): void {
    this.preview = preview;
  }

  /**
   * Draws the preview, rebuilding its geometry only when its shape changed: the map draws every
   * frame of a stroke, and a brush that merely moved is the same footprint shifted, so it is moved
   * (rebuilding it each frame was a share of a stroke's script time).
   */
  draw(bounds: MapBounds, scale: number, layout: CellLayout = SQUARE_LAYOUT): void {
    const p = this.preview;
    const key = p ? shapeKey(p, bounds, scale, layout) : '';
    if (key === this.drawnKey) {
      if (p?.kind === 'brush') {
        this.graphics.position.set(layout.centreX(p.x, p.y) - layout.centreX(this.drawnX, this.drawnY), layout.centreY(p.y) - layout.centreY(this.drawnY));
      }
      return;
    }
    this.drawnKey = key;
    this.graphics.position.set(0, 0);
    if (p?.kind === 'brush') {
      this.drawnX = p.x;
      this.drawnY = p.y;
    }
    this.build(bounds, scale, layout);
  }

  private build(bounds: MapBounds, scale: number, layout: CellLayout): void {
    const g = this.graphics.clear();
    const p = this.preview;
    if (!p) return;
    const line = 1 / scale;
    const hex = layout.topology === 'hex';
    if (p.kind === 'cell' && hex) {
      const c = hexCorners(p.x, p.y);
      g.poly(c).stroke({ width: 2 * line, color: 0x101018 }).poly(c).stroke({ width: line, color: p.color });
      return;
    }
    if (p.kind === 'cell') {
      g.rect(p.x, p.y, 1, 1).stroke({ width: 2 * line, color: 0x101018 }).rect(p.x, p.y, 1, 1).stroke({ width: line, color: p.color });
      return;
    }
    if (p.kind === 'rect' || p.kind === 'ellipse') {
      const x = Math.min(p.x0, p.x1);
      const y = Math.min(p.y0, p.y1);
      const w = Math.abs(p.x1 - p.x0) + 1;
      const h = Math.abs(p.y1 - p.y0) + 1;
      if (p.filled && w * h > (hex ? MAX_HEX_PREVIEW_CELLS : MAX_PREVIEW_CELLS)) {
        // The box spanned by the corner cells' centres, widened by half a cell (and a hex radius).
        const x0 = layout.centreX(x, y) - 0.5, x1 = layout.centreX(x + w - 1, y) + 0.5;
        const y0 = layout.centreY(y) - (hex ? HEX_RADIUS : 0.5), y1 = layout.centreY(y + h - 1) + (hex ? HEX_RADIUS : 0.5);
        if (p.kind === 'rect') g.rect(x0, y0, x1 - x0, y1 - y0);
        else g.ellipse((x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2);
        g.fill({ color: p.color, alpha: 0.5 }).stroke({ width: 2 * line, color: 0xffffff });
        return;
      }
    }
    const buffer = this.cells;
    buffer.clear();
    if (p.kind === 'brush') stampCells(bounds, p.brush, p.x, p.y, buffer.add);
    else if (p.kind === 'line') strokeCells(bounds, p.brush, p.x0, p.y0, p.x1, p.y1, buffer.add);
    else CORNER_SHAPES[p.kind].cells(bounds, p.x0, p.y0, p.x1, p.y1, p.filled, buffer.add);
    drawRuns(g, buffer.view(), bounds.width, hex ? hexRun : squareRun);
    g.fill({ color: p.color, alpha: 0.55 });
    if (p.kind === 'brush' && !hex) {
      // The outline follows the brush's shape: a round brush shows a circle, not its box.
      const r = p.brush.first, size = p.brush.size;
      if (p.brush.shape === 'round') g.circle(p.x + r + size / 2, p.y + r + size / 2, size / 2);
      else g.rect(p.x + r, p.y + r, size, size);
      g.stroke({ width: line, color: 0xffffff, alpha: 0.8 });
    }
  }
}

/**
 * Identifies a preview's geometry. A brush footprint clear of the map's edges is the same shape
 * wherever it stands (on hexes, on rows of the same parity, since odd rows sit half a cell right),
 * so its position is left out; near an edge the map clips it, so the position is part of it.
 */
export function shapeKey(p: ToolPreview, bounds: MapBounds, scale: number, layout: CellLayout): string {
  const view = `${scale}:${layout.topology}:${bounds.width}x${bounds.height}:${p.color}`;
  if (p.kind === 'brush') {
    // Clear of the edges: a square brush's rows and columns are first … first + size − 1 from its
    // cell (painting along a level's border, a few cells in, must not rebuild it every cell); a hex
    // disc's odd rows shift, so it keeps a wider margin.
    const b = p.brush, hex = layout.topology === 'hex';
    const lo = hex ? -(b.size + 1) : b.first, hi = hex ? b.size + 1 : b.first + b.size - 1;
    const clear = p.x + lo >= 0 && p.y + lo >= 0 && p.x + hi < bounds.width && p.y + hi < bounds.height;
    const where = clear ? (layout.topology === 'hex' ? `row${p.y & 1}` : 'free') : `${p.x},${p.y}`;
    return `brush:${b.shape}:${b.size}:${where}:${view}`;
  }
  if (p.kind === 'cell') return `cell:${p.x},${p.y}:${view}`;
  if (p.kind === 'line') return `line:${p.brush.shape}:${p.brush.size}:${p.x0},${p.y0},${p.x1},${p.y1}:${view}`;
  return `${p.kind}:${p.filled}:${p.x0},${p.y0},${p.x1},${p.y1}:${view}`;
}

/** Adds the shape of cells x0..x1 of row y. */
type RunShape = (g: Graphics, x0: number, x1: number, y: number) => void;

const squareRun: RunShape = (g, x0, x1, y) => void g.rect(x0, y, x1 - x0 + 1, 1);

/** A run of hexes as one polygon: zig-zag along the tips on top, back along the bottom tips. */
const hexRun: RunShape = (g, x0, x1, y) => {
  const cy = hexCentreY(y);
  const r = HEX_RADIUS;
  const points: number[] = [hexCentreX(x0, y) - 0.5, cy - r / 2];
  for (let x = x0; x <= x1; x++) points.push(hexCentreX(x, y), cy - r, hexCentreX(x, y) + 0.5, cy - r / 2);
  points.push(hexCentreX(x1, y) + 0.5, cy + r / 2);
  for (let x = x1; x >= x0; x--) points.push(hexCentreX(x, y), cy + r, hexCentreX(x, y) - 0.5, cy + r / 2);
  g.poly(points);
};

/** Adds one shape per run of consecutive cells on a row (sorted first: strokes emit out of order). */
function drawRuns(g: Graphics, cells: Int32Array, width: number, shape: RunShape): void {
  if (cells.length === 0) return;
  const sorted = cells.slice().sort();
  let start = sorted[0]!;
  let prev = start;
  const flush = () => {
    const y = Math.floor(start / width);
    shape(g, start - y * width, prev - y * width, y);
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
