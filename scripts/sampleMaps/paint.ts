// Drawing helpers for generated maps: the strokes a designer makes (a road, a wall, a filled
// rectangle) on a terrain array.
import type { Grid } from '../../src/shared/grid/grid';

/** Sets the cells of a rectangle (clipped to the map) to `terrain`. */
export function fillRect(grid: Grid, x0: number, y0: number, w: number, h: number, terrain: number): void {
  for (let y = Math.max(0, y0); y < Math.min(grid.height, y0 + h); y++)
    for (let x = Math.max(0, x0); x < Math.min(grid.width, x0 + w); x++) grid.terrain[y * grid.width + x] = terrain;
}

/** Draws a line `thickness` cells wide from (x0, y0) to (x1, y1). */
export function drawLine(grid: Grid, x0: number, y0: number, x1: number, y1: number, thickness: number, terrain: number): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  const r = Math.floor(thickness / 2);
  for (let s = 0; s <= steps; s++) {
    const x = Math.round(x0 + ((x1 - x0) * s) / steps);
    const y = Math.round(y0 + ((y1 - y0) * s) / steps);
    fillRect(grid, x - r, y - r, thickness, thickness, terrain);
  }
}

/** The index of the palette type called `name` (generated maps name their types). */
export function terrainNamed(grid: Grid, name: string): number {
  const i = grid.palette.findIndex((t) => t.name === name);
  if (i < 0) throw new Error(`The palette has no terrain called ${name}.`);
  return i;
}
