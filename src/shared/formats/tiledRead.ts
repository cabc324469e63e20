// Reads a Tiled JSON map (.tmj, or the older .json) into its tile layers and tilesets. Orthogonal
// maps, and hexagonal ones staggered the way A* Studio lays hexes (pointy-top, odd rows shifted:
// Tiled's stagger axis Y, index odd); other orientations are refused with a sentence. Infinite maps
// are flattened: their chunks placed in one rectangle spanning every chunk of every tile layer.
// Group layers are entered; object, image and other layers are not map cells and are skipped.
import { MAX_MAP_SIDE } from '../grid/grid';
import type { InflateMeter } from './boundedInflate';
import { isOverFileLimit, MAX_FILE_SIZE_TEXT } from './fileLimits';
import { ImportError } from './importError';
import { quoted } from './printable';
import { jsonErrorOffset, lineAndColumn } from './projectFile/jsonSyntax';
import { decodeTileData, shown } from './tiledData';
import { readTilesets, type TiledTileset } from './tiledTilesets';

export type { TiledTile, TiledTileset } from './tiledTilesets';

/** One tile layer: its name (groups joined with "/") and a global tile id per cell (0: empty). */
export interface TiledLayer {
  name: string;
  gids: Uint32Array;
}

/** A Tiled map as the importer needs it. */
export interface TiledMap {
  width: number;
  height: number;
  /** "hexagonal" only for pointy-top maps with odd rows shifted, A* Studio's own hex layout. */
  orientation: 'orthogonal' | 'hexagonal';
  layers: TiledLayer[];
  /** By first gid, ascending. */
  tilesets: TiledTileset[];
  /** For an infinite map, the tile coordinates of the flattened map's top-left cell; else 0, 0. */
  origin: { x: number; y: number };
}

/** Most cells all tile layers together may hold: four layers of the largest map (256 MiB of ids). */
export const MAX_TILED_CELLS = 4 * MAX_MAP_SIDE * MAX_MAP_SIDE;
/** Deepest nesting of group layers read. */
const MAX_GROUP_DEPTH = 64;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const damaged = (what: string) => new ImportError(`This Tiled map ${what}; the file is damaged. Save it again from Tiled, then import it again.`);

/** Reads a Tiled JSON map; throws ImportError with a sentence for one A* Studio cannot use. */
export function parseTiledMap(text: string, meter?: InflateMeter): TiledMap {
  if (isOverFileLimit(text.length))
    throw new ImportError(`This file holds more than ${MAX_FILE_SIZE_TEXT} of text, more than A* Studio reads as a Tiled map; save the map with Base64 (zlib) tile data in Tiled, then import it again.`);
  const json = parseJson(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (!isObject(json) || (json.type !== undefined && json.type !== 'map') || !Array.isArray(json.layers))
    throw new ImportError(
      json !== null && isObject(json) && json.type === 'tileset'
        ? 'This is a Tiled tileset, not a map; import the map (.tmj) that uses it.'
        : 'This JSON file is not a Tiled map (it has no "layers" list); in Tiled, save the map with File › Export As… › JSON map files (*.tmj).',
    );
  const orientation = orientationOf(json);
  const tilesets = readTilesets(json.tilesets);
  const tileLayers = collectTileLayers(json.layers, '', 0);
  if (tileLayers.length === 0) throw new ImportError('This Tiled map has no tile layers, so it has no cells to import; add a tile layer in Tiled, then import it again.');
  const { width, height, origin, layers } = json.infinite === true ? flattenInfinite(tileLayers, meter) : readFinite(json, tileLayers, meter);
  return { width, height, orientation, layers, tilesets, origin };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    if (/^\s*</.test(text))
      throw new ImportError('This is an XML file (a Tiled .tmx map?), and A* Studio reads Tiled maps saved as JSON; in Tiled, use File › Export As… › JSON map files (*.tmj), then import that.');
    const offset = jsonErrorOffset(text);
    if (offset < 0 || offset >= text.length) throw new ImportError('This file ends in the middle of its JSON, so it was cut short; save the map from Tiled again, then import it again.');
    const { line, column } = lineAndColumn(text, offset);
    throw new ImportError(`This file is not valid JSON (line ${line}, column ${column}), so it is not a Tiled map A* Studio can read; save the map from Tiled again, then import it again.`);
  }
}

function orientationOf(json: Json): TiledMap['orientation'] {
  const o = json.orientation;
  if (o === 'orthogonal') return 'orthogonal';
  if (o === 'hexagonal') {
    if (json.staggeraxis === 'x')
      throw new ImportError('This hexagonal Tiled map has flat-topped hexes (stagger axis X); A* Studio\'s hexes are pointy-topped with odd rows shifted (stagger axis Y, index odd), so its neighbours would change. Rebuild the map with stagger axis Y in Tiled, then import it again.');
    if (json.staggerindex === 'even')
      throw new ImportError('This hexagonal Tiled map shifts its even rows; A* Studio shifts odd rows (Tiled: stagger index odd), so its neighbours would change. In Tiled, add one empty row at the top and set Stagger Index to Odd, then import it again.');
    return 'hexagonal';
  }
  throw new ImportError(
    `This Tiled map is ${typeof o === 'string' ? `"${o.slice(0, 20)}"` : 'of no named orientation'}; A* Studio imports orthogonal maps and hexagonal ones (stagger axis Y, index odd). Save an orthogonal copy in Tiled, then import it again.`,
  );
}

interface RawLayer {
  name: string;
  json: Json;
}

