// Rectangles from two opposite corners, filled or as a one-cell outline, clipped to the map.
import { type CornerShapeCells, emitSpan } from './cells';

/** The cells of the rectangle with corners (xa, ya) and (xb, yb), both included, in any order. */
export const rectCells: CornerShapeCells = (bounds, xa, ya, xb, yb, filled, sink) => {
  const x0 = Math.min(xa, xb);
  const x1 = Math.max(xa, xb);
  const y0 = Math.min(ya, yb);
  const y1 = Math.max(ya, yb);
  // Only rows on the map matter; skipping the others keeps a huge off-map drag cheap.
  const top = Math.max(y0, 0);
  const bottom = Math.min(y1, bounds.height - 1);
  for (let y = top; y <= bottom; y++) {
    if (filled || y === y0 || y === y1) {
      emitSpan(bounds, y, x0, x1, sink);
    } else {
      emitSpan(bounds, y, x0, x0, sink);
      if (x1 !== x0) emitSpan(bounds, y, x1, x1, sink);
    }
  }
};
