// What the cell-numbers overlay writes in each cell and where, kept free of Pixi so it can be
// tested: the layout of the classic A* tutorials (f top left, g bottom left, h bottom right) inside
// the part of the cell text fits in (the whole square, or the band between a hex's flat sides),
// plus a small arrow toward the parent where there is room: a square's free top-right corner, or
// the triangle above a hex's band.
import { HEX_RADIUS } from '../../shared/grid/hex';
import type { CellLayout } from '../canvas/cellLayout';

/** Text colours: f white (it orders the open list), g a cool blue, h a warm orange; the side panel's key uses them too. */
export const NUMBER_COLOURS = { f: 0xffffff, g: 0x9fd8ff, h: 0xffc58a } as const;

/** Screen pixels per cell from which the numbers show: below it three numbers do not fit. */
export const NUMBERS_MIN_SCALE = 48;

/** The smallest font size numbers are drawn at: below it g and h lose their decimals instead. */
export const MIN_NUMBER_FONT = 9;

/**
 * A number as a cell shows it: three significant figures, whole numbers from 100 on; `coarse`
 * (for g and h when they would not fit their shared row legibly) two figures, whole numbers from 10
 * on. '' for none.
 */
export function formatCellNumber(value: number, coarse = false): string {
  if (!Number.isFinite(value)) return '';
  const whole = coarse ? 10 : 100;
  const text = Math.abs(value) >= whole ? String(Math.round(value)) : String(Number(value.toPrecision(coarse ? 2 : 3)));
  return text === '-0' ? '0' : text;
}

/**
 * The font size for g and h, which share the bottom row: `fontSize`, or smaller so that text
 * `widthG` and `widthH` pixels wide at `fontSize` (backings included) fit `room` pixels with a gap.
 */
export function bottomRowFontSize(fontSize: number, widthG: number, widthH: number, room: number, gap = 3): number {
  if (widthG + widthH + gap <= room) return fontSize;
  return Math.max(6, Math.floor((fontSize * (room - gap)) / (widthG + widthH)));
}

/** Where the three numbers and the parent arrow sit in a cell, in screen pixels from its centre. */
export interface CellNumberLayout {
  fontSize: number;
  /** Half the width and half the height of the box the text fits in. */
  halfWidth: number;
  halfHeight: number;
  /** Gap between a number's backing and the box's edge, and around the text inside its backing. */
  inset: number;
  padding: number;
  /** The parent arrow: its middle (from the centre) and its half length; its backing disc reaches ARROW_MARGIN further. */
  arrowX: number;
  arrowY: number;
  arrowHalf: number;
}

/** Pixels the parent arrow's backing disc reaches beyond the arrow. */
export const ARROW_MARGIN = 1.5;

/** Radius of the circle inscribed in the triangle above a hex's band (corners (±½, −r/2), (0, −r)), in cell widths. */
const HEX_TIP_INRADIUS = (0.5 * HEX_RADIUS) / (1 + 2 * HEX_RADIUS);

/** The layout for cells `scale` pixels wide, squares or hexes. */
export function cellNumberLayout(scale: number, layout: CellLayout): CellNumberLayout {
  const halfWidth = scale / 2;
  // Pointy-top hexes: between the flat sides the hex is a full unit wide, over a band one radius tall.
  const halfHeight = layout.topology === 'hex' ? (scale * HEX_RADIUS) / 2 : scale / 2;
  const fontSize = Math.max(10, Math.min(16, Math.round(scale * 0.21)));
  const inset = Math.max(1, Math.round(scale * 0.03));
  const padding = 1;
  if (layout.topology === 'hex') {
    // The band is full; the triangle above it is free.
    const r = HEX_TIP_INRADIUS * scale;
    const arrowHalf = r - ARROW_MARGIN;
    return { fontSize, halfWidth, halfHeight, inset, padding, arrowX: 0, arrowY: -halfHeight - r, arrowHalf };
  }
  // A square's top-right corner is free (f sits top left).
  const arrowHalf = scale * 0.12;
  return {
    fontSize,
    halfWidth,
    halfHeight,
    inset,
    padding,
    arrowX: halfWidth - inset - arrowHalf - ARROW_MARGIN,
    arrowY: -halfHeight + inset + arrowHalf + ARROW_MARGIN,
    arrowHalf,
  };
}

