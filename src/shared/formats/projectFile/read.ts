// Reads a project file's text into a Project: checks the text's size, the format and version,
// migrates older formats, validates against the schema, then decodes the layers and checks what
// the schema cannot (cells inside the map, terrain indices inside the palette, a custom
// heuristic's formula). Every failure is
// a ProjectFormatError whose message is one sentence saying what is wrong and what to do.
import { firstSettingsProblem, mapNumbers } from '../../engine/searchOptions/options';
import type { SearchOptions } from '../../engine/types';
import type { TerrainType } from '../../grid/terrain';
import { unitTypesProblem } from '../../grid/unitTypes';
import { isOverFileLimit, MAX_FILE_SIZE_TEXT } from '../fileLimits';
import { ProjectFormatError } from './errors';
import { decodeHeights } from './heightLayer';
import { jsonErrorOffset, lineAndColumn } from './jsonSyntax';
import type { InflateMeter } from '../boundedInflate';
import { quoted } from '../printable';
import { issueSentence } from './messages';
import { isRecord } from './migrations/migration';
import { migrateToCurrent, OLDEST_FORMAT_VERSION } from './migrations/index';
import { PROJECT_FORMAT, PROJECT_FORMAT_VERSION, projectFileSchema, type FileCell, type FileSearch, type FileSetup, type ProjectFile } from './schema';
import { decodeTerrain } from './terrainLayer';
import { checksFromFile, pointsFromFile } from './levelFields';
import type { DecodeWork } from './terrainRows';
import type { Project, ProjectBreakpoint, SearchSetup } from './types';

/** Counters a test can pass to see how much work a read did. */
export interface ReadDiagnostics {
  /** Steps of decoding readable terrain rows. */
  work?: DecodeWork;
  /** Bytes inflated, terrain and heights together. */
  inflate?: InflateMeter;
}

/** Reads a project file of any format this version knows. */
export function readProject(text: string, diagnostics?: ReadDiagnostics): Project {
  if (typeof text !== 'string') throw new ProjectFormatError('A project file must be text; this is not.');
  if (isOverFileLimit(text.length))
    throw new ProjectFormatError(`This file holds more than ${MAX_FILE_SIZE_TEXT} of text, the most a project file may hold; it is not one A* Studio can open.`);
  // Some editors start a UTF-8 file with a byte-order mark, which JSON does not allow.
  const json = parseJson(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (!isRecord(json) || json.format !== PROJECT_FORMAT)
    throw new ProjectFormatError('This file is not an A* Studio project (its "format" field is missing or different).');
  const version = json.formatVersion;
  if (typeof version === 'number' && Number.isInteger(version) && version > PROJECT_FORMAT_VERSION) {
    const by = typeof json.appVersion === 'string' && /^[\w.+-]{1,40}$/.test(json.appVersion) ? ` ${json.appVersion}` : '';
    throw new ProjectFormatError(`This project was saved by a newer A* Studio${by} (format ${version}); update A* Studio to open it.`);
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < OLDEST_FORMAT_VERSION)
    throw new ProjectFormatError(
      `This project's "formatVersion" must be a whole number from ${OLDEST_FORMAT_VERSION} to ${PROJECT_FORMAT_VERSION}; the file may be damaged.`,
    );
  const current = migrateToCurrent(json, version);
  const parsed = projectFileSchema.safeParse(current);
  if (!parsed.success) throw new ProjectFormatError(issueSentence(parsed.error.issues[0]!, current));
  return fromFile(parsed.data, diagnostics);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProjectFormatError(jsonProblem(text));
  }
}

/** Where and how a text JSON.parse refused stops being JSON, as a sentence. */
function jsonProblem(text: string): string {
  const offset = jsonErrorOffset(text);
  if (offset < 0 || text.trim() === '') return 'This file is empty or not JSON text; it is damaged or not an A* Studio project.';
  if (offset >= text.length) return 'This file ends in the middle of its JSON, so it was cut short; restore it from a backup.';
  const { line, column } = lineAndColumn(text, offset);
  const c = text.charCodeAt(offset);
  const found = c < 32 ? 'a control character' : c === 34 ? 'a quotation mark' : quoted(String.fromCodePoint(text.codePointAt(offset)!));
  return `This file is not valid JSON: line ${line}, column ${column} has ${found} where JSON does not allow it (a missing comma, quote or bracket nearby?); fix it there, or restore the file from a backup.`;
}

