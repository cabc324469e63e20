// Painted-looking outdoor maps: lakes, swamps, grassland and forest in blobs the way a designer
// paints regions, roads that cross water on bridges, walled towns, and rolling hills in the
// height layer. Used for the outdoor and large samples and the project-format benchmark.
import { createGrid, type Grid } from '../../src/shared/grid/grid';
import { defaultPalette } from '../../src/shared/grid/terrain';
import { noiseField, seededRandom } from './noise';
import { drawLine, fillRect, terrainNamed } from './paint';

/**
 * An outdoor map; `feature` is the size in cells of a typical region (lakes and forests scale
 * with it, so a larger map is not just a noisier one).
 */
export function paintOutdoor(width: number, height: number, feature: number, seed: number): Grid {
  const grid = createGrid(width, height, 0, defaultPalette());
  const [ground, road, grass, forest, swamp, water, wall] = ['Ground', 'Road', 'Grass', 'Forest', 'Swamp', 'Water', 'Wall'].map((n) => terrainNamed(grid, n)) as number[];
  const elevation = noiseField(width, height, [[feature * 4, 0.6], [feature * 1.5, 0.3], [feature / 2, 0.1]], seed);
  // The same hills without the small octave: height strokes are broad and smooth.
  const hills = noiseField(width, height, [[feature * 4, 0.6], [feature * 1.5, 0.3]], seed);
  const moisture = noiseField(width, height, [[feature * 2, 0.7], [feature / 2, 0.3]], seed + 1);
  const heights = new Int16Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const e = elevation[i]!;
    const m = moisture[i]!;
    let t = ground!;
    if (e < 0.3) t = water!;
    else if (m > 0.64 && e < 0.42) t = swamp!;
    else if (m > 0.56) t = forest!;
    else if (m > 0.46) t = grass!;
    grid.terrain[i] = t;
    // Hills in whole height units; lake beds lie flat at the shore's level.
    heights[i] = Math.round(Math.max(hills[i]! / 0.9, 0.3) * 1000) - 300;
  }
  grid.heights = heights;
  const rand = seededRandom(seed + 2);
  // Roads run between random points on the edges; where they cross water they are bridges.
  const roads = Math.max(2, Math.round((width + height) / (feature * 6)));
  for (let r = 0; r < roads; r++) {
    const horizontal = r % 2 === 0;
    const a = Math.floor(rand() * (horizontal ? height : width));
    const b = Math.floor(rand() * (horizontal ? height : width));
    const thickness = Math.max(1, Math.round(feature / 12));
    if (horizontal) drawLine(grid, 0, a, width - 1, b, thickness, road!);
    else drawLine(grid, a, 0, b, height - 1, thickness, road!);
  }
  // Walled towns with a gate on each side, on dry land.
  const towns = Math.max(1, Math.round((width * height) / (feature * feature * 40)));
  for (let k = 0; k < towns; k++) {
    const size = Math.round(feature * (0.8 + rand()));
    const x0 = Math.floor(rand() * Math.max(1, width - size));
    const y0 = Math.floor(rand() * Math.max(1, height - size));
    if (grid.terrain[(y0 + (size >> 1)) * width + x0 + (size >> 1)] === water) continue;
    fillRect(grid, x0, y0, size, size, wall!);
    fillRect(grid, x0 + 1, y0 + 1, size - 2, size - 2, ground!);
    const mid = size >> 1;
    for (const [gx, gy] of [[x0 + mid, y0], [x0 + mid, y0 + size - 1], [x0, y0 + mid], [x0 + size - 1, y0 + mid]] as const)
      fillRect(grid, gx, gy, 1, 1, road!);
  }
  return grid;
}
