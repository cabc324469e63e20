// Every map format A* Studio reads and writes, one entry each: its name, file type and endings, how
// it reads and writes, and what it drops. The command line's convert, the app's File › Import and
// File › Export items (commands, dialogs' file types, the import/export worker) and the IPC's file
// kinds all come from here.
//
// Adding a format: an entry here, its reader and writer (a file in this folder), and its test. With
// `menus` it gets its File › Import and File › Export items; imported as it reads ('file'), it
// needs nothing in the renderer.
import { strFromU8, strToU8 } from 'fflate';
import { DEFAULT_SEARCH_OPTIONS } from '../engine/types';
import { settingsForMap } from '../grid/mapTopology';
import { ImportError } from './importError';
import type { MapFormatSpec, MapReadOptions, ReadMap } from './mapFormat';
import { exportMovingAiMap, parseMovingAiMap } from './movingai';
import { isOverFileLimit, MAX_FILE_SIZE_TEXT } from './fileLimits';
import { readPngMap, writePngMap } from './pngFormat';
import { quoted } from './printable';
import { createProject, hasProjectExtension, MAX_NAME_LENGTH, parseProject, ProjectFormatError, serializeProject } from './project';
import { readTiledMap, writeTiledMap } from './tiledFormat';


export const MAP_FORMATS = {
  project: {
    label: 'A* Studio project',
    mime: 'application/json',
    extensions: ['.astar', '.astar.json'],
    noun: 'a project',
    drops: 'nothing',
    binary: false,
    read: (text) => {
      try {
        const project = parseProject(text);
        return { grid: project.grid, topology: project.settings.topology === 'hex' ? 'hex' : 'square', project, name: project.name, dropped: [] };
      } catch (e) {
        throw e instanceof ProjectFormatError ? new ImportError(e.message) : e;
      }
    },
    write: ({ grid, topology, project, name }, { appVersion }) => {
      const kept = project ?? { ...createProject(grid, name.slice(0, MAX_NAME_LENGTH)), settings: settingsForMap({ ...DEFAULT_SEARCH_OPTIONS }, topology) };
      return { bytes: strToU8(serializeProject(kept, appVersion)), companions: [], dropped: [] };
    },
  },
  movingai: {
    label: 'MovingAI map',
    mime: 'text/plain',
    extensions: ['.map'],
    noun: 'a .map',
    drops: 'terrain costs and types (walls and open ground only), heights, a hex layout',
    binary: false,
    read: (text, name) => ({ grid: parseMovingAiMap(text), topology: 'square', project: null, name, dropped: [] }),
    write: ({ grid, topology }) => {
      const { text, dropped } = exportMovingAiMap(grid, topology);
      return { bytes: strToU8(text), companions: [], dropped };
    },
    menus: { label: 'MovingAI &map…', command: 'movingai-map', exporting: 'MovingAI map', imports: 'file' },
  },
  png: {
    label: 'PNG image',
    mime: 'image/png',
    extensions: ['.png'],
    noun: 'a picture',
    drops: 'heights, a hex layout (hexes become squares), terrains that share a colour',
    binary: true,
    read: readPngMap,
    write: writePngMap,
    menus: { label: '&Image…', command: 'image', exporting: 'image', imports: 'dialog' },
  },
  tiled: {
    label: 'Tiled map (JSON)',
    mime: 'application/json',
    extensions: ['.tmj'],
    alsoOffered: ['.json'],
    noun: 'a Tiled map',
    drops: 'heights',
    binary: false,
    read: readTiledMap,
    write: writeTiledMap,
    menus: { label: '&Tiled map…', command: 'tiled', exporting: 'Tiled map', imports: 'dialog' },
  },
} as const satisfies Record<string, MapFormatSpec>;

/** The name of a map format: "movingai". */
export type MapFormatName = keyof typeof MAP_FORMATS;

type WithMenus = { [F in MapFormatName]: (typeof MAP_FORMATS)[F] extends { menus: object } ? F : never }[MapFormatName];
/** A format File › Import and File › Export offer. */
export type MenuMapFormat = WithMenus;
/** The id File › Import's and File › Export's commands are named after: "movingai-map". */
export type MapFormatCommand = (typeof MAP_FORMATS)[MenuMapFormat]['menus']['command'];

/** The format `name` names. */
export function mapFormat(name: MapFormatName): MapFormatSpec {
  return MAP_FORMATS[name];
}

/** Every format's name, in the registry's order. */
export const MAP_FORMAT_NAMES = Object.keys(MAP_FORMATS) as MapFormatName[];

/** The formats File › Import and File › Export offer, in the registry's order. */
export const MENU_MAP_FORMATS = MAP_FORMAT_NAMES.filter((f): f is MenuMapFormat => 'menus' in MAP_FORMATS[f]);

/** Every ending that names a format, as the messages list them. */
export const ALL_MAP_EXTENSIONS: readonly string[] = MAP_FORMAT_NAMES.flatMap((f) => MAP_FORMATS[f].extensions);

/** The format a file name's ending names (any case), or null. */
export function mapFormatOf(name: string): MapFormatName | null {
  const lower = name.toLowerCase();
  if (hasProjectExtension(lower)) return 'project';
  return MAP_FORMAT_NAMES.find((f) => MAP_FORMATS[f].extensions.some((e) => lower.endsWith(e))) ?? null;
}

/** The sentence for a file name of no known format. */
export function unknownFormatSentence(name: string): string {
  const all = ALL_MAP_EXTENSIONS;
  return `${quoted(baseName(name), 200)} ends in none of ${all.slice(0, -1).join(', ')} or ${all.at(-1)}, so A* Studio cannot tell its format; name the file with one of those extensions.`;
}

/**
 * Reads a file of `format`, given as its bytes or (for a text format) its text, named after
 * `stem`. Throws ImportError, with a sentence, for a file it cannot read.
 */
export function readMapFile(format: MapFormatName, content: Uint8Array | string, stem: string, options: MapReadOptions = {}): ReadMap {
  if (isOverFileLimit(content.length))
    throw new ImportError(`This file is ${Math.round(content.length / 2 ** 20)} MiB, more than any map A* Studio reads (${MAX_FILE_SIZE_TEXT}); check that it is the right file.`);
  const spec = mapFormat(format);
  if (spec.binary) {
    if (typeof content === 'string') throw new TypeError(`A ${spec.label} is read from its bytes, not from text.`);
    return spec.read(content, stem, options);
  }
  return spec.read(typeof content === 'string' ? content : strFromU8(content), stem, options);
}

/** A file's name without folders or its format's ending: "maps/Level 1.astar.json" → "Level 1". */
export function stemOf(name: string): string {
  const base = baseName(name);
  const format = mapFormatOf(base);
  const ext = format ? MAP_FORMATS[format].extensions.find((e) => base.toLowerCase().endsWith(e)) ?? '' : '';
  return base.slice(0, base.length - ext.length) || 'map';
}

/** A sentence's capital: "a .map" → "A .map". */
export function capitalised(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}
