// The PixiJS map view of the editor and the debugger: a map stage (mapStage.ts, the one render
// loop) with one pane filling its canvas. It adds what the editor needs of that pane: the tool
// preview, page coordinates for the pointer and the minimap, zoom and pan around the view.
import type { Listeners } from '../../shared/listeners';
import type { ToolPreview } from '../tools/preview';
import type { Camera } from './camera';
import type { CellLayout } from './cellLayout';
import type { CellTextureStore } from './cellTextureStore';
import { MapStage } from './mapStage';
import type { MapScene } from './mapScene';
import type { PaneView } from './paneView';

export class MapView {
  private readonly scene: MapScene;
  private readonly unwatchResize: () => void;

  private constructor(
    /** The render loop and what every pane shows of the document (followDocument keeps it in step). */
    readonly stage: MapStage,
    /** The one pane: an overlay host (run overlays register with it). */
    readonly pane: PaneView,
  ) {
    this.scene = pane.scene;
    this.fill();
    this.unwatchResize = stage.resized.add(() => this.fill());
  }

  static async create(host: HTMLElement): Promise<MapView> {
    const stage = await MapStage.create(host);
    return new MapView(stage, stage.addPane(0));
  }

  get canvas(): HTMLCanvasElement {
    return this.stage.canvas;
  }

  /** 'webgl', 'webgpu' or 'canvas': which Pixi renderer actually runs. */
  get rendererName(): string {
    return this.stage.rendererName;
  }

  /** The terrain's chunk pictures (the minimap samples them). */
  get terrain(): CellTextureStore {
    return this.stage.terrain;
  }

  /** Told after each render (the minimap redraws its viewport). */
  get rendered(): Listeners {
    return this.stage.rendered;
  }

  get camera(): Camera {
    return this.scene.camera;
  }

  /** Where cells sit in world space (squares or hexes); every layer places cells through it. */
  get layout(): CellLayout {
    return this.scene.layout;
  }

  get viewWidth(): number {
    return this.stage.width;
  }

  get viewHeight(): number {
    return this.stage.height;
  }

  /** Whether every queued change is painted and shown. */
  get idle(): boolean {
    return this.stage.idle;
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

  fit(): void {
    this.scene.fit();
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
    this.camera.zoomAt(this.viewWidth / 2, this.viewHeight / 2, factor);
  }

  /** Pans so that world point (x, y) is in the middle of the view (the minimap drags this). */
  centreOn(x: number, y: number): void {
    const s = this.camera.toScreen(x, y);
    this.camera.panBy(this.viewWidth / 2 - s.x, this.viewHeight / 2 - s.y);
  }

  /** The world rectangle in view (cells on square maps; fractional, for the minimap's rectangle). */
  visibleArea(): { x0: number; y0: number; x1: number; y1: number } {
    return this.scene.visibleArea();
  }

  /** Whether every cell of the map is in view (as after Fit). */
  private showsWholeMap(): boolean {
    if (this.viewWidth <= 1 || this.viewHeight <= 1) return false;
    const a = this.visibleArea();
    return a.x0 <= 0 && a.y0 <= 0 && a.x1 >= this.worldWidth && a.y1 >= this.worldHeight;
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

  /** Bytes of pixel buffers the view keeps for the map (CPU side). */
  get pixelBytes(): number {
    return this.stage.pixelBytes;
  }

  requestRender(): void {
    this.stage.requestRender();
  }

  destroy(): void {
    this.unwatchResize();
    this.stage.destroy();
  }

  /** The pane fills the canvas. */
  private fill(): void {
    const whole = this.showsWholeMap();
    this.stage.placePane(this.pane.id, { x: 0, y: 0, width: this.stage.width, height: this.stage.height });
    // A map shown whole stays whole when the view narrows (a panel docking beside it) or grows.
    if (whole) this.fit();
  }
}
