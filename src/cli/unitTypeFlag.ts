// --profile NAME (a batch's `profile=` key): the unit type (movement profile) a command searches or
// analyses as. Only a project has unit types; a name the project lacks, or a profile asked of a file
// of another format, is refused with a sentence that lists what the file offers. The map a command
// then works on is the one the app's worker gets (searchClient.ts's unitTypeSource): the grid from
// grid/unitTypes.ts's gridForUnitType.
import type { Grid } from '../shared/grid/grid';
import { gridForUnitType, UnitTypeError } from '../shared/grid/unitTypes';
import { UsageError, type CommandLine } from './args';

/** The flag, as the table of search options names it (the option is `unitType`). */
export const PROFILE_FLAG = 'profile';

/**
 * The grid unit type `unitType` searches on the file at `path` (the grid itself for the map's own
 * costs). `isProject` says whether the file can hold unit types at all; `asked` is how the command
 * line asked for it ("--profile Tank"), or null when the project's own settings name it.
 */
export function unitTypeGrid(path: string, grid: Grid, isProject: boolean, unitType: string, asked: string | null): Grid {
  if (unitType !== '' && !isProject)
    throw new UsageError(
      `${asked ?? `--${PROFILE_FLAG} ${unitType}`} needs a project: ${path} is not an A* Studio project, so it has no unit types (movement profiles). Open it in A* Studio, add unit types in the Terrain panel and save it as a project.`,
    );
  try {
    return gridForUnitType(grid, unitType);
  } catch (e) {
    if (e instanceof UnitTypeError) throw new UsageError(`${asked ? `${asked}: ` : ''}${path}: ${e.message}`);
    throw e;
  }
}

/** `unitTypeGrid` for a command that takes --profile: the flag, else the project's own unit type. */
export function gridOfUnitType(line: CommandLine, path: string, grid: Grid, isProject: boolean, unitType: string): Grid {
  return unitTypeGrid(path, grid, isProject, unitType, line.has(PROFILE_FLAG) ? `--${PROFILE_FLAG} ${unitType}` : null);
}
