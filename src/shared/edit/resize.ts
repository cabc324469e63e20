// Map resize with an anchor: which side or corner of the old map stays put. New cells take a
// fill terrain (and height 0); undo restores the exact bytes of every layer.
import { assertMapSize, type Grid } from '../grid/grid';
import type { EditCommand } from './history';

export type ResizeAnchor =
  | 'top-left'
  | 'top'
  | 'top-right'
  | 'left'
  | 'center'
  | 'right'
  | 'bottom-left'
  | 'bottom'
  | 'bottom-right';

export const RESIZE_ANCHORS: readonly ResizeAnchor[] = [
  'top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right',
];

/**
 * Where an old cell lands: new x = old x + dx, new y = old y + dy. Centred anchors split an
 * odd difference with the extra column or row on the right or bottom (dx = floor(Δw / 2)).
 * On a hex map (`hex`) dy is rounded down to an even number.
 */
export function resizeOffset(
  oldWidth: number,
  oldHeight: number,
  width: number,
  height: number,
  anchor: ResizeAnchor,
  hex = false,
): { dx: number; dy: number } {
  const h = anchor.endsWith('left') ? 0 : anchor.endsWith('right') ? 1 : 0.5;
  const v = anchor.startsWith('top') ? 0 : anchor.startsWith('bottom') ? 1 : 0.5;
  const dy = Math.floor((height - oldHeight) * v);
  // On hexes rows move by an even count: an odd shift would swap which rows sit half a cell
  // right and shear the map. The anchored edge may then sit one row off its border.
  return { dx: Math.floor((width - oldWidth) * h), dy: hex ? dy - (dy & 1) : dy };
}

/** The resize command; `dx`/`dy` and `moveCell` let the caller move start and goal with the map. */
export interface ResizeCommand extends EditCommand {
  readonly width: number;
  readonly height: number;
  readonly dx: number;
  readonly dy: number;
  /** Index in the resized map of old cell (x, y), or -1 when it was cropped away. */
  moveCell(x: number, y: number): number;
}

/**
 * Resizes to width × height keeping `anchor` fixed. Undo data is only what the new map cannot
 * give back: nothing when the map only grows, the old layers when it is cropped.
 */
export function resizeMap(grid: Grid, width: number, height: number, anchor: ResizeAnchor, fill = 0, hex = false): ResizeCommand {
  assertMapSize(width, height);
  const oldWidth = grid.width;
  const oldHeight = grid.height;
  const { dx, dy } = resizeOffset(oldWidth, oldHeight, width, height, anchor, hex);
  const crops = dx < 0 || dy < 0 || dx + oldWidth > width || dy + oldHeight > height;
  const saved = crops ? { terrain: grid.terrain, heights: grid.heights } : null;
  return {
    width,
    height,
    dx,
    dy,
    bytes: 128 + (saved ? saved.terrain.byteLength + (saved.heights?.byteLength ?? 0) : 0),
    area: 'all',
    reportCells() {}, // the size changes: observers take the map whole
    moveCell(x, y) {
      const nx = x + dx;
      const ny = y + dy;
      return nx >= 0 && ny >= 0 && nx < width && ny < height ? ny * width + nx : -1;
    },
    redo(g) {
      g.terrain = relocate(g.terrain, oldWidth, oldHeight, width, height, dx, dy, fill);
      g.heights = g.heights && relocate(g.heights, oldWidth, oldHeight, width, height, dx, dy, 0);
      g.width = width;
      g.height = height;
    },
    undo(g) {
      // Cropped: the saved arrays are exactly the old map (nothing can have edited them while
      // this command was done). Grown: the old map is still inside the new one.
      g.terrain = saved ? saved.terrain : relocate(g.terrain, width, height, oldWidth, oldHeight, -dx, -dy, 0);
      g.heights = saved ? saved.heights : g.heights && relocate(g.heights, width, height, oldWidth, oldHeight, -dx, -dy, 0);
      g.width = oldWidth;
      g.height = oldHeight;
    },
  };
}

/** A new layer of size w × h holding `source` shifted by (dx, dy); uncovered cells get `fill`. */
function relocate<T extends Uint8Array | Int16Array>(
  source: T,
  sw: number,
  sh: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  fill: number,
): T {
  const out = (source instanceof Uint8Array ? new Uint8Array(w * h) : new Int16Array(w * h)) as T;
  if (fill !== 0) out.fill(fill);
  const x0 = Math.max(0, -dx);
  const x1 = Math.min(sw, w - dx); // exclusive
  if (x1 <= x0) return out;
  for (let y = Math.max(0, -dy); y < Math.min(sh, h - dy); y++) {
    out.set(source.subarray(y * sw + x0, y * sw + x1), (y + dy) * w + x0 + dx);
  }
  return out;
}
