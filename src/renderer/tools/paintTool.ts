// Brush and eraser: idle → painting → idle. A stroke stamps the brush along the line between
// successive pointer samples so a fast drag leaves no gaps.
import { makeBrush } from '../../shared/edit/brush';
import { emptyRect, type CellRect } from '../../shared/edit/cells';
import { strokeCells } from '../../shared/edit/stroke';
import type { CellPointer } from '../canvas/mapInput';
import type { MapDocument } from '../state/document.svelte';
import type { Tool } from './tool';

export class PaintTool implements Tool {
  private last: { x: number; y: number } | null = null;

  constructor(
    readonly label: string,
    private readonly doc: MapDocument,
    /** Terrain to paint and brush size, read at the start of each stroke. */
    private readonly settings: () => { terrain: number; size: number },
  ) {}

  down(p: CellPointer): void {
    this.last = null;
    this.paintTo(p);
  }

  move(p: CellPointer): void {
    if (this.last) this.paintTo(p);
  }

  up(p: CellPointer): void {
    if (this.last) this.paintTo(p);
    this.last = null;
  }

  cancel(): void {
    this.last = null;
  }

  private paintTo(p: CellPointer): void {
    const { terrain, size } = this.settings();
    const { doc } = this;
    const width = doc.width;
    const box: CellRect = emptyRect();
    const from = this.last ?? p;
    strokeCells(doc.grid, makeBrush(size), from.x, from.y, p.x, p.y, (i) => {
      if (!doc.writeCell(i, terrain)) return;
      const x = i % width;
      const y = (i - x) / width;
      if (x < box.x0) box.x0 = x;
      if (x > box.x1) box.x1 = x;
      if (y < box.y0) box.y0 = y;
      if (y > box.y1) box.y1 = y;
    }, this.last !== null);
    this.last = { x: p.x, y: p.y };
    if (box.x0 <= box.x1) doc.cellsChanged(box);
  }
}
