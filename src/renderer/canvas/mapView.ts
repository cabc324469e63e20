// The PixiJS map view: terrain, search overlay, path, markers and grid lines under one camera.
// Renders on demand, at most once per animation frame.
import 'pixi.js/unsafe-eval'; // shaders without eval, so the strict CSP holds
import { Application, Container } from 'pixi.js';
import type { Grid } from '../../shared/grid/grid';
import type { CellBox } from '../state/cellChanges';
import { Camera } from './camera';
import { CellTextureLayer } from './cellTextureLayer';
import { GridLines } from './gridLines';
import { MarkerLayer } from './markerLayer';
import { PathLayer } from './pathLayer';
import { searchOverlayPainter } from './searchOverlayPainter';
import { terrainPainter } from './terrainPainter';

export class MapView {
  readonly camera = new Camera();
  private readonly world = new Container();
  private grid: Grid | null = null;
  private explored: { width: number; cells: Uint8Array } | null = null;
  private readonly terrain = new CellTextureLayer(terrainPainter(() => this.grid!));
  private readonly overlay = new CellTextureLayer(searchOverlayPainter(() => this.explored));
  private readonly path = new PathLayer();
  private readonly markers = new MarkerLayer();
  private readonly gridLines = new GridLines();
  private showGrid = true;
  private frame = 0;
  private readonly resizeObserver: ResizeObserver;

  private constructor(
    private readonly app: Application,
    private readonly host: HTMLElement,
  ) {
    this.world.addChild(this.terrain.container, this.overlay.container, this.gridLines.graphics, this.path.graphics, this.markers.graphics);
    app.stage.addChild(this.world);
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

  /** Shows a (new) map and fits it to the window. */
  setMap(grid: Grid): void {
    const resized = !this.grid || this.grid.width !== grid.width || this.grid.height !== grid.height;
    this.grid = grid;
    if (resized) {
      this.terrain.setSize(grid.width, grid.height);
      this.overlay.setSize(grid.width, grid.height);
      this.fit();
    } else this.terrain.repaint('all');
    this.requestRender();
  }

  cellsChanged(box: CellBox | 'all'): void {
    this.terrain.repaint(box);
    this.requestRender();
  }

  /** Open/closed state per cell (see explored.ts), or null to hide the overlay. */
  setExplored(cells: Uint8Array | null): void {
    if (!this.grid) return;
    this.explored = cells ? { width: this.grid.width, cells } : null;
    this.overlay.repaint('all');
    this.requestRender();
  }

  setPath(path: Int32Array): void {
    if (!this.grid) return;
    this.path.set(path, this.grid.width);
    this.requestRender();
  }

  setMarkers(start: number, goal: number): void {
    if (!this.grid) return;
    this.markers.set(start, goal, this.grid.width);
    this.requestRender();
  }

  setGridVisible(visible: boolean): void {
    this.showGrid = visible;
    this.requestRender();
  }

  fit(): void {
    if (this.grid) this.camera.fit(this.grid.width, this.grid.height, this.viewWidth, this.viewHeight);
  }

  /** Zooms around the view centre (keyboard and menu zoom). */
  zoomCentre(factor: number): void {
    this.camera.zoomAt(this.viewWidth / 2, this.viewHeight / 2, factor);
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
    return { x: Math.floor(c.x), y: Math.floor(c.y) };
  }

  /** Client (page) coordinates of a cell's centre; used by tests and tooltips. */
  cellCentreToClient(x: number, y: number): { x: number; y: number } {
    const r = this.canvas.getBoundingClientRect();
    const s = this.camera.toScreen(x + 0.5, y + 0.5);
    return { x: s.x + r.left, y: s.y + r.top };
  }

  /** Bytes of pixel buffers the view keeps for the map (CPU side). */
  get pixelBytes(): number {
    return this.terrain.pixelBytes + this.overlay.pixelBytes;
  }

  requestRender(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  }

  private render(): void {
    const { camera } = this;
    this.world.position.set(camera.x, camera.y);
    this.world.scale.set(camera.scale);
    if (this.grid) this.gridLines.draw(camera, this.viewWidth, this.viewHeight, this.grid.width, this.grid.height, this.showGrid);
    this.path.draw(camera.scale);
    this.markers.draw(camera.scale);
    this.app.render();
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
    this.overlay.destroy();
    this.app.destroy(true, { children: true });
  }
}
