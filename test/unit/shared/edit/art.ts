// Test helpers: draw cell sets and terrain layers as ASCII art so expectations read like pictures.
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { CellBuffer, type CellSink, type MapBounds } from '../../../../src/shared/edit/cells';

/** Runs a rasteriser into a fresh buffer; returns the emitted indices. */
export function collect(run: (sink: CellSink) => void): Int32Array {
  const buffer = new CellBuffer();
  run(buffer.add);
  return buffer.view().slice();
}

/** '#' for each emitted cell, '.' elsewhere; rows joined by newlines. Duplicates show as '2'. */
export function drawCells(bounds: MapBounds, cells: ArrayLike<number>): string {
  const rows = Array.from({ length: bounds.height }, () => Array<string>(bounds.width).fill('.'));
  for (let i = 0; i < cells.length; i++) {
    const index = cells[i]!;
    const row = rows[Math.floor(index / bounds.width)]!;
    const x = index % bounds.width;
    row[x] = row[x] === '.' ? '#' : '2';
  }
  return rows.map((r) => r.join('')).join('\n');
}

/** Joins picture lines written one per array element. */
export function art(...lines: string[]): string {
  return lines.join('\n');
}

/** A grid whose terrain is given as digits, one row per string ('0'..'9'). */
export function gridFromArt(...lines: string[]): Grid {
  const grid = createGrid(lines[0]!.length, lines.length);
  lines.forEach((line, y) => [...line].forEach((c, x) => (grid.terrain[y * grid.width + x] = Number(c))));
  return grid;
}

/** The terrain of a grid as digit rows (inverse of gridFromArt). */
export function terrainArt(grid: Grid): string {
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++) rows.push([...grid.terrain.subarray(y * grid.width, (y + 1) * grid.width)].join(''));
  return rows.join('\n');
}

/** The set of (x, y) of some cells, as "x,y" keys, for set algebra in property tests. */
export function keys(bounds: MapBounds, cells: ArrayLike<number>): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < cells.length; i++) out.add(`${cells[i]! % bounds.width},${Math.floor(cells[i]! / bounds.width)}`);
  return out;
}

/** True when the cells form one 8-connected group. */
export function isEightConnected(bounds: MapBounds, cells: ArrayLike<number>): boolean {
  const set = keys(bounds, cells);
  if (set.size === 0) return true;
  const [first] = set;
  const seen = new Set([first!]);
  const queue = [first!];
  while (queue.length) {
    const [x, y] = queue.pop()!.split(',').map(Number) as [number, number];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const k = `${x + dx},${y + dy}`;
        if (set.has(k) && !seen.has(k)) {
          seen.add(k);
          queue.push(k);
        }
      }
  }
  return seen.size === set.size;
}
