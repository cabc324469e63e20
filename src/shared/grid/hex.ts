// Geometry of pointy-top hex maps in the odd-r offset layout the engine searches (moves.ts):
// cell (x, y) is column x of row y, and odd rows sit half a cell to the right. Follows Red Blob
// Games' hex guide: offset ↔ cube coordinates, cube rounding for picking, cube lerp for lines.
//
// World units: a hex is 1 unit wide (flat side to flat side), like a square cell, so a hex map
// of W × H cells spans about W × 0.87·H units and the camera, zoom steps and brush sizes feel the
// same as on a square map. Row y's centres lie at HEX_RADIUS + y·HEX_ROW_PITCH, so the top tips
// of row 0 touch y = 0 and the map's left edge is x = 0.
import type { CellSink, MapBounds } from '../edit/cells';

/** Centre-to-corner distance of a hex 1 unit wide: 1/√3. */
export const HEX_RADIUS = 1 / Math.sqrt(3);
/** Vertical distance between the centres of adjacent rows: 1.5 × the radius = √3/2. */
export const HEX_ROW_PITCH = 1.5 * HEX_RADIUS;

/** World x of the centre of cell (x, y). */
export function hexCentreX(x: number, y: number): number {
  return x + 0.5 + (y & 1) * 0.5;
}

/** World y of the centre of the cells of row y. */
export function hexCentreY(y: number): number {
  return HEX_RADIUS + y * HEX_ROW_PITCH;
}

/** World width of a hex map: odd rows stick out half a cell on the right. */
export function hexWorldWidth(width: number, height: number): number {
  return width + (height > 1 ? 0.5 : 0);
}

/** World height of a hex map of `height` rows. */
export function hexWorldHeight(height: number): number {
  return 2 * HEX_RADIUS + (height - 1) * HEX_ROW_PITCH;
}

/**
 * The six corners of cell (x, y) as [x0, y0, x1, y1, …], clockwise from the top tip. Pointy-top:
 * tips at the top and bottom, flat sides left and right.
 */
export function hexCorners(x: number, y: number, out: number[] = []): number[] {
  const cx = hexCentreX(x, y);
  const cy = hexCentreY(y);
  const r = HEX_RADIUS;
  out.length = 0;
  out.push(cx, cy - r, cx + 0.5, cy - r / 2, cx + 0.5, cy + r / 2, cx, cy + r, cx - 0.5, cy + r / 2, cx - 0.5, cy - r / 2);
  return out;
}

/** A cell in odd-r offset coordinates (may lie off the map). */
export interface HexCell {
  x: number;
  y: number;
}

/**
 * The cell whose hex contains world point (wx, wy): the cell with the nearest centre. Exact at
 * any zoom: the point goes to fractional cube coordinates and is cube-rounded (the component
 * that moved most is recomputed from the other two, so the result always has q + r + s = 0).
 */
export function hexAt(wx: number, wy: number): HexCell {
  // Relative to the centre of cell (0, 0), then into axial (q, r) for a 1-unit-wide hex.
  const px = wx - 0.5;
  const py = wy - HEX_RADIUS;
  const fr = py / HEX_ROW_PITCH;
  const fq = px - fr / 2;
  return cubeToOffset(...cubeRound(fq, fr));
}

/** Rounds fractional axial (q, r) to the nearest hex, as integer axial [q, r]. */
export function cubeRound(fq: number, fr: number): [number, number] {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return [q + 0, r + 0]; // + 0 turns a rounded -0 into 0
}

/** Axial q of cell (x, y); r is y. */
export function offsetToAxialQ(x: number, y: number): number {
  return x - ((y - (y & 1)) >> 1);
}

/** The odd-r offset cell of axial (q, r). */
export function cubeToOffset(q: number, r: number): HexCell {
  return { x: q + ((r - (r & 1)) >> 1), y: r };
}

/** The number of hex moves between two cells (the same metric as the engine's hex heuristic). */
export function hexDistance(x0: number, y0: number, x1: number, y1: number): number {
  const dq = offsetToAxialQ(x1, y1) - offsetToAxialQ(x0, y0);
  const dr = y1 - y0;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Called for each cell of a hex line, in order. */
export type HexVisitor = (x: number, y: number) => void;

/**
 * Visits the cells of the hex line from (x0, y0) to (x1, y1), unclipped: distance + 1 cells, each
 * a neighbour of the one before. Cube lerp and rounding; the start is nudged by a tiny fixed
 * offset so a line running exactly along hex edges picks one side consistently.
 */
export function traceHexLine(x0: number, y0: number, x1: number, y1: number, visit: HexVisitor): void {
  const n = hexDistance(x0, y0, x1, y1);
  const q0 = offsetToAxialQ(x0, y0) + 1e-6;
  const r0 = y0 + 2e-6;
  const q1 = offsetToAxialQ(x1, y1) + 1e-6;
  const r1 = y1 + 2e-6;
  if (n === 0) {
    visit(x0, y0);
    return;
  }
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const [q, r] = cubeRound(q0 + (q1 - q0) * t, r0 + (r1 - r0) * t);
    visit(q + ((r - (r & 1)) >> 1), r);
  }
}

/**
 * The column span, relative to the centre's column, of row `dr` of a disc of `radius` around a
 * centre on a row of parity `parity` (0 even, 1 odd). Discs are convex, so each row is one span.
 */
export function hexDiscSpan(radius: number, parity: number, dr: number): [number, number] {
  // Axial q offsets on row dr run from max(-R, -dr-R) to min(R, -dr+R); the column shift of a
  // row dr below a centre row of this parity turns them into offset columns.
  const shift = (dr + parity - ((parity + dr) & 1)) / 2;
  return [Math.max(-radius, -dr - radius) + shift, Math.min(radius, -dr + radius) + shift];
}

/** The cells within `radius` moves of (cx, cy), clipped to the map, row by row. */
export function hexDiscCells(bounds: MapBounds, cx: number, cy: number, radius: number, sink: CellSink): void {
  const parity = cy & 1;
  for (let dr = -radius; dr <= radius; dr++) {
    const y = cy + dr;
    if (y < 0 || y >= bounds.height) continue;
    const [a, b] = hexDiscSpan(radius, parity, dr);
    const from = Math.max(0, cx + a);
    const to = Math.min(bounds.width - 1, cx + b);
    for (let x = from; x <= to; x++) sink(y * bounds.width + x);
  }
}

/** Column offsets of the six neighbours of a cell on an even row (dx, dy pairs), then on an odd row. */
const NEIGHBOURS: readonly (readonly number[])[] = [
  [1, 0, -1, 0, 0, -1, -1, -1, 0, 1, -1, 1],
  [1, 0, -1, 0, 1, -1, 0, -1, 1, 1, 0, 1],
];

/** The six neighbours of (x, y), unclipped, as flat [dx0, dy0, …] offsets for its row's parity. */
export function hexNeighbourOffsets(y: number): readonly number[] {
  return NEIGHBOURS[y & 1]!;
}

/**
 * The columns of row y ± 1 that touch columns [x0, x1] of row y: odd rows sit half a cell right,
 * so an even row's span reaches one column left on its neighbour rows, an odd row's one right.
 */
export function hexAdjacentColumns(y: number, x0: number, x1: number): [number, number] {
  return y & 1 ? [x0, x1 + 1] : [x0 - 1, x1];
}
