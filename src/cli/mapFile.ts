// Reads the files a command works on: a map, either a MovingAI `.map` or an A* Studio project
// (`.astar`, or a format 1 `.astar.json`), told apart by the name and, failing that, by the first
// character (a project is JSON), and a MovingAI scenario file. A project brings its palette, costs,
// heights, start, goal and settings; a MovingAI map brings MovingAI's terrain and rules. A file that
// cannot be used becomes an InputFileError: one sentence that names the file.
import { ImportError } from '../shared/formats/importError';
import { parseMovingAiMap, parseMovingAiScenario, type Scenario } from '../shared/formats/movingai';
import { hasProjectExtension, parseProject, ProjectFormatError, type Project } from '../shared/formats/project';
import { MapSizeError, type Grid } from '../shared/grid/grid';
import { InputFileError, readInputText } from './inputFile';

/** A map read from a file: its grid, and the whole project when the file was one. */
export interface MapFile {
  path: string;
  grid: Grid;
  /** The project (start, goal, settings, setups) for a project file; null for a MovingAI map. */
  project: Project | null;
}

/** Reads a `.map` or project file; throws InputFileError for one it cannot use. */
export function readMapFile(path: string): MapFile {
  const text = readInputText(path);
  try {
    if (hasProjectExtension(path) || /^\s*\{/.test(text.slice(0, 1024))) {
      const project = parseProject(text);
      return { path, grid: project.grid, project };
    }
    return { path, grid: parseMovingAiMap(text), project: null };
  } catch (e) {
    if (e instanceof ProjectFormatError || e instanceof ImportError || e instanceof MapSizeError) throw new InputFileError(`${path}: ${e.message}`);
    throw e;
  }
}

/** Reads a scenario file (`.map.scen`); throws InputFileError naming the file for one it cannot use. */
export function readScenarioFile(path: string): Scenario {
  const text = readInputText(path);
  try {
    return parseMovingAiScenario(text);
  } catch (e) {
    if (e instanceof ImportError) throw new InputFileError(`${path}: ${e.message}`);
    throw e;
  }
}
