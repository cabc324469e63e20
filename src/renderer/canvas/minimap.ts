// The minimap: the whole map in a small 2D canvas with the viewport's rectangle; press or drag
// on it to pan there. Its picture is sampled from the terrain layer's chunk pixels (one sample
// per minimap pixel, never a walk over all cells) at most a few times a second, and only where
// cells were painted since. It spans the map in world units, so a hex map keeps its proportions.
// It sits over the view's bottom-right corner: Fit keeps the map clear of it (footprint), and once
// zoomed in its × button hides it (Shift+M or Map › Minimap shows it again) to reach the cells
// beneath.
import { emptyBox, isEmptyBox, unionBox, type CellBox } from '../../shared/edit/cells';
import { minimapSide, type CornerBox } from './fitPlacement';
import type { MapView } from './mapView';

const REDRAW_MS = 250;
/** CSS pixels between the minimap and the view's right and bottom edges, and its × button's reach above it (MapCanvas.svelte). */
const EDGE_GAP = 10, BUTTON_ABOVE = 10;

export class Minimap {
  /** The minimap and its hide button; the page mounts this. */
  readonly element = document.createElement('div');
  readonly canvas = document.createElement('canvas');
  private readonly hide = document.createElement('button');
  private readonly picture = document.createElement('canvas');
  /** The picture's pixels, kept between redraws; its map's size and topology. */
  private image: ImageData | null = null;
  private pictureShape = '';
  /** Cells painted since the picture was last sampled. */
  private stale: CellBox = emptyBox();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastDrawn = 0;
  private dragging: number | null = null;
  private readonly cleanup: (() => void)[] = [];
  /** Bumped with each new picture; with the view's rectangle it says whether the minimap must be drawn again. */
  private pictureVersion = 0;
  private drawnKey = '';

