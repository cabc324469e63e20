// Which parent arrows the search-tree overlay draws and where, kept free of Pixi so it can be tested:
// close up, one arrow per cell the search has seen, from the cell to its parent's centre (JPS and
// Theta* parents may be far away); zoomed out, one arrow per block of cells, sampled so arrows stay
// at least ARROW_MIN_SPACING_PX apart and never more than MAX_ARROWS fill the fetched area.
import type { TraceRect } from '../../shared/engine/trace/index';
import type { CellLayout } from '../canvas/cellLayout';

/** Screen pixels between neighbouring arrows, at least: closer, they blur into a texture. */
export const ARROW_MIN_SPACING_PX = 16;

/** Arrows drawn for one fetched area at most (the view and its margin), so a 4096² map stays fluid. */
export const MAX_ARROWS = 6000;

/**
 * Cells between sampled arrows along each axis: 1 when cells are ARROW_MIN_SPACING_PX or larger
 * on screen, else a power of two (never below the rectangle's own sampling stride), doubled
 * further while the rectangle would hold more than MAX_ARROWS.
 */
export function arrowSpacing(rect: TraceRect, scale: number): number {
  let k = scale >= ARROW_MIN_SPACING_PX ? 1 : 2 ** Math.ceil(Math.log2(ARROW_MIN_SPACING_PX / scale));
  k = Math.max(k, rect.stride ?? 1);
  while (Math.ceil(rect.width / k) * Math.ceil(rect.height / k) > MAX_ARROWS) k *= 2;
  return k;
}

/** `rect` widened to start on multiples of `spacing` and sampled every `spacing` cells: what to ask the worker for. */
export function arrowRect(rect: TraceRect, spacing: number): TraceRect {
  const x = Math.floor(rect.x / spacing) * spacing, y = Math.floor(rect.y / spacing) * spacing;
  return { x, y, width: rect.x + rect.width - x, height: rect.y + rect.height - y, stride: spacing };
}

/** Floats per arrow in the list: its tail, its tip, and the ends of the head's two barbs, each (x, y). */
export const FLOATS_PER_ARROW = 8;

/** Angle of the head's barbs either side of the shaft. */
const BARB_ANGLE = (28 * Math.PI) / 180;

/**
 * The arrows for the parents answered for `rect` (sampled every `rect.stride` cells; parent −1:
 * none), in world units, FLOATS_PER_ARROW a piece (tail, tip, barb, barb). With a stride of 1 an arrow
 * runs from the cell's centre to just short of its parent's centre; sampled, it is a direction mark
 * 0.6 strides long centred on the sample (the parent is usually closer than a pixel), pointing at
 * the parent. `pxPerCell` sizes the heads on screen.
 */
export function arrowGeometry(rect: TraceRect, parents: Int32Array, mapWidth: number, layout: CellLayout, pxPerCell: number): Float32Array {
  const stride = Math.max(1, rect.stride ?? 1);
  const cols = Math.ceil(rect.width / stride), rows = Math.ceil(rect.height / stride);
  let count = 0;
  for (let i = 0; i < cols * rows; i++) if (parents[i]! >= 0) count++;
  const out = new Float32Array(count * FLOATS_PER_ARROW);
  const head = Math.min(0.3 * stride, 6 / pxPerCell);
  let o = 0;
  const point = (x: number, y: number) => {
    out[o++] = x;
    out[o++] = y;
  };
  const cos = Math.cos(BARB_ANGLE), sin = Math.sin(BARB_ANGLE);
  for (let j = 0; j < rows; j++) {
    const y = rect.y + j * stride;
    for (let i = 0; i < cols; i++) {
      const parent = parents[j * cols + i]!;
      if (parent < 0) continue;
      const x = rect.x + i * stride;
      const px = parent % mapWidth, py = Math.floor(parent / mapWidth);
      const sx = layout.centreX(x, y), sy = layout.centreY(y);
      const dx = layout.centreX(px, py) - sx, dy = layout.centreY(py) - sy;
      const dist = Math.hypot(dx, dy) || 1;
      const ux = dx / dist, uy = dy / dist;
      let x0: number, y0: number, x1: number, y1: number;
      if (stride === 1) {
        // Stop short of the parent's centre, where the parent's own arrow starts.
        const tip = dist - Math.min(0.25, 0.25 * dist);
        x0 = sx, y0 = sy, x1 = sx + ux * tip, y1 = sy + uy * tip;
      } else {
        const half = 0.3 * stride;
        x0 = sx - ux * half, y0 = sy - uy * half, x1 = sx + ux * half, y1 = sy + uy * half;
      }
      const h = Math.min(head, 0.45 * Math.hypot(x1 - x0, y1 - y0));
      // The barbs point back along the shaft, turned either way.
      const bx = -ux * h, by = -uy * h;
      point(x0, y0);
      point(x1, y1);
      point(x1 + bx * cos - by * sin, y1 + bx * sin + by * cos);
      point(x1 + bx * cos + by * sin, y1 - bx * sin + by * cos);
    }
  }
  return out;
}
