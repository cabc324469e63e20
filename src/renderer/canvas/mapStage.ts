// The one render loop of the map: ONE Pixi Application showing 1..4 panes of the same map, the
// single map view (one pane filling the canvas) and the compare view (2–4) alike. The terrain is
// painted once into shared chunk textures (TerrainTextures) and each pane (PaneView) holds only
// sprites of them, its own camera, clip and overlays. Renders on demand, at most once per
// animation frame; terrain painting is budgeted per frame, chunks some pane shows first.
import type { Application, TextureSource } from 'pixi.js';
import type { CellBox } from '../../shared/edit/cells';
import type { Grid } from '../../shared/grid/grid';
import type { MapTopology } from '../../shared/grid/mapTopology';
import { Listeners } from '../../shared/listeners';
import type { HeightView } from '../state/editor.svelte';
import { CameraLink } from './cameraLink';
import type { CellLabelMode } from './cellLabels';
import type { CellTextureStore } from './cellTextureStore';
import type { CellLayout } from './cellLayout';
import { PaneView, type PaneRect } from './paneView';
import { FrameTask } from './frameTask';
import { createPixiApp } from './pixiApp';
import { TerrainTextures } from './terrainTextures';
import { NO_MARKERS, type MarkerCells } from './markerLayer';

/** Milliseconds of chunk painting per frame; the rest of the frame stays free for input. */
export const PAINT_BUDGET_MS = 8;

/** What a stage holds, in bytes (the compare benchmark and the test hooks read it). */
export interface StageMemory {
  panes: number;
  /** CPU pixel buffers of the shared terrain (once, however many panes). */
  terrainPixels: number;
  /** GPU texture memory of the shared terrain, estimated: one RGBA texel per cell uploaded. */
  terrainTextures: number;
  /** CPU pixel buffers of the panes' own overlays (search states, difference…), all panes. */
  overlayPixels: number;
  /** Sprites (or hex quads) drawing terrain chunks, all panes: each references a shared texture. */
  terrainSprites: number;
  /** Textures the renderer has uploaded to the GPU (all of them: terrain, overlays, fonts), and their RGBA bytes. */
  gpuTextures: number;
  gpuTextureBytes: number;
}

export class MapStage {
  private readonly textures = new TerrainTextures();
  private readonly views = new Map<number, PaneView>();
  private readonly unlink = new Map<number, () => void>();
  /** Pans and zooms every pane together while linked. */
  readonly link = new CameraLink();
  private markers: MarkerCells = NO_MARKERS;
  private showGrid = true;
  private labelMode: CellLabelMode = 'cost';
  private readonly frame = new FrameTask(() => this.render());
  private destroyed = false;
  private readonly resizeObserver: ResizeObserver;
  /** Told after each render (the minimap redraws its viewport; tests wait for the view to catch up). */
  readonly rendered = new Listeners();
  /** Told when the canvas changed size (the single view's pane fills it again). */
  readonly resized = new Listeners();

  /** A stage on `app`'s canvas in `host` (MapStage.create makes both; the single view, MapView, is a stage). */
  protected constructor(
    private readonly app: Application,
    private readonly host: HTMLElement,
  ) {
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(host);
  }

  /** A stage in `host`, its canvas tagged `testId` for the e2e tests. */
  static async create(host: HTMLElement, testId?: string): Promise<MapStage> {
    const app = await createPixiApp(host);
    if (testId) app.canvas.dataset['testid'] = testId;
    return new MapStage(app, host);
  }

  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  /** 'webgl', 'webgpu' or 'canvas': which Pixi renderer actually runs. */
  get rendererName(): string {
    return this.app.renderer.name;
  }

  /** The terrain's chunk pictures (the minimap samples them). */
  get terrain(): CellTextureStore {
    return this.textures.store;
  }

  /** Where cells sit in world space for the map shown (squares or hexes). */
  get layout(): CellLayout {
    return this.textures.layout;
  }

