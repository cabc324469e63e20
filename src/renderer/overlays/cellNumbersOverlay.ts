// f, g and h in each cell the search has seen, once cells are large enough to read them (the
// classic tutorials' layout: f top left, g bottom left, h bottom right, each on a dark backing),
// and a small arrow toward the cell's parent. Drawn in screen space so text stays crisp, for the
// visible cells only, from a pool of BitmapText reused every frame: the cost depends on the
// window, never on the map. The four layers are fetched only while zoomed in that far.
import { BitmapText, Container, Graphics } from 'pixi.js';
import type { TraceRect } from '../../shared/engine/trace/index';
import { cellTextFont } from '../canvas/cellTextFont';
import { ARROW_MARGIN, MIN_NUMBER_FONT, NUMBER_COLOURS, NUMBERS_MIN_SCALE, bottomRowFontSize, cellNumberLayout, formatCellNumber, parentDirection, type TextBox } from './cellNumbers';
import { DrawnOverlay } from './drawnOverlay';
import type { OverlayDrawContext } from './mapOverlay';
import type { OverlayDescriptor } from './overlayDescriptor';
import type { FrameOverlay, RunFrame } from './runFrame';

const FONT = cellTextFont('AStarCellNumbers', 28, '.-');

const lineRatios = new Map<string, number>();

/** A bitmap font's line height (a BitmapText's height, what a backing covers) per pixel of font size. */
export function lineRatio(fontFamily: string): number {
  let ratio = lineRatios.get(fontFamily);
  if (ratio === undefined) {
    const probe = new BitmapText({ text: '0', style: { fontFamily, fontSize: 100 } });
    ratio = probe.height / 100;
    probe.destroy();
    lineRatios.set(fontFamily, ratio);
  }
  return ratio;
}

/** The numbers' line height per pixel of font size: the map's cost label keeps clear of their rows. */
export function numberLineRatio(): number {
  FONT.install();
  return lineRatio(FONT.name);
}

const { f: F_COLOUR, g: G_COLOUR, h: H_COLOUR } = NUMBER_COLOURS;
const BACKING = 0x101018;

/** The values fetched for one rectangle (stride 1). */
interface CellValues {
  rect: TraceRect;
  g: Float32Array;
  h: Float32Array;
  f: Float32Array;
  parent: Int32Array;
}

export class CellNumbersOverlay extends DrawnOverlay implements FrameOverlay {
  private readonly backings = new Graphics();
  private readonly texts = new Container();
  private readonly pool: BitmapText[] = [];
  private used = 0;
  private enabled = false;
  private values: CellValues | null = null;
  /** A traced run is shown but its numbers were not fetched because the view was zoomed out. */
  private wanted = false;
  private askedAtScale = -1;
  /** What was drawn last (camera and data), so an unchanged frame draws nothing new. */
  private drawnKey = '';
  private revision = 0;
  /** Per visible cell drawn: its index and texts, for tests. */
  private shown = new Map<number, { f: string; g: string; h: string; parent: number }>();
  /** Every backing drawn (numbers and arrow discs) in the container's pixels, for tests. */
  private readonly boxes: TextBox[] = [];

  /** `refetch` asks the run overlays to fetch again (the user zoomed in far enough for numbers). */
  constructor(private readonly refetch: () => void) {
    super();
    this.container.addChild(this.backings, this.texts);
  }

  /** Shows the numbers or not; the next refresh fetches them. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
  }

  protected mapChanged(): void {
    this.wanted = false;
    this.setValues(null);
  }

  async refresh(frame: RunFrame | null): Promise<void> {
    this.wanted = (frame?.run.steppable ?? false) && this.enabled;
    if (!this.wanted || frame!.scale < NUMBERS_MIN_SCALE) {
      this.setValues(null);
      return;
    }
    const { step, rect, ask } = frame!;
    const [g, h, f, parent] = await Promise.all(
      (['g', 'h', 'f', 'parent'] as const).map((layer) => ask({ kind: 'layer', step, layer, rect })),
    );
    if (!this.enabled) return;
    this.askedAtScale = -1;
    this.setValues({ rect: g!.rect, g: g!.values as Float32Array, h: h!.values as Float32Array, f: f!.values as Float32Array, parent: parent!.values as Int32Array });
  }

  private setValues(values: CellValues | null): void {
    if (values === null && this.values === null) return;
    this.values = values;
    this.revision++;
    this.requestRender();
  }

  /** The numbers drawn in cell (x, y) now, or null when it shows none (the e2e test compares them with the engine). */
  shownAt(x: number, y: number): { f: string; g: string; h: string; parent: number } | null {
    return this.shown.get(y * this.mapWidth + x) ?? null;
  }

