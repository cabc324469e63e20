// Reads back a path file written by pathToJson (for tests, and for anyone checking a path): the
// format marker and version, the settings against the engine's catalog and bounds, and the path
// itself: cells inside the map, each a neighbour of the one before under the moves the path was
// found with (an any-angle path's cells are corners, joined by straight lines), starting at the
// start, and as many steps as it says, and its cost breakdown (optional: files written before it had
// none) a cost for each of its cells. A file that is not one is refused with an ImportError sentence.
import { z } from '../zod';
import { algorithmInfo } from '../engine/catalog';
import { checkedNumber, optionsShape } from '../engine/searchOptions/schemas';
import { DEFAULT_SEARCH_OPTIONS, LIVE_WORK_KINDS, type LiveWorkKind, type SearchOptions, type SearchStatus, type Topology } from '../engine/types';
import { hexDistance } from '../grid/hex';
import { MAX_MAP_SIDE } from '../grid/grid';
import type { MapTopology } from '../grid/mapTopology';
import { isOverFileLimit, MAX_FILE_SIZE_TEXT } from './fileLimits';
import { ImportError } from './importError';
import { pathBreakdownSchema, type PathBreakdown } from './pathBreakdown';

/** A path file's contents. */
export interface PathRecord {
  format: 'astar-studio-path';
  formatVersion: 1;
  appVersion: string;
  map: { width: number; height: number; topology: MapTopology; hash: string };
  start: [number, number] | null;
  goal: [number, number] | null;
  /** The settings the path was found with (recordTrace false: a path file keeps no run-only option). */
  settings: SearchOptions;
  status: SearchStatus;
  cost: number | null;
  steps: number;
  expanded: number;
  generated: number;
  ms: number;
  /** Present when the path is the live path's answer found by repairing the one before: expanded, generated and ms are then that update's. */
  liveWork?: LiveWorkKind;
  path: [number, number][];
  /** A route's waypoints, in order (absent: a path without waypoints). */
  waypoints?: [number, number][];
  /** A route's legs: their ends, status, cost (null: none), steps and the index in `path` each begins at. */
  legs?: { from: [number, number] | null; to: [number, number] | null; status: SearchStatus; cost: number | null; steps: number; start: number }[];
  /** What a found path's cost is made of (absent: a file written before breakdowns, or no path found). */
  breakdown?: PathBreakdown;
}

const coordinate = z.number().int().min(0).max(MAX_MAP_SIDE - 1);
const cell = z.tuple([coordinate, coordinate]);
const count = z.number().int().min(0);

const schema = z.object({
  format: z.literal('astar-studio-path'),
  formatVersion: z.literal(1),
  appVersion: z.string().max(256),
  map: z.object({
    width: z.number().int().min(1).max(MAX_MAP_SIDE),
    height: z.number().int().min(1).max(MAX_MAP_SIDE),
    topology: z.enum(['square', 'hex']),
    hash: z.string().regex(/^sha256:[0-9a-f]{64}$/),
  }),
  start: cell.nullable(),
  goal: cell.nullable(),
  // The settings that decide the path (a run's own, such as its trace, are not kept); one added
  // since a file was written reads as its default, as in a project file.
  settings: z.object(optionsShape(checkedNumber, (o) => !o.runOnly, (schema, key) => schema.default(DEFAULT_SEARCH_OPTIONS[key] as never))),
  status: z.enum(['found', 'unreachable', 'budget', 'cancelled']),
  cost: z.number().min(0).nullable(),
  steps: count,
  expanded: count,
  generated: count,
  ms: z.number().min(0),
  liveWork: z.enum(LIVE_WORK_KINDS).optional(),
  path: z.array(cell),
  waypoints: z.array(cell).optional(),
  legs: z
    .array(z.object({ from: cell.nullable(), to: cell.nullable(), status: z.enum(['found', 'unreachable', 'budget', 'cancelled']), cost: z.number().min(0).nullable(), steps: count, start: count }))
    .optional(),
  breakdown: pathBreakdownSchema.optional(),
});

