// What every brush-like stroke does with the pointer: stamp the brush where it went down, sweep it
// without gaps to each new position, and end as one undo entry (or cancel, restoring the cells).
// Terrain and height strokes differ only in the gesture they open and what they do to a cell.
import { type Brush, stampCells } from './brush';
import type { CellSink } from './cells';
import type { CellGesture } from './gesture';
import type { EditHistory, HistoryEntry } from './history';
import { strokeCells } from './stroke';

export class BrushStroke {
  private x: number;
  private y: number;

  constructor(
    private readonly history: EditHistory,
    private readonly brush: Brush,
    private readonly gesture: CellGesture,
    private readonly sink: CellSink,
    x: number,
    y: number,
  ) {
    this.x = x;
    this.y = y;
    stampCells(history.grid, brush, x, y, sink);
    gesture.flush();
  }

  /** Sweeps the brush from the last position to (x, y) without gaps. */
  moveTo(x: number, y: number): void {
    strokeCells(this.history.grid, this.brush, this.x, this.y, x, y, this.sink, true);
    this.x = x;
    this.y = y;
    this.gesture.flush();
  }

  end(): HistoryEntry | null {
    return this.history.endGesture();
  }

  cancel(): void {
    this.history.cancelGesture();
  }
}