  draw({ camera, visible }: OverlayDrawContext): boolean {
    const scale = camera.scale;
    if (this.wanted && !this.values && scale >= NUMBERS_MIN_SCALE && scale !== this.askedAtScale) {
      // Zoomed in far enough since the last fetch: fetch the numbers for the view.
      this.askedAtScale = scale;
      this.refetch();
    }
    const key = `${this.revision}:${camera.x},${camera.y},${scale}`;
    if (key === this.drawnKey) return true;
    this.drawnKey = key;
    this.used = 0;
    this.shown.clear();
    this.boxes.length = 0;
    this.backings.clear();
    if (this.values && scale >= NUMBERS_MIN_SCALE) this.drawCells(this.values, camera.toScreen.bind(camera), scale, visible);
    for (let k = this.used; k < this.pool.length; k++) this.pool[k]!.visible = false;
    return true;
  }

  private drawCells(v: CellValues, toScreen: (x: number, y: number) => { x: number; y: number }, scale: number, visible: { x0: number; y0: number; x1: number; y1: number }): void {
    FONT.install();
    const L = cellNumberLayout(scale, this.layout);
    const { rect } = v;
    const x0 = Math.max(visible.x0, rect.x), x1 = Math.min(visible.x1, rect.x + rect.width - 1);
    const y0 = Math.max(visible.y0, rect.y), y1 = Math.min(visible.y1, rect.y + rect.height - 1);
    // First the texts, measured at full size, to pick one size for every bottom row on screen
    // (cells side by side in different sizes read as noise), then their places.
    const cells: { cell: number; i: number; x: number; y: number; f: BitmapText; g: BitmapText; h: BitmapText }[] = [];
    const room = 2 * (L.halfWidth - L.inset);
    const bottomSize = () => {
      let size = L.fontSize;
      for (const c of cells) size = Math.min(size, bottomRowFontSize(L.fontSize, c.g.width + 2 * L.padding, c.h.width + 2 * L.padding, room));
      return size;
    };
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const i = (y - rect.y) * rect.width + (x - rect.x);
        // Only cells the search has seen have a g.
        if (Number.isNaN(v.g[i]!)) continue;
        const f = this.take(formatCellNumber(v.f[i]!), L.fontSize);
        cells.push({ cell: y * this.mapWidth + x, i, x, y, f, g: this.take(formatCellNumber(v.g[i]!), L.fontSize), h: this.take(formatCellNumber(v.h[i]!), L.fontSize) });
      }
    }
    let size = bottomSize();
    if (size < MIN_NUMBER_FONT) {
      // Too small to read: fewer figures at a readable size (the inspector has them all).
      for (const c of cells) {
        c.g.text = formatCellNumber(v.g[c.i]!, true);
        c.h.text = formatCellNumber(v.h[c.i]!, true);
      }
      size = Math.max(MIN_NUMBER_FONT, bottomSize());
    }
    for (const c of cells) {
      if (size !== L.fontSize) c.g.style.fontSize = c.h.style.fontSize = size;
      const centre = toScreen(this.layout.centreX(c.x, c.y), this.layout.centreY(c.y));
      const left = centre.x - L.halfWidth + L.inset, right = centre.x + L.halfWidth - L.inset;
      const top = centre.y - L.halfHeight + L.inset, bottom = centre.y + L.halfHeight - L.inset;
      this.label(c.f, F_COLOUR, left, top, 0, 0, L.padding);
      this.label(c.g, G_COLOUR, left, bottom, 0, 1, L.padding);
      this.label(c.h, H_COLOUR, right, bottom, 1, 1, L.padding);
      const parent = v.parent[c.i]!;
      const d = parentDirection(c.cell, parent, this.mapWidth, this.layout);
      if (d) this.arrow(centre.x + L.arrowX, centre.y + L.arrowY, d, L.arrowHalf);
      this.shown.set(c.cell, { f: c.f.text, g: c.g.text, h: c.h.text, parent });
    }
    this.backings.fill({ color: BACKING, alpha: 0.78 });
  }

  /** The backings drawn now (each number's and each arrow's disc), in global (canvas) pixels. */
  drawnBoxes(): TextBox[] {
    return this.boxes.map((box) => {
      const a = this.container.toGlobal({ x: box.x0, y: box.y0 }), b = this.container.toGlobal({ x: box.x1, y: box.y1 });
      return { x0: a.x, y0: a.y, x1: b.x, y1: b.y };
    });
  }

  /** Places `label` at (x, y), anchored at (ax, ay) of its backing, and adds its backing's rectangle. */
  private label(label: BitmapText, colour: number, x: number, y: number, ax: number, ay: number, padding: number): void {
    if (!label.visible) return;
    label.tint = colour;
    // The font's line height, not its size: digits sit in the top of the line.
    const w = label.width + 2 * padding, h = label.height;
    const bx = Math.round(x - ax * w), by = Math.round(y - ay * h);
    this.backings.rect(bx, by, w, h);
    this.boxes.push({ x0: bx, y0: by, x1: bx + w, y1: by + h });
    label.position.set(bx + padding, by);
  }

  /** A small arrow centred on (cx, cy) pointing along `d`, on its own dark backing dot. */
  private arrow(cx: number, cy: number, d: { x: number; y: number }, half: number): void {
    const g = this.backings;
    g.circle(cx, cy, half + ARROW_MARGIN);
    this.boxes.push({ x0: cx - half - ARROW_MARGIN, y0: cy - half - ARROW_MARGIN, x1: cx + half + ARROW_MARGIN, y1: cy + half + ARROW_MARGIN });
    // The circle joins the backings' fill; the arrow strokes on top at once.
    g.fill({ color: BACKING, alpha: 0.78 });
    const tx = cx + d.x * half, ty = cy + d.y * half;
    const head = half * 0.7;
    const cos = Math.cos(0.5), sin = Math.sin(0.5);
    const bx = -d.x * head, by = -d.y * head;
    g.moveTo(cx - d.x * half, cy - d.y * half).lineTo(tx, ty);
    g.moveTo(tx + bx * cos - by * sin, ty + bx * sin + by * cos).lineTo(tx, ty).lineTo(tx + bx * cos + by * sin, ty - bx * sin + by * cos);
    g.stroke({ width: 1.5, color: 0xffffff });
  }

  /** The next pooled label, showing `text` at `fontSize` (hidden when there is no text). */
  private take(text: string, fontSize: number): BitmapText {
    let label = this.pool[this.used];
    if (!label) {
      label = new BitmapText({ text: '', style: { fontFamily: FONT.name, fontSize } });
      this.texts.addChild(label);
      this.pool.push(label);
    }
    this.used++;
    if (label.text !== text) label.text = text;
    if (label.style.fontSize !== fontSize) label.style.fontSize = fontSize;
    label.visible = text !== '';
    return label;
  }
}

/** f, g and h in each cell at high zoom, in every view; the cost labels make room on hexes while they show. */
export const cellNumbers: OverlayDescriptor = {
  id: 'cell-numbers',
  plane: 'screen',
  views: ['map', 'pane'],
  asks: ['layer'],
  toggle: {
    kind: 'check',
    label: 'Numbers in cells',
    initial: true,
    hint: `From ${NUMBERS_MIN_SCALE} px a cell: f top left, g bottom left, h bottom right, ➚ toward the parent.`,
  },
  create: (mount) => {
    const overlay = new CellNumbersOverlay(() => mount.refetch());
    return {
      overlay,
      follow: () => {
        const on = mount.switched() === true;
        overlay.setEnabled(on);
        mount.host.setCellNumbersShown(on && (mount.pane.run?.steppable ?? false));
      },
    };
  },
};
