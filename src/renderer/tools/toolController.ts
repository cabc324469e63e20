// Routes the map's pointer events to the active tool and reports its cursor preview. Pressing
// on the start or goal marker, or on a waypoint, with any tool drags it instead, as users expect
// from every map editor.
import type { CellPointer, MapInputHandlers } from '../canvas/mapInput';
import type { MapDocument } from '../state/document.svelte';
import type { EditorState } from '../state/editor.svelte';
import type { ToolPreview } from './preview';
import { nextFrame, type Scheduler, type Tool } from './tool';
import { TOOLS, type ToolId } from './toolRegistry';
import type { WaypointTool } from './waypointTool';

export class ToolController implements MapInputHandlers {
  readonly tools: Record<ToolId, Tool>;
  /** Tools whose work can go on after the pointer let go (the fill). */
  private readonly lasting: Tool[];
  private active: Tool | null = null;
  private hovered: CellPointer | null = null;
  /** Called whenever the cursor preview may have changed. */
  onPreview: (preview: ToolPreview | null) => void = () => {};

  constructor(
    private readonly doc: MapDocument,
    private readonly editor: EditorState,
    private readonly onContextMenu: (cell: number, clientX: number, clientY: number) => void = () => {},
    schedule: Scheduler = nextFrame,
    /** Milliseconds a fill may run per frame; tests pass 0 for one step per frame. */
    sliceMs?: number,
  ) {
    const ctx = { doc, editor, schedule, sliceMs };
    this.tools = Object.fromEntries(TOOLS.map((t): [ToolId, Tool] => [t.id, t.create(ctx)])) as Record<ToolId, Tool>;
    this.lasting = Object.values(this.tools).filter((t) => t.finish);
  }

  /** Whether a gesture is under way (a drag, or a fill still spreading). */
  get busy(): boolean {
    return this.active !== null || this.lasting.some((t) => t.busy);
  }

  toolDown(p: CellPointer): void {
    this.finishLasting(); // one edit at a time: a fill still spreading completes first
    const cell = p.inside ? p.y * this.doc.width + p.x : -1;
    if (cell >= 0 && cell === this.doc.start) this.active = this.tools.start;
    else if (cell >= 0 && cell === this.doc.goal) this.active = this.tools.goal;
    else if (cell >= 0 && this.doc.waypoints.includes(cell)) {
      const waypoints = this.tools.waypoint as WaypointTool;
      waypoints.grab(this.doc.waypoints.indexOf(cell));
      this.active = waypoints;
    } else this.active = this.tools[this.editor.tool];
    this.active.down(p);
    this.hovered = p;
    this.emitPreview();
  }

  toolMove(p: CellPointer): void {
    if (!this.active) return;
    this.active.move(p);
    this.hovered = p;
    this.emitPreview();
  }

  toolUp(p: CellPointer): void {
    const tool = this.active;
    this.active = null;
    tool?.up(p);
    this.emitPreview();
  }

  hover(p: CellPointer | null): void {
    this.hovered = p;
    this.editor.hoverCell = p && p.inside ? p.y * this.doc.width + p.x : -1;
    this.emitPreview();
  }

  contextMenu(p: CellPointer, clientX: number, clientY: number): void {
    this.onContextMenu(p.y * this.doc.width + p.x, clientX, clientY);
  }

  /** Escape: abandons the drag or the fill in progress; returns whether there was one. */
  cancel(): boolean {
    const had = this.busy;
    this.active?.cancel();
    this.active = null;
    for (const t of this.lasting) if (t.busy) t.cancel();
    this.emitPreview();
    return had;
  }

  /** Before undo, redo or any map command: completes a running fill. */
  settle(): void {
    if (this.active) this.cancel();
    this.finishLasting();
  }

  private finishLasting(): void {
    for (const t of this.lasting) t.finish?.();
  }

  /** Re-reports the preview (after the tool or its settings changed). */
  emitPreview(): void {
    const tool = this.active ?? this.tools[this.editor.tool];
    this.onPreview(tool.preview(this.hovered));
  }
}