/** A box in screen pixels from a cell's centre (y down). */
export interface TextBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Whether two boxes share any area (touching edges do not). */
export function boxesOverlap(a: TextBox, b: TextBox): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/**
 * What the numbers may cover in a cell, from its centre: f's row along the top, the g and h row
 * along the bottom (each the box's width, one line of `fontSize` tall: a line is `lineRatio` font
 * sizes), and the parent arrow's backing disc.
 */
export function numberBoxes(L: CellNumberLayout, lineRatio: number): { top: TextBox; bottom: TextBox; arrow: TextBox } {
  const row = L.fontSize * lineRatio;
  const x0 = -L.halfWidth + L.inset, x1 = L.halfWidth - L.inset;
  const top = -L.halfHeight + L.inset, bottom = L.halfHeight - L.inset;
  const disc = L.arrowHalf + ARROW_MARGIN;
  return {
    top: { x0, y0: top, x1, y1: top + row },
    bottom: { x0, y0: bottom - row, x1, y1: bottom },
    arrow: { x0: L.arrowX - disc, y0: L.arrowY - disc, x1: L.arrowX + disc, y1: L.arrowY + disc },
  };
}

/** Where the map's cost label goes while the numbers show: `dy` below the cell's centre, at most `fontSize`, inside `room`. */
export interface CostLabelPlace {
  dy: number;
  fontSize: number;
  /** The box the label's line must stay in (a wider label is drawn smaller). */
  room: TextBox;
}

/**
 * Where the map's cost label may go while the numbers show, so that it never covers them, in this
 * cell or a neighbour: on squares, the band between f's row (and the parent arrow) and the g and h
 * row; on hexes, the triangle under the band that holds f, g and h (its inscribed circle's box,
 * kept off the lower neighbours' arrow discs beside it). `numberLine` and `labelLine` are each
 * font's line height per pixel of font size; `largest` is the label's usual size.
 */
export function costLabelPlace(scale: number, layout: CellLayout, numberLine: number, labelLine: number, largest: number): CostLabelPlace {
  const L = cellNumberLayout(scale, layout);
  if (layout.topology === 'hex') {
    const r = HEX_TIP_INRADIUS * scale;
    const y0 = L.halfHeight, y1 = L.halfHeight + 2 * r;
    const half = scale / 2 - 2 * r;
    return { dy: (y0 + y1) / 2, fontSize: Math.min(largest, Math.floor((y1 - y0) / labelLine)), room: { x0: -half, y0, x1: half, y1 } };
  }
  const boxes = numberBoxes(L, numberLine);
  const y0 = Math.max(boxes.top.y1, boxes.arrow.y1) + 1, y1 = boxes.bottom.y0 - 1;
  return {
    dy: (y0 + y1) / 2,
    fontSize: Math.min(largest, Math.floor((y1 - y0) / labelLine)),
    room: { x0: -L.halfWidth + L.inset, y0, x1: L.halfWidth - L.inset, y1 },
  };
}

/** The unit direction (screen space, y down) from cell to parent, or null when the cell has none. */
export function parentDirection(cell: number, parent: number, mapWidth: number, layout: CellLayout): { x: number; y: number } | null {
  if (parent < 0 || parent === cell) return null;
  const x = cell % mapWidth, y = Math.floor(cell / mapWidth);
  const px = parent % mapWidth, py = Math.floor(parent / mapWidth);
  const dx = layout.centreX(px, py) - layout.centreX(x, y), dy = layout.centreY(py) - layout.centreY(y);
  const d = Math.hypot(dx, dy);
  return { x: dx / d, y: dy / d };
}
