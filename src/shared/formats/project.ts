// The A* Studio project file (`.astar`; format 1 files were `.astar.json`): the map with its
// palette and layers, start and goal, the search settings in use, saved setups and notes. This is
// the one door every part of the app uses (renderer worker, main, CLI); the parts live in
// projectFile/: schema, migrations, layer codecs, messages, reader and writer. Pure TypeScript,
// so it runs in a Web Worker, the main process and Node alike.
import { DEFAULT_SEARCH_OPTIONS } from '../engine/types';
import type { Grid } from '../grid/grid';
import { readProject } from './projectFile/read';
import type { ReadDiagnostics } from './projectFile/read';
import type { Project } from './projectFile/types';
import { writeProject, type WriteOptions } from './projectFile/write';

export { ProjectFormatError } from './projectFile/errors';
export { PROJECT_FORMAT, PROJECT_FORMAT_VERSION } from './projectFile/schema';
export { MAX_NAME_LENGTH, MAX_NOTES_LENGTH, MAX_SETUPS } from './projectFile/bounds';
export type { CompareLayout, Project, ProjectBreakpoint, SearchSetup } from './projectFile/types';
export type { ReadDiagnostics, WriteOptions };

/** File name endings of project files, newest first (format 1 files end `.astar.json`). */
export const PROJECT_EXTENSIONS: readonly string[] = Object.freeze(['.astar', '.astar.json']);

/** Whether a file name or path ends in a project extension (`.astar` or `.astar.json`, any case). */
export function hasProjectExtension(nameOrPath: string): boolean {
  const lower = nameOrPath.toLowerCase();
  return PROJECT_EXTENSIONS.some((e) => lower.endsWith(e));
}

/** A sample's label from its file name: extension dropped, dashes and underscores as spaces, words capitalised. */
export function sampleLabel(fileName: string): string {
  return fileName
    .replace(/\.astar(\.json)?$/i, '')
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Reads a project file's text, of any format this version knows (1 to 3, under either
 * extension). Throws ProjectFormatError with a sentence for the user.
 */
export function parseProject(text: string, diagnostics?: ReadDiagnostics): Project {
  return readProject(text, diagnostics);
}

/**
 * Writes a project as the newest format's text (layers compressed unless asked for readable
 * terrain). Throws ProjectFormatError, saying what to change, for a project that would not reopen.
 */
export function serializeProject(project: Project, appVersion: string, options?: WriteOptions): string {
  return writeProject(project, appVersion, options);
}

/** A project for a new map: nothing placed, default settings, no setups or notes. */
export function createProject(grid: Grid, name = 'Untitled'): Project {
  return { name, grid, start: -1, goal: -1, settings: { ...DEFAULT_SEARCH_OPTIONS }, setups: [], notes: '' };
}
