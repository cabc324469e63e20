// The asking side of the worker protocol: request ids, promises, progress and cancel. Which map
// revision the worker holds and how it is brought up to date (a map is sent once, then as edits)
// is mapUploads.ts's; live lanes are liveClient.ts's.
import type { AnalysisAnswer, AnalysisAsk, MovementRules } from '../analysis/analysisJob';
import type { LevelAnswer, LevelAsk } from '../levelChecks/measure';
import type { HeuristicLabAnswer, HeuristicLabAsk } from '../analysis/heuristicLab';

/** The answer to an analysis question of any kind: a map overlay's, a level's measurement, or the heuristic lab's. */
export type AnswerTo<A extends AnalysisAsk | LevelAsk | HeuristicLabAsk> = A extends LevelAsk ? LevelAnswer : A extends HeuristicLabAsk ? HeuristicLabAnswer : AnalysisAnswer;
import type { SearchQuery, SearchResult } from '../engine/types';
import type { Breakpoint } from '../debug/breakpoint';
import { cancelledBeforeStart } from './cancelledResult';
import { gridForUnitType, UnitTypeError } from '../grid/unitTypes';
import type { MapDelta } from '../edit/mapDelta';
import type { ClientWire } from './clientWire';
import { LiveClient, type RunningSearch } from './liveClient';
import { MAP_MISSING, MapUploads, type MapSource } from './mapUploads';
import type { DebugState, TraceAnswers, TraceQuery, WorkerEvent, WorkerRequest } from './messages';
import { SearchWorkerError } from './searchWorkerError';

export { SearchWorkerError, type MapSource, type RunningSearch };

/** How requests leave this side; adapters wrap a MessagePort, a Worker or a child process. */
export interface SearchTransport {
  post(request: WorkerRequest, transfer: ArrayBuffer[]): void;
}

/**
 * The map as unit type `unitType` searches it (grid/unitTypes.ts), for every request that names one:
 * to the worker it is a map of its own (its own id, the palette carrying the unit type's costs), so
 * each unit type keeps its own preparations and live lanes, and the worker needs no notion of unit
 * types. The empty name is the map's own costs: the source itself. A name the map lacks fails the
 * request with a sentence listing the map's unit types.
 */
export function unitTypeSource(source: MapSource, unitType: string): MapSource {
  if (unitType === '') return source;
  return {
    mapId: `${source.mapId}#unit:${unitType}`,
    revision: source.revision,
    snapshot: () => {
      try {
        return gridForUnitType(source.snapshot(), unitType);
      } catch (err) {
        if (err instanceof UnitTypeError) throw new SearchWorkerError('invalid-search', err.message);
        throw err;
      }
    },
  };
}

/** A debugged search: the run it becomes in the worker, where it stops, and a way to stop it sooner. */
export interface DebugSession {
  /** The run's id (chosen here): later advances and questions name it. */
  readonly run: number;
  /** Where the run stopped: at `until`, a breakpoint, the end, or (after `cancel`) where it got to. */
  readonly state: Promise<DebugState>;
  cancel(): void;
}

/** A kept run being taken further. */
export interface RunningAdvance {
  /** Where it stopped (after `cancel`: where it got to; the run stays usable). */
  readonly state: Promise<DebugState>;
  cancel(): void;
}

/** How a debugged search starts: how far to go before pausing (null: to the end) and the breakpoints that stop it sooner. */
export interface DebugStartOptions {
  until: number | null;
  breakpoints: Breakpoint[];
}

interface Pending {
  resolve(event: WorkerEvent): void;
  reject(error: Error): void;
  onProgress?: (expanded: number) => void;
}

