// Places the start or the goal where the user clicks; dragging moves it along, and the whole
// move is one undo step once the button is released (Escape puts a dragged marker back).
import type { CellPointer } from '../canvas/mapInput';
import { GOAL_COLOR, START_COLOR } from '../canvas/markerColors';
import type { MapDocument } from '../state/document.svelte';
import type { ToolPreview } from './preview';
import type { Tool } from './tool';

export type MarkerKind = 'start' | 'goal';

export class MarkerTool implements Tool {
  private before = -1;
  private active = false;

  constructor(
    private readonly doc: MapDocument,
    private readonly kind: MarkerKind,
  ) {}

  down(p: CellPointer): void {
    this.before = this.doc[this.kind];
    this.active = true;
    this.place(p);
  }

  move(p: CellPointer): void {
    if (this.active) this.place(p);
  }

  up(p: CellPointer): void {
    if (!this.active) return;
    this.place(p);
    this.active = false;
    this.doc.markerMoved(this.kind, this.before);
  }

  cancel(): void {
    if (this.active) this.doc[this.kind] = this.before;
    this.active = false;
  }

  preview(hover: CellPointer | null): ToolPreview | null {
    return hover && !this.active ? { kind: 'cell', x: hover.x, y: hover.y, color: this.kind === 'start' ? START_COLOR : GOAL_COLOR } : null;
  }

  private place(p: CellPointer): void {
    if (p.inside) this.doc[this.kind] = p.y * this.doc.width + p.x;
  }
}