/** Tile layers in drawing order, entering groups; names of nested layers are "Group/Layer". */
function collectTileLayers(layers: unknown[], prefix: string, depth: number): RawLayer[] {
  if (depth > MAX_GROUP_DEPTH) throw damaged(`nests group layers more than ${MAX_GROUP_DEPTH} deep`);
  const out: RawLayer[] = [];
  layers.forEach((layer, i) => {
    if (!isObject(layer)) throw damaged(`has a layer (number ${i + 1}) that is not an object`);
    const name = `${prefix}${typeof layer.name === 'string' && layer.name !== '' ? layer.name.slice(0, 256) : `Layer ${i + 1}`}`;
    if (layer.type === 'tilelayer') out.push({ name, json: layer });
    else if (layer.type === 'group' && Array.isArray(layer.layers)) out.push(...collectTileLayers(layer.layers, `${name}/`, depth + 1));
  });
  return out;
}

/** A whole number in [min, max], or a sentence naming the field (`noun`: "width", "chunk x"). */
function whole(value: unknown, min: number, max: number, noun: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  if (value === undefined) throw damaged(`has no ${noun}`);
  throw damaged(`has a ${noun} of ${shown(value)}, not a whole number from ${min} to ${max}`);
}

function readFinite(json: Json, raw: RawLayer[], meter?: InflateMeter) {
  const width = sideOf(json.width, 'width'), height = sideOf(json.height, 'height');
  if (raw.length * width * height > MAX_TILED_CELLS) throw tooManyCells(raw.length * width * height);
  const layers = raw.map(({ name, json: layer }) => {
    if (layer.width !== width || layer.height !== height || (layer.x ?? 0) !== 0 || (layer.y ?? 0) !== 0)
      throw damaged(`has a layer ${quoted(name, 80)} that does not cover the map exactly`);
    const gids = decodeTileData(layer.data, layer.encoding, layer.compression, width * height, `layer ${quoted(name, 80)}`, meter);
    releaseData(layer);
    return { name, gids };
  });
  return { width, height, origin: { x: 0, y: 0 }, layers };
}

/**
 * Drops a decoded layer's or chunk's data from the parsed JSON: a CSV layer of 4096² is 128 MiB of
 * JS array, so freeing each as its ids are made keeps the peak near the text and the ids.
 */
function releaseData(holder: Json): void {
  holder.data = null;
}

function sideOf(value: unknown, what: 'width' | 'height'): number {
  if (typeof value === 'number' && Number.isInteger(value) && value > MAX_MAP_SIDE)
    throw new ImportError(`This Tiled map is ${value} tiles in ${what}, but A* Studio holds maps of at most ${MAX_MAP_SIDE} cells a side; crop it in Tiled (Map › Resize Map), then import it again.`);
  return whole(value, 1, MAX_MAP_SIDE, what);
}

function tooManyCells(cells: number): ImportError {
  return new ImportError(
    `This Tiled map's tile layers hold ${cells} cells in all, more than the ${MAX_TILED_CELLS} (four layers of ${MAX_MAP_SIDE}×${MAX_MAP_SIDE}) A* Studio reads; delete or merge layers in Tiled, then import it again.`,
  );
}

/** An infinite map's chunks, every layer placed in the one rectangle that spans them all. */
function flattenInfinite(raw: RawLayer[], meter?: InflateMeter) {
  const LIMIT = 1 << 30;
  const chunksOf = raw.map(({ name, json: layer }) => {
    if (!Array.isArray(layer.chunks)) throw damaged(`is infinite but its layer ${quoted(name, 80)} has no chunks`);
    return layer.chunks.map((c: unknown) => {
      if (!isObject(c)) throw damaged(`has a chunk of layer ${quoted(name, 80)} that is not an object`);
      return { c, x: whole(c.x, -LIMIT, LIMIT, 'chunk x'), y: whole(c.y, -LIMIT, LIMIT, 'chunk y'), w: whole(c.width, 1, MAX_MAP_SIDE, 'chunk width'), h: whole(c.height, 1, MAX_MAP_SIDE, 'chunk height') };
    });
  });
  const all = chunksOf.flat();
  if (all.length === 0) throw new ImportError('This infinite Tiled map has no tiles drawn, so it has no cells to import; draw the map in Tiled, then import it again.');
  // Loops, not Math.min(...): a map may have more chunks than a call has room for arguments.
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const k of all) {
    x0 = Math.min(x0, k.x);
    y0 = Math.min(y0, k.y);
    x1 = Math.max(x1, k.x + k.w);
    y1 = Math.max(y1, k.y + k.h);
  }
  const width = x1 - x0, height = y1 - y0;
  if (width > MAX_MAP_SIDE || height > MAX_MAP_SIDE)
    throw new ImportError(`This infinite Tiled map's tiles span ${width}×${height} cells, but A* Studio holds maps of at most ${MAX_MAP_SIDE} cells a side; erase the tiles outside the part you need in Tiled, then import it again.`);
  if (raw.length * width * height > MAX_TILED_CELLS || all.reduce((n, k) => n + k.w * k.h, 0) > MAX_TILED_CELLS) throw tooManyCells(raw.length * width * height);
  const layers = raw.map(({ name, json: layer }, i) => {
    const gids = new Uint32Array(width * height);
    for (const k of chunksOf[i]!) {
      const data = decodeTileData(k.c.data, layer.encoding, layer.compression, k.w * k.h, `chunk at ${k.x},${k.y} of layer ${quoted(name, 80)}`, meter);
      releaseData(k.c);
      for (let row = 0; row < k.h; row++) gids.set(data.subarray(row * k.w, (row + 1) * k.w), (k.y - y0 + row) * width + (k.x - x0));
    }
    return { name, gids };
  });
  return { width, height, origin: { x: x0, y: y0 }, layers };
}
