// Plain arithmetic of the compare view's layout: how 2–4 panes are arranged, and how a camera
// follows its pane when the pane changes size. No Pixi and no DOM, so it is tested directly.

import type { PaneRect } from '../canvas/paneView';

export type { PaneRect } from '../canvas/paneView';

/** Columns and rows of the pane grid: two panes side by side, three or four as two by two. */
export function paneGridShape(count: number): { columns: number; rows: number } {
  if (count <= 1) return { columns: 1, rows: 1 };
  if (count === 2) return { columns: 2, rows: 1 };
  return { columns: 2, rows: 2 };
}

/** How far to pan a camera so that what was in the middle of `before` stays in the middle of `after`. */
export function centreShift(before: PaneRect, after: PaneRect): { dx: number; dy: number } {
  if (before.width <= 0 || before.height <= 0) return { dx: 0, dy: 0 };
  return { dx: (after.width - before.width) / 2, dy: (after.height - before.height) / 2 };
}

/** Whether two rectangles are the same (a relayout that moved nothing). */
export function sameRect(a: PaneRect, b: PaneRect): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}
