// Tiled maps (JSON, .tmj) in and out. Reading is tiledRead.ts, writing tiledWrite.ts; this file
// turns a layer's tile ids into terrain: which ids a layer uses, a suggested terrain for each (exact
// for a tileset A* Studio wrote, by tile name otherwise), and the grid a chosen mapping makes.
import { assertMapSize, type Grid } from '../grid/grid';
import type { TerrainType } from '../grid/terrain';
import { transparentTerrain } from './pngMap';
import { printable } from './printable';
import type { TiledMap } from './tiledRead';
import { tilesetOf } from './tiledTilesets';

export { MAX_TILED_CELLS, parseTiledMap, type TiledLayer, type TiledMap, type TiledTile, type TiledTileset } from './tiledRead';
export { gridToTiled, STUDIO_TILESET_NAME, terrainTilesImage, tilesetImageName, type TiledWriteOptions } from './tiledWrite';

/** One tile id of a layer and how many cells have it; gid 0 is an empty cell. */
export interface TiledGid {
  gid: number;
  count: number;
}

/** The tile ids a layer uses, most used first (ties by id). */
export function tiledGids(map: TiledMap, layerIndex: number): TiledGid[] {
  const gids = layerOf(map, layerIndex).gids;
  const counts = new Map<number, number>();
  let last = -1, run = 0;
  for (let i = 0; i <= gids.length; i++) {
    const gid = i < gids.length ? gids[i]! : -2;
    if (gid === last) run++;
    else {
      if (run > 0) counts.set(last, (counts.get(last) ?? 0) + run);
      last = gid;
      run = 1;
    }
  }
  return [...counts].map(([gid, count]) => ({ gid, count })).sort((a, b) => b.count - a.count || a.gid - b.gid);
}

/** What a tile id is called, for a mapping table: "Water (dungeon #12)", or "Empty" for 0. */
export function tiledGidLabel(map: TiledMap, gid: number): string {
  if (gid === 0) return 'Empty';
  const set = tilesetOf(map.tilesets, gid);
  if (!set) return `Tile ${gid} (no tileset)`;
  const id = gid - set.firstgid;
  const label = set.terrains?.[id]?.name ?? set.tiles.find((t) => t.id === id)?.label;
  return printable(`${label ?? `Tile ${id}`} (${set.name} #${id})`);
}

/** A suggested terrain for each tile id of a layer, and the palette it points into. */
export interface TiledSuggestion {
  /** The palette of an A* Studio tileset when every tile came from one, else the palette given. */
  palette: TerrainType[];
  /** Tile id → terrain index, for every id the layer uses that could be matched. */
  mapping: Map<number, number>;
  /** Tile ids no terrain could be matched to (by name); empty when the mapping is complete. */
  unmatched: number[];
  /** Whether the palette came from an A* Studio tileset (so the import is exact). */
  fromStudio: boolean;
}

/**
 * Suggests a terrain per tile id: gid − firstgid when every tile comes from one tileset A* Studio
 * wrote (with its terrains as the palette); else the terrain of `palette` whose name the tile's
 * class, type or name property equals, or failing that contains as a word ("Deep water" → Water).
 * Empty cells get the palette's wall.
 */
export function suggestTiledMapping(map: TiledMap, layerIndex: number, palette: readonly TerrainType[]): TiledSuggestion {
  const used = tiledGids(map, layerIndex).map((g) => g.gid);
  const drawn = used.filter((g) => g !== 0);
  const sets = new Set(drawn.map((g) => tilesetOf(map.tilesets, g)));
  const [only] = sets;
  if (sets.size === 1 && only?.terrains && drawn.every((g) => g - only.firstgid < only.terrains!.length)) {
    const studio = only.terrains.map((t) => ({ ...t }));
    const mapping = new Map(used.map((g) => [g, g === 0 ? transparentTerrain(studio) : g - only.firstgid]));
    return { palette: studio, mapping, unmatched: [], fromStudio: true };
  }
  const mapping = new Map<number, number>();
  const unmatched: number[] = [];
  for (const gid of used) {
    const t = gid === 0 ? transparentTerrain(palette) : terrainByName(map, gid, palette);
    if (t < 0) unmatched.push(gid);
    else mapping.set(gid, t);
  }
  return { palette: palette.map((t) => ({ ...t })), mapping, unmatched, fromStudio: false };
}

function terrainByName(map: TiledMap, gid: number, palette: readonly TerrainType[]): number {
  const set = tilesetOf(map.tilesets, gid);
  const id = set ? gid - set.firstgid : -1;
  const label = set?.terrains?.[id]?.name ?? set?.tiles.find((t) => t.id === id)?.label;
  if (!label) return -1;
  const lower = label.toLowerCase();
  const exact = palette.findIndex((t) => t.name.toLowerCase() === lower);
  if (exact >= 0) return exact;
  const words = new Set(lower.split(/[^\p{L}\p{N}]+/u));
  return palette.findIndex((t) => words.has(t.name.toLowerCase()));
}

/**
 * The map a layer makes through `mapping` (tile id → terrain index into `palette`); the grid gets
 * a copy of the palette. Throws RangeError for an id the mapping leaves out: the caller maps every
 * id tiledGids lists.
 */
export function tiledToGrid(map: TiledMap, layerIndex: number, mapping: ReadonlyMap<number, number>, palette: readonly TerrainType[]): Grid {
  assertMapSize(map.width, map.height);
  const gids = layerOf(map, layerIndex).gids;
  const terrain = new Uint8Array(gids.length);
  let last = -1, lastTerrain = 0;
  for (let i = 0; i < gids.length; i++) {
    const gid = gids[i]!;
    if (gid !== last) {
      const t = mapping.get(gid);
      if (t === undefined || !Number.isInteger(t) || t < 0 || t >= palette.length)
        throw new RangeError(`Tile id ${gid} has ${t === undefined ? 'no terrain' : `terrain ${t}, which the palette of ${palette.length} does not have`}; map every id tiledGids lists.`);
      last = gid;
      lastTerrain = t;
    }
    terrain[i] = lastTerrain;
  }
  return { width: map.width, height: map.height, terrain, heights: null, palette: palette.map((t) => ({ ...t })) };
}

function layerOf(map: TiledMap, index: number) {
  const layer = map.layers[index];
  if (!layer) throw new RangeError(`The map has ${map.layers.length} tile layers; there is no layer ${index}.`);
  return layer;
}
