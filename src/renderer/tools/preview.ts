// Cursor previews as plain data: tools describe them, the canvas's preview layer draws them.
import type { Brush } from '../../shared/edit/brush';
import type { CornerShape } from '../../shared/edit/shapes';

export type ToolPreview =
  /** The brush footprint centred on a cell. */
  | { kind: 'brush'; x: number; y: number; brush: Brush; color: number }
  /** A line drawn with a brush, from the press to the pointer. */
  | { kind: 'line'; x0: number; y0: number; x1: number; y1: number; brush: Brush; color: number }
  /** A rectangle or ellipse from the press to the pointer. */
  | { kind: CornerShape; x0: number; y0: number; x1: number; y1: number; filled: boolean; color: number }
  /** One cell outlined (fill, eyedropper, markers). */
  | { kind: 'cell'; x: number; y: number; color: number };

/** The colour previews use for a terrain, or a neutral one off the palette. */
export function terrainColor(palette: readonly { color: number }[], index: number): number {
  return palette[index]?.color ?? 0xffffff;
}
