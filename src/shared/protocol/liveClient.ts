// The asking side of live lanes (liveLanes.ts is the answering side): a lane's live search, the
// map brought up to date first, and the newest request of a lane winning. An older request still
// waiting for its map resolves 'cancelled' at once; one already in the worker is cancelled there
// by the newer one, and answers 'cancelled' too.
import type { SearchQuery, SearchResult } from '../engine/types';
import { cancelledBeforeStart } from './cancelledResult';
import type { ClientWire } from './clientWire';
import { MAP_MISSING, type MapSource, type MapUploads } from './mapUploads';
import { SearchWorkerError } from './searchWorkerError';

/** A search under way (or still waiting for its map to reach the worker): its result, and a way to stop it. */
export interface RunningSearch {
  /** The result; status 'cancelled' after `cancel`, at once if the search had not reached the worker yet. */
  readonly result: Promise<SearchResult>;
  cancel(): void;
}

export class LiveClient {
  /** Per lane: the number of its newest request (older ones are superseded)… */
  private readonly turns = new Map<string, number>();
  /** …and how to answer its request still waiting for the map ('cancelled', at once) when a newer one comes. */
  private readonly stops = new Map<string, () => void>();

  constructor(
    private readonly wire: ClientWire,
    private readonly maps: MapUploads,
  ) {}

  /** The live answer of `lane` for `query` on the source's revision (SearchClient.liveSearch). */
  search(source: MapSource, lane: string, query: SearchQuery): RunningSearch {
    const turn = (this.turns.get(lane) ?? 0) + 1;
    this.turns.set(lane, turn);
    const superseded = () => this.turns.get(lane) !== turn;
    let stop!: (result: SearchResult) => void;
    const stopped = new Promise<SearchResult>((resolve) => (stop = resolve));
    let onWire: number | null = null;
    const attempt = async (isRetry: boolean): Promise<SearchResult> => {
      await this.maps.sync(source);
      if (superseded()) return cancelledBeforeStart(query);
      const requestId = this.wire.nextId();
      onWire = requestId;
      try {
        const event = await this.wire.request({ kind: 'live-search', requestId, mapId: source.mapId, revision: source.revision, lane, query }, []);
        if (event.kind !== 'result') throw new SearchWorkerError('internal', `Unexpected reply '${event.kind}' to a live search.`);
        return event.result;
      } catch (err) {
        onWire = null;
        if (isRetry || superseded() || !(err instanceof SearchWorkerError) || !MAP_MISSING.has(err.code)) throw err;
        this.maps.forget(source.mapId);
        return attempt(true);
      }
    };
    const previous = this.stops.get(lane);
    previous?.();
    this.stops.set(lane, () => {
      if (onWire === null) stop(cancelledBeforeStart(query));
    });
    return {
      result: Promise.race([attempt(false), stopped]).finally(() => {
        if (this.turns.get(lane) === turn) this.stops.delete(lane);
      }),
      cancel: () => {
        if (onWire === null) stop(cancelledBeforeStart(query));
        else this.wire.cancel(onWire);
      },
    };
  }

  /** Tells the worker to forget lane `lane` (SearchClient.dropLane); nothing waits for the answer. */
  drop(lane: string): void {
    this.stops.get(lane)?.();
    this.turns.set(lane, (this.turns.get(lane) ?? 0) + 1);
    try {
      this.wire.post({ kind: 'drop-lane', requestId: this.wire.nextId(), lane });
    } catch {
      // The worker is gone, and its lanes with it.
    }
  }
}
