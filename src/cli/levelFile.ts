// Reads the level a command analyses, from any map format the app reads (a project, MovingAI
// .map, PNG or Tiled .tmj), with the movement rules that come with it: a project's own settings,
// MovingAI's 8-connected moves without corner cutting for the rest (hexes for a hexagonal Tiled
// map). A file that cannot be used becomes an InputFileError naming it.
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../shared/engine/index';
import { readAnyMap } from '../shared/formats/conversions';
import { MAP_FORMATS, mapFormatOf, unknownFormatSentence } from '../shared/formats/mapFormats';
import { ImportError } from '../shared/formats/importError';
import type { Grid } from '../shared/grid/grid';
import { UsageError } from './args';
import { InputFileError, readInputBytes, readInputText } from './inputFile';

export interface LevelFile {
  path: string;
  grid: Grid;
  /** The rules a search on this file would use by default. */
  options: SearchOptions;
  /** Whether the file is a project (only a project has unit types). */
  project: boolean;
}

export function readLevelFile(path: string): LevelFile {
  const format = mapFormatOf(path);
  if (!format) throw new UsageError(unknownFormatSentence(path));
  // A picture is read as bytes, any other format as text: never both at once.
  const content = MAP_FORMATS[format].binary ? readInputBytes(path) : readInputText(path);
  try {
    const map = readAnyMap(path, content);
    const options = map.project ? map.project.settings : { ...DEFAULT_SEARCH_OPTIONS, topology: map.topology === 'hex' ? 'hex' as const : DEFAULT_SEARCH_OPTIONS.topology };
    return { path, grid: map.grid, options, project: map.project !== null };
  } catch (e) {
    if (e instanceof ImportError) throw new InputFileError(`${path}: ${e.message}`);
    throw e;
  }
}
