// Checks every request that reaches a worker, so a malformed one gets an error reply instead of
// crashing the process that every later search needs.
import { z } from 'zod';
import { MAX_MAP_SIDE } from '../grid/grid';
import type { WorkerRequest } from './messages';

const terrainType = z.object({
  name: z.string(),
  color: z.number().int().min(0).max(0xffffff),
  cost: z.number().positive().finite(),
  passable: z.boolean(),
});

const side = z.number().int().min(1).max(MAX_MAP_SIDE);

const mapSnapshot = z
  .object({
    width: side,
    height: side,
    terrain: z.instanceof(Uint8Array),
    heights: z.instanceof(Int16Array).nullable(),
    palette: z.array(terrainType).min(1).max(256),
  })
  .refine((m) => m.terrain.length === m.width * m.height, {
    message: 'terrain must hold width × height cells',
  })
  .refine((m) => m.heights === null || m.heights.length === m.width * m.height, {
    message: 'heights must hold width × height cells',
  });

const searchOptions = z.object({
  algorithm: z.enum(['astar', 'weighted-astar', 'dijkstra', 'greedy', 'bfs', 'bidirectional', 'jps', 'theta']),
  heuristic: z.enum(['manhattan', 'chebyshev', 'octile', 'euclidean', 'hex', 'zero']),
  weight: z.number().min(1).finite(),
  topology: z.enum(['square4', 'square8', 'hex']),
  cornerRule: z.enum(['allow', 'no-cutting', 'no-squeeze']),
  tieBreak: z.enum(['larger-g', 'smaller-g', 'fifo', 'lifo']),
  heightCosting: z
    .object({ uphill: z.number().min(0).finite(), downhill: z.number().min(0).finite() })
    .nullable(),
  closestIfUnreachable: z.boolean(),
  maxExpansions: z.number().int().min(0),
  recordTrace: z.boolean(),
});

const requestId = z.number().int().min(0);

const workerRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('load-map'), requestId, mapId: z.string(), revision: z.number().int(), map: mapSnapshot }),
  z.object({
    kind: z.literal('search'),
    requestId,
    mapId: z.string(),
    revision: z.number().int(),
    query: z.object({ start: z.number().int(), goal: z.number().int(), options: searchOptions }),
  }),
  z.object({ kind: z.literal('cancel'), requestId, target: requestId }),
  z.object({ kind: z.literal('unload-map'), requestId, mapId: z.string() }),
  z.object({ kind: z.literal('ping'), requestId }),
]);

export type ParsedRequest =
  | { ok: true; request: WorkerRequest }
  | { ok: false; requestId: number | null; message: string };

/** Validates an incoming message; on failure says which field is wrong. */
export function parseWorkerRequest(raw: unknown): ParsedRequest {
  const parsed = workerRequest.safeParse(raw);
  if (parsed.success) return { ok: true, request: parsed.data as WorkerRequest };
  const id = (raw as { requestId?: unknown } | null)?.requestId;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return {
    ok: false,
    requestId: typeof id === 'number' && Number.isInteger(id) ? id : null,
    message: `The search worker received a malformed request${where}: ${issue?.message ?? 'unknown problem'}. This is a bug in A* Studio; please report it.`,
  };
}
