// Arrows (treeArrows.ts's geometry) stroked into a Graphics: a dark casing under a light line, which
// reads on any terrain and on every colour of a heatmap or field. Plain caps: round ones would add
// vertices to thousands of lines two pixels wide.
import type { Graphics } from 'pixi.js';
import { FLOATS_PER_ARROW } from './treeArrows';

/** Strokes `arrows` (world units) at `scale` screen pixels per cell, the line in `colour`. */
export function strokeArrows(g: Graphics, arrows: Float32Array, scale: number, colour: number): void {
  const px = 1 / scale;
  trace(g, arrows);
  g.stroke({ width: 3 * px, color: 0x101018, alpha: 0.55 });
  trace(g, arrows);
  g.stroke({ width: 1.3 * px, color: colour, alpha: 0.95 });
}

function trace(g: Graphics, a: Float32Array): void {
  for (let i = 0; i < a.length; i += FLOATS_PER_ARROW) {
    g.moveTo(a[i]!, a[i + 1]!).lineTo(a[i + 2]!, a[i + 3]!);
    g.moveTo(a[i + 4]!, a[i + 5]!).lineTo(a[i + 2]!, a[i + 3]!).lineTo(a[i + 6]!, a[i + 7]!);
  }
}
