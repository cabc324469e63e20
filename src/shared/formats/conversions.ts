// Converts a map file from one format to another, chosen by the files' extensions: an A* Studio
// project (.astar, .astar.json), MovingAI .map, PNG and Tiled JSON (.tmj). What the output cannot
// keep, and what the input could only be guessed at (colours matched to the nearest terrain, empty
// Tiled cells), is said in `dropped`, one sentence each. The command line's `convert` is this.
import { strFromU8, strToU8 } from 'fflate';
import { DEFAULT_SEARCH_OPTIONS } from '../engine/types';
import type { Grid } from '../grid/grid';
import { settingsForMap, type MapTopology } from '../grid/mapTopology';
import { defaultPalette, type TerrainType } from '../grid/terrain';
import { isOverFileLimit, MAX_FILE_SIZE_TEXT } from './file-limits';
import { ImportError } from './import-error';
import { printable, quoted } from './printable';
import { exportMovingAiMap, parseMovingAiMap } from './movingai';
import { decodePngImage, gridToPng, imageColours, imageToGrid, suggestMapping, TRANSPARENT } from './png-map';
import { createProject, hasProjectExtension, MAX_NAME_LENGTH, parseProject, ProjectFormatError, serializeProject, type Project } from './project';
import { gridToTiled, parseTiledMap, suggestTiledMapping, terrainTilesImage, tiledGidLabel, tiledGids, tiledToGrid, tilesetImageName } from './tiled';

/** The map formats convertMap reads and writes. */
export type MapFormat = 'project' | 'movingai' | 'png' | 'tiled';

/** Extensions of each format, as the messages list them. */
export const MAP_FORMAT_EXTENSIONS: Readonly<Record<MapFormat, readonly string[]>> = {
  project: ['.astar', '.astar.json'],
  movingai: ['.map'],
  png: ['.png'],
  tiled: ['.tmj'],
};

/** The format a file name's extension names (any case), or null. */
export function mapFormatOf(name: string): MapFormat | null {
  const lower = name.toLowerCase();
  if (hasProjectExtension(lower)) return 'project';
  if (lower.endsWith('.map')) return 'movingai';
  if (lower.endsWith('.png')) return 'png';
  if (lower.endsWith('.tmj')) return 'tiled';
  return null;
}

/** The sentence for a file name of no known format. */
export function unknownFormatSentence(name: string): string {
  const all = Object.values(MAP_FORMAT_EXTENSIONS).flat();
  return `${quoted(baseName(name), 200)} ends in none of ${all.slice(0, -1).join(', ')} or ${all.at(-1)}, so A* Studio cannot tell its format; name the file with one of those extensions.`;
}

/** How to convert. */
export interface ConvertOptions {
  /** Written into a project file; default "unknown". */
  appVersion?: string;
  /** The palette a PNG or Tiled map is matched against when it brings none of its own; default the app's. */
  palette?: readonly TerrainType[];
  /** The Tiled tile layer to convert, by name or index; default the first. */
  layer?: string | number;
}

/** A converted file, the files it refers to (a Tiled map's tileset picture), and what was lost. */
export interface Conversion {
  bytes: Uint8Array;
  /** Files to save beside the output under these names. */
  companions: { name: string; bytes: Uint8Array }[];
  /** One sentence per thing the conversion dropped or guessed. */
  dropped: string[];
}

/** A map read from any format: its grid, layout, the project when it was one, and what reading guessed. */
export interface ReadMap {
  grid: Grid;
  topology: MapTopology;
  project: Project | null;
  name: string;
  dropped: string[];
}

/**
 * Converts the file `inputName`, given as its bytes or (for any format but PNG) its text, into the
 * format `outputName` names. Throws ImportError, with a sentence, for an input it cannot read or a
 * file name of no known format.
 */
export function convertMap(inputName: string, content: Uint8Array | string, outputName: string, options: ConvertOptions = {}): Conversion {
  const from = mapFormatOf(inputName), to = mapFormatOf(outputName);
  if (!from) throw new ImportError(unknownFormatSentence(inputName));
  if (!to) throw new ImportError(unknownFormatSentence(outputName));
  const input = readMap(from, inputName, content, options);
  const out = writeMap(to, input, outputName, options);
  return { ...out, dropped: [...input.dropped, ...out.dropped] };
}

/** Reads the file `inputName` of any map format (see convertMap) for a command that works on its map. */
export function readAnyMap(inputName: string, content: Uint8Array | string, options: ConvertOptions = {}): ReadMap {
  const format = mapFormatOf(inputName);
  if (!format) throw new ImportError(unknownFormatSentence(inputName));
  return readMap(format, inputName, content, options);
}

function readMap(format: MapFormat, name: string, content: Uint8Array | string, options: ConvertOptions): ReadMap {
  const stem = stemOf(name);
  if (isOverFileLimit(content.length))
    throw new ImportError(`This file is ${Math.round(content.length / 2 ** 20)} MiB, more than any map A* Studio reads (${MAX_FILE_SIZE_TEXT}); check that it is the right file.`);
  if (format === 'png') {
    if (typeof content === 'string') throw new TypeError('A PNG is converted from its bytes, not from text.');
    return readPng(content, stem, options.palette ?? defaultPalette());
  }
  const text = typeof content === 'string' ? content : strFromU8(content);
  if (format === 'movingai') return { grid: parseMovingAiMap(text), topology: 'square', project: null, name: stem, dropped: [] };
  if (format === 'tiled') return readTiled(text, stem, options);
  let project: Project;
  try {
    project = parseProject(text);
  } catch (e) {
    if (e instanceof ProjectFormatError) throw new ImportError(e.message);
    throw e;
  }
  return { grid: project.grid, topology: project.settings.topology === 'hex' ? 'hex' : 'square', project, name: project.name, dropped: [] };
}

