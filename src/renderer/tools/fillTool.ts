// Flood fill (4-connected on squares, 6-connected on hexes, by terrain): one click, one undo entry. A fill of millions of cells
// runs in slices of ~24 ms between frames (its undo record is its row spans, so finishing is instant), showing progress, so the window never freezes.
import { startFill, type FillJob } from '../../shared/edit/fill';
import type { CellPointer } from '../canvas/mapInput';
import { terrainColor, type ToolPreview } from './preview';
import type { Tool, ToolContext } from './tool';

const SLICE_MS = 24;
const STEP_CELLS = 100_000;

export class FillTool implements Tool {
  private job: FillJob | null = null;

  constructor(private readonly ctx: ToolContext) {}

  /** Whether a fill is still spreading (the history is busy until it ends). */
  get busy(): boolean {
    return this.job !== null;
  }

  down(p: CellPointer): void {
    this.finish();
    if (!p.inside) return;
    this.job = startFill(this.ctx.doc.history, p.x, p.y, this.ctx.editor.terrain, this.ctx.doc.topology === 'hex');
    this.slice();
  }

  move(): void {}
  up(): void {}

  /** Completes a running fill at once (before another edit starts). */
  finish(): void {
    if (!this.job) return;
    this.job.step(Infinity);
    this.done();
  }

  cancel(): void {
    this.job?.cancel();
    this.done();
  }

  preview(hover: CellPointer | null): ToolPreview | null {
    return hover ? { kind: 'cell', x: hover.x, y: hover.y, color: terrainColor(this.ctx.doc.grid.palette, this.ctx.editor.terrain) } : null;
  }

  private slice = (): void => {
    const job = this.job;
    if (!job) return;
    const start = performance.now();
    let finished = false;
    do finished = job.step(STEP_CELLS);
    while (!finished && performance.now() - start < (this.ctx.sliceMs ?? SLICE_MS));
    if (finished) this.done();
    else {
      this.ctx.editor.fillProgress = job.filled;
      this.ctx.schedule(this.slice);
    }
  };

  private done(): void {
    this.job = null;
    this.ctx.editor.fillProgress = -1;
  }
}
