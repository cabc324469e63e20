// Turning a finished search's parent links into the answer: the path, its cost, the closest cell.
import { distance } from './heuristics';
import type { MapContext } from './mapContext';
import type { MoveTable } from './moves';
import type { HeightCosting } from './types';

// A typed array above 64 bytes gets a buffer of its own, which costs ~0.4 µs to allocate: more
// than a whole short search. Short paths are views into a shared slab instead (~30 ns). Their
// `buffer` is that slab, so code that posts a result copies the path first (see searchService).
const SLAB_BYTES = 1 << 16;
const OWN_BUFFER_CELLS = 1024;
let slab = new ArrayBuffer(SLAB_BYTES);
let slabUsed = 0;

/** An Int32Array of n cells for a path: a view into the slab when short (or empty), its own buffer when long. */
export function pathArray(n: number): Int32Array {
  if (n > OWN_BUFFER_CELLS) return new Int32Array(n);
  if (slabUsed + 4 * n > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    slabUsed = 0;
  }
  const view = new Int32Array(slab, slabUsed, n);
  slabUsed += 4 * n;
  return view;
}

/**
 * Cells from the start to `end` by parent links (parent of the start is -1). Over the turn-cost
 * loops' (cell, heading) states, `statesPerCell` entries a cell: an entry's cell is entry / statesPerCell.
 */
export function followParents(parent: Int32Array, end: number, statesPerCell = 1): Int32Array {
  let n = 0;
  for (let c = end; c !== -1; c = parent[c]!) n++;
  const cells = pathArray(n);
  for (let c = end; c !== -1; c = parent[c]!) cells[--n] = statesPerCell === 1 ? c : (c / statesPerCell) | 0;
  return cells;
}

/**
 * Cells from the start to `end` when parent links join jump points. From a parent, a run goes
 * diagonally first, then straight (a pure straight or diagonal run is the special case), and is
 * filled with the cells it crosses.
 */
export function followJumpParents(parent: Int32Array, end: number, width: number): Int32Array {
  let n = 0;
  for (let c = end; c !== -1; c = parent[c]!) corners = addCorner(corners, n++, c);
  return fillRuns(corners, n, width);
}

/**
 * followJumpParents over nodes that are not cells (jumpGraphSearch.ts): node i is cell
 * cellOf[i] for i < count; past the graph's nodes, count is the start's cell and count + 1 the
 * goal's.
 */
export function followJumpNodes(parent: Int32Array, end: number, width: number, cellOf: Int32Array, count: number, startCell: number, goalCell: number): Int32Array {
  let n = 0;
  for (let i = end; i !== -1; i = parent[i]!) corners = addCorner(corners, n++, i < count ? cellOf[i]! : i === count ? startCell : goalCell);
  return fillRuns(corners, n, width);
}

/** The jump points of the last path, from its end back to its start (grown as needed). */
let corners: Int32Array = new Int32Array(256);

function addCorner(list: Int32Array, n: number, cell: number): Int32Array {
  if (n === list.length) {
    const grown = new Int32Array(2 * n);
    grown.set(list);
    list = grown;
  }
  list[n] = cell;
  return list;
}

/** The path through `corners[n − 1]` (the start) … `corners[0]` (the end), each run filled in. */
function fillRuns(corners: Int32Array, count: number, width: number): Int32Array {
  const invWidth = 1 / width;
  let n = 1;
  for (let i = 1; i < count; i++) n += runLength(corners[i]!, corners[i - 1]!, width, invWidth);
  const out = pathArray(n);
  for (let i = 0; i < count; i++) {
    const c = corners[i]!;
    out[--n] = c;
    if (i === count - 1) break;
    const p = corners[i + 1]!;
    const cy = rowOf(c, invWidth), py = rowOf(p, invWidth);
    const dx = p - py * width - (c - cy * width), dy = py - cy;
    const adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy;
    const sx = dx > 0 ? 1 : dx < 0 ? -1 : 0, sy = dy > 0 ? width : dy < 0 ? -width : 0;
    // Walking back from c: the straight leg first, then the diagonal one, up to (not onto) p.
    const straight = adx > ady ? sx : sy, diagonal = sx + sy;
    const straightSteps = adx > ady ? adx - ady : ady - adx, diagonalSteps = adx < ady ? adx : ady;
    let k = c;
    for (let s = 0; s < straightSteps; s++) { k += straight; if (k !== p) out[--n] = k; }
    for (let s = 1; s < diagonalSteps; s++) { k += diagonal; out[--n] = k; }
  }
  return out;
}

/** The row of cell c: (c + ½)/width is ½/width away from any integer, far beyond rounding error. */
export function rowOf(c: number, invWidth: number): number {
  return ((c + 0.5) * invWidth) | 0;
}

/** Moves in a straight or diagonal run from a to b. */
function runLength(a: number, b: number, width: number, invWidth: number): number {
  const ay = rowOf(a, invWidth), by = rowOf(b, invWidth);
  const dx = b - by * width - (a - ay * width), dy = by - ay;
  const adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy;
  return adx > ady ? adx : ady;
}

/**
 * The length of the grid move a→b: `diagonal` (√2, or the tutorials' 1.4 or 1) for a diagonal step
 * on a square map, else 1. A move costs this length × the cost of the cell entered, plus heightTerm.
 */
export function moveLength(width: number, hex: boolean, diagonal: number, a: number, b: number): number {
  const dx = Math.abs((b % width) - (a % width)), dy = Math.abs(Math.floor(b / width) - Math.floor(a / width));
  return !hex && dx === 1 && dy === 1 ? diagonal : 1;
}

/** What the height change of the move a→b adds to its cost: uphill × rise, or downhill × drop. */
export function heightTerm(heights: Int16Array, costing: HeightCosting, a: number, b: number): number {
  const dh = heights[b]! - heights[a]!;
  return dh > 0 ? costing.uphill * dh : -costing.downhill * dh;
}

/** The cost of walking `path` cell by cell under the map's terrain and height rules. */
export function walkCost(ctx: MapContext, table: MoveTable, heightCosting: HeightCosting | null, path: ArrayLike<number>): number {
  const w = ctx.width, diagonal = table.length[4] ?? Math.SQRT2, hex = table.topology === 'hex';
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!, b = path[i]!;
    cost += moveLength(w, hex, diagonal, a, b) * ctx.typeCost[ctx.terrain[b]!]!;
    if (heightCosting && ctx.heights) cost += heightTerm(ctx.heights, heightCosting, a, b);
  }
  return cost;
}

/**
 * Among cells whose mark equals `closed`, the one with the smallest distance to (gx, gy), ties to
 * the smaller g; -1 when there is none.
 */
export function closestClosedCell(
  mark: Int32Array,
  g: Float64Array,
  closed: number,
  width: number,
  code: number,
  gx: number,
  gy: number,
): number {
  let best = -1, bestH = Infinity, bestG = Infinity;
  for (let c = 0; c < mark.length; c++) {
    if (mark[c] !== closed) continue;
    const x = c % width;
    const h = distance(code, x, (c - x) / width, gx, gy);
    if (h < bestH || (h === bestH && g[c]! < bestG)) {
      best = c; bestH = h; bestG = g[c]!;
    }
  }
  return best;
}
