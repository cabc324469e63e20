// Line, rectangle and ellipse: press at one corner, drag to the other (previewed), release to
// paint as one undo entry. The line uses the brush (a hex line of hex discs on hex maps); the
// shapes follow the Filled setting, and on hex maps the hex rows (offset coordinates).
import { paintCornerShape, paintLine } from '../../shared/edit/paint';
import type { CornerShape, ShapeCorners } from '../../shared/edit/shapes';
import type { CellPointer } from '../canvas/mapInput';
import { terrainColor, type ToolPreview } from './preview';
import type { Tool, ToolContext } from './tool';
import { toolBrush } from './toolBrush';

export type ShapeKind = 'line' | CornerShape;

export class ShapeTool implements Tool {
  private drag: ShapeCorners | null = null;

  constructor(
    private readonly ctx: ToolContext,
    private readonly kind: ShapeKind,
  ) {}

  down(p: CellPointer): void {
    this.drag = { x0: p.x, y0: p.y, x1: p.x, y1: p.y };
  }

  move(p: CellPointer): void {
    if (!this.drag) return;
    this.drag.x1 = p.x;
    this.drag.y1 = p.y;
  }

  up(p: CellPointer): void {
    if (!this.drag) return;
    this.move(p);
    const corners = this.drag;
    const { doc, editor } = this.ctx;
    this.drag = null;
    if (this.kind === 'line') paintLine(doc.history, corners.x0, corners.y0, corners.x1, corners.y1, editor.terrain, toolBrush(this.ctx));
    else paintCornerShape(doc.history, this.kind, corners, editor.terrain, editor.shapeFilled);
  }

  cancel(): void {
    this.drag = null;
  }

  preview(hover: CellPointer | null): ToolPreview | null {
    const { doc, editor } = this.ctx;
    const color = terrainColor(doc.grid.palette, editor.terrain);
    const brush = toolBrush(this.ctx);
    if (!this.drag) {
      if (!hover) return null;
      return this.kind === 'line' ? { kind: 'brush', x: hover.x, y: hover.y, brush, color } : { kind: 'cell', x: hover.x, y: hover.y, color };
    }
    if (this.kind === 'line') return { kind: 'line', ...this.drag, brush, color };
    return { kind: this.kind, ...this.drag, filled: editor.shapeFilled, color };
  }
}
