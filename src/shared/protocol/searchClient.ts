// The asking side of the worker protocol: request ids, promises, progress, cancel, and which map
// revision the worker already holds (so a map is sent once, not with every search, and sent again
// when the worker has dropped it).
import type { SearchQuery, SearchResult } from '../engine/types';
import { cancelledBeforeStart } from './cancelledResult';
import type { MapSnapshot, WorkerErrorCode, WorkerEvent, WorkerRequest } from './messages';

/** How requests leave this side; adapters wrap a MessagePort, a Worker or a child process. */
export interface SearchTransport {
  post(request: WorkerRequest, transfer: ArrayBuffer[]): void;
}

/** A failed request, with a message meant for the user. */
export class SearchWorkerError extends Error {
  constructor(
    readonly code: WorkerErrorCode | 'worker-restarted',
    message: string,
  ) {
    super(message);
    this.name = 'SearchWorkerError';
  }
}

/** A map the worker may need: which one, which revision, and how to copy it when the worker lacks it. */
export interface MapSource {
  readonly mapId: string;
  readonly revision: number;
  /** A copy of the map at `revision` (its buffers are moved to the worker); throws if the map has moved on. */
  snapshot(): MapSnapshot;
}

/** A search under way (or still waiting for its map to reach the worker): its result, and a way to stop it. */
export interface RunningSearch {
  /** The result; status 'cancelled' after `cancel`, at once if the search had not reached the worker yet. */
  readonly result: Promise<SearchResult>;
  cancel(): void;
}

interface Pending {
  resolve(event: WorkerEvent): void;
  reject(error: Error): void;
  onProgress?: (expanded: number) => void;
}

/** The worker lost the map the search asked for (it dropped it to make room, or holds another revision). */
const MAP_MISSING: ReadonlySet<string> = new Set<WorkerErrorCode>(['unknown-map', 'stale-map']);

export class SearchClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** mapId → revision the worker holds, as far as this side knows (the worker may drop maps). */
  private readonly workerMaps = new Map<string, number>();
  /** Map uploads under way, so a search started meanwhile waits for them instead of sending the map twice. */
  private readonly uploads = new Map<string, { revision: number; done: Promise<void> }>();

  constructor(private transport: SearchTransport) {}

  /** Feeds an event from the worker. */
  receive(event: WorkerEvent): void {
    if (event.kind === 'ready') return;
    if (event.requestId === null) return; // a reply to something too malformed to have an id
    const pending = this.pending.get(event.requestId);
    if (!pending) return;
    if (event.kind === 'progress') {
      pending.onProgress?.(event.expanded);
      return;
    }
    this.pending.delete(event.requestId);
    if (event.kind === 'error') pending.reject(new SearchWorkerError(event.code, event.message));
    else pending.resolve(event);
  }

  /**
   * The worker went away (crash, kill or hang) and a new one answers through `transport`: every
   * request under way fails with a message saying so, and maps are sent again on the next search.
   */
  reconnect(transport: SearchTransport, reason: string): void {
    this.transport = transport;
    this.workerMaps.clear();
    this.uploads.clear();
    const error = new SearchWorkerError(
      'worker-restarted',
      `The search worker stopped (${reason}) and was restarted. Your map is safe; run the search again.`,
    );
    const failed = [...this.pending.values()];
    this.pending.clear();
    for (const p of failed) p.reject(error);
  }

  /** Sends the map unless the worker holds this revision already or is being sent it. */
  async syncMap(source: MapSource): Promise<void> {
    const { mapId, revision } = source;
    if (this.workerMaps.get(mapId) === revision) return;
    const upload = this.uploads.get(mapId);
    if (upload?.revision === revision) return upload.done;
    const map = source.snapshot();
    const transfer = [map.terrain.buffer as ArrayBuffer];
    if (map.heights) transfer.push(map.heights.buffer as ArrayBuffer);
    this.workerMaps.delete(mapId);
    const done: Promise<void> = this.request({ kind: 'load-map', requestId: this.nextId++, mapId, revision, map }, transfer)
      .then(() => void this.workerMaps.set(mapId, revision))
      .finally(() => {
        if (this.uploads.get(mapId)?.done === done) this.uploads.delete(mapId);
      });
    this.uploads.set(mapId, { revision, done });
    return done;
  }

  /**
   * Searches a map, sending it first if the worker lacks it. If the worker dropped the map
   * meanwhile (it keeps a bounded number), the map is sent again and the search retried once.
   */
  search(source: MapSource, query: SearchQuery, onProgress?: (expanded: number) => void): RunningSearch {
    let cancelled = false;
    /** The search request on the wire, if any: a cancel must reach it. */
    let onWire: number | null = null;
    let stopBeforeStart!: (result: SearchResult) => void;
    const stoppedBeforeStart = new Promise<SearchResult>((resolve) => (stopBeforeStart = resolve));

    const attempt = async (isRetry: boolean): Promise<SearchResult> => {
      await this.syncMap(source);
      if (cancelled) return cancelledBeforeStart(query);
      const requestId = this.nextId++;
      onWire = requestId;
      try {
        const event = await this.request({ kind: 'search', requestId, mapId: source.mapId, revision: source.revision, query }, [], onProgress);
        if (event.kind !== 'result') throw new SearchWorkerError('internal', `Unexpected reply '${event.kind}' to a search.`);
        return event.result;
      } catch (err) {
        onWire = null;
        if (isRetry || !(err instanceof SearchWorkerError) || !MAP_MISSING.has(err.code)) throw err;
        if (cancelled) return cancelledBeforeStart(query);
        this.workerMaps.delete(source.mapId);
        return attempt(true);
      }
    };

    return {
      // Whichever comes first: the worker's answer, or a cancel before the search reached it.
      result: Promise.race([attempt(false), stoppedBeforeStart]),
      cancel: () => {
        if (cancelled) return;
        cancelled = true;
        if (onWire === null) stopBeforeStart(cancelledBeforeStart(query));
        else if (this.pending.has(onWire)) this.transport.post({ kind: 'cancel', requestId: this.nextId++, target: onWire }, []);
      },
    };
  }

  /** Resolves when the worker answers; a liveness check. */
  async ping(): Promise<void> {
    await this.request({ kind: 'ping', requestId: this.nextId++ }, []);
  }

  private request(
    request: WorkerRequest,
    transfer: ArrayBuffer[],
    onProgress?: (expanded: number) => void,
  ): Promise<WorkerEvent> {
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject };
      if (onProgress) pending.onProgress = onProgress;
      this.pending.set(request.requestId, pending);
      try {
        this.transport.post(request, transfer);
      } catch (err) {
        this.pending.delete(request.requestId);
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  }
}
