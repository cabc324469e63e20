// The height brush: raise, lower, flatten or set heights under a stroke, one undo entry per
// stroke. The first stroke on a map without heights creates the layer (undone with it).
import { HEIGHT_MAX, HeightStroke } from '../../shared/edit/heights';
import type { CellPointer } from '../canvas/mapInput';
import type { ToolPreview } from './preview';
import type { Tool, ToolContext } from './tool';
import { toolBrush } from './toolBrush';

const MODE_COLORS = { raise: 0xffffff, lower: 0x202030, flatten: 0xd0b060, set: 0x60c0ff } as const;

export class HeightTool implements Tool {
  private stroke: HeightStroke | null = null;

  constructor(private readonly ctx: ToolContext) {}

  down(p: CellPointer): void {
    const { editor, doc } = this.ctx;
    const brush = toolBrush(this.ctx);
    const amount = editor.heightMode === 'flatten' && editor.heightAmount <= 0 ? HEIGHT_MAX : editor.heightAmount;
    this.stroke = new HeightStroke(doc.history, { brush, mode: editor.heightMode, amount, value: editor.heightValue }, p.x, p.y);
  }

  move(p: CellPointer): void {
    this.stroke?.moveTo(p.x, p.y);
  }

  up(p: CellPointer): void {
    this.move(p);
    this.stroke?.end();
    this.stroke = null;
  }

  cancel(): void {
    this.stroke?.cancel();
    this.stroke = null;
  }

  preview(hover: CellPointer | null): ToolPreview | null {
    const { editor } = this.ctx;
    if (!hover) return null;
    return { kind: 'brush', x: hover.x, y: hover.y, brush: toolBrush(this.ctx), color: MODE_COLORS[editor.heightMode] };
  }
}
