// The PixiJS map view of the editor and the debugger: one Application showing one MapScene
// (terrain, registered overlays, grid lines, markers, tool preview and cell labels under one
// camera). Renders on demand, at most once per animation frame; map changes are queued and
// painted within a per-frame budget, visible chunks first.
import type { Application } from 'pixi.js';
import { createPixiApp } from './pixiApp';
import type { CellRect } from '../../shared/edit/cells';
import { Listeners } from '../../shared/listeners';
import type { Grid } from '../../shared/grid/grid';
import type { MapTopology } from '../../shared/grid/mapTopology';
import type { CellBox } from '../state/cellChanges';
import type { HeightView } from '../state/editor.svelte';
import type { ToolPreview } from '../tools/preview';
import type { MapOverlay, OverlayPlane } from '../overlays/mapOverlay';
import type { OverlayHost } from '../overlays/overlayHost';
import type { Camera } from './camera';
import type { CellLabelMode } from './cellLabels';
import type { CellLayout } from './cellLayout';
import type { CellTextureStore } from './cellTextureStore';
import { MapScene } from './mapScene';
import { TerrainTextures } from './terrainTextures';

/** Milliseconds of chunk painting per frame; the rest of the frame stays free for input. */
export const PAINT_BUDGET_MS = 8;

export class MapView implements OverlayHost {
  private readonly textures = new TerrainTextures();
  /** The terrain's chunk pictures (the minimap samples them). */
  readonly terrain: CellTextureStore = this.textures.store;
  private readonly scene = new MapScene(this.terrain, () => this.requestRender());
  private frame = 0;
  private readonly resizeObserver: ResizeObserver;
  /** Told after each render (the minimap redraws its viewport). */
  readonly rendered = new Listeners();

  private constructor(
    private readonly app: Application,
    private readonly host: HTMLElement,
  ) {
    app.stage.addChild(this.scene.root);
    this.scene.viewWidth = app.screen.width;
    this.scene.viewHeight = app.screen.height;
    this.camera.onChange(() => this.requestRender());
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(host);
  }

  static async create(host: HTMLElement): Promise<MapView> {
    const app = await createPixiApp(host);
    return new MapView(app, host);
  }

  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  /** 'webgl', 'webgpu' or 'canvas': which Pixi renderer actually runs. */
  get rendererName(): string {
    return this.app.renderer.name;
  }

  get camera(): Camera {
    return this.scene.camera;
  }

  /** Where cells sit in world space (squares or hexes); every layer places cells through it. */
  get layout(): CellLayout {
    return this.scene.layout;
  }

  get viewWidth(): number {
    return this.app.screen.width;
  }

  get viewHeight(): number {
    return this.app.screen.height;
  }

  /** Whether every queued change is painted and shown. */
  get idle(): boolean {
    return this.terrain.idle && this.scene.overlaysIdle && this.frame === 0;
  }

  /** Shows a (new) map, as squares or hexes; fits it to the window when its size differs from the last one. */
  setMap(grid: Grid, topology: MapTopology = 'square'): void {
    this.textures.setMap(grid, topology);
    // A new map, even of the same size: what overlays showed belongs to the old one.
    this.scene.setMap(grid, this.textures.layout);
    this.fit();
    this.requestRender();
  }

  /** Cells changed in `box`, or everything ('all': palette edit, resize, new layer). */
  cellsChanged(box: CellBox | 'all'): void {
    const grid = this.textures.grid;
    if (!grid) return;
    if (this.textures.cellsChanged(box)) {
      this.scene.setMap(grid, this.textures.layout);
      this.fit();
    }
    this.requestRender();
  }

  /** Adds an overlay on `plane`, above the ones added before it there. */
  addOverlay(overlay: MapOverlay, plane: OverlayPlane): void {
    this.scene.addOverlay(overlay, plane);
  }

  removeOverlay(overlay: MapOverlay): void {
    this.scene.removeOverlay(overlay);
  }

  /** The map's size in cells (0 before a map is shown). */
  get mapWidth(): number {
    return this.scene.mapWidth;
  }

  get mapHeight(): number {
    return this.scene.mapHeight;
  }

  /** The cells in view (clipped to the map), or null before a map is shown. */
  visibleCellRect(): CellRect | null {
    return this.scene.visibleCellRect();
  }

  setMarkers(start: number, goal: number): void {
    this.scene.setMarkers(start, goal);
  }

  setGridVisible(visible: boolean): void {
    this.scene.setGridVisible(visible);
  }

  setHeightView(view: HeightView): void {
    this.textures.setHeightView(view);
    this.requestRender();
  }

  /** The debugger's numbers are drawn in the cells (the cost labels make room on hexes). */
  setCellNumbersShown(shown: boolean): void {
    this.scene.setCellNumbersShown(shown);
  }

  setLabelMode(mode: CellLabelMode): void {
    this.scene.setLabelMode(mode);
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

  /** The integer cell under a client (page) point, or null outside the map. */
  cellAt(clientX: number, clientY: number): { x: number; y: number } | null {
    const p = this.cellAtUnclamped(clientX, clientY);
    return this.scene.onMap(p.x, p.y) ? p : null;
  }

  /** Like cellAt but may lie outside the map (tools clip their shapes themselves). */
  cellAtUnclamped(clientX: number, clientY: number): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    return this.scene.cellAtView(clientX - r.left, clientY - r.top);
  }

  /** Client (page) coordinates of a cell's centre; used by tests and tooltips. */
  cellCentreToClient(x: number, y: number): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    const s = this.camera.toScreen(this.layout.centreX(x, y), this.layout.centreY(y));
    return { x: s.x + r.left, y: s.y + r.top };
  }

  /** Bytes of pixel buffers the view keeps for the map (CPU side). */
  get pixelBytes(): number {
    return this.terrain.pixelBytes + this.scene.overlayPixelBytes;
  }

  requestRender(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  }

  private render(): void {
    const { scene } = this;
    scene.prepare();
    const start = performance.now();
    let done = this.terrain.paint(PAINT_BUDGET_MS, (i) => scene.terrain.isOnScreen(i));
    done = scene.draw(PAINT_BUDGET_MS, start) && done;
    if (!done) this.requestRender();
    this.app.render();
    this.rendered.emit();
  }

  private resize(): void {
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    if (w === this.viewWidth && h === this.viewHeight) return;
    this.app.renderer.resize(w, h);
    this.scene.viewWidth = this.viewWidth;
    this.scene.viewHeight = this.viewHeight;
    this.requestRender();
  }

  destroy(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.resizeObserver.disconnect();
    this.scene.destroy();
    this.textures.destroy();
    this.app.destroy(true, { children: true });
  }
}
