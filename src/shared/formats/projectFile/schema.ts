// The shape of a format 4 project file, checked with zod after any migration. The search settings
// come from the table of search options and other bounds from grid/limits.ts, so a file accepts
// exactly what the app can search. Absent optional fields get the defaults shown here; messages.ts
// turns each issue into a sentence, so nothing here needs a custom message.
import { z } from '../../zod';
import { MAX_RANDOM_PAIRS } from '../../batch/pairs';
import { MAX_SEED } from '../../batch/rng';
import { checkedNumber, optionsShape } from '../../engine/searchOptions/schemas';
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from '../../engine/types';
import { MAX_MAP_SIDE } from '../../grid/grid';
import { isTerrainCost } from '../../grid/limits';
import { MAX_TERRAIN_TYPES } from '../../grid/terrain';
import { INVARIANTS, type Invariant } from '../../debug/breakpoint';
import { MAX_UNIT_TYPE_NAME, MAX_UNIT_TYPES } from '../../grid/unitTypes';
import {
  MAX_BREAKPOINTS,
  MAX_COMPARE_PANES,
  MAX_CONDITION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_SETUPS,
  MAX_WAYPOINTS,
} from './bounds';
import { checksSchema, pointsSchema } from './levelFields';

/** The `format` field every A* Studio project file carries. */
export const PROJECT_FORMAT = 'astar-studio-project';
/** The format version this code writes; older ones are migrated forward when read. */
export const PROJECT_FORMAT_VERSION = 4;

const D = DEFAULT_SEARCH_OPTIONS;

const side = z.number().int().min(1).max(MAX_MAP_SIDE);
/** A cell as [x, y] from the top-left, or null when not placed; inside the map is checked on reading. */
const cell = z.tuple([z.number().int().min(0), z.number().int().min(0)]).nullable();
const name = z.string().min(1).max(MAX_NAME_LENGTH);

const terrainType = z.object({
  name,
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  cost: z.number().refine(isTerrainCost),
  passable: z.boolean(),
});

/** A unit type: its name and, per terrain of the palette in order, a cost or null (impassable for it); the cross-checks are unitTypes.ts's. */
const unitType = z.object({
  name: z.string().min(1).max(MAX_UNIT_TYPE_NAME),
  costs: z.array(z.number().nullable()).max(MAX_TERRAIN_TYPES),
});

const terrainLayer = z.discriminatedUnion('encoding', [
  z.object({ encoding: z.literal('rows'), legend: z.string().min(1), rows: z.array(z.string()).max(MAX_MAP_SIDE) }),
  z.object({ encoding: z.literal('deflate-base64'), data: z.string() }),
]);

const heightLayer = z.object({
  encoding: z.literal('deflate-base64'),
  layout: z.enum(['row-delta', 'int16le']),
  data: z.string(),
});

/** A search option absent from a file takes its default. */
const withDefault = (schema: z.ZodType, key: keyof SearchOptions) => schema.default(D[key] as never);
/** Every search setting but those kept with the map (the topology). */
const searchFields = optionsShape(checkedNumber, (o) => !o.keptWithMap, withDefault);
/** The settings a project keeps with its map, which a saved setup carries itself. */
const mapFields = optionsShape(checkedNumber, (o) => o.keptWithMap === true, withDefault);

const topology = mapFields['topology']!;

/** The settings in use (topology from the map). */
const search = z.object(searchFields).default(() => ({ ...D, heightCosting: null }));
/** A saved setup carries its own topology (movement differs between compared setups). */
const setup = z.object({
  name,
  search: z.object({ ...searchFields, ...mapFields }).default(() => ({ ...D, heightCosting: null })),
});

const breakpoint = z.object({
  cell,
  on: z.enum(['opened', 'expanded', 'either']).default('expanded'),
  condition: z.string().max(MAX_CONDITION_LENGTH).default(''),
  enabled: z.boolean().default(true),
  /** A condition stops at every step it holds, not only where it becomes true. */
  every: z.boolean().default(false),
  /** Stops wherever this search invariant breaks. */
  invariant: z.enum(INVARIANTS.map((i) => i.name) as [Invariant, ...Invariant[]]).optional(),
});

const compareLayout = z.object({
  panes: z.array(setup).min(1).max(MAX_COMPARE_PANES),
  linkCameras: z.boolean().default(true),
  timeline: z.enum(['expansions', 'progress']).default('expansions'),
});

/** The last batch run's settings; the scenario's lines are not kept, only its file's name. */
const batchSettings = z.object({
  source: z.enum(['random', 'markers', 'scenario']).default('random'),
  pairs: z.number().int().min(1).max(MAX_RANDOM_PAIRS).default(100),
  seed: z.number().int().min(0).max(MAX_SEED).default(1),
  scenario: z.string().min(1).max(MAX_NAME_LENGTH).nullable().default(null),
});

/** A format 4 project file. */
export const projectFileSchema = z.object({
  format: z.literal(PROJECT_FORMAT),
  formatVersion: z.literal(PROJECT_FORMAT_VERSION),
  appVersion: z.string().max(MAX_NAME_LENGTH).default(''),
  name: z.string().max(MAX_NAME_LENGTH).default('Untitled'),
  notes: z.string().max(MAX_NOTES_LENGTH).default(''),
  map: z.object({
    width: side,
    height: side,
    topology,
    palette: z.array(terrainType).min(1).max(MAX_TERRAIN_TYPES),
    /** Unit types (format 4; a format 3 file is migrated with none). */
    unitTypes: z.array(unitType).max(MAX_UNIT_TYPES),
    terrain: terrainLayer,
    heights: heightLayer.nullable().default(null),
  }),
  start: cell.default(null),
  goal: cell.default(null),
  /** The route's stops between start and goal, in order (format 3; a format 2 file is migrated with none). */
  waypoints: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])).max(MAX_WAYPOINTS).default([]),
  search,
  setups: z.array(setup).max(MAX_SETUPS).default([]),
  breakpoints: z.array(breakpoint).max(MAX_BREAKPOINTS).optional(),
  compare: compareLayout.optional(),
  batch: batchSettings.optional(),
  /** Named points of interest in groups (optional, within format 3: absent means none). */
  points: pointsSchema,
  /** Level checks over the points and the regions (optional, within format 3: absent means none). */
  checks: checksSchema,
});

export type ProjectFile = z.output<typeof projectFileSchema>;
/** A file's search settings (no topology) and a setup's (with one). */
export type FileSearch = Omit<SearchOptions, 'topology'>;
export type FileSetup = { name: string; search: SearchOptions };
export type FileCell = [number, number] | null;
