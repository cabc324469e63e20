// The search worker's brain, free of any transport: feed it requests with `handle`, and it
// answers through `emit`. Searches run in slices so cancel requests (and pings) are honoured in
// between. It keeps a bounded number of maps, dropping the least recently used.
import { createSearch, prepareSearch, SearchInputError, type SearchQuery } from '../engine/index';
import { cancelledBeforeStart } from './cancelledResult';
import type { Grid } from '../grid/grid';
import type { WorkerEvent, WorkerRequest } from './messages';
import { parseWorkerRequest } from './validate';

export interface SearchServiceOptions {
  /** Sends an event to whoever asked; `transfer` lists buffers that may be moved, not copied. */
  emit(event: WorkerEvent, transfer: ArrayBuffer[]): void;
  /** Runs `task` after pending messages are handled (setImmediate, setTimeout 0, …). */
  schedule(task: () => void): void;
  /** Expansions per slice between checks for cancel; progress is reported once per slice. */
  sliceExpansions?: number;
  /** Maps kept at most; loading one more drops the least recently searched or loaded. */
  maxMaps?: number;
}

/** Maps a worker keeps by default: a few 4096² maps (16 MB each, 48 MB with heights) at most. */
export const DEFAULT_MAX_MAPS = 4;

interface LoadedMap {
  revision: number;
  grid: Grid;
}

export class SearchService {
  /** Loaded maps, least recently used first (a Map iterates in insertion order). */
  private readonly maps = new Map<string, LoadedMap>();
  /** Searches under way (being prepared or expanding), by request id: what a cancel stops. */
  private readonly running = new Map<number, { cancel(): void }>();
  private readonly slice: number;
  private readonly maxMaps: number;

  constructor(private readonly options: SearchServiceOptions) {
    this.slice = options.sliceExpansions ?? 50_000;
    this.maxMaps = Math.max(1, options.maxMaps ?? DEFAULT_MAX_MAPS);
  }

  /** Handles one raw message; never throws. */
  handle(raw: unknown): void {
    const parsed = parseWorkerRequest(raw);
    if (!parsed.ok) {
      // A value the user typed or a file held (a cost out of bounds) is theirs to fix; anything else is ours.
      this.emit({ kind: 'error', requestId: parsed.requestId, code: parsed.userCaused ? 'invalid-search' : 'malformed-request', message: parsed.message });
      return;
    }
    try {
      this.dispatch(parsed.request);
    } catch (err) {
      this.fail(parsed.request.requestId, err);
    }
  }

  private dispatch(request: WorkerRequest): void {
    // A second request under a running search's id would orphan that search: its result could no
    // longer be told apart and a cancel could not reach it. The search under way is left alone.
    if (this.running.has(request.requestId)) {
      this.emit({
        kind: 'error',
        requestId: request.requestId,
        code: 'duplicate-request',
        message: `Request ${request.requestId} is already running a search, so a new request cannot use its id. This is a bug in A* Studio; please report it.`,
      });
      return;
    }
    switch (request.kind) {
      case 'load-map': {
        const { map } = request;
        this.keep(request.mapId, {
          revision: request.revision,
          grid: { width: map.width, height: map.height, terrain: map.terrain, heights: map.heights, palette: map.palette },
        });
        this.emit({ kind: 'map-loaded', requestId: request.requestId, mapId: request.mapId, revision: request.revision });
        return;
      }
      case 'unload-map':
        this.maps.delete(request.mapId);
        this.emit({ kind: 'done', requestId: request.requestId });
        return;
      case 'ping':
        this.emit({ kind: 'pong', requestId: request.requestId });
        return;
      case 'cancel':
        this.running.get(request.target)?.cancel();
        this.emit({ kind: 'done', requestId: request.requestId });
        return;
      case 'search':
        this.startSearch(request);
        return;
    }
  }

