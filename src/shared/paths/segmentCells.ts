// The cells an any-angle segment (cell centre to cell centre, Theta*'s path) runs through, each
// with the length of the segment inside it: what a straight segment over weighted terrain costs
// cell by cell. The crossings are ordered exactly as lineOfSight.ts orders them (in integers), so
// the cells are the ones line of sight checked; where the segment passes exactly through a grid
// corner it goes on diagonally, and the two cells beside the corner hold none of it.

/** Called for each cell the segment runs through, in order, with the segment's length inside it (> 0). */
export type SegmentVisitor = (x: number, y: number, length: number) => void;

export function segmentCells(x0: number, y0: number, x1: number, y1: number, visit: SegmentVisitor): void {
  const dx = Math.abs(x1 - x0), dy = Math.abs(y1 - y0);
  const sx = x1 > x0 ? 1 : -1, sy = y1 > y0 ? 1 : -1;
  const total = Math.hypot(dx, dy);
  let x = x0, y = y0, i = 0, j = 0, before = 0;
  while (i < dx || j < dy) {
    // The i-th vertical cell edge is crossed at t = (2i+1)/(2dx), the j-th horizontal one at
    // t = (2j+1)/(2dy); compared as (2i+1)·dy against (2j+1)·dx.
    const a = (2 * i + 1) * dy, b = (2 * j + 1) * dx;
    const vertical = i < dx && (j >= dy || a <= b), horizontal = j < dy && (i >= dx || b <= a);
    const t = vertical ? (2 * i + 1) / (2 * dx) : (2 * j + 1) / (2 * dy);
    if (t > before) visit(x, y, (t - before) * total);
    before = t;
    if (vertical) { x += sx; i++; }
    if (horizontal) { y += sy; j++; }
  }
  if (before < 1 && total > 0) visit(x, y, (1 - before) * total);
}