/** Reads a path file; throws ImportError, naming the field, for one that is not a valid path file. */
export function parsePathJson(text: string): PathRecord {
  if (isOverFileLimit(text.length)) throw new ImportError(`This file holds more than ${MAX_FILE_SIZE_TEXT} of text, far more than any path file; choose a path file exported by A* Studio.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportError('This file is not JSON, so it is not an A* Studio path file; choose a path file exported by A* Studio.');
  }
  const marker = (json as { format?: unknown } | null)?.format;
  if (marker !== 'astar-studio-path') throw new ImportError('This JSON file is not an A* Studio path file (its "format" is not "astar-studio-path"); choose a path file exported by A* Studio.');
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > 1) throw new ImportError(`This path file has format version ${version}, newer than this A* Studio reads; update A* Studio to read it.`);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]!.path.join('.');
    throw new ImportError(`This path file's field "${where || 'root'}" is missing or not valid; the file is damaged. Export the path again.`);
  }
  // The options a path file leaves out (run-only ones, such as recordTrace) take their defaults.
  const record: PathRecord = { ...parsed.data, settings: { ...DEFAULT_SEARCH_OPTIONS, ...(parsed.data.settings as Partial<SearchOptions>) } };
  const { width, height } = record.map;
  const outside = [record.start, record.goal, ...record.path].find((c) => c !== null && (c[0] >= width || c[1] >= height));
  if (outside) throw new ImportError(`This path file has the cell ${outside[0]},${outside[1]} outside its ${width}×${height} map; the file is damaged. Export the path again.`);
  const problem = pathProblem(record);
  if (problem) throw new ImportError(`This path file${problem}; the file is damaged. Export the path again.`);
  return record;
}

/** What is wrong with the path's cells against its start, steps and moves (to follow "This path file"), or null. */
function pathProblem(record: PathRecord): string | null {
  const { path, start, steps } = record;
  const at = (c: readonly [number, number]) => `${c[0]},${c[1]}`;
  if (steps !== Math.max(0, path.length - 1)) return ` says ${steps} steps but its path has ${Math.max(0, path.length - 1)}`;
  if (path.length > 0 && start !== null && at(path[0]!) !== at(start)) return `'s path begins at ${at(path[0]!)}, not at its start ${at(start)}`;
  const legs = record.legs ?? [];
  const misplaced = legs.findIndex((l, i) => l.start >= Math.max(1, path.length) || (i > 0 && l.start < legs[i - 1]!.start));
  if (misplaced >= 0) return `'s leg ${misplaced + 1} begins at step ${legs[misplaced]!.start}, outside its path or before the leg ahead of it`;
  const along = record.breakdown?.costAlong.length;
  if (along !== undefined && along !== path.length) return `'s breakdown gives the cost at ${along} cells of a path of ${path.length}`;
  const { topology, algorithm } = record.settings;
  // Any-angle and smoothed paths list their corners, joined by straight segments.
  const joined = algorithmInfo(algorithm).anyAngle || record.settings.smooth ? distinct : NEIGHBOURS[topology];
  for (let i = 1; i < path.length; i++) {
    const [ax, ay] = path[i - 1]!, [bx, by] = path[i]!;
    if (!joined(ax, ay, bx, by)) return `'s path goes from ${at(path[i - 1]!)} to ${at(path[i]!)}, which are not neighbours under its ${topology} moves`;
  }
  return null;
}

type Joined = (ax: number, ay: number, bx: number, by: number) => boolean;
const distinct: Joined = (ax, ay, bx, by) => ax !== bx || ay !== by;
/** Whether two cells are neighbours under each way cells connect. */
const NEIGHBOURS: Record<Topology, Joined> = {
  square8: (ax, ay, bx, by) => distinct(ax, ay, bx, by) && Math.abs(ax - bx) <= 1 && Math.abs(ay - by) <= 1,
  square4: (ax, ay, bx, by) => Math.abs(ax - bx) + Math.abs(ay - by) === 1,
  hex: (ax, ay, bx, by) => hexDistance(ax, ay, bx, by) === 1,
};