  private startSearch(request: Extract<WorkerRequest, { kind: 'search' }>): void {
    const map = this.maps.get(request.mapId);
    if (!map) {
      this.emit({
        kind: 'error',
        requestId: request.requestId,
        code: 'unknown-map',
        message: 'The search worker does not hold this map (it was never sent, or was dropped to make room for others); send the map again.',
      });
      return;
    }
    if (map.revision !== request.revision) {
      this.emit({
        kind: 'error',
        requestId: request.requestId,
        code: 'stale-map',
        message: `The search worker holds revision ${map.revision} of this map, not ${request.revision}; send the map again.`,
      });
      return;
    }
    this.keep(request.mapId, map);
    // First the map's set-up (most of a second on 4096²), one band per task, so a cancel or a
    // ping is answered in between; then the search itself, one slice per task.
    const id = request.requestId;
    const preparation = prepareSearch(map.grid, request.query);
    let cancelled = false;
    this.running.set(id, { cancel: () => (cancelled = true) });
    const prepareBand = () => {
      try {
        if (cancelled) {
          preparation.return();
          this.running.delete(id);
          this.emit({ kind: 'result', requestId: id, result: cancelledBeforeStart(request.query) });
          return;
        }
        if (!preparation.next().done) {
          this.emit({ kind: 'progress', requestId: id, expanded: 0 });
          this.options.schedule(prepareBand);
          return;
        }
        this.expand(id, map.grid, request.query);
      } catch (err) {
        this.running.delete(id);
        this.fail(id, err);
      }
    };
    prepareBand();
  }

  private expand(id: number, grid: Grid, query: SearchQuery): void {
    const search = createSearch(grid, query);
    this.running.set(id, search);
    const runSlice = () => {
      try {
        const finished = search.step(this.slice);
        if (!finished) {
          this.emit({ kind: 'progress', requestId: id, expanded: search.expanded });
          this.options.schedule(runSlice);
          return;
        }
        this.running.delete(id);
        const raw = search.result();
        // Short paths are views into a shared slab (engine/paths.ts): post a copy that owns its buffer.
        const result = ownsBuffer(raw.path) ? raw : { ...raw, path: raw.path.slice() };
        const arrays: ArrayBufferView[] = [result.path];
        if (result.trace) arrays.push(result.trace.kind, result.trace.cell, result.trace.g, result.trace.f, result.trace.parent);
        this.emit({ kind: 'result', requestId: id, result }, ownedBuffers(arrays));
      } catch (err) {
        this.running.delete(id);
        this.fail(id, err);
      }
    };
    runSlice();
  }

  /** Stores (or touches) a map as the most recently used, dropping the least recently used beyond the bound. */
  private keep(mapId: string, map: LoadedMap): void {
    this.maps.delete(mapId);
    this.maps.set(mapId, map);
    for (const oldest of this.maps.keys()) {
      if (this.maps.size <= this.maxMaps) break;
      // A search under way keeps its own reference to the grid; only later searches need it resent.
      this.maps.delete(oldest);
    }
  }

  private fail(requestId: number, err: unknown): void {
    if (err instanceof SearchInputError) {
      this.emit({ kind: 'error', requestId, code: 'invalid-search', message: err.message });
      return;
    }
    if (err instanceof RangeError && /allocat|memory|length/i.test(err.message)) {
      this.emit({
        kind: 'error',
        requestId,
        code: 'internal',
        message: 'The search ran out of memory. Turn off “Record every step”, set a node budget, or search a smaller map.',
      });
      return;
    }
    const detail = err instanceof Error ? err.message : String(err);
    this.emit({
      kind: 'error',
      requestId,
      code: 'internal',
      message: `The search failed unexpectedly (${detail}). Your map is unchanged; try again, and report the bug if it repeats.`,
    });
  }

  private emit(event: WorkerEvent, transfer: ArrayBuffer[] = []): void {
    this.options.emit(event, transfer);
  }
}

/** Whether a view covers the whole of a plain ArrayBuffer, so moving that buffer moves just it. */
function ownsBuffer(v: ArrayBufferView): boolean {
  return v.buffer instanceof ArrayBuffer && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength;
}

/** Buffers that belong wholly to these views, so moving them cannot detach anything else. */
function ownedBuffers(views: ArrayBufferView[]): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  for (const v of views) {
    const b = v.buffer as ArrayBuffer;
    if (ownsBuffer(v) && !out.includes(b)) out.push(b);
  }
  return out;
}
