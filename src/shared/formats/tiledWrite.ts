// Writes a map as a Tiled JSON map: one tile layer (base64 of zlib-compressed ids, what Tiled
// itself writes by default), one tileset of the palette's terrains (gid = terrain index + 1) whose
// tiles carry each terrain's name, colour, cost and passability as properties, so the map imports
// back exactly. The tileset's picture, a row of tiles in the terrain colours, is a separate PNG
// (terrainTilesImage) that the caller saves beside the map under the name the map refers to.
import { encode } from 'fast-png';
import { zlibSync } from 'fflate';
import type { Grid } from '../grid/grid';
import type { MapTopology } from '../grid/mapTopology';
import type { TerrainType } from '../grid/terrain';
import { bytesToBase64 } from './projectFile/base64';
import { STUDIO_TILESET_PROPERTY } from './tiledTilesets';

/**
 * Compression of the tile ids: level 3 takes a third of level 6's time on a 4096² map (0.5 s
 * against 1 s painted, 1.5 s against 4.7 s on random cells) for files 10–30% larger
 * (test/bench/formats.bench.ts).
 */
const ZLIB_LEVEL = 3;
/** The tileset's name in Tiled. */
export const STUDIO_TILESET_NAME = 'A* Studio terrain';
/** Pixel size of a tile: squares, or pointy-top hexes about as wide as they are tall. */
const SQUARE_TILE = { width: 16, height: 16 };
const HEX_TILE = { width: 14, height: 16, side: 8 };

/** How to write the map. */
export interface TiledWriteOptions {
  /** Square or hex (pointy-top, odd rows shifted); default square. */
  topology?: MapTopology;
  /** File name of the tileset picture the map refers to; default "<name>-terrain.png". */
  tilesetImage?: string;
}

/** The tileset picture's default file name for a map called `name`. */
export function tilesetImageName(name: string): string {
  const stem = name.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '') || 'map';
  return `${stem}-terrain.png`;
}

/** The map as Tiled JSON text (.tmj): layer `name`, gid = terrain index + 1. */
export function gridToTiled(grid: Grid, name: string, options: TiledWriteOptions = {}): string {
  const hex = options.topology === 'hex';
  const tile = hex ? HEX_TILE : SQUARE_TILE;
  const ids = new Uint32Array(grid.terrain.length);
  for (let i = 0; i < ids.length; i++) ids[i] = grid.terrain[i]! + 1;
  // Tiled's ids are little-endian; so are typed arrays on every platform but a big-endian one.
  const littleEndian = new Uint8Array(ids.buffer);
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) {
    const view = new DataView(ids.buffer);
    ids.forEach((id, i) => view.setUint32(i * 4, id, true));
  }
  const n = grid.palette.length;
  const map = {
    type: 'map',
    version: '1.8',
    orientation: hex ? 'hexagonal' : 'orthogonal',
    ...(hex ? { hexsidelength: HEX_TILE.side, staggeraxis: 'y', staggerindex: 'odd' } : {}),
    renderorder: 'right-down',
    width: grid.width,
    height: grid.height,
    tilewidth: tile.width,
    tileheight: tile.height,
    infinite: false,
    compressionlevel: -1,
    nextlayerid: 2,
    nextobjectid: 1,
    layers: [
      {
        id: 1,
        name,
        type: 'tilelayer',
        x: 0,
        y: 0,
        width: grid.width,
        height: grid.height,
        opacity: 1,
        visible: true,
        encoding: 'base64',
        compression: 'zlib',
        data: bytesToBase64(zlibSync(littleEndian, { level: ZLIB_LEVEL })),
      },
    ],
    tilesets: [
      {
        firstgid: 1,
        name: STUDIO_TILESET_NAME,
        tilewidth: tile.width,
        tileheight: tile.height,
        tilecount: n,
        columns: n,
        margin: 0,
        spacing: 0,
        image: options.tilesetImage ?? tilesetImageName(name),
        imagewidth: n * tile.width,
        imageheight: tile.height,
        properties: [{ name: STUDIO_TILESET_PROPERTY.name, type: 'string', value: STUDIO_TILESET_PROPERTY.value }],
        tiles: grid.palette.map((t, id) => ({
          id,
          type: t.name,
          properties: [
            { name: 'color', type: 'color', value: `#ff${t.color.toString(16).padStart(6, '0')}` },
            { name: 'cost', type: 'float', value: t.cost },
            { name: 'name', type: 'string', value: t.name },
            { name: 'passable', type: 'bool', value: t.passable },
          ],
        })),
      },
    ],
  };
  return JSON.stringify(map, null, 1) + '\n';
}

/** The tileset picture: one tile per terrain, left to right, filled with its colour. */
export function terrainTilesImage(palette: readonly TerrainType[], topology: MapTopology = 'square'): Uint8Array {
  const tile = topology === 'hex' ? HEX_TILE : SQUARE_TILE;
  const width = palette.length * tile.width;
  const rgb = new Uint8Array(width * tile.height * 3);
  for (let y = 0; y < tile.height; y++)
    for (let x = 0; x < width; x++) {
      const c = palette[Math.floor(x / tile.width)]!.color;
      rgb.set([(c >>> 16) & 255, (c >>> 8) & 255, c & 255], (y * width + x) * 3);
    }
  return encode({ width, height: tile.height, data: rgb, channels: 3, depth: 8 });
}
