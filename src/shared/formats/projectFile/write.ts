// Writes a Project as format 4 text. It refuses, with a sentence, a project that would not open
// again (a cost out of bounds, a setting still being typed, notes too long), so a saved file always
// reopens; the checks are cheap next to compressing the layers.
import { pairsProblem, seedProblem } from '../../batch/settings';
import { firstSettingsProblem, SEARCH_OPTION_LIST } from '../../engine/searchOptions/options';
import type { SearchOptions } from '../../engine/types';
import { MAX_MAP_SIDE } from '../../grid/grid';
import { isTerrainCost, terrainCostProblem } from '../../grid/limits';
import { MAX_TERRAIN_TYPES } from '../../grid/terrain';
import { unitTypesProblem } from '../../grid/unitTypes';
import { MAX_BREAKPOINTS, MAX_COMPARE_PANES, MAX_CONDITION_LENGTH, MAX_NAME_LENGTH, MAX_NOTES_LENGTH, MAX_SETUPS, MAX_WAYPOINTS } from './bounds';
import { ProjectFormatError } from './errors';
import { checkLevelWritable, checksToFile, pointsToFile } from './levelFields';
import { layoutJson } from './jsonLayout';
import { encodeHeights } from './heightLayer';
import { PROJECT_FORMAT, PROJECT_FORMAT_VERSION, type FileCell } from './schema';
import { checkTerrainIndices, encodeTerrainDeflated } from './terrainLayer';
import { encodeTerrainRows, legendFor } from './terrainRows';
import type { Project, SearchSetup } from './types';

/** How to write the file. */
export interface WriteOptions {
  /**
   * Terrain as readable rows of symbols (one line per map row) instead of compressed bytes: for
   * small maps kept in version control or edited by hand. Palettes of more than 92 types, which
   * have no readable legend, are compressed anyway.
   */
  readableTerrain?: boolean;
}

/** Writes a project as the current format's text. */
export function writeProject(project: Project, appVersion: string, options: WriteOptions = {}): string {
  checkWritable(project);
  const { grid } = project;
  const { width, height } = grid;
  const at = (i: number): FileCell => (i < 0 ? null : [i % width, Math.floor(i / width)]);
  const legend = options.readableTerrain ? legendFor(grid.palette) : null;
  const settings = project.settings;
  const { topology, ...search } = settings;
  const file: Record<string, unknown> = {
    format: PROJECT_FORMAT,
    formatVersion: PROJECT_FORMAT_VERSION,
    appVersion,
    name: project.name,
    notes: project.notes,
    map: {
      width,
      height,
      topology,
      palette: grid.palette.map((t) => ({ name: t.name, color: `#${t.color.toString(16).padStart(6, '0')}`, cost: t.cost, passable: t.passable })),
      unitTypes: (grid.unitTypes ?? []).map((u) => ({ name: u.name, costs: u.costs })),
      terrain: legend ? encodeTerrainRows(grid.terrain, width, height, legend) : encodeTerrainDeflated(grid.terrain),
      heights: grid.heights ? encodeHeights(grid.heights, width, height) : null,
    },
    start: at(project.start),
    goal: at(project.goal),
    waypoints: (project.waypoints ?? []).map(at),
    search,
    setups: project.setups.map(setupOf),
  };
  if (project.breakpoints)
    file.breakpoints = project.breakpoints.map((b) => ({ cell: at(b.cell), on: b.on, condition: b.condition, enabled: b.enabled, ...(b.every ? { every: true } : {}), ...(b.invariant ? { invariant: b.invariant } : {}) }));
  if (project.compare)
    file.compare = { panes: project.compare.panes.map(setupOf), linkCameras: project.compare.linkCameras, timeline: project.compare.timeline };
  if (project.batch) file.batch = { source: project.batch.source, pairs: project.batch.pairs, seed: project.batch.seed, scenario: project.batch.scenarioName };
  // Kept only when there are some, so a project without them writes as before.
  if (project.points && project.points.length > 0) file.points = pointsToFile(project.points, at);
  if (project.checks && project.checks.length > 0) file.checks = checksToFile(project.checks);
  return layoutJson(file) + '\n';
}

function setupOf(s: SearchSetup): { name: string; search: SearchOptions } {
  return { name: s.name, search: s.options };
}

