// Checks every request that reaches a worker, so a malformed one gets an error reply instead of
// crashing the process that every later search needs. The search options' schema is derived from
// their table and bounds from grid/limits.ts, so the schema cannot drift from them. A few values a user can set
// (a palette cost in a project file, a setting typed in the side panel) are answered with the
// sentence that says what to change; anything else malformed is a bug in the app.
import { z } from '../zod';
import { optionsShape } from '../engine/searchOptions/schemas';
import { MAX_MAP_SIDE } from '../grid/grid';
import { isTerrainCost, terrainCostProblem } from '../grid/limits';
import { MAX_TERRAIN_TYPES } from '../grid/terrain';
import { MAX_POINT_NAME, MAX_POINTS } from '../levelChecks/points';
import { conditionProblem } from '../debug/expression';
import { INVARIANTS, type Invariant } from '../debug/breakpoint';
import type { WorkerRequest } from './messages';
import { MAX_SERIES_POINTS } from './compareQueries';
import { MIN_SERIES_POINTS } from '../engine/trace/series';

/** Marks an issue a user can cause and fix: its message is an instruction, not a bug report. */
const FOR_USER = { forUser: true } as const;

/** A number a user chose: anything out of bounds (or not a number) gets the problem's sentence. */
function userNumber(problem: (value: unknown) => string | null) {
  return z.custom<number>((v) => problem(v) === null, { error: (issue) => problem(issue.input) ?? undefined, params: FOR_USER });
}

const terrainType = z
  .object({
    name: z.string(),
    color: z.number().int().min(0).max(0xffffff),
    cost: z.number(),
    passable: z.boolean(),
  })
  .superRefine((t, ctx) => {
    if (!isTerrainCost(t.cost))
      ctx.addIssue({ code: 'custom', path: ['cost'], message: terrainCostProblem(t.name, t.cost), params: FOR_USER, input: t.cost });
  });

const side = z.number().int().min(1).max(MAX_MAP_SIDE);

const mapSnapshot = z
  .object({
    width: side,
    height: side,
    terrain: z.instanceof(Uint8Array),
    // Int16Array bounds every height to what a cell can store.
    heights: z.instanceof(Int16Array).nullable(),
    palette: z.array(terrainType).min(1).max(MAX_TERRAIN_TYPES),
  })
  .refine((m) => m.terrain.length === m.width * m.height, {
    message: 'terrain must hold width × height cells',
  })
  .refine((m) => m.heights === null || m.heights.length === m.width * m.height, {
    message: 'heights must hold width × height cells',
  });

const searchOptions = z.object(optionsShape(userNumber));

const requestId = z.number().int().min(0);

/** Breakpoints a run may be given at once: far more than a person sets. */
export const MAX_BREAKPOINTS = 1000;
/** Rows of a list page at most (a panel shows a screenful at a time). */
export const MAX_LIST_PAGE = 100_000;

const step = z.number().int().min(0).max(2 ** 31 - 1);
const cell = z.number().int().min(0).max(MAX_MAP_SIDE * MAX_MAP_SIDE - 1);
const run = z.number().int().min(0).max(2 ** 31 - 1);
const listSide = z.union([z.literal(0), z.literal(1)]);

const breakpoint = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cell'), id: z.string(), enabled: z.boolean(), cell, on: z.enum(['opened', 'expanded', 'either']) }),
  z
    .object({ kind: z.literal('condition'), id: z.string(), enabled: z.boolean(), expression: z.string(), every: z.boolean().optional() })
    .superRefine((bp, ctx) => {
      // A condition the user wrote that does not compile is theirs to fix (a disabled one waits).
      const problem = bp.enabled ? conditionProblem(bp.expression) : null;
      if (problem !== null) ctx.addIssue({ code: 'custom', path: ['expression'], message: problem, params: FOR_USER, input: bp.expression });
    }),
  z.object({ kind: z.literal('invariant'), id: z.string(), enabled: z.boolean(), invariant: z.enum(INVARIANTS.map((i) => i.name) as [Invariant, ...Invariant[]]) }),
  z.object({ kind: z.literal('divergence'), id: z.string(), enabled: z.boolean(), baseline: run }),
]);
const breakpoints = z.array(breakpoint).max(MAX_BREAKPOINTS);

/** A rectangle of cells; it may reach past the map (those cells read as unseen), never beyond a map's size. */
const cellRect = z.object({
  x: z.number().int().min(-MAX_MAP_SIDE).max(2 * MAX_MAP_SIDE),
  y: z.number().int().min(-MAX_MAP_SIDE).max(2 * MAX_MAP_SIDE),
  width: z.number().int().min(0).max(MAX_MAP_SIDE),
  height: z.number().int().min(0).max(MAX_MAP_SIDE),
  stride: z.number().int().min(1).max(MAX_MAP_SIDE).optional(),
});
const page = { offset: z.number().int().min(0).max(2 ** 31 - 1), count: z.number().int().min(0).max(MAX_LIST_PAGE) };

