// One pane of a map stage (mapStage.ts): a MapScene (its own camera, overlays, grid, markers and
// labels; the terrain drawn from the stage's shared textures) placed at the pane's rectangle and
// clipped to it (by the stage's scissor, or a mask), so a pane panned far never draws over its
// neighbour. The single map view is one pane filling its canvas; the compare view has 2–4.
import { Graphics } from 'pixi.js';
import type { CellBox } from '../../shared/edit/cells';
import type { MapOverlay, OverlayPlane } from '../overlays/mapOverlay';
import type { OverlayHost } from '../overlays/overlayHost';
import type { Camera } from './camera';
import type { CellTextureStore } from './cellTextureStore';
import { MapScene } from './mapScene';

/** A pane's rectangle on its stage, in CSS pixels. */
export interface PaneRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class PaneView implements OverlayHost {
  readonly scene: MapScene;
  /** The pane's rectangle on the stage, in CSS pixels (empty until the layout measures it). */
  rect: PaneRect = { x: 0, y: 0, width: 0, height: 0 };
  private readonly clip = new Graphics();

  constructor(
    /** The run pane this view draws (RunPane.id). */
    readonly id: number,
    textures: CellTextureStore,
    requestRender: () => void,
  ) {
    this.scene = new MapScene(textures, requestRender);
  }

  /** Clips the pane with a stencil mask (renderers without a scissor test); off: the stage scissors it. */
  useMask(on: boolean): void {
    if (on === (this.scene.root.mask !== null)) return;
    if (on) {
      this.scene.root.addChild(this.clip);
      this.scene.root.mask = this.clip;
    } else {
      this.scene.root.mask = null;
      this.clip.removeFromParent();
    }
  }

  get camera(): Camera {
    return this.scene.camera;
  }

  get mapWidth(): number {
    return this.scene.mapWidth;
  }

  get mapHeight(): number {
    return this.scene.mapHeight;
  }

  /** Whether the layout has given the pane an area to draw in. */
  get measured(): boolean {
    return this.rect.width > 0 && this.rect.height > 0;
  }

  visibleCellRect(): CellBox | null {
    return this.scene.visibleCellRect();
  }

  addOverlay(overlay: MapOverlay, plane: OverlayPlane): void {
    this.scene.addOverlay(overlay, plane);
  }

  removeOverlay(overlay: MapOverlay): void {
    this.scene.removeOverlay(overlay);
  }

  setCellNumbersShown(shown: boolean): void {
    this.scene.setCellNumbersShown(shown);
  }

  /** Places the pane at `rect` (stage coordinates); the stage keeps the cameras where they were. */
  setRect(rect: PaneRect): void {
    this.rect = { ...rect };
    this.scene.root.position.set(rect.x, rect.y);
    this.scene.viewWidth = Math.max(1, rect.width);
    this.scene.viewHeight = Math.max(1, rect.height);
    this.clip.clear().rect(0, 0, Math.max(1, rect.width), Math.max(1, rect.height)).fill(0xffffff);
  }

  /** The cell under view point (x, y) of this pane, or null off the map. */
  cellAt(x: number, y: number): { x: number; y: number } | null {
    const c = this.scene.cellAtView(x, y);
    return this.scene.onMap(c.x, c.y) ? c : null;
  }

  /** Pane-local point of cell (x, y)'s centre. */
  cellCentre(x: number, y: number): { x: number; y: number } {
    const { layout } = this.scene;
    return this.camera.toScreen(layout.centreX(x, y), layout.centreY(y));
  }

  destroy(): void {
    this.useMask(false);
    this.clip.destroy();
    this.scene.destroy();
  }
}
