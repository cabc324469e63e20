// What one camera shows of a map: the terrain (this view's sprites of a shared CellTextureStore),
// registered overlays (search states, heatmap, path, tree…), grid lines, markers, tool preview and
// cell labels. Each pane of a map stage has one: the single map view one, the compare view one per
// pane, all drawing the same terrain textures. The stage paints the store and renders; a scene
// only composes.
import { Container } from 'pixi.js';
import type { CellBox } from '../../shared/edit/cells';
import type { Grid } from '../../shared/grid/grid';
import type { MapOverlay, OverlayPlane } from '../overlays/mapOverlay';
import type { OverlayHost } from '../overlays/overlayHost';
import type { ToolPreview } from '../tools/preview';
import { Camera } from './camera';
import { CellLabels, type CellLabelMode } from './cellLabels';
import type { CornerBox } from './fitPlacement';
import { SQUARE_LAYOUT, type CellLayout } from './cellLayout';
import type { CellTextureStore } from './cellTextureStore';
import { ChunkSprites } from './chunkSprites';
import { GridLines } from './gridLines';
import { MarkerLayer, type MarkerCells } from './markerLayer';
import { WaypointNumbers } from './waypointNumbers';
import { ToolPreviewLayer } from './toolPreviewLayer';

export class MapScene implements OverlayHost {
  readonly camera = new Camera();
  /** Everything the scene draws, in view coordinates (the owner places it: a pane's corner). */
  readonly root = new Container();
  private readonly world = new Container();
  readonly terrain: ChunkSprites;
  private grid: Grid | null = null;
  /** Where cells sit in world space (squares or hexes); every layer places cells through it. */
  layout: CellLayout = SQUARE_LAYOUT;
  /** The view's size in CSS pixels. */
  viewWidth = 1;
  viewHeight = 1;
  /** Overlays by plane, drawn in the order they were added. */
  private readonly overlays: { overlay: MapOverlay; plane: OverlayPlane }[] = [];
  private readonly cellPlane = new Container();
  private readonly markPlane = new Container();
  private readonly screenPlane = new Container();
  private readonly markers = new MarkerLayer();
  private readonly gridLines = new GridLines();
  private readonly preview = new ToolPreviewLayer();
  private readonly labels = new CellLabels();
  private readonly waypointNumbers = new WaypointNumbers();
  private labelMode: CellLabelMode = 'cost';
  /** The debugger writes f, g and h in cells: the cost labels keep to the room they leave. */
  private cellNumbersShown = false;
  private showGrid = true;

  constructor(
    textures: CellTextureStore,
    /** Asks the owner for a frame (at most one per animation frame). */
    private readonly requestRender: () => void,
  ) {
    this.terrain = new ChunkSprites(textures);
    this.world.addChild(this.terrain.container, this.cellPlane, this.gridLines.graphics, this.markPlane, this.preview.graphics, this.markers.graphics);
    // Points' names go over the cells' text, so they stay readable when the map is zoomed in; they follow the world's transform.
    this.root.addChild(this.world, this.labels.container, this.markers.names, this.screenPlane, this.waypointNumbers.container);
  }

  /** Whether every overlay has painted what it was given. */
  get overlaysIdle(): boolean {
    return this.overlays.every((o) => o.overlay.idle);
  }

  /** Shows `grid` laid out by `layout`; overlays drop what they showed of the map before. */
  setMap(grid: Grid, layout: CellLayout): void {
    this.grid = grid;
    this.layout = layout;
    for (const { overlay } of this.overlays) overlay.setMap(grid.width, grid.height, layout);
  }