  /** The canvas's size in CSS pixels. */
  get width(): number {
    return this.app.screen.width;
  }

  get height(): number {
    return this.app.screen.height;
  }

  /** The pane view of run pane `id`, if it has one. */
  paneView(id: number): PaneView | undefined {
    return this.views.get(id);
  }

  get paneViews(): PaneView[] {
    return [...this.views.values()];
  }

  /** Whether every queued change is painted and shown. */
  get idle(): boolean {
    return this.textures.store.idle && this.paneViews.every((p) => p.scene.overlaysIdle) && !this.frame.pending;
  }

  /** Adds the view of run pane `id` (it gets a rectangle from its owner: placePane). */
  addPane(id: number): PaneView {
    const existing = this.views.get(id);
    if (existing) return existing;
    const view = new PaneView(id, this.textures.store, () => this.requestRender());
    this.views.set(id, view);
    const grid = this.textures.grid;
    if (grid) {
      view.scene.setMap(grid, this.textures.layout);
      view.scene.setMarkers(this.markers);
    }
    view.scene.setGridVisible(this.showGrid);
    view.scene.setLabelMode(this.labelMode);
    view.camera.onChange(() => this.requestRender());
    this.unlink.set(id, this.link.add(view.camera));
    this.requestRender();
    return view;
  }

  removePane(id: number): void {
    const view = this.views.get(id);
    if (!view) return;
    this.unlink.get(id)?.();
    this.unlink.delete(id);
    this.views.delete(id);
    view.destroy();
    this.requestRender();
  }

  /** Places pane `id` at `rect` (stage coordinates); its camera stays where it was. */
  placePane(id: number, rect: PaneRect): void {
    this.views.get(id)?.setRect(rect);
    this.requestRender();
  }

  /** Shows a (new) map in every pane (what overlays showed belongs to the old one); true when its size or topology changed. */
  setMap(grid: Grid, topology: MapTopology = 'square'): boolean {
    const resized = this.textures.setMap(grid, topology);
    for (const view of this.views.values()) view.scene.setMap(grid, this.textures.layout);
    this.setMarkers(this.markers);
    this.requestRender();
    return resized;
  }

  /** Cells changed in `box`, or everything (palette edit, resize, new layer); true when the map's size changed. */
  cellsChanged(box: CellBox | 'all'): boolean {
    const grid = this.textures.grid;
    if (!grid) return false;
    const resized = this.textures.cellsChanged(box);
    if (resized) for (const view of this.views.values()) view.scene.setMap(grid, this.textures.layout);
    this.requestRender();
    return resized;
  }

  setHeightView(view: HeightView): void {
    this.textures.setHeightView(view);
    this.requestRender();
  }

  setMarkers(markers: MarkerCells): void {
    this.markers = markers;
    for (const view of this.views.values()) view.scene.setMarkers(markers);
  }

  setGridVisible(visible: boolean): void {
    this.showGrid = visible;
    for (const view of this.views.values()) view.scene.setGridVisible(visible);
  }

  setLabelMode(mode: CellLabelMode): void {
    this.labelMode = mode;
    for (const view of this.views.values()) view.scene.setLabelMode(mode);
  }

  /** Every pane shows the whole map (linked cameras follow the first). */
  fitAll(): void {
    for (const view of this.views.values()) {
      if (!view.measured) continue;
      view.scene.fit();
      if (this.link.linked) break;
    }
  }

  /** Bytes of pixel buffers the stage keeps for the map (CPU side): the terrain once, every pane's overlays. */
  get pixelBytes(): number {
    return this.textures.store.pixelBytes + this.paneViews.reduce((sum, v) => sum + v.scene.overlayPixelBytes, 0);
  }

