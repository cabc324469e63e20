// The asking side of the worker protocol: request ids, promises, progress, cancel, and which map
// revision the worker already holds (so a map is sent once, not with every search).
import type { SearchQuery, SearchResult } from '../engine/types';
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

/** A search under way: its result, and a way to stop it. */
export interface RunningSearch {
  readonly requestId: number;
  readonly result: Promise<SearchResult>;
  cancel(): void;
}

interface Pending {
  resolve(event: WorkerEvent): void;
  reject(error: Error): void;
  onProgress?: (expanded: number) => void;
}

export class SearchClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** mapId → revision the worker holds. */
  private readonly workerMaps = new Map<string, number>();

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
   * The worker went away (crash or kill) and a new one answers through `transport`: every request
   * under way fails with a message saying so, and maps are sent again on the next search.
   */
  reconnect(transport: SearchTransport, reason: string): void {
    this.transport = transport;
    this.workerMaps.clear();
    const error = new SearchWorkerError(
      'worker-restarted',
      `The search worker stopped (${reason}) and was restarted. Your map is safe; run the search again.`,
    );
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }

  /** Sends the map unless the worker already holds this revision. */
  async syncMap(mapId: string, revision: number, snapshot: () => MapSnapshot): Promise<void> {
    if (this.workerMaps.get(mapId) === revision) return;
    const map = snapshot();
    const transfer = [map.terrain.buffer as ArrayBuffer];
    if (map.heights) transfer.push(map.heights.buffer as ArrayBuffer);
    this.workerMaps.delete(mapId);
    await this.request({ kind: 'load-map', requestId: this.nextId++, mapId, revision, map }, transfer);
    this.workerMaps.set(mapId, revision);
  }

  /** Starts a search on a map the worker holds (call `syncMap` first). */
  search(
    mapId: string,
    revision: number,
    query: SearchQuery,
    onProgress?: (expanded: number) => void,
  ): RunningSearch {
    const requestId = this.nextId++;
    const result = this.request({ kind: 'search', requestId, mapId, revision, query }, [], onProgress).then(
      (event) => {
        if (event.kind !== 'result') throw new SearchWorkerError('internal', `Unexpected reply '${event.kind}' to a search.`);
        return event.result;
      },
    );
    return {
      requestId,
      result,
      cancel: () => {
        if (this.pending.has(requestId))
          this.transport.post({ kind: 'cancel', requestId: this.nextId++, target: requestId }, []);
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
