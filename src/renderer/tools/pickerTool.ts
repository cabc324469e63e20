// The eyedropper: click a cell to make its terrain the painting terrain (and its height the
// height brush's "set" value), then go back to the tool used before.
import { pickHeight, pickTerrain } from '../../shared/edit/paint';
import type { CellPointer } from '../canvas/mapInput';
import type { ToolPreview } from './preview';
import type { Tool, ToolContext } from './tool';

export class PickerTool implements Tool {
  constructor(private readonly ctx: ToolContext) {}

  down(p: CellPointer): void {
    const { doc, editor } = this.ctx;
    const terrain = pickTerrain(doc.grid, p.x, p.y);
    if (terrain < 0) return;
    editor.terrain = terrain;
    editor.heightValue = pickHeight(doc.grid, p.x, p.y) ?? editor.heightValue;
  }

  move(): void {}

  up(): void {
    const { editor } = this.ctx;
    if (editor.tool === 'picker') editor.tool = editor.previousTool === 'picker' ? 'brush' : editor.previousTool;
  }

  cancel(): void {}

  preview(hover: CellPointer | null): ToolPreview | null {
    return hover ? { kind: 'cell', x: hover.x, y: hover.y, color: 0xffffff } : null;
  }
}
