// The PixiJS map view of the editor and the debugger: a map stage (mapStage.ts, the one render
// loop) with one pane filling its canvas. It adds what the editor needs of that pane: the tool
// preview, page coordinates for the pointer and the minimap, zoom and pan around the view. The
// stage's own parts (canvas, terrain, layout, size, idle, memory) are the view's.
import type { Application } from 'pixi.js';
import type { ToolPreview } from '../tools/preview';
import type { Camera } from './camera';
import type { CornerBox } from './fitPlacement';
import { MapStage } from './mapStage';
import type { MapScene } from './mapScene';
import type { PaneView } from './paneView';
import { createPixiApp } from './pixiApp';

export class MapView extends MapStage {
  /** The one pane: an overlay host (run overlays register with it). */
  readonly pane: PaneView;
  private readonly scene: MapScene;
  private readonly unwatchResize: () => void;

  private constructor(app: Application, host: HTMLElement) {
    super(app, host);
    this.pane = this.addPane(0);
    this.scene = this.pane.scene;
    this.fill();
    this.unwatchResize = this.resized.add(() => this.fill());
  }

  static override async create(host: HTMLElement): Promise<MapView> {
    return new MapView(await createPixiApp(host), host);
  }

  get camera(): Camera {
    return this.scene.camera;
  }

  /** The waypoints' numbers drawn last, with their centres in client coordinates (test hooks). */
  waypointNumbers(): ReturnType<MapScene['waypointNumbersDrawn']> {
    const r = this.canvas.getBoundingClientRect();
    return this.scene.waypointNumbersDrawn().map((n) => ({ ...n, x: n.x + r.left, y: n.y + r.top }));
  }

  /** The cell labels drawn last, each with its cell and its box on the canvas (test hooks). */
  labelBoxes(): ReturnType<MapScene['labelBoxes']> {
    return this.scene.labelBoxes();
  }

  setPreview(preview: ToolPreview | null): void {
    this.scene.setPreview(preview);
  }

  /**
   * The box over the view's bottom-right corner that Fit keeps the map clear of (the minimap while
   * shown, see Minimap.footprint); null: none.
   */
  fitCorner: () => CornerBox | null = () => null;

  fit(): void {
    this.scene.fit(this.fitCorner());
  }

  /** The map's extent in world units (cells on square maps). */
  get worldWidth(): number {
    return this.scene.worldWidth;
  }

  get worldHeight(): number {
    return this.scene.worldHeight;
  }

  /** Zooms around the view centre (keyboard and menu zoom). */
  zoomCentre(factor: number): void {
    this.camera.zoomAt(this.width / 2, this.height / 2, factor);
  }

  /** Pans so that world point (x, y) is in the middle of the view (the minimap drags this). */
  centreOn(x: number, y: number): void {
    const s = this.camera.toScreen(x, y);
    this.camera.panBy(this.width / 2 - s.x, this.height / 2 - s.y);
  }

  /** The world rectangle in view (cells on square maps; fractional, for the minimap's rectangle). */
  visibleArea(): { x0: number; y0: number; x1: number; y1: number } {
    return this.scene.visibleArea();
  }

  /** The integer cell under a point of the canvas (CSS pixels from its top left), unclamped: it may lie outside the map (tools clip their shapes themselves). */
  cellAtViewPoint(x: number, y: number): { x: number; y: number } {
    return this.scene.cellAtView(x, y);
  }

  /** Whether cell (x, y) is on the map. */
  onMap(x: number, y: number): boolean {
    return this.scene.onMap(x, y);
  }

  /** Client (page) coordinates of a cell's centre; used by tests and tooltips. */
  cellCentreToClient(x: number, y: number): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    const s = this.pane.cellCentre(x, y);
    return { x: s.x + r.left, y: s.y + r.top };
  }

  override destroy(): void {
    this.unwatchResize();
    super.destroy();
  }

  /** The pane fills the canvas. */
  private fill(): void {
    const whole = this.scene.showsWholeMap();
    this.placePane(this.pane.id, { x: 0, y: 0, width: this.width, height: this.height });
    // A map shown whole stays whole when the view narrows (a panel docking beside it) or grows.
    if (whole) this.fit();
  }
}
