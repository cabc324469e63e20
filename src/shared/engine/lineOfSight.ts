// Exact line of sight between cell centres: every cell the segment enters must be passable, and
// where it passes exactly through a grid corner the corner rule decides, as for a diagonal step.
import type { CornerRule } from './types';

export function lineOfSight(
  terrain: Uint8Array,
  typePassable: Uint8Array,
  width: number,
  cornerRule: CornerRule,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  const pass = (x: number, y: number) => typePassable[terrain[y * width + x]!] === 1;
  const dx = Math.abs(x1 - x0), dy = Math.abs(y1 - y0);
  const sx = x1 > x0 ? 1 : -1, sy = y1 > y0 ? 1 : -1;
  let x = x0, y = y0, i = 0, j = 0;
  while (i < dx || j < dy) {
    // The segment crosses its i-th vertical cell edge at t = (2i+1)/(2dx) and its j-th horizontal
    // one at t = (2j+1)/(2dy); compare them exactly in integers.
    const a = (2 * i + 1) * dy, b = (2 * j + 1) * dx;
    if (i < dx && (j >= dy || a < b)) {
      x += sx; i++;
    } else if (j < dy && (i >= dx || b < a)) {
      y += sy; j++;
    } else {
      const side1 = pass(x + sx, y), side2 = pass(x, y + sy);
      if (cornerRule === 'no-cutting' ? !(side1 && side2) : cornerRule === 'no-squeeze' ? !(side1 || side2) : false)
        return false;
      x += sx; y += sy; i++; j++;
    }
    if (!pass(x, y)) return false;
  }
  return true;
}
