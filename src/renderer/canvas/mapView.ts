// The PixiJS map view: terrain, registered overlays (search states, heatmap, path, tree…), grid
// lines, markers, tool preview and cell labels under one camera. Renders on demand, at most once per animation frame; map changes are
// queued and painted within a per-frame budget, visible chunks first.
import 'pixi.js/unsafe-eval'; // shaders without eval, so the strict CSP holds
import { Application, Container } from 'pixi.js';
import type { CellRect } from '../../shared/edit/cells';
import { Listeners } from '../../shared/listeners';
import type { Grid } from '../../shared/grid/grid';
import type { MapTopology } from '../../shared/grid/mapTopology';
import type { CellBox } from '../state/cellChanges';
import type { HeightView } from '../state/editor.svelte';
import type { ToolPreview } from '../tools/preview';
import { Camera } from './camera';
import { CellLabels, type CellLabelMode } from './cellLabels';
import { layoutOf, SQUARE_LAYOUT, type CellLayout } from './cellLayout';
import { CellTextureLayer } from './cellTextureLayer';
import { GridLines } from './gridLines';
import { MarkerLayer } from './markerLayer';
import type { MapOverlay, OverlayPlane } from '../overlays/mapOverlay';
import { terrainPainter } from './terrainPainter';
import { ToolPreviewLayer } from './toolPreviewLayer';

/** Milliseconds of chunk painting per frame; the rest of the frame stays free for input. */
const PAINT_BUDGET_MS = 8;

export class MapView {
  readonly camera = new Camera();
  private readonly world = new Container();
  private grid: Grid | null = null;
  private size = { width: 0, height: 0, topology: 'square' as MapTopology };
  /** Where cells sit in world space (squares or hexes); every layer places cells through it. */
  layout: CellLayout = SQUARE_LAYOUT;
  private heightView: HeightView = 'off';
  private paletteStamp = 0;
  readonly terrain = new CellTextureLayer(
    terrainPainter(() => ({ grid: this.grid!, heightView: this.heightView, paletteStamp: this.paletteStamp, hex: this.layout.topology === 'hex' })),
  );
  /** Overlays by plane, drawn in the order they were added. */
  private readonly overlays: { overlay: MapOverlay; plane: OverlayPlane }[] = [];
  private readonly cellPlane = new Container();
  private readonly markPlane = new Container();
  private readonly screenPlane = new Container();
  private readonly markers = new MarkerLayer();
  private readonly gridLines = new GridLines();
  private readonly preview = new ToolPreviewLayer();
  private readonly labels = new CellLabels();
  private labelMode: CellLabelMode = 'cost';
  private showGrid = true;
  private frame = 0;
  private readonly resizeObserver: ResizeObserver;
  /** Told after each render (the minimap redraws its viewport). */
  readonly rendered = new Listeners();

  private constructor(
    private readonly app: Application,
    private readonly host: HTMLElement,
  ) {
    this.world.addChild(
      this.terrain.container,
      this.cellPlane,
      this.gridLines.graphics,
      this.markPlane,
      this.preview.graphics,
      this.markers.graphics,
    );
    app.stage.addChild(this.world, this.labels.container, this.screenPlane);
    this.camera.onChange(() => this.requestRender());
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(host);
  }

  static async create(host: HTMLElement): Promise<MapView> {
    const app = new Application();
    await app.init({
      preference: 'webgl',
      autoStart: false,
      antialias: true,
      background: 0x1e1f24,
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      resolution: window.devicePixelRatio || 1,
      autoDensity: true,
    });
    app.ticker.stop();
    host.appendChild(app.canvas);
    app.canvas.dataset['renderer'] = app.renderer.name;
    return new MapView(app, host);
  }

  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  /** 'webgl', 'webgpu' or 'canvas': which Pixi renderer actually runs. */
  get rendererName(): string {
    return this.app.renderer.name;
  }

  get viewWidth(): number {
    return this.app.screen.width;
  }

  get viewHeight(): number {
    return this.app.screen.height;
  }

  /** Whether every queued change is painted and shown. */
  get idle(): boolean {
    return this.terrain.idle && this.overlays.every((o) => o.overlay.idle) && this.frame === 0;
  }

  /** Shows a (new) map, as squares or hexes; fits it to the window when its size differs from the last one. */
  setMap(grid: Grid, topology: MapTopology = 'square'): void {
    this.grid = grid;
    this.layout = layoutOf(topology);
    this.syncSize(true);
    // A new map of the same size: what overlays showed belongs to the old one.
    for (const { overlay } of this.overlays) overlay.setMap(grid.width, grid.height, this.layout);
    this.cellsChanged('all');
  }

  /** Cells changed in `box`, or everything ('all': palette edit, resize, new layer). */
  cellsChanged(box: CellBox | 'all'): void {
    if (!this.grid) return;
    if (box === 'all') {
      this.syncSize(false);
      this.paletteStamp++;
      this.terrain.invalidate('all');
    } else if (this.heightView !== 'off' && this.grid.heights) {
      // Shading reads the left and upper neighbours: the cells right of and below the box change too.
      this.terrain.invalidate({ x0: box.x0, y0: box.y0, x1: box.x1 + 1, y1: box.y1 + 1 });
    } else this.terrain.invalidate(box);
    this.requestRender();
  }

  /** Adds an overlay on `plane`, above the ones added before it there. */
  addOverlay(overlay: MapOverlay, plane: OverlayPlane): void {
    this.overlays.push({ overlay, plane });
    (plane === 'cells' ? this.cellPlane : plane === 'marks' ? this.markPlane : this.screenPlane).addChild(overlay.container);
    overlay.attach(() => this.requestRender());
    if (this.grid) overlay.setMap(this.grid.width, this.grid.height, this.layout);
    this.requestRender();
  }

