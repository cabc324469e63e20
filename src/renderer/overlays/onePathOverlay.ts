// The shared part of the overlays that draw a path through cell centres (the found path, the live
// route, the baseline under a straighter path): the cells drawn now, which a new map forgets and
// tests read. Each says how it strokes them (`paint`).
import { GraphicsOverlay } from './graphicsOverlay';

export const NO_PATH = new Int32Array(0);

export abstract class OnePathOverlay extends GraphicsOverlay {
  private cells: Int32Array = NO_PATH;

  /** The cells of the path drawn now (tests read it). */
  get drawnPath(): Int32Array {
    return this.cells;
  }

  /**
   * Draws `cells` (empty: none) from the next frame. The path drawn already asks for no frame: a
   * frame the map did not need, asked between a slider move and the worker's answer, made software
   * compositing read the canvas back (waiting out every draw queued) before that answer was taken in.
   */
  protected setPath(cells: Int32Array): void {
    if (cells === this.cells) return;
    this.cells = cells;
    this.changed();
  }

  protected clear(): void {
    this.cells = NO_PATH;
  }
}
