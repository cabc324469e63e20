// Random edits of a map as the editor sends them to a worker (map deltas): single cells, 8-cell
// brush dabs, rectangles, flood fills, palette cost and passability changes, and marker moves.
// The live path's proof and the repair tests of the engine's tables draw from here.
import type { SeededRandom } from '../../../../src/shared/batch/rng';
import type { MapDelta } from '../../../../src/shared/edit/mapDelta';
import type { Grid } from '../../../../src/shared/grid/grid';

export type EditKind = 'cell' | 'dab' | 'rect' | 'fill' | 'palette-cost' | 'palette-passable' | 'markers' | 'heights';
export const EDIT_KINDS: readonly EditKind[] = ['cell', 'dab', 'rect', 'fill', 'palette-cost', 'palette-passable', 'markers'];

/**
 * The deltas of one random edit of `kind` on `grid` (not applied). `terrains`: the palette indices
 * cells may take; `toggled`: those a palette change may make passable or impassable (default any).
 */
export function randomEdit(grid: Grid, rng: SeededRandom, kind: EditKind, terrains: readonly number[], toggled?: readonly number[]): MapDelta[] {
  const { width, height } = grid;
  const pick = () => terrains[rng.below(terrains.length)]!;
  switch (kind) {
    case 'cell':
      return [cellsDelta([rng.below(width * height)], pick())];
    case 'dab':
      return [cellsDelta(dab(width, height, rng.below(width), rng.below(height)), pick())];
    case 'rect': {
      const x0 = rng.below(width), y0 = rng.below(height);
      const x1 = Math.min(width - 1, x0 + rng.below(Math.max(1, width >> 1))), y1 = Math.min(height - 1, y0 + rng.below(Math.max(1, height >> 1)));
      const cells: number[] = [];
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) cells.push(y * width + x);
      return [cellsDelta(cells, pick())];
    }
    case 'fill':
      return [cellsDelta(floodCells(grid, rng.below(width * height)), pick())];
    case 'palette-cost': {
      const palette = grid.palette.map((t) => ({ ...t }));
      const i = rng.below(palette.length);
      palette[i]!.cost = [0.5, 1, 1.5, 2, 3, 4, 5][rng.below(7)]!;
      return [{ kind: 'palette', palette }];
    }
    case 'palette-passable': {
      const palette = grid.palette.map((t) => ({ ...t }));
      const i = toggled ? toggled[rng.below(toggled.length)]! : rng.below(palette.length);
      palette[i]!.passable = !palette[i]!.passable;
      return [{ kind: 'palette', palette }];
    }
    case 'markers':
      return [{ kind: 'markers', start: rng.below(width * height), goal: rng.below(width * height) }];
    case 'heights': {
      // A dab of new heights (on a map without a heights layer, a dab of terrain instead).
      const cells = dab(width, height, rng.below(width), rng.below(height));
      if (grid.heights === null) return [cellsDelta(cells, pick())];
      const delta = cellsDelta(cells, 0);
      return [{ kind: 'cells', layer: 'heights', runs: delta.kind === 'cells' ? delta.runs : new Int32Array(0), values: Int16Array.of(rng.below(7) - 3) }];
    }
  }
}

/** A brush dab of 8 cells around (x, y) (a 3×3 block without its corner), clipped to the map. */
export function dab(width: number, height: number, x: number, y: number): number[] {
  const cells: number[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 1 && dy === 1) continue;
      const nx = x + dx, ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < width && ny < height) cells.push(ny * width + nx);
    }
  return cells;
}

/** The cells of the 4-connected area of one terrain around `seed`. */
export function floodCells(grid: Grid, seed: number): number[] {
  const { width, height, terrain } = grid;
  const t = terrain[seed]!, seen = new Uint8Array(width * height), out: number[] = [], stack = [seed];
  seen[seed] = 1;
  while (stack.length > 0) {
    const c = stack.pop()!;
    out.push(c);
    const x = c % width, y = (c - x) / width;
    for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as const) {
      const n = ny * width + nx;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen[n] || terrain[n] !== t) continue;
      seen[n] = 1;
      stack.push(n);
    }
  }
  return out;
}

/** A terrain cells delta giving `cells` (any order, repeats allowed) the terrain `value`. */
export function cellsDelta(cells: readonly number[], value: number): MapDelta {
  const sorted = [...new Set(cells)].sort((a, b) => a - b);
  const runs: number[] = [];
  for (const c of sorted) {
    if (runs.length > 0 && runs[runs.length - 2]! + runs[runs.length - 1]! === c) runs[runs.length - 1]!++;
    else runs.push(c, 1);
  }
  return { kind: 'cells', layer: 'terrain', runs: Int32Array.from(runs), values: Uint8Array.of(value) };
}
