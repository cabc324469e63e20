// A Tiled map as a map format without a dialog (the command line's convert): one tile layer
// becomes the map when every tile names a terrain (exactly for A* Studio's tileset, else by tile
// name), saying which layers and empty cells were left out or guessed; a map becomes a Tiled map
// whose tileset picture is written beside it.
import { strToU8 } from 'fflate';
import { defaultPalette } from '../grid/terrain';
import { ImportError } from './importError';
import type { MapReadOptions, MapToWrite, MapWriteOptions, ReadMap, WrittenMap } from './mapFormat';
import { printable, quoted } from './printable';
import { gridToTiled, parseTiledMap, suggestTiledMapping, terrainTilesImage, tiledGidLabel, tiledGids, tiledToGrid, tilesetImageName } from './tiled';

export function readTiledMap(text: string, name: string, options: MapReadOptions): ReadMap {
  const map = parseTiledMap(text);
  const index = layerIndex(map.layers.map((l) => l.name), options.layer);
  const s = suggestTiledMapping(map, index, options.palette ?? defaultPalette());
  if (s.unmatched.length > 0) {
    const tiles = s.unmatched.slice(0, 4).map((g) => tiledGidLabel(map, g));
    throw new ImportError(
      `Tile${s.unmatched.length === 1 ? '' : 's'} ${tiles.join(', ')}${s.unmatched.length > 4 ? ` and ${s.unmatched.length - 4} more` : ''} of this Tiled map name${s.unmatched.length === 1 ? 's' : ''} no terrain of the palette (${s.palette.map((t) => printable(t.name)).join(', ')}); import the map in A* Studio (File › Import › Tiled map…), where you choose a terrain for each tile.`,
    );
  }
  const dropped: string[] = [];
  const others = map.layers.filter((_, i) => i !== index).map((l) => quoted(l.name, 80));
  if (others.length > 0) dropped.push(`Layers: only ${quoted(map.layers[index]!.name, 80)} became the map; ${others.join(', ')} ${others.length === 1 ? 'was' : 'were'} left out.`);
  const empty = tiledGids(map, index).find((g) => g.gid === 0);
  if (empty) dropped.push(`Empty cells: ${empty.count} cell${empty.count === 1 ? '' : 's'} with no tile became ${printable(s.palette[s.mapping.get(0)!]!.name)}.`);
  return { grid: tiledToGrid(map, index, s.mapping, s.palette), topology: map.orientation === 'hexagonal' ? 'hex' : 'square', project: null, name, dropped };
}

export function writeTiledMap({ grid, topology, name }: MapToWrite, { fileStem }: MapWriteOptions): WrittenMap {
  const image = tilesetImageName(fileStem);
  const dropped = grid.heights ? ['Heights: a Tiled map from A* Studio has no height layer, so the heights are left out.'] : [];
  const text = gridToTiled(grid, name, { topology, tilesetImage: image });
  return { bytes: strToU8(text), companions: [{ name: image, bytes: terrainTilesImage(grid.palette, topology) }], dropped };
}

function layerIndex(names: readonly string[], wanted: string | number | undefined): number {
  if (wanted === undefined) return 0;
  const index = typeof wanted === 'number' ? wanted : names.indexOf(wanted);
  if (index < 0 || index >= names.length)
    throw new ImportError(`This Tiled map has no tile layer ${typeof wanted === 'number' ? `number ${wanted}` : quoted(wanted, 80)}; its tile layers are ${names.map((n) => quoted(n, 80)).join(', ')}.`);
  return index;
}
