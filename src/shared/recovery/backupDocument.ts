// The parts of a project besides the map, start and goal (its name, settings, saved setups, notes,
// waypoints, breakpoints, compare layout, batch settings, points of interest, level checks), as the recovery journal keeps them: whole, each
// time one changes, since they are small. Checked by the project file's own writer and reader, so
// a backup never holds settings a file could not (a number still being typed, say).
import { createGrid } from '../grid/grid';
import { parseProject, serializeProject, type Project } from '../formats/project';

/** A project without its map, start and goal. */
export type BackupDocument = Omit<Project, 'grid' | 'start' | 'goal'>;

/** The document parts of `project` (sharing its objects). */
export function documentOf(project: Project): BackupDocument {
  const { grid: _grid, start: _start, goal: _goal, ...document } = project;
  return document;
}

/**
 * `document` as the project file reads it back, or a sentence saying why a file could not hold it.
 * The check writes it with a one-cell stand-in map (so it costs nothing on a 4096² map); the
 * breakpoints', waypoints' and points' cells, which belong to the real map, are checked by whoever applies it.
 */
export function checkedDocument(document: BackupDocument, palette: Project['grid']['palette']): BackupDocument | string {
  try {
    const cells = (document.breakpoints ?? []).map((b) => b.cell);
    const waypoints = document.waypoints;
    const points = document.points;
    const standIn: Project = {
      ...document,
      grid: { ...createGrid(1, 1), palette },
      start: -1,
      goal: -1,
      ...(document.breakpoints ? { breakpoints: document.breakpoints.map((b) => ({ ...b, cell: -1 })) } : {}),
      waypoints: (waypoints ?? []).map(() => 0),
      ...(points ? { points: points.map((p) => ({ ...p, cell: 0 })) } : {}),
    };
    const read = documentOf(parseProject(serializeProject(standIn, '0')));
    if (read.breakpoints) read.breakpoints = read.breakpoints.map((b, i) => ({ ...b, cell: cells[i]! }));
    if (waypoints) read.waypoints = [...waypoints];
    else delete read.waypoints;
    if (read.points) read.points = read.points.map((p, i) => ({ ...p, cell: points![i]!.cell }));
    return read;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Gives `project` the parts of `document` (its optional parts too: absent ones go). */
export function withDocument(project: Project, document: BackupDocument): void {
  delete project.breakpoints;
  delete project.waypoints;
  delete project.compare;
  delete project.batch;
  delete project.points;
  delete project.checks;
  Object.assign(project, document);
}
