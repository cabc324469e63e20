// Converts a map file from one format to another, chosen by the files' extensions among the
// formats of mapFormats.ts. What the output cannot keep, and what the input could only be guessed
// at (colours matched to the nearest terrain, empty Tiled cells), is said in `dropped`, one
// sentence each. The command line's `convert` is this.
import type { TerrainType } from '../grid/terrain';
import { ImportError } from './importError';
import type { ReadMap, WrittenMap } from './mapFormat';
import { mapFormat, mapFormatOf, readMapFile, stemOf, unknownFormatSentence, type MapFormatName } from './mapFormats';
import type { Project } from './project';

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
export type Conversion = WrittenMap;

export type { ReadMap };

/**
 * Converts the file `inputName`, given as its bytes or (for any format but PNG) its text, into the
 * format `outputName` names. Throws ImportError, with a sentence, for an input it cannot read or a
 * file name of no known format.
 */
export function convertMap(inputName: string, content: Uint8Array | string, outputName: string, options: ConvertOptions = {}): Conversion {
  const from = mapFormatOf(inputName), to = mapFormatOf(outputName);
  if (!from) throw new ImportError(unknownFormatSentence(inputName));
  if (!to) throw new ImportError(unknownFormatSentence(outputName));
  const input = readMapFile(from, content, stemOf(inputName), options);
  const out = mapFormat(to).write(input, { appVersion: options.appVersion ?? 'unknown', fileStem: stemOf(outputName) });
  return { ...out, dropped: [...input.dropped, ...out.dropped, ...projectDetails(input.project, to)] };
}

/** Reads the file `inputName` of any map format (see convertMap) for a command that works on its map. */
export function readAnyMap(inputName: string, content: Uint8Array | string, options: ConvertOptions = {}): ReadMap {
  const format = mapFormatOf(inputName);
  if (!format) throw new ImportError(unknownFormatSentence(inputName));
  return readMapFile(format, content, stemOf(inputName), options);
}

/** What a project holds beyond its map, as the sentence for a format that keeps only the map. */
function projectDetails(project: Project | null, format: MapFormatName): string[] {
  if (!project || format === 'project') return [];
  const kept = [
    (project.start >= 0 || project.goal >= 0) && 'the start and goal',
    'the search settings',
    (project.grid.unitTypes?.length ?? 0) > 0 && `${project.grid.unitTypes!.length} unit type${project.grid.unitTypes!.length === 1 ? '' : 's'}`,
    project.setups.length > 0 && `${project.setups.length} saved setup${project.setups.length === 1 ? '' : 's'}`,
    project.notes !== '' && 'the notes',
    (project.breakpoints?.length ?? 0) > 0 && 'the breakpoints',
    project.compare && 'the compare layout',
    project.batch && 'the batch settings',
    (project.points?.length ?? 0) > 0 && 'the points of interest',
    (project.checks?.length ?? 0) > 0 && 'the level checks',
  ].filter((x): x is string => typeof x === 'string');
  return [`Project details: ${mapFormat(format).noun} keeps only the map, so ${kept.length > 1 ? `${kept.slice(0, -1).join(', ')} and ${kept.at(-1)}` : kept[0]} are left out.`];
}
