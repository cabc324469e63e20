// The search worker protocol: requests the renderer (or CLI, or a test) sends to a search worker,
// and the events the worker answers with. One protocol for the utility process, the Web Worker
// and Node's child_process, so the same worker code runs everywhere.
import type { TerrainType } from '../grid/terrain';
import type { SearchQuery, SearchResult } from '../engine/types';

/** A map as sent to the worker: a copy, so the editor can keep painting meanwhile. */
export interface MapSnapshot {
  width: number;
  height: number;
  terrain: Uint8Array;
  heights: Int16Array | null;
  palette: TerrainType[];
}

export type WorkerRequest =
  /** Stores a map under `mapId`, replacing any earlier revision of it. */
  | { kind: 'load-map'; requestId: number; mapId: string; revision: number; map: MapSnapshot }
  /** Runs a search on a loaded map; answered by progress events and one result or error. */
  | { kind: 'search'; requestId: number; mapId: string; revision: number; query: SearchQuery }
  /** Stops the search started by request `target` (its result arrives with status 'cancelled'). */
  | { kind: 'cancel'; requestId: number; target: number }
  /** Forgets a map to free its memory. */
  | { kind: 'unload-map'; requestId: number; mapId: string }
  /** Liveness check; answered by 'pong'. */
  | { kind: 'ping'; requestId: number };

/** Error codes a worker reports; the message is a sentence for the user. */
export type WorkerErrorCode =
  | 'malformed-request'
  /** A request reused the id of a search still running (that search goes on undisturbed). */
  | 'duplicate-request'
  /** The map was never sent, or the worker dropped it to keep within its bound of maps. */
  | 'unknown-map'
  | 'stale-map'
  | 'invalid-search'
  | 'internal';

export type WorkerEvent =
  /** Sent once when the worker is ready for requests. */
  | { kind: 'ready'; pid: number | null }
  | { kind: 'map-loaded'; requestId: number; mapId: string; revision: number }
  | { kind: 'progress'; requestId: number; expanded: number }
  | { kind: 'result'; requestId: number; result: SearchResult }
  | { kind: 'pong'; requestId: number }
  | { kind: 'done'; requestId: number }
  /** requestId is null when the request was too malformed to have one. */
  | { kind: 'error'; requestId: number | null; code: WorkerErrorCode; message: string };

export type WorkerEventOf<K extends WorkerEvent['kind']> = Extract<WorkerEvent, { kind: K }>;

/**
 * Electron main → utility process, over `process.parentPort`: a MessagePort for a renderer
 * (`connect`, the port travels with it), or a liveness check from main's watchdog (`ping`).
 */
export type WorkerControl = { kind: 'connect' } | { kind: 'ping' };

/** Utility process → Electron main: the answer to a `ping`, sent between search slices. */
export type WorkerControlReply = { kind: 'pong' };
