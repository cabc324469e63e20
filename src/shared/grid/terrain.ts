// Terrain types and the palette a map paints with. A cell stores an index into its palette.

/** One kind of ground a cell can be. */
export interface TerrainType {
  /** Name shown in the palette panel and the status bar. */
  name: string;
  /** Display colour as 0xRRGGBB. */
  color: number;
  /** Cost multiplier of entering a cell of this type (> 0). */
  cost: number;
  /** Whether a search may enter a cell of this type at all. */
  passable: boolean;
}

/** At most 256 types, because cells store their terrain as one byte. */
export const MAX_TERRAIN_TYPES = 256;

/** The types a new map starts with (issue: the map editor). Index 0 is the fill type. */
export const DEFAULT_PALETTE: readonly TerrainType[] = Object.freeze([
  { name: 'Ground', color: 0xc8b78e, cost: 1, passable: true },
  { name: 'Road', color: 0x9a9a9a, cost: 0.5, passable: true },
  { name: 'Grass', color: 0x8fbf5a, cost: 1.5, passable: true },
  { name: 'Forest', color: 0x3f7a3a, cost: 2, passable: true },
  { name: 'Swamp', color: 0x6b7a4a, cost: 4, passable: true },
  { name: 'Water', color: 0x3f78c8, cost: 1, passable: false },
  { name: 'Wall', color: 0x2b2b33, cost: 1, passable: false },
]);

export const WALL_TERRAIN_NAME = 'Wall';

/** Copies the default palette so a map can edit its own. */
export function defaultPalette(): TerrainType[] {
  return DEFAULT_PALETTE.map((t) => ({ ...t }));
}

/** The cheapest cost among passable types; heuristics are scaled by it to stay admissible. */
export function cheapestPassableCost(palette: readonly TerrainType[]): number {
  let min = Infinity;
  for (const t of palette) if (t.passable && t.cost < min) min = t.cost;
  return min === Infinity ? 1 : min;
}

/** Index of the first impassable type named like a wall, else the first impassable type, else -1. */
export function wallTerrainIndex(palette: readonly TerrainType[]): number {
  const named = palette.findIndex((t) => !t.passable && t.name === WALL_TERRAIN_NAME);
  return named >= 0 ? named : palette.findIndex((t) => !t.passable);
}
