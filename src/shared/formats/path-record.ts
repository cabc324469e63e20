// Reads back a path file written by pathToJson (for tests, and for anyone checking a path): the
// format marker and version, the settings against the engine's catalog and bounds, and the path's
// cells inside the map. A file that is not one is refused with an ImportError sentence.
import { z } from '../zod';
import { ALGORITHMS, CORNER_RULES, DIAGONAL_COSTS, HEURISTICS, TIE_BREAKS, TOPOLOGIES, namesOf } from '../engine/catalog';
import { nodeBudgetProblem, weightProblem } from '../engine/settings-problems';
import type { SearchOptions, SearchStatus } from '../engine/types';
import { MAX_MAP_SIDE } from '../grid/grid';
import { isHeightCost } from '../grid/limits';
import type { MapTopology } from '../grid/mapTopology';
import { ImportError } from './import-error';
import { MAX_PROJECT_TEXT_LENGTH } from './project-file/bounds';

/** A path file's contents. */
export interface PathRecord {
  format: 'astar-studio-path';
  formatVersion: 1;
  appVersion: string;
  map: { width: number; height: number; topology: MapTopology; hash: string };
  start: [number, number] | null;
  goal: [number, number] | null;
  /** The settings the path was found with (recordTrace false). */
  settings: SearchOptions;
  status: SearchStatus;
  cost: number | null;
  steps: number;
  expanded: number;
  generated: number;
  ms: number;
  path: [number, number][];
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
  settings: z.object({
    algorithm: z.enum(namesOf(ALGORITHMS)),
    heuristic: z.enum(namesOf(HEURISTICS)),
    weight: z.number().refine((w) => weightProblem(w) === null),
    topology: z.enum(namesOf(TOPOLOGIES)),
    cornerRule: z.enum(namesOf(CORNER_RULES)),
    diagonalCost: z.enum(namesOf(DIAGONAL_COSTS)),
    tieBreak: z.enum(namesOf(TIE_BREAKS)),
    heightCosting: z.object({ uphill: z.number().refine(isHeightCost), downhill: z.number().refine(isHeightCost) }).nullable(),
    closestIfUnreachable: z.boolean(),
    maxExpansions: z.number().refine((n) => nodeBudgetProblem(n) === null),
  }),
  status: z.enum(['found', 'unreachable', 'budget', 'cancelled']),
  cost: z.number().min(0).nullable(),
  steps: count,
  expanded: count,
  generated: count,
  ms: z.number().min(0),
  path: z.array(cell),
});

/** Reads a path file; throws ImportError, naming the field, for one that is not a valid path file. */
export function parsePathJson(text: string): PathRecord {
  if (text.length > MAX_PROJECT_TEXT_LENGTH) throw new ImportError('This file is far larger than any path file; choose a path file exported by A* Studio.');
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
  const record = parsed.data;
  const { width, height } = record.map;
  const outside = [record.start, record.goal, ...record.path].find((c) => c !== null && (c[0] >= width || c[1] >= height));
  if (outside) throw new ImportError(`This path file has the cell ${outside[0]},${outside[1]} outside its ${width}×${height} map; the file is damaged. Export the path again.`);
  return { ...record, settings: { ...record.settings, recordTrace: false } };
}