export class SearchClient {
  private nextId = 1;
  private nextRun = 1;
  private readonly pending = new Map<number, Pending>();
  /** What the client's parts send through. */
  private readonly wire: ClientWire = {
    nextId: () => this.nextId++,
    request: (request, transfer) => this.request(request, transfer),
    post: (request) => this.transport.post(request, []),
    cancel: (requestId) => this.cancelRequest(requestId),
  };
  /** The revision of each map the worker holds, and the uploads under way. */
  private readonly maps = new MapUploads(this.wire);
  private readonly lanes = new LiveClient(this.wire, this.maps);

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
    if (event.kind === 'queued') return; // waiting for its turn: the answer comes later
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
    this.maps.clear();
    const error = new SearchWorkerError(
      'worker-restarted',
      `The search worker stopped (${reason}) and was restarted. Your map is safe; run the search again.`,
    );
    const failed = [...this.pending.values()];
    this.pending.clear();
    for (const p of failed) p.reject(error);
  }

  /**
   * Brings the worker's copy to the source's revision unless it holds it already or is being sent
   * it: the edit since the revision it holds when the source knows it, else the whole map.
   */
  syncMap(source: MapSource): Promise<void> {
    return this.maps.sync(source);
  }

  /**
   * Moves the worker's copy of `mapId` from revision `fromRevision` to `revision` by `deltas`
   * ('whole-map' is not one: use syncMap). Rejects with 'stale-map' or 'unknown-map' when the
   * worker holds another revision or none; the next syncMap then sends the whole map.
   */
  editMap(mapId: string, fromRevision: number, revision: number, deltas: readonly MapDelta[]): Promise<void> {
    return this.maps.edit(mapId, fromRevision, revision, deltas);
  }

  /**
   * Searches a map, sending it first if the worker lacks it. If the worker dropped the map
   * meanwhile (it keeps a bounded number), the map is sent again and the search retried once.
   */
  search(map: MapSource, query: SearchQuery, onProgress?: (expanded: number) => void): RunningSearch {
    const source = unitTypeSource(map, query.options.unitType);
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
        this.maps.forget(source.mapId);
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

  /**
   * The live answer of `lane` (a pane's path, a waypoint leg: any name) for `query` on the source's
   * revision: the map is brought up to date first (as an edit when the source knows the deltas),
   * and the worker reuses the lane's previous search where that is cheaper. The newest request of a
   * lane wins: an older one still under way (or still waiting for its map) resolves with status
   * 'cancelled' at once, so a caller drops it and never queues behind the pointer.
   */
  liveSearch(source: MapSource, lane: string, query: SearchQuery): RunningSearch {
    return this.lanes.search(unitTypeSource(source, query.options.unitType), lane, query);
  }

  /** Tells the worker to forget lane `lane` and what it kept (a pane closed, live paths turned off); nothing waits for the answer. */
  dropLane(lane: string): void {
    this.lanes.drop(lane);
  }

  /**
   * Searches a map with the debugger: the worker records the search and keeps it as run `run`,
   * paused at `start.until` or at the first breakpoint. The map is sent first if the worker lacks
   * it (and once more if the worker dropped it meanwhile). Cancelled before it reaches the worker,
   * it still becomes a run, paused before its first step.
   */
  debug(map: MapSource, query: SearchQuery, start: DebugStartOptions, onProgress?: (expanded: number) => void): DebugSession {
    const run = this.nextRun++;
    const source = unitTypeSource(map, query.options.unitType);
    const { mapId, revision } = source;
    let cancelled = false;
    /** The search request on the wire, if any: a cancel must reach it. */
    let onWire: number | null = null;
    const attempt = async (isRetry: boolean): Promise<DebugState> => {
      await this.syncMap(source);
      const requestId = this.nextId++;
      onWire = requestId;
      const debug = cancelled ? { run, until: 0, breakpoints: [] } : { run, until: start.until, breakpoints: start.breakpoints };
      try {
        return stateOf(await this.request({ kind: 'search', requestId, mapId, revision, query, debug }, [], onProgress), 'a debugged search');
      } catch (err) {
        onWire = null;
        if (isRetry || !(err instanceof SearchWorkerError) || !MAP_MISSING.has(err.code)) throw err;
        this.maps.forget(mapId);
        return attempt(true);
      }
    };
    return {
      run,
      state: attempt(false),
      cancel: () => {
        if (cancelled) return;
        cancelled = true;
        if (onWire !== null) this.cancelRequest(onWire);
      },
    };
  }

  /**
   * Takes kept run `run` further: to step `until` (null: the end), stopping at the first enabled
   * breakpoint after step `from`. Rejects with 'unknown-run' when the worker no longer keeps it.
   */
  advance(run: number, from: number, until: number | null, breakpoints: Breakpoint[], onProgress?: (expanded: number) => void): RunningAdvance {
    const requestId = this.nextId++;
    const state = this.request({ kind: 'advance', requestId, run, from, until, breakpoints }, [], onProgress).then((e) => stateOf(e, 'an advance'));
    return { state, cancel: () => this.cancelRequest(requestId) };
  }

  /**
   * A level analysis of a map (sent first if the worker lacks it, and once more if it dropped it
   * meanwhile). `cancel` stops it; the answer then rejects with the 'cancelled' code.
   */
  analyze<A extends AnalysisAsk | LevelAsk | HeuristicLabAsk>(map: MapSource, rules: MovementRules, ask: A): { answer: Promise<AnswerTo<A>>; cancel(): void } {
    const source = unitTypeSource(map, rules.unitType);
    let onWire: number | null = null;
    let cancelled = false;
    const attempt = async (isRetry: boolean): Promise<AnswerTo<A>> => {
      await this.syncMap(source);
      if (cancelled) throw new SearchWorkerError('cancelled', 'The analysis was cancelled.');
      const requestId = this.nextId++;
      onWire = requestId;
      try {
        const event = await this.request({ kind: 'analyze', requestId, mapId: source.mapId, revision: source.revision, rules, ask }, []);
        if (event.kind !== 'analysis') throw new SearchWorkerError('internal', `Unexpected reply '${event.kind}' to an analysis.`);
        return event.answer as AnswerTo<A>;
      } catch (err) {
        if (isRetry || cancelled || !(err instanceof SearchWorkerError) || !MAP_MISSING.has(err.code)) throw err;
        this.maps.forget(source.mapId);
        return attempt(true);
      }
    };
    return {
      answer: attempt(false),
      cancel: () => {
        cancelled = true;
        if (onWire !== null) this.cancelRequest(onWire);
      },
    };
  }

  /** Asks about kept run `run` at one step; the answer is of the query's kind. */
  async traceQuery<Q extends TraceQuery>(run: number, query: Q): Promise<TraceAnswers[Q['kind']]> {
    const event = await this.request({ kind: 'trace-query', requestId: this.nextId++, run, query }, []);
    if (event.kind !== 'trace-answer' || event.answer.kind !== query.kind)
      throw new SearchWorkerError('internal', `Unexpected reply '${event.kind}' to a '${query.kind}' question about a run.`);
    return event.answer.value as TraceAnswers[Q['kind']];
  }

  /** Tells the worker to forget run `run` (its recording and search); nothing waits for the answer. */
  releaseRun(run: number): void {
    try {
      this.transport.post({ kind: 'release-run', requestId: this.nextId++, run }, []);
    } catch {
      // The worker is gone, and its runs with it.
    }
  }

  /** Resolves when the worker answers; a liveness check. */
  async ping(): Promise<void> {
    await this.request({ kind: 'ping', requestId: this.nextId++ }, []);
  }

  /** Stops request `requestId` if it is still under way (its answer then says where it got to). */
  private cancelRequest(requestId: number): void {
    if (this.pending.has(requestId)) this.transport.post({ kind: 'cancel', requestId: this.nextId++, target: requestId }, []);
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

/** The debug state a reply carries; any other reply is a bug. */
function stateOf(event: WorkerEvent, what: string): DebugState {
  if (event.kind !== 'debug-state') throw new SearchWorkerError('internal', `Unexpected reply '${event.kind}' to ${what}.`);
  return event.state;
}
