// The worker's live lanes: each lane (named by the client: a pane's path, a waypoint leg) keeps
// its LiveLane (engine/live/) and the revision its last answer was for; each map keeps the changes
// its edits made, so a lane is told what changed since then. The newest request of a lane wins: it
// cancels the lane's unfinished one, which answers 'cancelled'. An edit cancels the live work on
// its map (it would read cells changing under it); the client asks again for the new revision.
import type { Grid } from '../grid/grid';
import type { MapChange } from '../engine/mapContext';
import { LiveLane, type LiveWork } from '../engine/live/liveLane';
import { cancelledBeforeStart } from './cancelledResult';
import type { WorkerRequest } from './messages';
import type { WorkerHost } from './runAdvance';
import { baselineCopy, ownedBuffers } from './transfer';

type LiveRequest = Extract<WorkerRequest, { kind: 'live-search' }>;

/** Changes kept per map at most: a lane further behind starts afresh. */
const MAX_KEPT_CHANGES = 256;

interface LaneEntry {
  lane: LiveLane;
  mapId: string;
  /** The revision of the lane's last answer (null: none yet). */
  revision: number | null;
  /** The request under way and its work, if any. */
  running: { request: LiveRequest; work: LiveWork } | null;
}

export class LiveLanes {
  private readonly lanes = new Map<string, LaneEntry>();
  /** Per map: its edits in order, each from one revision to the next, with what it changed. */
  private readonly changes = new Map<string, { from: number; to: number; change: MapChange }[]>();

  constructor(
    private readonly host: WorkerHost,
    private readonly slice: number,
  ) {}

  /** Answers a live-search on `grid` (the map at the request's revision), cancelling the lane's unfinished one. */
  search(request: LiveRequest, grid: Grid): void {
    let entry = this.lanes.get(request.lane);
    if (entry?.running) this.cancel(entry);
    if (!entry || entry.mapId !== request.mapId) {
      entry = { lane: entry?.lane ?? new LiveLane(), mapId: request.mapId, revision: null, running: null };
      this.lanes.set(request.lane, entry);
    }
    const id = request.requestId;
    const work = entry.lane.begin(grid, request.query, entry.revision === null ? null : this.changesSince(request.mapId, entry.revision, request.revision));
    const lane = entry;
    lane.running = { request, work };
    this.host.begin(id, () => lane.running?.request === request && this.cancel(lane));
    const slice = () => {
      if (lane.running?.request !== request) return; // cancelled meanwhile (answered then)
      try {
        if (!work.step(this.slice)) {
          this.host.emit({ kind: 'progress', requestId: id, expanded: 0 }, []);
          this.host.schedule(slice);
          return;
        }
        lane.running = null;
        lane.revision = request.revision;
        this.host.done(id);
        // The lane keeps its answer's path: post a copy, moved, not copied again.
        const raw = work.result();
        const result = { ...raw, path: raw.path.slice(), ...baselineCopy(raw) };
        this.host.emit({ kind: 'result', requestId: id, result }, ownedBuffers(result.baseline ? [result.path, result.baseline.path] : [result.path]));
        this.trim(request.mapId);
      } catch (err) {
        lane.running = null;
        this.host.done(id);
        this.host.fail(id, err);
      }
    };
    slice();
  }

  /** Forgets lane `name` (cancelling its work). */
  drop(name: string): void {
    const entry = this.lanes.get(name);
    if (entry?.running) this.cancel(entry);
    this.lanes.delete(name);
  }

  /** Map `mapId` is about to change in place: live work on it stops (answering 'cancelled'). */
  editing(mapId: string): void {
    for (const entry of this.lanes.values()) if (entry.mapId === mapId && entry.running) this.cancel(entry);
  }

  /** Map `mapId` went from revision `from` to `to` by an edit that made `change`. */
  edited(mapId: string, from: number, to: number, change: MapChange): void {
    let log = this.changes.get(mapId);
    if (!log) this.changes.set(mapId, (log = []));
    log.push({ from, to, change });
    if (log.length > MAX_KEPT_CHANGES) log.splice(0, log.length - MAX_KEPT_CHANGES);
  }

  /** Map `mapId` was replaced as a whole (load-map): lanes on it start afresh. */
  replaced(mapId: string): void {
    this.editing(mapId);
    this.changes.delete(mapId);
    for (const entry of this.lanes.values()) if (entry.mapId === mapId) entry.revision = null;
  }

  /** The changes from revision `from` to `to`, in order; null when the log does not join them. */
  private changesSince(mapId: string, from: number, to: number): MapChange[] | null {
    if (from === to) return [];
    const log = this.changes.get(mapId) ?? [];
    const first = log.findIndex((e) => e.from === from);
    if (first < 0) return null;
    const out: MapChange[] = [];
    let at = from;
    for (let i = first; i < log.length && at !== to; i++) {
      if (log[i]!.from !== at) return null;
      out.push(log[i]!.change);
      at = log[i]!.to;
    }
    return at === to ? out : null;
  }

  /** Drops changes every lane on the map has followed. */
  private trim(mapId: string): void {
    const log = this.changes.get(mapId);
    if (!log) return;
    let oldest = Infinity;
    for (const e of this.lanes.values()) if (e.mapId === mapId) oldest = Math.min(oldest, e.revision ?? -Infinity);
    if (oldest === -Infinity) return;
    const keepFrom = log.findIndex((e) => e.from >= oldest);
    if (keepFrom > 0) log.splice(0, keepFrom);
  }

  /** Stops the lane's work and answers its request 'cancelled'. */
  private cancel(entry: LaneEntry): void {
    const running = entry.running!;
    entry.running = null;
    running.work.cancel();
    this.host.done(running.request.requestId);
    this.host.emit({ kind: 'result', requestId: running.request.requestId, result: cancelledBeforeStart(running.request.query) }, []);
  }
}
