// Bresenham-style lines between two cells: both endpoints included, 8-connected without
// gaps, and the same set of cells whichever end the user started from.

import { type CellSink, type MapBounds } from './cells';

/** Called for each cell of a line, in order from the first point to the second. */
export type PointVisitor = (x: number, y: number) => void;

/**
 * Visits every cell of the line from (x0, y0) to (x1, y1), unclipped (pointer samples may lie
 * off the map). Along the longer axis each coordinate is visited once; the other coordinate is
 * the exact line position rounded half up in map coordinates. Rounding the exact value (rather
 * than running an error term from one end) is why A→B and B→A give the same cells.
 */
export function traceLine(x0: number, y0: number, x1: number, y1: number, visit: PointVisitor): void {
  const dx = x1 - x0;
  const dy = y1 - y0;
  if (Math.abs(dx) >= Math.abs(dy)) traceMajor(x0, y0, dx, dy, false, visit);
  else traceMajor(y0, x0, dy, dx, true, visit);
}

/** Walks the major axis (u) one cell at a time; v = round-half-up(v0 + t·dv/n). */
function traceMajor(u0: number, v0: number, du: number, dv: number, swapped: boolean, visit: PointVisitor): void {
  const n = Math.abs(du);
  const step = du < 0 ? -1 : 1;
  if (n === 0) {
    visit(u0, v0);
    return;
  }
  const twoN = 2 * n;
  for (let t = 0; t <= n; t++) {
    const u = u0 + step * t;
    // Exact position is v0 + dv·|u−u0|/n; floor(2·v0·n + 2·dv·t + n) / 2n) rounds it half up.
    const v = Math.floor((2 * v0 * n + 2 * dv * t + n) / twoN);
    if (swapped) visit(v, u);
    else visit(u, v);
  }
}

/** The cells of a line that lie on the map, as indices. */
export function lineCells(bounds: MapBounds, x0: number, y0: number, x1: number, y1: number, sink: CellSink): void {
  const { width, height } = bounds;
  traceLine(x0, y0, x1, y1, (x, y) => {
    if (x >= 0 && y >= 0 && x < width && y < height) sink(y * width + x);
  });
}