function fromFile(file: ProjectFile, diagnostics?: ReadDiagnostics): Project {
  const { width, height } = file.map;
  const palette: TerrainType[] = file.map.palette.map((t) => ({
    name: t.name,
    color: parseInt(t.color.slice(1), 16),
    cost: plain(t.cost),
    passable: t.passable,
  }));
  // Names unique, costs in bounds, no more costs than terrains: what the schema cannot say alone.
  const unitProblem = unitTypesProblem(file.map.unitTypes, palette.length, (name) => quoted(name));
  if (unitProblem) throw new ProjectFormatError(`${unitProblem} Fix the file's "unitTypes", or delete them.`);
  const terrain = decodeTerrain(file.map.terrain, width, height, palette.length, diagnostics);
  const heights = file.map.heights ? decodeHeights(file.map.heights, width, height, diagnostics?.inflate) : null;
  const cellOf = (c: FileCell, what: string) => cellIndex(c, width, height, what);
  const project: Project = {
    name: file.name,
    grid: { width, height, terrain, heights, palette, ...(file.map.unitTypes.length > 0 ? { unitTypes: file.map.unitTypes.map((u) => ({ name: u.name, costs: u.costs.map((c) => (c === null ? null : plain(c))) })) } : {}) },
    start: cellOf(file.start, 'start'),
    goal: cellOf(file.goal, 'goal'),
    settings: settingsOf(file.search as FileSearch, file.map.topology, 'The search settings'),
    setups: (file.setups as FileSetup[]).map((s) => toSetup(s, 'Saved search setup')),
    notes: file.notes,
  };
  // Kept only when there are some, so a project without them reads as before.
  if (file.waypoints.length > 0) project.waypoints = file.waypoints.map((c, i) => cellOf(c, `waypoint ${i + 1}`));
  if (file.breakpoints)
    project.breakpoints = file.breakpoints.map((b, i): ProjectBreakpoint => ({
      cell: cellOf(b.cell, `cell of breakpoint ${i + 1}`),
      on: b.on,
      condition: b.condition,
      enabled: b.enabled,
      ...(b.every ? { every: true } : {}),
      ...(b.invariant ? { invariant: b.invariant } : {}),
    }));
  if (file.compare) project.compare = { panes: (file.compare.panes as FileSetup[]).map((s) => toSetup(s, 'Compare pane')), linkCameras: file.compare.linkCameras, timeline: file.compare.timeline };
  if (file.points && file.points.length > 0) project.points = pointsFromFile(file.points, (c, what) => cellOf(c, what));
  if (file.checks && file.checks.length > 0) project.checks = checksFromFile(file.checks);
  if (file.batch) project.batch = { source: file.batch.source, pairs: file.batch.pairs, seed: file.batch.seed, scenarioName: file.batch.scenario };
  return project;
}

function toSetup(s: FileSetup, what: string): SearchSetup {
  return { name: s.name, options: settingsOf(s.search, s.search.topology, `${what} ${quoted(s.name)}`) };
}

/**
 * The settings as a search takes them. The schema checked each value alone; a custom heuristic's
 * formula is checked here, against the map's kind, as the writer checks it (so what opens saves).
 */
function settingsOf(s: FileSearch, topology: unknown, owner: string): SearchOptions {
  const options = mapNumbers({ ...s, topology: topology as SearchOptions['topology'] }, plain);
  const problem = firstSettingsProblem(options);
  if (problem) throw new ProjectFormatError(`${owner} in this file: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`);
  return options;
}

/** JSON may spell zero "-0"; it is saved back as 0, so it is read as 0 for the project to read back the same. */
function plain(n: number): number {
  return n + 0;
}

/** [x, y] → cell index, -1 for null; a cell outside the map is refused with a sentence. */
function cellIndex(c: FileCell, width: number, height: number, what: string): number {
  if (!c) return -1;
  const [x, y] = c;
  if (x >= width || y >= height)
    throw new ProjectFormatError(
      `The ${what} ${x},${y} lies outside the ${width}×${height} map (x must be below ${width} and y below ${height}); move it inside the map or set it to null.`,
    );
  return y * width + x;
}