/** Throws a sentence for anything the file could not hold or that would not open again. */
function checkWritable(project: Project): void {
  const { grid } = project;
  const fail = (sentence: string) => {
    throw new ProjectFormatError(sentence);
  };
  const side = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_MAP_SIDE;
  if (!side(grid.width) || !side(grid.height)) fail(`A map must be 1 to ${MAX_MAP_SIDE} cells on each side; ${grid.width}×${grid.height} is not. Resize it, then save.`);
  const cells = grid.width * grid.height;
  if (grid.terrain.length !== cells || (grid.heights && grid.heights.length !== cells))
    fail('The map\'s layers do not match its size; this is a bug in A* Studio, please report it.');
  if (project.name.length > MAX_NAME_LENGTH) fail(`The project's name is ${project.name.length} characters long; shorten it to ${MAX_NAME_LENGTH} or fewer, then save.`);
  if (project.notes.length > MAX_NOTES_LENGTH) fail(`The notes are ${project.notes.length} characters long; a project keeps at most ${MAX_NOTES_LENGTH}. Shorten them, then save.`);
  const { palette } = grid;
  if (palette.length < 1 || palette.length > MAX_TERRAIN_TYPES) fail(`The palette must have 1 to ${MAX_TERRAIN_TYPES} terrain types; it has ${palette.length}.`);
  palette.forEach((t, i) => {
    if (t.name.length < 1 || t.name.length > MAX_NAME_LENGTH) fail(`Terrain ${i + 1} of the palette needs a name of 1 to ${MAX_NAME_LENGTH} characters; rename it, then save.`);
    if (!isTerrainCost(t.cost)) fail(terrainCostProblem(t.name, t.cost));
    if (!Number.isInteger(t.color) || t.color < 0 || t.color > 0xffffff) fail(`Terrain "${t.name}" has no valid colour; pick one, then save.`);
  });
  const unitProblem = unitTypesProblem(grid.unitTypes, palette.length);
  if (unitProblem) fail(`${unitProblem} Then save.`);
  try {
    checkTerrainIndices(grid.terrain, grid.width, palette.length);
  } catch (err) {
    fail(`${(err as Error).message.replace(/; add types.*$/, '')}; this is a bug in A* Studio, please report it.`);
  }
  for (const [what, cell] of [['start', project.start], ['goal', project.goal]] as const)
    if (!Number.isInteger(cell) || cell < -1 || cell >= cells) fail(`The ${what} lies outside the map; place it again, then save.`);
  const waypoints = project.waypoints ?? [];
  if (waypoints.length > MAX_WAYPOINTS) fail(`A route keeps at most ${MAX_WAYPOINTS} waypoints; it has ${waypoints.length}. Delete some, then save.`);
  waypoints.forEach((cell, i) => {
    if (!Number.isInteger(cell) || cell < 0 || cell >= cells) fail(`Waypoint ${i + 1} lies outside the map; delete it or place it again, then save.`);
  });
  checkLevelWritable(project.points, project.checks, cells);
  checkSettings(project.settings, 'The search settings');
  if (project.setups.length > MAX_SETUPS) fail(`A project keeps at most ${MAX_SETUPS} saved search setups; it has ${project.setups.length}. Delete some, then save.`);
  project.setups.forEach((s) => checkSetup(s, 'Saved search setup'));
  if (project.breakpoints) {
    if (project.breakpoints.length > MAX_BREAKPOINTS) fail(`A project keeps at most ${MAX_BREAKPOINTS} breakpoints; it has ${project.breakpoints.length}. Delete some, then save.`);
    project.breakpoints.forEach((b, i) => {
      if (!Number.isInteger(b.cell) || b.cell < -1 || b.cell >= cells) fail(`Breakpoint ${i + 1} lies outside the map; delete it, then save.`);
      if (b.condition.length > MAX_CONDITION_LENGTH) fail(`Breakpoint ${i + 1}'s condition is longer than ${MAX_CONDITION_LENGTH} characters; shorten it, then save.`);
    });
  }
  if (project.compare) {
    const n = project.compare.panes.length;
    if (n < 1 || n > MAX_COMPARE_PANES) fail(`The compare view must have 1 to ${MAX_COMPARE_PANES} panes; it has ${n}.`);
    project.compare.panes.forEach((s) => checkSetup(s, 'Compare pane'));
  }
  if (project.batch) {
    const problem = pairsProblem(project.batch.pairs) ?? seedProblem(project.batch.seed);
    if (problem) fail(`The batch settings: ${problem.charAt(0).toLowerCase()}${problem.slice(1)} Then save.`);
    const scenario = project.batch.scenarioName;
    if (scenario !== null && (scenario.length < 1 || scenario.length > MAX_NAME_LENGTH)) fail(`The batch's scenario file name must be 1 to ${MAX_NAME_LENGTH} characters; choose the file again, then save.`);
  }
}

function checkSetup(setup: SearchSetup, what: string): void {
  if (setup.name.length < 1 || setup.name.length > MAX_NAME_LENGTH)
    throw new ProjectFormatError(`Each ${what.toLowerCase()} needs a name of 1 to ${MAX_NAME_LENGTH} characters; rename it, then save.`);
  checkSettings(setup.options, `${what} "${setup.name}"`);
}

function checkSettings(options: SearchOptions, owner: string): void {
  const problem = firstSettingsProblem(options);
  if (problem) throw new ProjectFormatError(`${owner}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)} Then save.`);
  // The names are typed, but a project built in code could still hold a stray one.
  for (const o of SEARCH_OPTION_LIST) {
    if (o.kind !== 'choice') continue;
    const name = options[o.key];
    if (!o.choices.some((c) => c.name === name)) throw new ProjectFormatError(`${owner}: "${String(name)}" is not a known ${o.key}; this is a bug in A* Studio, please report it.`);
  }
}
