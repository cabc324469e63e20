// What every overlay drawn with vectors or text shares (paths, rings, arrows, numbers): its
// container, the shape and layout of the map it is on, and the frame request it is given when
// added. Subclasses say what a new map forgets and how a frame is drawn.
import { Container } from 'pixi.js';
import { SQUARE_LAYOUT, type CellLayout } from '../canvas/cellLayout';
import type { MapOverlay, OverlayDrawContext } from './mapOverlay';

export abstract class DrawnOverlay implements MapOverlay {
  readonly container = new Container();
  readonly idle = true;
  /** The map's size in cells (turns flat cell indices into x, y). */
  protected mapWidth = 1;
  protected mapHeight = 1;
  protected layout: CellLayout = SQUARE_LAYOUT;
  /** Asks the pane for a frame (at most one per animation frame). */
  protected requestRender: () => void = () => {};

  attach(requestRender: () => void): void {
    this.requestRender = requestRender;
  }

  /** A new map: remember its shape, and forget what was shown. */
  setMap(width: number, height: number, layout: CellLayout): void {
    this.mapWidth = width;
    this.mapHeight = height;
    this.layout = layout;
    this.mapChanged();
  }

  abstract draw(ctx: OverlayDrawContext): boolean;

  destroy(): void {
    this.container.destroy({ children: true });
  }

  /** Forgets what was shown of the map before (setMap was called). */
  protected abstract mapChanged(): void;
}