  /** Adds an overlay on `plane`, above the ones added before it there. */
  addOverlay(overlay: MapOverlay, plane: OverlayPlane): void {
    this.overlays.push({ overlay, plane });
    (plane === 'cells' ? this.cellPlane : plane === 'marks' ? this.markPlane : this.screenPlane).addChild(overlay.container);
    overlay.attach(this.requestRender);
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

  /** The overlays' CPU pixel buffers, in bytes. */
  get overlayPixelBytes(): number {
    return this.overlays.reduce((sum, o) => sum + ((o.overlay as { pixelBytes?: number }).pixelBytes ?? 0), 0);
  }

  get mapWidth(): number {
    return this.grid?.width ?? 0;
  }

  get mapHeight(): number {
    return this.grid?.height ?? 0;
  }

  /** The map's extent in world units (cells on square maps). */
  get worldWidth(): number {
    return this.grid ? this.layout.worldWidth(this.grid.width, this.grid.height) : 0;
  }

  get worldHeight(): number {
    return this.grid ? this.layout.worldHeight(this.grid.height) : 0;
  }

  /** The cells in view (clipped to the map), or null before a map is shown. */
  visibleCellRect(): CellBox | null {
    if (!this.grid) return null;
    const a = this.visibleArea();
    return this.layout.cellsIn(a.x0, a.y0, a.x1, a.y1, this.grid.width, this.grid.height);
  }

  /** Whether every cell of the map is in view (as after Fit): such a view is fitted again when it changes size. */
  showsWholeMap(): boolean {
    if (!this.grid || this.viewWidth <= 1 || this.viewHeight <= 1) return false;
    const a = this.visibleArea();
    return a.x0 <= 0 && a.y0 <= 0 && a.x1 >= this.worldWidth && a.y1 >= this.worldHeight;
  }

  /** The world rectangle in view (cells on square maps; fractional). */
  visibleArea(): { x0: number; y0: number; x1: number; y1: number } {
    const a = this.camera.toCell(0, 0);
    const b = this.camera.toCell(this.viewWidth, this.viewHeight);
    return { x0: a.x, y0: a.y, x1: b.x, y1: b.y };
  }

  /** The integer cell under view point (x, y), unclamped (it may lie outside the map). */
  cellAtView(x: number, y: number): { x: number; y: number } {
    const c = this.camera.toCell(x, y);
    return this.layout.cellAt(c.x, c.y);
  }

  /** Whether cell (x, y) is on the map. */
  onMap(x: number, y: number): boolean {
    return !!this.grid && x >= 0 && y >= 0 && x < this.grid.width && y < this.grid.height;
  }

  /** Shows the whole map centred in the view, clear of a `corner` box over its bottom right (the minimap) where it can. */
  fit(corner: CornerBox | null = null): void {
    if (this.grid) this.camera.fit(this.worldWidth, this.worldHeight, this.viewWidth, this.viewHeight, corner);
  }

  setMarkers(markers: MarkerCells): void {
    if (!this.grid) return;
    this.markers.set(markers, this.grid.width, this.layout);
    this.requestRender();
  }

  setGridVisible(visible: boolean): void {
    this.showGrid = visible;
    this.requestRender();
  }

  setCellNumbersShown(shown: boolean): void {
    if (shown === this.cellNumbersShown) return;
    this.cellNumbersShown = shown;
    this.requestRender();
  }

  /** The waypoints' numbers drawn last, with their centres on the canvas (tests). */
  waypointNumbersDrawn(): ReturnType<WaypointNumbers['drawnNumbers']> {
    return this.waypointNumbers.drawnNumbers();
  }

  /** The cost (or height) labels drawn last, each with its cell and its box on the canvas (tests). */
  labelBoxes(): ReturnType<CellLabels['drawnBoxes']> {
    return this.labels.drawnBoxes();
  }

  setLabelMode(mode: CellLabelMode): void {
    this.labelMode = mode;
    this.requestRender();
  }

  setPreview(preview: ToolPreview | null): void {
    this.preview.set(preview);
    this.requestRender();
  }

  /** First part of a frame: the camera's transform, and which terrain chunks are in view (painted first). */
  prepare(): void {
    const { camera } = this;
    this.world.position.set(camera.x, camera.y);
    this.world.scale.set(camera.scale);
    this.markers.names.position.set(camera.x, camera.y);
    this.markers.names.scale.set(camera.scale);
    const visible = this.visibleCellRect();
    if (visible) this.terrain.cull(visible);
  }

  /**
   * Second part, after the owner painted the terrain: shows the chunks painted, then draws the
   * overlays (each with what is left of `budgetMs` since `start`) and the rest. False when an
   * overlay has work left for another frame.
   */
  draw(budgetMs: number, start: number): boolean {
    const { camera, grid } = this;
    this.terrain.refresh();
    let done = true;
    if (grid) {
      const visible = this.visibleCellRect()!;
      this.showTopCells();
      for (const { overlay } of this.overlays) {
        const budget = Math.max(1, budgetMs - (performance.now() - start));
        const ctx = { camera, viewWidth: this.viewWidth, viewHeight: this.viewHeight, visible, layout: this.layout, mapWidth: grid.width, mapHeight: grid.height, budgetMs: budget };
        done = overlay.draw(ctx) && done;
      }
      this.gridLines.draw(camera, this.viewWidth, this.viewHeight, grid.width, grid.height, this.showGrid, this.layout);
      this.labels.draw(camera, this.viewWidth, this.viewHeight, grid, this.labelMode, this.layout, this.cellNumbersShown);
      this.preview.draw(grid, camera.scale, this.layout);
    }
    this.markers.draw(camera.scale);
    if (grid) this.waypointNumbers.draw(camera, this.viewWidth, this.viewHeight, this.markers.cells.waypoints, grid.width, this.layout);
    return done;
  }

  /** Shows only the topmost cells overlay switched on: translucent colour layers would tint each other. */
  private showTopCells(): void {
    let top = true;
    for (let i = this.overlays.length - 1; i >= 0; i--) {
      const { overlay, plane } = this.overlays[i]!;
      if (plane !== 'cells') continue;
      overlay.container.visible = top;
      if (overlay.active !== false) top = false;
    }
  }

  /** Destroys the scene's layers and its overlays (the store's textures stay). */
  destroy(): void {
    for (const { overlay } of this.overlays) overlay.destroy();
    this.overlays.length = 0;
    this.terrain.destroy();
    this.root.destroy({ children: true });
  }
}
