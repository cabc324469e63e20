// The search worker's copies of the maps it was sent: loaded whole ('load-map'), kept in step by
// edits ('edit-map': deltas applied in place, the engine's preparations repaired, live lanes told
// what changed), looked up by the requests that name a map and a revision, and bounded in number,
// the least recently used dropped first.
import { applyMapDeltas } from '../edit/mapEdit';
import { MapDeltaError, type Markers } from '../edit/mapDelta';
import { repairSearchCache } from '../engine/mapContext';
import type { Grid } from '../grid/grid';
import { KeptRegions } from './keptRegions';
import type { LiveLanes } from './liveLanes';
import type { WorkerEvent, WorkerRequest } from './messages';

/** Maps a worker keeps by default: a few 4096² maps (16 MB each, 48 MB with heights) at most. */
export const DEFAULT_MAX_MAPS = 4;

export interface LoadedMap {
  revision: number;
  grid: Grid;
  /** Start and goal as the deltas last said (edit/mapDelta.ts); searches name their own. */
  markers: Markers;
  /** The map's regions, kept current through edits between the analyses that ask for them. */
  regions: KeptRegions;
}

export class WorkerMaps {
  /** Loaded maps, least recently used first (a Map iterates in insertion order). */
  private readonly maps = new Map<string, LoadedMap>();

  constructor(
    private readonly maxMaps: number,
    private readonly live: LiveLanes,
    /** Whether a request under way or a kept debugger run reads `grid` (an edit then works on a copy). */
    private readonly isRead: (grid: Grid) => boolean,
    private readonly emit: (event: WorkerEvent) => void,
  ) {}

  /** Keeps the map a 'load-map' request carries, replacing any revision of it. */
  load(request: Extract<WorkerRequest, { kind: 'load-map' }>): void {
    const { map } = request;
    this.live.replaced(request.mapId);
    const grid = { width: map.width, height: map.height, terrain: map.terrain, heights: map.heights, palette: map.palette };
    // The same map sent whole again (another view's copy): its regions are patched by comparing cells.
    const before = this.maps.get(request.mapId);
    before?.regions.replaced(before.grid, grid);
    this.keep(request.mapId, { revision: request.revision, grid, markers: { start: -1, goal: -1 }, regions: before?.regions ?? new KeptRegions() });
    this.emit({ kind: 'map-loaded', requestId: request.requestId, mapId: request.mapId, revision: request.revision });
  }

  unload(mapId: string): void {
    this.maps.delete(mapId);
  }

  /**
   * Applies an edit's deltas to the worker's copy in place and repairs what the engine derived from
   * it (mapContext.ts). A search, analysis or kept debugger run still reading the copy keeps the
   * revision it started on: the copy is duplicated first (once; later edits patch the new one).
   * True when it was applied.
   */
  edit(request: Extract<WorkerRequest, { kind: 'edit-map' }>): boolean {
    const map = this.maps.get(request.mapId);
    const at = map?.revision;
    if (map === undefined || at !== request.fromRevision) {
      this.emit({
        kind: 'error',
        requestId: request.requestId,
        code: map === undefined ? 'unknown-map' : 'stale-map',
        message: map === undefined
          ? 'The search worker does not hold this map, so an edit cannot be applied to it; send the whole map (load-map).'
          : `The search worker holds revision ${at} of this map, but the edit starts from revision ${request.fromRevision}; send the whole map (load-map).`,
      });
      return false;
    }
    this.live.editing(request.mapId);
    if (this.isRead(map.grid)) map.grid = copyOf(map.grid);
    try {
      const edit = applyMapDeltas(map.grid, map.markers, request.deltas);
      repairSearchCache(map.grid, edit);
      map.regions.edited(map.grid, edit);
      this.live.edited(request.mapId, at, request.revision, edit);
    } catch (err) {
      if (!(err instanceof MapDeltaError)) throw err;
      this.emit({ kind: 'error', requestId: request.requestId, code: 'malformed-request', message: `The search worker could not apply an edit: ${err.message} This is a bug in A* Studio; please report it.` });
      return false;
    }
    map.revision = request.revision;
    this.keep(request.mapId, map);
    this.emit({ kind: 'map-loaded', requestId: request.requestId, mapId: request.mapId, revision: request.revision });
    return true;
  }

  /** The loaded map a request names at the revision it names (now the most recently used), or undefined after answering why not. */
  loaded(request: { requestId: number; mapId: string; revision: number }): LoadedMap | undefined {
    const map = this.maps.get(request.mapId);
    if (!map) {
      this.emit({
        kind: 'error',
        requestId: request.requestId,
        code: 'unknown-map',
        message: 'The search worker does not hold this map (it was never sent, or was dropped to make room for others); send the map again.',
      });
      return undefined;
    }
    if (map.revision !== request.revision) {
      this.emit({
        kind: 'error',
        requestId: request.requestId,
        code: 'stale-map',
        message: `The search worker holds revision ${map.revision} of this map, not ${request.revision}; send the map again.`,
      });
      return undefined;
    }
    this.keep(request.mapId, map);
    return map;
  }

  /** The map kept under `mapId` now, if any (without counting as a use). */
  current(mapId: string): LoadedMap | undefined {
    return this.maps.get(mapId);
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
}

/** A copy of `grid` whose layers an edit may change while searches read the original. */
function copyOf(grid: Grid): Grid {
  return { width: grid.width, height: grid.height, terrain: grid.terrain.slice(), heights: grid.heights?.slice() ?? null, palette: grid.palette };
}
