// A picture of a search for reports: the map in its palette colours, the cells the search closed
// and opened tinted as the debugger tints them, the path drawn through cell centres in the app's
// path yellow, and the start and goal marked in the app's marker colours. Hex maps are drawn as
// offset rows of squares (odd rows half a cell to the right), which keeps every cell one block.
import { encode } from 'fast-png';
import { CellState } from '../engine/types';
import type { Grid } from '../grid/grid';
import type { MapTopology } from '../grid/mapTopology';

/** Widest and tallest picture the default scale aims for. */
export const PICTURE_TARGET_SIDE = 4096;
/** Largest picture side accepted at any scale. */
export const MAX_PICTURE_SIDE = 16384;
/** Most pixels per cell the default scale picks, so a tiny map is not a giant picture. */
const MAX_DEFAULT_SCALE = 16;

const PATH = [0xff, 0xe1, 0x4d];
const OUTLINE = [0x10, 0x10, 0x18];
const BACKGROUND = [0x1e, 0x1f, 0x24];
const START = [0x2f, 0xd0, 0x6f];
const GOAL = [0xf0, 0x46, 0x4b];
/** The debugger's tints (cellStatesOverlay): closed warm and faint, open cool and stronger. */
const CLOSED_TINT = { rgb: [255, 150, 80], alpha: 85 / 255 };
const OPEN_TINT = { rgb: [60, 210, 240], alpha: 150 / 255 };

/** What else a picture may be told: the map's layout and where the search started and aimed. */
export interface PictureOptions {
  topology?: MapTopology;
  /** Cell marked as the start; default the path's first cell. */
  start?: number;
  /** Cell marked as the goal; default the path's last cell. */
  goal?: number;
}

/** The default pixels per cell: as many as keep the picture within PICTURE_TARGET_SIDE (1 to 16). */
export function pictureScale(grid: Pick<Grid, 'width' | 'height'>, topology: MapTopology = 'square'): number {
  const side = Math.max(grid.width + (topology === 'hex' && grid.height > 1 ? 0.5 : 0), grid.height);
  return Math.max(1, Math.min(MAX_DEFAULT_SCALE, Math.floor(PICTURE_TARGET_SIDE / side)));
}

/**
 * The map with the path drawn over it as a PNG. `explored` holds a CellState per cell (Open 1,
 * Closed 2, as the engine's CellState; 0 unseen) or is null; `scale` is pixels per cell, default
 * pictureScale. Throws RangeError, with a sentence, for a scale that would exceed MAX_PICTURE_SIDE.
 */
export function pathPicture(grid: Grid, path: Int32Array, explored: Uint8Array | null, scale?: number, options: PictureOptions = {}): Uint8Array {
  const hex = options.topology === 'hex' && grid.height > 1;
  const s = scale ?? pictureScale(grid, options.topology);
  const shift = hex ? Math.floor(s / 2) : 0;
  const width = grid.width * s + shift, height = grid.height * s;
  if (!Number.isInteger(s) || s < 1 || Math.max(width, height) > MAX_PICTURE_SIDE)
    throw new RangeError(
      `A picture of this ${grid.width}×${grid.height} map at ${s} pixels per cell would be ${width}×${height} pixels; choose a whole number of pixels per cell that keeps it within ${MAX_PICTURE_SIDE} pixels a side.`,
    );
  const rgb = new Uint8Array(width * height * 3);
  // Hex rows leave a half cell bare at one end; it takes the map view's background.
  if (shift > 0) for (let o = 0; o < rgb.length; o += 3) rgb.set(BACKGROUND, o);
  const left = (x: number, y: number) => x * s + (y & 1 ? shift : 0);
  paintCells(grid, explored, rgb, width, s, left);

  const centre = (cell: number): [number, number] => {
    const x = cell % grid.width, y = (cell - x) / grid.width;
    return [left(x, y) + (s - 1) / 2, y * s + (s - 1) / 2];
  };
  const dot = (cx: number, cy: number, r: number, colour: readonly number[]) => {
    const r2 = (r + 0.25) ** 2;
    for (let y = Math.max(0, Math.ceil(cy - r)); y <= Math.min(height - 1, Math.floor(cy + r)); y++)
      for (let x = Math.max(0, Math.ceil(cx - r)); x <= Math.min(width - 1, Math.floor(cx + r)); x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r2) rgb.set(colour, (y * width + x) * 3);
  };
  const line = (r: number, colour: readonly number[]) => {
    for (let i = 1; i < path.length; i++) {
      const [x0, y0] = centre(path[i - 1]!), [x1, y1] = centre(path[i]!);
      const steps = Math.max(1, Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))));
      for (let k = 0; k <= steps; k++) dot(Math.round(x0 + ((x1 - x0) * k) / steps), Math.round(y0 + ((y1 - y0) * k) / steps), r, colour);
    }
  };
  // The path and the markers grow with the picture as well as with the cell: at 1 or 2 pixels a
  // cell a line one cell wide would vanish, so the line is at least 3 pixels wide (and about a
  // thousandth of the picture's side), the markers at least 7 (and about 1/128 of the side).
  const side = Math.max(width, height);
  const core = Math.max(1, Math.round(s / 10), Math.round(side / 2000));
  line(core + 1, OUTLINE);
  line(core, PATH);
  if (path.length === 1) dot(...centre(path[0]!), core, PATH);

  const marker = (cell: number | undefined, colour: readonly number[]) => {
    if (cell === undefined || cell < 0 || cell >= grid.terrain.length) return;
    const [cx, cy] = centre(cell);
    const r = Math.max(3, (s - 1) / 2 - s / 10, side / 256);
    dot(cx, cy, r + 1, OUTLINE);
    dot(cx, cy, r, colour);
  };
  marker(options.start ?? (path.length > 0 ? path[0] : undefined), START);
  marker(options.goal ?? (path.length > 0 ? path[path.length - 1] : undefined), GOAL);
  return encode({ width, height, data: rgb, channels: 3, depth: 8 });
}

/** Fills every cell's square with its terrain colour, tinted where the search closed or opened it. */
function paintCells(grid: Grid, explored: Uint8Array | null, rgb: Uint8Array, width: number, s: number, left: (x: number, y: number) => number): void {
  const colours = grid.palette.map((t) => [(t.color >>> 16) & 255, (t.color >>> 8) & 255, t.color & 255]);
  const tinted = (base: number[], tint: typeof OPEN_TINT) => base.map((c, i) => Math.round(c + (tint.rgb[i]! - c) * tint.alpha));
  const open = colours.map((c) => tinted(c, OPEN_TINT)), closed = colours.map((c) => tinted(c, CLOSED_TINT));
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const cell = y * grid.width + x, t = grid.terrain[cell]!;
      const state = explored?.[cell] ?? CellState.Unseen;
      const colour = (state === CellState.Closed ? closed : state === CellState.Open ? open : colours)[t] ?? OUTLINE;
      const r = colour[0]!, g = colour[1]!, b = colour[2]!, x0 = left(x, y);
      for (let py = y * s; py < (y + 1) * s; py++) {
        for (let o = (py * width + x0) * 3, end = o + s * 3; o < end; o += 3) {
          rgb[o] = r;
          rgb[o + 1] = g;
          rgb[o + 2] = b;
        }
      }
    }
  }
}