  /** What the stage holds: the shared terrain once, and each pane's own overlays. */
  memory(): StageMemory {
    const store = this.textures.store;
    const views = this.paneViews;
    return {
      panes: views.length,
      terrainPixels: store.pixelBytes,
      terrainTextures: store.textureBytes,
      overlayPixels: views.reduce((sum, v) => sum + v.scene.overlayPixelBytes, 0),
      terrainSprites: views.reduce((sum, v) => sum + v.scene.terrain.spriteCount, 0),
      ...this.uploadedTextures(),
    };
  }

  /** What the renderer's texture system holds on the GPU (WebGL and WebGPU keep this list; 0 elsewhere). */
  private uploadedTextures(): { gpuTextures: number; gpuTextureBytes: number } {
    const system = (this.app.renderer as unknown as { texture?: { managedTextures?: readonly TextureSource[] } }).texture;
    const sources = system?.managedTextures ?? [];
    return { gpuTextures: sources.length, gpuTextureBytes: sources.reduce((sum, t) => sum + t.pixelWidth * t.pixelHeight * 4, 0) };
  }

  requestRender(): void {
    if (!this.destroyed) this.frame.request();
  }

  private render(): void {
    const views = this.paneViews.filter((v) => v.measured);
    for (const view of views) view.scene.prepare();
    const start = performance.now();
    let done = this.textures.store.paint(PAINT_BUDGET_MS, (i) => views.some((v) => v.scene.terrain.isOnScreen(i)));
    for (const view of views) done = view.scene.draw(PAINT_BUDGET_MS, start) && done;
    if (!done) this.requestRender();
    this.draw(views);
    this.rendered.emit();
  }

  /**
   * Draws each pane clipped to its rectangle by the GPU's scissor test: one render of the pane's
   * scene per pane, after one clear. (A stencil mask per pane did the same at about a third of the
   * frame time in software WebGL; a renderer without a GL context falls back to those masks.)
   */
  private draw(views: PaneView[]): void {
    const renderer = this.app.renderer;
    const gl = (renderer as unknown as { gl?: WebGL2RenderingContext }).gl;
    const only = views.length === 1 ? views[0]! : null;
    if (gl && only && this.fills(only.rect)) {
      // One pane over the whole canvas (the single map view): nothing to clip.
      renderer.render({ container: only.scene.root, clear: true });
      return;
    }
    if (!gl) {
      for (const view of this.paneViews) {
        view.useMask(true);
        view.scene.root.visible = view.measured;
        if (view.scene.root.parent !== this.app.stage) this.app.stage.addChild(view.scene.root);
      }
      this.app.render();
      return;
    }
    renderer.render({ container: this.app.stage, clear: true });
    const resolution = renderer.resolution;
    const height = this.app.canvas.height;
    gl.enable(gl.SCISSOR_TEST);
    try {
      for (const view of views) {
        const { x, y, width, height: h } = view.rect;
        gl.scissor(Math.round(x * resolution), Math.round(height - (y + h) * resolution), Math.round(width * resolution), Math.round(h * resolution));
        renderer.render({ container: view.scene.root, clear: false });
      }
    } finally {
      gl.disable(gl.SCISSOR_TEST);
    }
  }

  /** Whether `rect` covers the whole canvas. */
  private fills(rect: PaneRect): boolean {
    return rect.x <= 0 && rect.y <= 0 && rect.x + rect.width >= this.app.screen.width && rect.y + rect.height >= this.app.screen.height;
  }

  private resize(): void {
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    if (w === this.app.screen.width && h === this.app.screen.height) return;
    this.app.renderer.resize(w, h);
    this.resized.emit();
    this.requestRender();
  }

  destroy(): void {
    // Removing the panes asks for frames: none may come after the renderer is gone.
    this.destroyed = true;
    this.frame.cancel();
    this.resizeObserver.disconnect();
    for (const id of [...this.views.keys()]) this.removePane(id);
    this.textures.destroy();
    this.app.destroy(true, { children: true });
  }
}
