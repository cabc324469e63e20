// The Point tool (K): a click on a cell places a point of interest there, named "Point N" in the
// group the tool bar names (the side panel's Points section renames it); a press on a point drags it
// instead. Each placement or drag is one undo step once the button is released; Escape puts a
// dragged point back.
import type { CellPointer } from '../canvas/mapInput';
import { groupColor } from '../canvas/markerColors';
import type { PointOfInterest } from '../../shared/levelChecks/points';
import type { MapDocument } from '../state/document.svelte';
import type { EditorState } from '../state/editor.svelte';
import { addPoint } from '../state/levelEdits';
import type { ToolPreview } from './preview';
import type { Tool } from './tool';

export class PointTool implements Tool {
  /** The point being dragged (its index), −1 when none; and the points before the drag. */
  private dragging = -1;
  private before: readonly PointOfInterest[] = [];

  constructor(
    private readonly doc: MapDocument,
    private readonly editor: EditorState,
  ) {}

  down(p: CellPointer): void {
    if (this.dragging >= 0 || !p.inside) return;
    const cell = p.y * this.doc.width + p.x;
    const on = this.doc.points.findIndex((q) => q.cell === cell);
    if (on >= 0) {
      this.dragging = on;
      this.before = this.doc.points;
      return;
    }
    // A group name left empty or a project full of points is said beside the tool and in the Points section.
    addPoint(this.doc, cell, this.editor.pointGroup);
  }

  move(p: CellPointer): void {
    if (this.dragging < 0 || !p.inside) return;
    const cell = p.y * this.doc.width + p.x;
    if (this.doc.points[this.dragging]?.cell === cell) return;
    this.doc.points = this.doc.points.map((q, i) => (i === this.dragging ? { ...q, cell } : q));
  }

  up(p: CellPointer): void {
    if (this.dragging < 0) return;
    this.move(p);
    this.dragging = -1;
    this.doc.levelChanged('move point', { points: this.before, checks: this.doc.checks });
  }

  cancel(): void {
    if (this.dragging >= 0) this.doc.points = this.before;
    this.dragging = -1;
  }

  preview(hover: CellPointer | null): ToolPreview | null {
    if (!hover || this.dragging >= 0) return null;
    const groups = [...new Set(this.doc.points.map((q) => q.group))];
    const index = groups.indexOf(this.editor.pointGroup.trim());
    return { kind: 'cell', x: hover.x, y: hover.y, color: groupColor(index >= 0 ? index : groups.length) };
  }
}
