// The map model every layer shares: flat typed arrays, no per-cell objects.
import { defaultPalette, type TerrainType } from './terrain';
import { copyUnitTypes, type UnitType } from './unitTypes';

/** Largest side a map may have (issue: the map editor). */
export const MAX_MAP_SIDE = 4096;

/** A rectangular map of cells, row-major: cell index = y * width + x. */
export interface Grid {
  width: number;
  height: number;
  /** Terrain index per cell into `palette`. */
  terrain: Uint8Array;
  /** Optional height per cell (integers), or null when the map has no height layer. */
  heights: Int16Array | null;
  /** The map's own terrain types. */
  palette: TerrainType[];
  /** Named movement profiles with their own terrain costs (unitTypes.ts); absent or empty: only the palette's costs. */
  unitTypes?: UnitType[];
}

/** Thrown for a map size the app cannot hold; the message says what to do. */
export class MapSizeError extends Error {
  constructor(width: number, height: number) {
    super(
      `A map must be 1 to ${MAX_MAP_SIDE} cells on each side; ${width}×${height} is not. Choose a smaller size.`,
    );
    this.name = 'MapSizeError';
  }
}

export function assertMapSize(width: number, height: number): void {
  const ok = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_MAP_SIDE;
  if (!ok(width) || !ok(height)) throw new MapSizeError(width, height);
}

/** A new map filled with one terrain type. */
export function createGrid(
  width: number,
  height: number,
  fill = 0,
  palette: TerrainType[] = defaultPalette(),
): Grid {
  assertMapSize(width, height);
  const terrain = new Uint8Array(width * height);
  if (fill !== 0) terrain.fill(fill);
  return { width, height, terrain, heights: null, palette };
}

export function cellIndex(grid: Pick<Grid, 'width'>, x: number, y: number): number {
  return y * grid.width + x;
}

export function cellX(grid: Pick<Grid, 'width'>, index: number): number {
  return index % grid.width;
}

export function cellY(grid: Pick<Grid, 'width'>, index: number): number {
  return Math.floor(index / grid.width);
}

export function inBounds(grid: Pick<Grid, 'width' | 'height'>, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < grid.width && y < grid.height;
}

export function isPassable(grid: Grid, index: number): boolean {
  return grid.palette[grid.terrain[index]!]?.passable ?? false;
}

/** Whether every passable cell the map uses costs the same (what Jump Point Search needs; JPSW takes any costs). */
export function usesOneCost(grid: Grid): boolean {
  const used = new Uint8Array(256);
  for (let i = 0; i < grid.terrain.length; i++) used[grid.terrain[i]!] = 1;
  const costs = new Set(grid.palette.filter((t, i) => t.passable && used[i] === 1).map((t) => t.cost));
  return costs.size <= 1;
}

/** A deep copy, for snapshots sent to the search worker. */
export function cloneGrid(grid: Grid): Grid {
  return {
    width: grid.width,
    height: grid.height,
    terrain: grid.terrain.slice(),
    heights: grid.heights ? grid.heights.slice() : null,
    palette: grid.palette.map((t) => ({ ...t })),
    ...(grid.unitTypes?.length ? { unitTypes: copyUnitTypes(grid.unitTypes) } : {}),
  };
}
