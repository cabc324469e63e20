// Which revision of each map the worker holds, as far as the client knows, and bringing it up to
// date: the edit since the revision it holds when the map source knows it ('edit-map', bytes in
// proportion to the cells changed), else the whole map ('load-map'). A map is sent once per
// revision however many requests want it, and again when the worker dropped it.
import type { MapDelta } from '../edit/mapDelta';
import type { ClientWire } from './clientWire';
import type { MapSnapshot, WorkerErrorCode } from './messages';
import { SearchWorkerError } from './searchWorkerError';

/** A map the worker may need: which one, which revision, and how to copy it when the worker lacks it. */
export interface MapSource {
  readonly mapId: string;
  readonly revision: number;
  /** A copy of the map at `revision` (its buffers are moved to the worker); throws if the map has moved on. */
  snapshot(): MapSnapshot;
  /**
   * The deltas that take the map from revision `from` to `revision` (edit/mapDelta.ts), or null
   * when they are not known (then the map is copied). With it, a worker holding an older revision
   * is sent the edit, not the map: bytes in proportion to the cells changed.
   */
  deltasSince?(from: number): MapDelta[] | null;
}

/** The worker lost the map a request asked for (it dropped it to make room, or holds another revision). */
export const MAP_MISSING: ReadonlySet<string> = new Set<WorkerErrorCode>(['unknown-map', 'stale-map']);

export class MapUploads {
  /** mapId → revision the worker holds, as far as this side knows (the worker may drop maps). */
  private readonly held = new Map<string, number>();
  /** Map uploads under way, so a request started meanwhile waits for them instead of sending the map twice. */
  private readonly uploads = new Map<string, { revision: number; done: Promise<void> }>();

  constructor(private readonly wire: ClientWire) {}

  /** The worker no longer holds `mapId` (it said so): the next sync sends the whole map. */
  forget(mapId: string): void {
    this.held.delete(mapId);
  }

  /** A new worker holds nothing. */
  clear(): void {
    this.held.clear();
    this.uploads.clear();
  }

  /**
   * Brings the worker's copy to the source's revision unless it holds it already or is being sent
   * it: the edit since the revision it holds when the source knows it, else the whole map (also
   * when the worker refuses the edit: it dropped the map, or holds another revision).
   */
  async sync(source: MapSource): Promise<void> {
    const { mapId, revision } = source;
    const held = this.held.get(mapId);
    if (held === revision) return;
    const upload = this.uploads.get(mapId);
    if (upload?.revision === revision) return upload.done;
    if (upload !== undefined && source.deltasSince) {
      // Another revision is on its way (a stroke's previous dab): the edit since it is smaller than a copy.
      await upload.done.catch(() => {});
      return this.sync(source);
    }
    const deltas = held !== undefined ? (source.deltasSince?.(held) ?? null) : null;
    const send = deltas !== null && !deltas.some((d) => d.kind === 'whole-map')
      ? this.edit(mapId, held!, revision, deltas).catch((err: unknown) => {
          if (!(err instanceof SearchWorkerError) || err.code === 'worker-restarted') throw err;
          return this.load(source);
        })
      : this.load(source);
    const done: Promise<void> = send.finally(() => {
      if (this.uploads.get(mapId)?.done === done) this.uploads.delete(mapId);
    });
    this.uploads.set(mapId, { revision, done });
    return done;
  }

  /**
   * Moves the worker's copy of `mapId` from revision `fromRevision` to `revision` by `deltas`
   * ('whole-map' is not one: use sync). Rejects with 'stale-map' or 'unknown-map' when the
   * worker holds another revision or none; the next sync then sends the whole map.
   */
  async edit(mapId: string, fromRevision: number, revision: number, deltas: readonly MapDelta[]): Promise<void> {
    this.held.delete(mapId);
    // Copied, not moved (the journal keeps its deltas); a view into a larger buffer would copy all of it.
    await this.wire.request({ kind: 'edit-map', requestId: this.wire.nextId(), mapId, fromRevision, revision, deltas: deltas.map(ownDelta) }, []);
    this.held.set(mapId, revision);
  }

  /** Sends the whole map at the source's revision. */
  private async load(source: MapSource): Promise<void> {
    const map = source.snapshot();
    const transfer = [map.terrain.buffer as ArrayBuffer];
    if (map.heights) transfer.push(map.heights.buffer as ArrayBuffer);
    this.held.delete(source.mapId);
    await this.wire.request({ kind: 'load-map', requestId: this.wire.nextId(), mapId: source.mapId, revision: source.revision, map }, transfer);
    this.held.set(source.mapId, source.revision);
  }
}

/** A delta whose arrays own their buffers, so posting it copies its cells and nothing more. */
function ownDelta(delta: MapDelta): MapDelta {
  if (delta.kind !== 'cells') return delta;
  const own = <T extends Int32Array | Uint8Array | Int16Array>(a: T): T => (a.byteLength === a.buffer.byteLength ? a : (a.slice() as T));
  return { ...delta, runs: own(delta.runs), values: own(delta.values) } as MapDelta;
}