  constructor(
    private readonly view: MapView,
    onHide: () => void,
  ) {
    this.element.className = 'minimap-box';
    this.canvas.className = 'minimap';
    this.canvas.dataset['testid'] = 'minimap';
    this.canvas.title = 'Minimap: drag to pan';
    this.hide.className = 'minimap-hide';
    this.hide.type = 'button';
    this.hide.textContent = '×';
    this.hide.setAttribute('aria-label', 'Hide minimap');
    this.hide.title = 'Hide the minimap to reach the cells under it (Shift+M or Map › Minimap shows it again)';
    this.hide.addEventListener('click', onHide);
    this.cleanup.push(() => this.hide.removeEventListener('click', onHide));
    this.element.append(this.canvas, this.hide);
    this.cleanup.push(view.terrain.painted.add((box) => this.schedulePicture(box)), view.rendered.add(() => this.drawViewport()));
    const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void) => {
      this.canvas.addEventListener(type, fn);
      this.cleanup.push(() => this.canvas.removeEventListener(type, fn));
    };
    on('pointerdown', (e) => {
      this.dragging = e.pointerId;
      this.canvas.setPointerCapture(e.pointerId);
      this.panTo(e);
    });
    on('pointermove', (e) => e.pointerId === this.dragging && this.panTo(e));
    on('pointerup', () => (this.dragging = null));
    on('pointercancel', () => (this.dragging = null));
    on('wheel', (e) => e.preventDefault());
  }

  private get mapSize(): { width: number; height: number } {
    return { width: this.view.terrain.width, height: this.view.terrain.height };
  }

  /** The map's extent in world units (cells on a square map): what the minimap's pixels span. */
  private get worldSize(): { width: number; height: number } {
    return this.view.terrain.width === 0 ? { width: 0, height: 0 } : { width: this.view.worldWidth, height: this.view.worldHeight };
  }

  /**
   * The box the minimap takes over the view's bottom-right corner, counting its border, its gap to
   * the view's edges and its × button standing above it (MapCanvas.svelte places them): what Fit
   * keeps the map clear of. Null before a map is shown.
   */
  footprint(): CornerBox | null {
    if (this.worldSize.width === 0) return null;
    const { w, h } = this.pictureSize();
    return { width: w + 2 + EDGE_GAP, height: h + 2 + EDGE_GAP + BUTTON_ABOVE };
  }

  /** The picture's size in pixels, for the view's size now (the map's proportions, its longest side minimapSide's). */
  private pictureSize(): { w: number; h: number } {
    const world = this.worldSize, factor = this.factor;
    return { w: Math.max(1, Math.round(world.width * factor)), h: Math.max(1, Math.round(world.height * factor)) };
  }

  /** Minimap pixels per world unit: its longest side (minimapSide, for the view's size now) over the map's. */
  private get factor(): number {
    const { width, height } = this.worldSize, side = minimapSide(this.view.width, this.view.height);
    return Math.min(side / width, side / height);
  }

  private schedulePicture(box: CellBox): void {
    unionBox(this.stale, box);
    if (this.timer) return;
    const wait = Math.max(0, REDRAW_MS - (performance.now() - this.lastDrawn));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.lastDrawn = performance.now();
      this.drawPicture();
      this.drawViewport();
    }, wait);
  }

  /**
   * Samples again the minimap pixels over the cells painted since the last picture: all of them for
   * a new map, a few for a brush stroke (a 4096² map has 23 cells a minimap pixel), so a stroke
   * does not pay for the whole picture four times a second.
   */
  private drawPicture(): void {
    const { width, height } = this.mapSize;
    const world = this.worldSize;
    const stale = this.stale;
    this.stale = emptyBox();
    if (width === 0 || isEmptyBox(stale)) return;
    const { w, h } = this.pictureSize();
    const layout = this.view.layout;
    const shape = `${width}x${height}:${layout.topology}`;
    let px0 = 0, py0 = 0, px1 = w - 1, py1 = h - 1;
    if (this.image?.width === w && this.image.height === h && this.pictureShape === shape) {
      // The world box of the stale cells, a unit wider each way (hexes reach past their centre), in minimap pixels.
      const x0 = Math.min(layout.centreX(stale.x0, stale.y0), layout.centreX(stale.x0, stale.y0 + 1)) - 1;
      const x1 = Math.max(layout.centreX(stale.x1, stale.y0), layout.centreX(stale.x1, stale.y0 + 1)) + 1;
      px0 = Math.max(0, Math.floor((x0 * w) / world.width));
      px1 = Math.min(w - 1, Math.ceil((x1 * w) / world.width));
      py0 = Math.max(0, Math.floor(((layout.centreY(stale.y0) - 1) * h) / world.height));
      py1 = Math.min(h - 1, Math.ceil(((layout.centreY(stale.y1) + 1) * h) / world.height));
    } else {
      this.image = new ImageData(w, h);
      this.pictureShape = shape;
      this.picture.width = w;
      this.picture.height = h;
    }
    const words = new Uint32Array(this.image.data.buffer);
    const terrain = this.view.terrain;
    for (let py = py0; py <= py1; py++) {
      if (layout.topology === 'square') {
        const y = Math.min(height - 1, Math.floor(((py + 0.5) * height) / h));
        for (let px = px0; px <= px1; px++) words[py * w + px] = terrain.pixelAt(Math.min(width - 1, Math.floor(((px + 0.5) * width) / w)), y);
        continue;
      }
      // Each minimap pixel shows the hex under its centre (gaps at the jagged edges stay clear).
      const wy = ((py + 0.5) * world.height) / h;
      for (let px = px0; px <= px1; px++) {
        const c = layout.cellAt(((px + 0.5) * world.width) / w, wy);
        words[py * w + px] = c.x >= 0 && c.y >= 0 && c.x < width && c.y < height ? terrain.pixelAt(c.x, c.y) : 0;
      }
    }
    this.picture.getContext('2d')!.putImageData(this.image, 0, 0, px0, py0, px1 - px0 + 1, py1 - py0 + 1);
    this.pictureVersion++;
  }

  private drawViewport(): void {
    const { width, height } = this.worldSize;
    if (width === 0) return;
    // The view changed size enough to change the minimap's: sample the whole picture again at the new size.
    const size = this.pictureSize();
    if (this.image !== null && (size.w !== this.picture.width || size.h !== this.picture.height)) {
      this.schedulePicture({ x0: 0, y0: 0, x1: this.mapSize.width - 1, y1: this.mapSize.height - 1 });
    }
    const w = this.picture.width;
    const h = this.picture.height;
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    const a = this.view.visibleArea();
    // Every frame the map renders asks; a brush stroke changes neither the picture nor the view.
    const key = `${this.pictureVersion}:${w}x${h}:${a.x0},${a.y0},${a.x1},${a.y1}:${width}x${height}`;
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    const ctx = this.canvas.getContext('2d')!;
    ctx.clearRect(0, 0, w, h);
    ctx.drawImage(this.picture, 0, 0);
    const sx = w / width;
    const sy = h / height;
    const x0 = Math.max(0, a.x0 * sx);
    const y0 = Math.max(0, a.y0 * sy);
    const x1 = Math.min(w, a.x1 * sx);
    const y1 = Math.min(h, a.y1 * sy);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 1.5;
    ctx.strokeRect(x0 + 0.5, y0 + 0.5, Math.max(2, x1 - x0 - 1), Math.max(2, y1 - y0 - 1));
  }

  private panTo(e: PointerEvent): void {
    const r = this.canvas.getBoundingClientRect();
    const { width, height } = this.worldSize;
    this.view.centreOn(((e.clientX - r.left) / r.width) * width, ((e.clientY - r.top) / r.height) * height);
  }

  destroy(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const c of this.cleanup) c();
    this.element.remove();
  }
}