  removeOverlay(overlay: MapOverlay): void {
    const i = this.overlays.findIndex((o) => o.overlay === overlay);
    if (i < 0) return;
    this.overlays.splice(i, 1);
    overlay.container.removeFromParent();
    this.requestRender();
  }

  /** The map's size in cells (0 before a map is shown). */
  get mapWidth(): number {
    return this.grid?.width ?? 0;
  }

  get mapHeight(): number {
    return this.grid?.height ?? 0;
  }

  /** The cells in view (clipped to the map), or null before a map is shown. */
  visibleCellRect(): CellRect | null {
    return this.grid ? this.visibleCells(this.grid) : null;
  }

  setMarkers(start: number, goal: number): void {
    if (!this.grid) return;
    this.markers.set(start, goal, this.grid.width, this.layout);
    this.requestRender();
  }

  setGridVisible(visible: boolean): void {
    this.showGrid = visible;
    this.requestRender();
  }

  setHeightView(view: HeightView): void {
    if (view === this.heightView) return;
    this.heightView = view;
    if (this.grid?.heights) this.terrain.invalidate('all');
    this.requestRender();
  }

  setLabelMode(mode: CellLabelMode): void {
    this.labelMode = mode;
    this.requestRender();
  }

  setPreview(preview: ToolPreview | null): void {
    this.preview.set(preview);
    this.requestRender();
  }

  fit(): void {
    if (this.grid) this.camera.fit(this.worldWidth, this.worldHeight, this.viewWidth, this.viewHeight);
  }

  /** The map's extent in world units (cells on square maps). */
  get worldWidth(): number {
    return this.grid ? this.layout.worldWidth(this.grid.width, this.grid.height) : 0;
  }

  get worldHeight(): number {
    return this.grid ? this.layout.worldHeight(this.grid.height) : 0;
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
    const a = this.camera.toCell(0, 0);
    const b = this.camera.toCell(this.viewWidth, this.viewHeight);
    return { x0: a.x, y0: a.y, x1: b.x, y1: b.y };
  }

  /** The integer cell under a client (page) point, or null outside the map. */
  cellAt(clientX: number, clientY: number): { x: number; y: number } | null {
    const p = this.cellAtUnclamped(clientX, clientY);
    if (!this.grid || p.x < 0 || p.y < 0 || p.x >= this.grid.width || p.y >= this.grid.height) return null;
    return p;
  }

  /** Like cellAt but may lie outside the map (tools clip their shapes themselves). */
  cellAtUnclamped(clientX: number, clientY: number): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    const c = this.camera.toCell(clientX - r.left, clientY - r.top);
    return this.layout.cellAt(c.x, c.y);
  }

  /** Client (page) coordinates of a cell's centre; used by tests and tooltips. */
  cellCentreToClient(x: number, y: number): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    const s = this.camera.toScreen(this.layout.centreX(x, y), this.layout.centreY(y));
    return { x: s.x + r.left, y: s.y + r.top };
  }

  /** Bytes of pixel buffers the view keeps for the map (CPU side). */
  get pixelBytes(): number {
    return this.terrain.pixelBytes + this.overlays.reduce((sum, o) => sum + ((o.overlay as { pixelBytes?: number }).pixelBytes ?? 0), 0);
  }

  requestRender(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  }

  private render(): void {
    const { camera, grid } = this;
    this.world.position.set(camera.x, camera.y);
    this.world.scale.set(camera.scale);
    if (grid) {
      const visible = this.visibleCells(grid);
      this.terrain.cull(visible);
      const start = performance.now();
      let done = this.terrain.paint(PAINT_BUDGET_MS);
      for (const { overlay } of this.overlays) {
        const budgetMs = Math.max(1, PAINT_BUDGET_MS - (performance.now() - start));
        const ctx = { camera, viewWidth: this.viewWidth, viewHeight: this.viewHeight, visible, layout: this.layout, mapWidth: grid.width, mapHeight: grid.height, budgetMs };
        done = overlay.draw(ctx) && done;
      }
      this.gridLines.draw(camera, this.viewWidth, this.viewHeight, grid.width, grid.height, this.showGrid, this.layout);
      this.labels.draw(camera, this.viewWidth, this.viewHeight, grid, this.labelMode, this.layout);
      this.preview.draw(grid, camera.scale, this.layout);
      if (!done) this.requestRender();
    }
    this.markers.draw(camera.scale);
    this.app.render();
    this.rendered.emit();
  }

  private visibleCells(grid: Grid): CellRect {
    const a = this.visibleArea();
    return this.layout.cellsIn(a.x0, a.y0, a.x1, a.y1, grid.width, grid.height);
  }

  /** Rebuilds the layers when the map's size or topology changed (new map, resize, undo of a resize). */
  private syncSize(fitAlways: boolean): void {
    const grid = this.grid!;
    const topology = this.layout.topology;
    const changed = grid.width !== this.size.width || grid.height !== this.size.height || topology !== this.size.topology;
    if (changed) {
      this.size = { width: grid.width, height: grid.height, topology };
      this.terrain.setSize(grid.width, grid.height, topology === 'hex');
      for (const { overlay } of this.overlays) overlay.setMap(grid.width, grid.height, this.layout);
    }
    if (changed || fitAlways) this.fit();
  }

  private resize(): void {
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    if (w === this.viewWidth && h === this.viewHeight) return;
    this.app.renderer.resize(w, h);
    this.requestRender();
  }

  destroy(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.resizeObserver.disconnect();
    this.terrain.destroy();
    for (const { overlay } of this.overlays) overlay.destroy();
    this.app.destroy(true, { children: true });
  }
}