const traceQuery = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('view'),
    step,
    request: z.object({ rect: cellRect.optional(), since: step.optional(), openPage: z.object({ side: listSide, ...page }).optional(), currentPath: z.boolean().optional() }),
  }),
  z.object({ kind: z.literal('cell'), step, cell }),
  z.object({ kind: z.literal('list'), step, list: z.enum(['open', 'closed']), side: listSide, ...page }),
  z.object({ kind: z.literal('layer'), step, layer: z.enum(['g', 'h', 'f', 'order', 'error', 'parent']), rect: cellRect }),
  z.object({ kind: z.literal('tree-path'), step, cell, side: listSide }),
  z.object({ kind: z.literal('tree-children'), step, cell: z.number().int().min(-1).max(MAX_MAP_SIDE * MAX_MAP_SIDE - 1), side: listSide }),
  z.object({ kind: z.literal('difference'), other: run, step, otherStep: step, rect: cellRect }),
  z.object({ kind: z.literal('series'), points: z.number().int().min(MIN_SERIES_POINTS).max(MAX_SERIES_POINTS) }),
]);

/** A change to a map (edit/mapDelta.ts); whether it fits the worker's copy is checked there, against the copy. */
const mapDelta = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('cells'), layer: z.enum(['terrain', 'heights']), runs: z.instanceof(Int32Array), values: z.union([z.instanceof(Uint8Array), z.instanceof(Int16Array)]) })
    .refine((d) => (d.layer === 'terrain' ? d.values instanceof Uint8Array : d.values instanceof Int16Array), {
      message: 'terrain cells take a Uint8Array of values, height cells an Int16Array',
    }),
  z.object({ kind: z.literal('palette'), palette: z.array(terrainType).min(1).max(MAX_TERRAIN_TYPES) }),
  z.object({ kind: z.literal('heights'), present: z.boolean() }),
  z.object({ kind: z.literal('markers'), start: z.number().int().min(-1), goal: z.number().int().min(-1) }),
]);

const searchQuery = z.object({ start: z.number().int(), goal: z.number().int(), options: searchOptions });

const workerRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('load-map'), requestId, mapId: z.string(), revision: z.number().int(), map: mapSnapshot }),
  z.object({ kind: z.literal('edit-map'), requestId, mapId: z.string(), fromRevision: z.number().int(), revision: z.number().int(), deltas: z.array(mapDelta) }),
  z.object({ kind: z.literal('live-search'), requestId, mapId: z.string(), revision: z.number().int(), lane: z.string(), query: searchQuery }),
  z.object({ kind: z.literal('drop-lane'), requestId, lane: z.string() }),
  z.object({
    kind: z.literal('search'),
    requestId,
    mapId: z.string(),
    revision: z.number().int(),
    query: searchQuery,
    debug: z.object({ run, until: step.nullable(), breakpoints }).optional(),
  }),
  z.object({ kind: z.literal('advance'), requestId, run, from: step, until: step.nullable(), breakpoints }),
  z.object({ kind: z.literal('trace-query'), requestId, run, query: traceQuery }),
  z.object({ kind: z.literal('release-run'), requestId, run }),
  z.object({ kind: z.literal('cancel'), requestId, target: requestId }),
  z.object({ kind: z.literal('unload-map'), requestId, mapId: z.string() }),
  z.object({ kind: z.literal('ping'), requestId }),
  z.object({
    kind: z.literal('analyze'),
    requestId,
    mapId: z.string(),
    revision: z.number().int(),
    rules: searchOptions.pick({ topology: true, cornerRule: true, diagonalCost: true, heightCosting: true }),
    ask: z.discriminatedUnion('what', [
      z.object({ what: z.literal('regions'), start: z.number().int().min(-1).max(MAX_MAP_SIDE * MAX_MAP_SIDE - 1) }),
      z.object({ what: z.literal('range'), origin: cell, budget: z.number().min(0).max(1e9) }),
      z.object({ what: z.literal('level'), points: z.array(cell).max(MAX_POINTS), unit: z.string().max(MAX_POINT_NAME).nullable() }),
      z.object({ what: z.literal('field'), origin: cell, direction: z.enum(['from', 'to']) }),
      z.object({ what: z.literal('cut'), start: cell, goal: cell, articulation: z.boolean() }),
      z.object({ what: z.literal('heuristic'), goal: cell, options: searchOptions }),
    ]),
  }),
]);

export type ParsedRequest =
  | { ok: true; request: WorkerRequest }
  | {
      ok: false;
      requestId: number | null;
      /** A sentence for the user. */
      message: string;
      /** The user can fix it (a value out of bounds); otherwise the request is malformed: a bug. */
      userCaused: boolean;
    };

/** Validates an incoming message; on failure says which field is wrong, or what the user should change. */
export function parseWorkerRequest(raw: unknown): ParsedRequest {
  const parsed = workerRequest.safeParse(raw);
  if (parsed.success) return { ok: true, request: parsed.data as WorkerRequest };
  const id = (raw as { requestId?: unknown } | null)?.requestId;
  const requestId = typeof id === 'number' && Number.isInteger(id) ? id : null;
  const issues = parsed.error.issues;
  // A malformed request is reported first: fixing a setting would not make it work.
  const bug = issues.find((i) => !isForUser(i));
  if (bug === undefined) return { ok: false, requestId, message: issues[0]!.message, userCaused: true };
  const where = bug.path.length > 0 ? ` at ${bug.path.join('.')}` : '';
  return {
    ok: false,
    requestId,
    message: `The search worker received a malformed request${where}: ${bug.message}. This is a bug in A* Studio; please report it.`,
    userCaused: false,
  };
}

function isForUser(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.['forUser'] === true;
}
