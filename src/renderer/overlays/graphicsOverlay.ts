// The shared part of overlays drawn as vector marks (paths, rings, dots, lines): one Graphics in a
// a redraw only when the zoom or the data changed.
// Subclasses say what to draw in `paint`, in world units, with 1/scale for one screen pixel.
import { Graphics } from 'pixi.js';
import { cellCentres, polylineCorners } from './cellCentres';
import { DrawnOverlay } from './drawnOverlay';
import type { OverlayDrawContext } from './mapOverlay';

export abstract class GraphicsOverlay extends DrawnOverlay {
  protected readonly graphics = new Graphics();
  /** The camera scale last drawn for; −1 draws again at the next frame. */
  private drawnScale = -1;

  constructor() {
    super();
    this.container.addChild(this.graphics);
  }

  /** A new map: forget what was shown (`clear`). */
  protected mapChanged(): void {
    this.clear();
    this.changed();
  }

  draw({ camera }: OverlayDrawContext): boolean {
    if (camera.scale === this.drawnScale) return true;
    this.drawnScale = camera.scale;
    this.paint(this.graphics.clear(), camera.scale);
    return true;
  }

  /** Forgets what the overlay shows (called for a new map). */
  protected abstract clear(): void;

  /** Draws everything into `g` (already cleared) for `scale` screen pixels per cell. */
  protected abstract paint(g: Graphics, scale: number): void;

  /** The data changed: draw again at the next frame. */
  protected changed(): void {
    this.drawnScale = -1;
    this.requestRender();
  }

  /** World position of a cell's centre. */
  protected centre(cell: number): { cx: number; cy: number } {
    const x = cell % this.mapWidth, y = Math.floor(cell / this.mapWidth);
    return { cx: this.layout.centreX(x, y), cy: this.layout.centreY(y) };
  }

  /** Moves along `cells` through their centres (a path or branch), ready to stroke: one segment a straight run. */
  protected tracePath(g: Graphics, cells: Int32Array): void {
    const p = polylineCorners(cellCentres(cells, this.mapWidth, this.layout));
    for (let i = 0; i < p.length; i += 2) {
      if (i === 0) g.moveTo(p[0]!, p[1]!);
      else g.lineTo(p[i]!, p[i + 1]!);
    }
  }
}
