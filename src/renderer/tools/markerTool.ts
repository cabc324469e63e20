// Places the start or the goal where the user clicks; dragging moves it along.
import type { CellPointer } from '../canvas/mapInput';
import type { MapDocument } from '../state/document.svelte';
import type { Tool } from './tool';

export type MarkerKind = 'start' | 'goal';

export class MarkerTool implements Tool {
  readonly label: string;
  private before = -1;
  private active = false;

  constructor(
    private readonly doc: MapDocument,
    private readonly kind: MarkerKind,
  ) {
    this.label = kind === 'start' ? 'Start' : 'Goal';
  }

  down(p: CellPointer): void {
    this.before = this.doc[this.kind];
    this.active = true;
    this.place(p);
  }

  move(p: CellPointer): void {
    if (this.active) this.place(p);
  }

  up(p: CellPointer): void {
    if (this.active) this.place(p);
    this.active = false;
  }

  cancel(): void {
    if (this.active) this.doc[this.kind] = this.before;
    this.active = false;
  }

  private place(p: CellPointer): void {
    if (p.inside) this.doc[this.kind] = p.y * this.doc.width + p.x;
  }
}