function readPng(bytes: Uint8Array, name: string, fallback: readonly TerrainType[]): ReadMap {
  const image = decodePngImage(bytes);
  const palette = image.palette ?? [...fallback];
  const colours = imageColours(image);
  const mapping = suggestMapping(colours, palette);
  const dropped: string[] = [];
  const inexact = colours.filter((c) => c.rgb !== TRANSPARENT && palette[mapping.get(c.rgb)!]!.color !== c.rgb);
  if (inexact.length > 0) {
    const examples = inexact.slice(0, 3).map((c) => `${hex(c.rgb)} → ${printable(palette[mapping.get(c.rgb)!]!.name)}`);
    dropped.push(`Colours: ${inexact.length} colour${inexact.length === 1 ? ' is' : 's are'} not a terrain colour and became the nearest terrain (${examples.join(', ')}${inexact.length > 3 ? ', …' : ''}).`);
  }
  const transparent = colours.find((c) => c.rgb === TRANSPARENT);
  if (transparent) dropped.push(`Transparency: ${transparent.count} transparent pixel${transparent.count === 1 ? '' : 's'} became ${printable(palette[mapping.get(TRANSPARENT)!]!.name)}.`);
  return { grid: imageToGrid(image, mapping, palette), topology: 'square', project: null, name, dropped };
}

function readTiled(text: string, name: string, options: ConvertOptions): ReadMap {
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

function layerIndex(names: readonly string[], wanted: string | number | undefined): number {
  if (wanted === undefined) return 0;
  const index = typeof wanted === 'number' ? wanted : names.indexOf(wanted);
  if (index < 0 || index >= names.length)
    throw new ImportError(`This Tiled map has no tile layer ${typeof wanted === 'number' ? `number ${wanted}` : quoted(wanted, 80)}; its tile layers are ${names.map((n) => quoted(n, 80)).join(', ')}.`);
  return index;
}

function writeMap(format: MapFormat, input: ReadMap, outputName: string, options: ConvertOptions): Conversion {
  const { grid, topology } = input;
  const lostDetails = projectDetails(input.project);
  if (format === 'project') {
    const project = input.project ?? { ...createProject(grid, input.name.slice(0, MAX_NAME_LENGTH)), settings: settingsForMap({ ...DEFAULT_SEARCH_OPTIONS }, topology) };
    return { bytes: strToU8(serializeProject(project, options.appVersion ?? 'unknown')), companions: [], dropped: [] };
  }
  if (format === 'movingai') {
    const { text, dropped } = exportMovingAiMap(grid, topology);
    return { bytes: strToU8(text), companions: [], dropped: [...dropped, ...lostDetails('a .map')] };
  }
  const dropped: string[] = [];
  if (grid.heights) dropped.push(`Heights: ${format === 'png' ? 'a picture' : 'a Tiled map from A* Studio'} has no height layer, so the heights are left out.`);
  if (format === 'png') {
    if (topology === 'hex') dropped.push('Hex layout: a picture has square pixels, so the hexes become squares in the same rows and columns (importing it gives a square map).');
    dropped.push(...sharedColours(grid.palette));
    return { bytes: gridToPng(grid), companions: [], dropped: [...dropped, ...lostDetails('a picture')] };
  }
  const image = tilesetImageName(stemOf(outputName));
  const text = gridToTiled(grid, input.name, { topology, tilesetImage: image });
  return { bytes: strToU8(text), companions: [{ name: image, bytes: terrainTilesImage(grid.palette, topology) }], dropped: [...dropped, ...lostDetails('a Tiled map')] };
}

/** What a project holds beyond its map, as the sentence for a format that keeps only the map. */
function projectDetails(project: Project | null): (format: string) => string[] {
  if (!project) return () => [];
  const kept = [
    (project.start >= 0 || project.goal >= 0) && 'the start and goal',
    'the search settings',
    project.setups.length > 0 && `${project.setups.length} saved setup${project.setups.length === 1 ? '' : 's'}`,
    project.notes !== '' && 'the notes',
    (project.breakpoints?.length ?? 0) > 0 && 'the breakpoints',
    project.compare && 'the compare layout',
    project.batch && 'the batch settings',
  ].filter((x): x is string => typeof x === 'string');
  return (format) => [`Project details: ${format} keeps only the map, so ${kept.length > 1 ? `${kept.slice(0, -1).join(', ')} and ${kept.at(-1)}` : kept[0]} are left out.`];
}

/** Terrain types a picture cannot tell apart because they share a colour. */
function sharedColours(palette: readonly TerrainType[]): string[] {
  const first = new Map<number, string>();
  const out: string[] = [];
  for (const t of palette) {
    const earlier = first.get(t.color);
    const name = printable(t.name);
    if (earlier === undefined) first.set(t.color, name);
    else out.push(`Shared colours: ${earlier} and ${name} are both ${hex(t.color)}, so a picture cannot tell their cells apart; ${name}'s cells read back as ${earlier}.`);
  }
  return out;
}

function hex(rgb: number): string {
  return `#${rgb.toString(16).padStart(6, '0')}`;
}

function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}

/** A file's name without folders or its format's extension: "maps/Level 1.astar.json" → "Level 1". */
function stemOf(name: string): string {
  const base = baseName(name);
  const format = mapFormatOf(base);
  const ext = format ? MAP_FORMAT_EXTENSIONS[format].find((e) => base.toLowerCase().endsWith(e)) ?? '' : '';
  return base.slice(0, base.length - ext.length) || 'map';
}
