// Reads the map a command works on: a MovingAI `.map` or an A* Studio project (`.astar`, or a
// format 1 `.astar.json`), told apart by the name and, failing that, by the first character (a
// project is JSON). A project brings its palette, costs, heights, start, goal and settings; a
// MovingAI map brings MovingAI's terrain and rules. A file that cannot be used becomes an
// InputFileError: one sentence that names the file.
import { readFileSync, statSync } from 'node:fs';
import { MovingAiParseError, parseMovingAiMap } from '../shared/formats/movingai';
import { hasProjectExtension, MAX_PROJECT_TEXT_LENGTH, parseProject, ProjectFormatError, type Project } from '../shared/formats/project';
import { MapSizeError, type Grid } from '../shared/grid/grid';

/** A map or project file the command cannot use; the message names the file and what is wrong. */
export class InputFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputFileError';
  }
}

/** A map read from a file: its grid, and the whole project when the file was one. */
export interface MapFile {
  path: string;
  grid: Grid;
  /** The project (start, goal, settings, setups) for a project file; null for a MovingAI map. */
  project: Project | null;
}



/** Reads a `.map` or project file; throws InputFileError for one it cannot use. */
export function readMapFile(path: string): MapFile {
  const bytes = statSync(path).size;
  // Checked before reading: a file this large is not a map, and reading it would cost its size twice over.
  if (bytes > MAX_PROJECT_TEXT_LENGTH)
    throw new InputFileError(
      `${path} is ${Math.round(bytes / (1024 * 1024))} MiB; A* Studio reads map and project files of at most ${MAX_PROJECT_TEXT_LENGTH / (1024 * 1024)} MiB. Check that this is the right file.`,
    );
  const text = readFileSync(path, 'utf8');
  try {
    if (hasProjectExtension(path) || /^\s*\{/.test(text.slice(0, 1024))) {
      const project = parseProject(text);
      return { path, grid: project.grid, project };
    }
    return { path, grid: parseMovingAiMap(text), project: null };
  } catch (e) {
    if (e instanceof ProjectFormatError || e instanceof MovingAiParseError || e instanceof MapSizeError) throw new InputFileError(`${path}: ${e.message}`);
    throw e;
  }
}
