// Ellipses inscribed in the rectangle of two corners, filled or as an outline that is
// 8-connected without gaps (so a flood fill inside it never leaks), clipped to the map.
import { type CornerShapeCells, emitSpan } from './cells';

/**
 * The cells of the ellipse inscribed in the rectangle with corners (xa, ya) and (xb, yb).
 * It touches all four sides of the rectangle and is symmetric about both of its axes, for
 * even and odd sizes alike; a 1-cell-wide or 1-cell-tall rectangle gives a straight line.
 */
export const ellipseCells: CornerShapeCells = (bounds, xa, ya, xb, yb, filled, sink) => {
  const left = Math.min(xa, xb);
  const top = Math.min(ya, yb);
  const rows = Math.abs(yb - ya) + 1;
  const mirror = left + Math.max(xa, xb); // x ↔ mirror − x swaps the left and right halves
  const { rowMin, rowMax } = leftHalfRuns(left, top, Math.max(xa, xb), Math.max(ya, yb), rows);
  for (let r = 0; r < rows; r++) {
    const y = top + r;
    const lmin = rowMin[r]!;
    const lmax = rowMax[r]!;
    const rmax = mirror - lmin;
    const rmin = mirror - lmax;
    if (filled || rmin <= lmax + 1) emitSpan(bounds, y, lmin, rmax, sink);
    else {
      emitSpan(bounds, y, lmin, lmax, sink);
      emitSpan(bounds, y, rmin, rmax, sink);
    }
  }
};

/**
 * Runs Alois Zingl's midpoint ellipse ("A Rasterizing Algorithm for Drawing Curves", 2012,
 * plotEllipseRect) and keeps, per row, the run of outline cells on the left half. The right
 * half is the mirror image; keeping runs instead of emitting points drops the duplicates the
 * algorithm plots where quadrants meet and gives the filled spans for free.
 */
function leftHalfRuns(x0: number, y0: number, x1: number, y1: number, rows: number) {
  const top = y0;
  const bottom = y1;
  const rowMin = new Int32Array(rows).fill(2 ** 31 - 1);
  const rowMax = new Int32Array(rows).fill(-(2 ** 31));
  const mark = (x: number, y: number) => {
    const r = y - top;
    if (x < rowMin[r]!) rowMin[r] = x;
    if (x > rowMax[r]!) rowMax[r] = x;
  };
  // Products reach 8·4096³ ≈ 5.5e11: beyond int32, exact in doubles.
  const a = x1 - x0;
  const b = y1 - y0;
  const b1 = b & 1;
  let dx = 4 * (1 - a) * b * b;
  let dy = 4 * (b1 + 1) * a * a;
  let err = dx + dy + b1 * a * a;
  y0 += (b + 1) >> 1;
  y1 = y0 - b1;
  const a8 = 8 * a * a;
  const b8 = 8 * b * b;
  do {
    mark(x0, y0);
    mark(x0, y1);
    const e2 = 2 * err;
    if (e2 <= dy) {
      y0++;
      y1--;
      dy += a8;
      err += dy;
    }
    if (e2 >= dx || 2 * err > dy) {
      x0++;
      x1--;
      dx += b8;
      err += dx;
    }
  } while (x0 <= x1);
  // Very flat ellipses (width 1 or 2) stop early; finish their tips straight up and down.
  // (Zingl's own tip loop re-plots the middle row of a 1-wide ellipse and misses its ends.)
  while (y0 <= bottom) mark(x0 - 1, y0++);
  while (y1 >= top) mark(x0 - 1, y1--);
  return { rowMin, rowMax };
}
