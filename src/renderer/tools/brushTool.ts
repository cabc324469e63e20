// Brush and eraser: idle → painting → idle, one undo entry per stroke. Shift-drag draws a
// straight line with the brush instead (previewed until release).
import type { Brush } from '../../shared/edit/brush';
import { FILL_TERRAIN, paintLine, TerrainStroke } from '../../shared/edit/paint';
import type { CellPointer } from '../canvas/mapInput';
import { terrainColor, type ToolPreview } from './preview';
import type { Tool, ToolContext } from './tool';
import { toolBrush } from './toolBrush';

export class BrushTool implements Tool {
  private stroke: TerrainStroke | null = null;
  private line: { x0: number; y0: number; x1: number; y1: number } | null = null;

  constructor(
    private readonly ctx: ToolContext,
    private readonly erases: boolean,
  ) {}

  private get terrain(): number {
    return this.erases ? FILL_TERRAIN : this.ctx.editor.terrain;
  }

  private get brush(): Brush {
    return toolBrush(this.ctx);
  }

  down(p: CellPointer): void {
    if (p.shift) this.line = { x0: p.x, y0: p.y, x1: p.x, y1: p.y };
    else this.stroke = new TerrainStroke(this.ctx.doc.history, this.brush, this.terrain, p.x, p.y, this.erases ? 'erase' : 'brush stroke');
  }

  move(p: CellPointer): void {
    this.stroke?.moveTo(p.x, p.y);
    if (this.line) {
      this.line.x1 = p.x;
      this.line.y1 = p.y;
    }
  }

  up(p: CellPointer): void {
    this.move(p);
    this.stroke?.end();
    this.stroke = null;
    if (this.line) {
      const { x0, y0, x1, y1 } = this.line;
      paintLine(this.ctx.doc.history, x0, y0, x1, y1, this.terrain, this.brush);
      this.line = null;
    }
  }

  cancel(): void {
    this.stroke?.cancel();
    this.stroke = null;
    this.line = null;
  }

  preview(hover: CellPointer | null): ToolPreview | null {
    const color = terrainColor(this.ctx.doc.grid.palette, this.terrain);
    if (this.line) return { kind: 'line', ...this.line, brush: this.brush, color };
    return hover ? { kind: 'brush', x: hover.x, y: hover.y, brush: this.brush, color } : null;
  }
}
