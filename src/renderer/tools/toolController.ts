// Routes the map's pointer events to the active tool. Pressing on the start or goal marker with
// any tool drags that marker instead, as users expect from every map editor.
import type { CellPointer, MapInputHandlers } from '../canvas/mapInput';
import type { MapDocument } from '../state/document.svelte';
import type { EditorState, ToolId } from '../state/editor.svelte';
import { MarkerTool } from './markerTool';
import { PaintTool } from './paintTool';
import type { Tool } from './tool';

export class ToolController implements MapInputHandlers {
  private readonly tools: Record<ToolId, Tool>;
  private active: Tool | null = null;

  constructor(
    private readonly doc: MapDocument,
    private readonly editor: EditorState,
    private readonly onContextMenu: (cell: number, clientX: number, clientY: number) => void,
  ) {
    const brush = () => ({ terrain: editor.terrain, size: editor.brushSize });
    this.tools = {
      brush: new PaintTool('Brush', doc, brush),
      eraser: new PaintTool('Eraser', doc, () => ({ terrain: 0, size: editor.brushSize })),
      start: new MarkerTool(doc, 'start'),
      goal: new MarkerTool(doc, 'goal'),
    };
  }

  toolDown(p: CellPointer): void {
    const cell = p.inside ? p.y * this.doc.width + p.x : -1;
    if (cell >= 0 && cell === this.doc.start) this.active = this.tools.start;
    else if (cell >= 0 && cell === this.doc.goal) this.active = this.tools.goal;
    else this.active = this.tools[this.editor.tool];
    this.active.down(p);
  }

  toolMove(p: CellPointer): void {
    this.active?.move(p);
  }

  toolUp(p: CellPointer): void {
    this.active?.up(p);
    this.active = null;
  }

  hover(p: CellPointer | null): void {
    this.editor.hoverCell = p ? p.y * this.doc.width + p.x : -1;
  }

  contextMenu(p: CellPointer, clientX: number, clientY: number): void {
    this.onContextMenu(p.y * this.doc.width + p.x, clientX, clientY);
  }

  cancel(): void {
    this.active?.cancel();
    this.active = null;
  }
}
