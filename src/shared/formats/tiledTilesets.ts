// A Tiled map's tilesets: which global ids each covers, and what each tile is called (its class,
// or its "name" or "terrain" property), so tiles can be matched to terrain types by name. A
// tileset A* Studio wrote (tileset property "astar-studio" = "terrain") carries each terrain's
// name, colour, cost and passability as tile properties, and imports back exactly.
import { isTerrainCost } from '../grid/limits';
import { MAX_TERRAIN_TYPES, type TerrainType } from '../grid/terrain';
import { ImportError } from './importError';

/** The tileset property that marks a tileset of A* Studio terrains, and its value. */
export const STUDIO_TILESET_PROPERTY = { name: 'astar-studio', value: 'terrain' } as const;

/** One tile of a tileset that says something about itself. */
export interface TiledTile {
  /** Local id within its tileset (gid − firstgid). */
  id: number;
  /** Its class (Tiled 1.9+) or type, else its "name" or "terrain" property; null when none. */
  label: string | null;
}

/** A tileset as the importer needs it. */
export interface TiledTileset {
  firstgid: number;
  /** The tileset's name, or an external tileset's file name. */
  name: string;
  /** Tiles in the set; 0 for an external tileset (its file is not read). */
  tilecount: number;
  /** The tiles that carry a label. */
  tiles: TiledTile[];
  /** The terrain types of a tileset A* Studio wrote, one per tile id; null for any other. */
  terrains: TerrainType[] | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const MAX_TILESETS = 4096;
const MAX_TILES = 1 << 20;

/** The tilesets, by first gid; throws ImportError for a list Tiled would not write. */
export function readTilesets(value: unknown): TiledTileset[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_TILESETS) throw damaged('has a "tilesets" entry that is not a list of tilesets');
  const sets = value.map((t, i): TiledTileset => {
    if (!isObject(t)) throw damaged(`has a tileset (number ${i + 1}) that is not an object`);
    const firstgid = t.firstgid;
    if (typeof firstgid !== 'number' || !Number.isInteger(firstgid) || firstgid < 1 || firstgid > 0x0fffffff) throw damaged(`has a tileset (number ${i + 1}) without a valid "firstgid"`);
    if (typeof t.source === 'string')
      return { firstgid, name: t.source.split(/[\\/]/).pop()!.slice(0, 256), tilecount: 0, tiles: [], terrains: null };
    const tilecount = typeof t.tilecount === 'number' && Number.isInteger(t.tilecount) && t.tilecount >= 0 && t.tilecount <= MAX_TILES ? t.tilecount : 0;
    const name = typeof t.name === 'string' ? t.name.slice(0, 256) : `Tileset ${i + 1}`;
    const rawTiles = Array.isArray(t.tiles) ? t.tiles.slice(0, MAX_TILES) : [];
    const tiles = rawTiles.flatMap((tile): TiledTile[] => {
      if (!isObject(tile) || typeof tile.id !== 'number' || !Number.isInteger(tile.id) || tile.id < 0) return [];
      return [{ id: tile.id, label: labelOf(tile) }];
    });
    return { firstgid, name, tilecount, tiles, terrains: studioTerrains(t, rawTiles, tilecount) };
  });
  return sets.sort((a, b) => a.firstgid - b.firstgid);
}

/** The tileset a gid belongs to: the one with the largest first gid not above it. */
export function tilesetOf(tilesets: readonly TiledTileset[], gid: number): TiledTileset | null {
  let found: TiledTileset | null = null;
  for (const t of tilesets) if (t.firstgid <= gid) found = t;
  return found;
}

function labelOf(tile: Json): string | null {
  for (const key of ['class', 'type'] as const) {
    const v = tile[key];
    if (typeof v === 'string' && v.trim() !== '') return v.trim().slice(0, 256);
  }
  const props = properties(tile);
  for (const key of ['name', 'terrain']) {
    const v = props.get(key);
    if (typeof v === 'string' && v.trim() !== '') return v.trim().slice(0, 256);
  }
  return null;
}

/** A Tiled "properties" list as a map of name → value. */
function properties(owner: Json): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!Array.isArray(owner.properties)) return out;
  for (const p of owner.properties) if (isObject(p) && typeof p.name === 'string') out.set(p.name, p.value);
  return out;
}

/** The terrains of a tileset A* Studio wrote; null when it is not one or any tile is incomplete. */
function studioTerrains(tileset: Json, tiles: unknown[], tilecount: number): TerrainType[] | null {
  if (properties(tileset).get(STUDIO_TILESET_PROPERTY.name) !== STUDIO_TILESET_PROPERTY.value) return null;
  if (tilecount < 1 || tilecount > MAX_TERRAIN_TYPES) return null;
  const terrains: (TerrainType | undefined)[] = Array.from({ length: tilecount }, () => undefined);
  for (const tile of tiles) {
    if (!isObject(tile) || typeof tile.id !== 'number' || !Number.isInteger(tile.id) || tile.id < 0 || tile.id >= tilecount) return null;
    const p = properties(tile);
    const name = p.get('name'), color = colourOf(p.get('color')), cost = p.get('cost'), passable = p.get('passable');
    if (typeof name !== 'string' || name.length < 1 || name.length > 256 || color === null) return null;
    if (typeof cost !== 'number' || !isTerrainCost(cost) || typeof passable !== 'boolean') return null;
    terrains[tile.id] = { name, color, cost, passable };
  }
  return terrains.every((t) => t !== undefined) && terrains.length === tilecount ? (terrains as TerrainType[]) : null;
}

/** Tiled writes colours as "#AARRGGBB" (or "#RRGGBB"); the alpha is not a terrain's. */
function colourOf(v: unknown): number | null {
  if (typeof v !== 'string') return null;
  const m = /^#(?:[0-9a-f]{2})?([0-9a-f]{6})$/i.exec(v);
  return m ? parseInt(m[1]!, 16) : null;
}

function damaged(what: string): ImportError {
  return new ImportError(`This Tiled map ${what}; the file is damaged. Save it again from Tiled, then import it again.`);
}
