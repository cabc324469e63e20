// The rectangle and ellipse tools' shapes: one table, so the tool that paints a shape, the
// preview that shows it while it is dragged and the undo entry's name all come from one entry.
import type { CornerShapeCells } from './cells';
import { ellipseCells } from './ellipse';
import { rectCells } from './rect';

export type CornerShape = 'rect' | 'ellipse';

/** The two opposite corner cells a shape is dragged between, in any order (not a normalised box). */
export interface ShapeCorners {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const CORNER_SHAPES: Readonly<Record<CornerShape, { readonly label: string; readonly cells: CornerShapeCells }>> = {
  rect: { label: 'rectangle', cells: rectCells },
  ellipse: { label: 'ellipse', cells: ellipseCells },
};
