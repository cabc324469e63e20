// The worker's idle catch-up: after edits, once nothing has been asked of it for a moment, the
// worker brings the preparations edits left behind on the edited maps up to date (JPS's jump graph,
// JPSW's repairs and regions; engine/catchUp.ts), a few milliseconds a turn, so that F9 after
// painting finds them ready instead of waiting seconds on a 2048² map. Any message (a live edit, a
// drag, a search) pauses it again: the newest request never waits for more than one of its turns,
// and a search that needs the same preparation carries it on where this left it.
import { now } from '../clock';
import { catchUpPreparations, preparationsBehind } from '../engine/catchUp';
import type { Grid } from '../grid/grid';
import { systemTimers, type Timers } from './watchdog';

/** Quiet time after the last request before the catch-up starts: a stroke's dabs come every frame, and a hand takes longer than this to reach F9 or begin the next stroke. */
export const IDLE_CATCH_UP_MS = 200;
/** Time a turn of the catch-up may take (its preparations pause every few milliseconds). */
const TURN_MS = 8;

export interface CatchUpHost {
  /** Whether the worker has nothing else to do: no request under way, no turn waiting. */
  quiet(): boolean;
  /** Runs a task in a turn of its own (the service's turns). */
  run(task: () => void): void;
  /** The grid the worker holds for a map now, if it holds it. */
  grid(mapId: string): Grid | undefined;
  /** Quiet milliseconds to wait for (IDLE_CATCH_UP_MS by default). */
  delayMs: number;
  /** The host's timers (systemTimers by default). */
  timers?: Timers;
}

export class IdleCatchUp {
  /** Maps edited since their catch-up last ran. */
  private readonly edited = new Set<string>();
  private work: { mapId: string; steps: Generator<void, void, void> } | null = null;
  private timer: unknown = null;
  /** A turn of the catch-up is queued. */
  private queued = false;
  private lastRequest = -Infinity;
  /** Those waiting for it to be idle (whenIdle). */
  private waiting: (() => void)[] = [];

  constructor(private readonly host: CatchUpHost) {}

  /** A request came in: the catch-up waits for quiet again. */
  requested(): void {
    this.lastRequest = now();
  }

  /**
   * Map `mapId` was edited: what was under way for it is of the revision before, begun again later
   * (nothing when no search prepared anything on it that the edit left behind).
   */
  mapEdited(mapId: string): void {
    if (this.work?.mapId === mapId) this.work = null;
    const grid = this.host.grid(mapId);
    if (grid === undefined || !preparationsBehind(grid)) return this.settled();
    this.edited.add(mapId);
    this.arm(this.host.delayMs);
  }

  /** Map `mapId` was loaded afresh or dropped: nothing of its old grid is wanted. */
  mapReplaced(mapId: string): void {
    this.edited.delete(mapId);
    if (this.work?.mapId === mapId) this.work = null;
    this.settled();
  }

  /** Tells those waiting (whenIdle) when nothing is left to do. */
  private settled(): void {
    if (this.idle) for (const resolve of this.waiting.splice(0)) resolve();
  }

  /** Whether it has nothing left to do. */
  get idle(): boolean {
    return this.work === null && this.edited.size === 0;
  }

  /** Resolves once it has nothing left to do (at once if it has nothing now): for tests and the bench. */
  whenIdle(): Promise<void> {
    return this.idle ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  private arm(ms: number): void {
    if (this.timer !== null || this.queued) return;
    this.timer = (this.host.timers ?? systemTimers).setTimeout(this.wake, Math.max(0, ms));
  }

  private readonly wake = (): void => {
    this.timer = null;
    this.queue();
  };

  private queue(): void {
    this.queued = true;
    this.host.run(this.turn);
  }

  private readonly turn = (): void => {
    this.queued = false;
    const wait = this.lastRequest + this.host.delayMs - now();
    if (wait > 0 || !this.host.quiet()) {
      if (!this.idle) this.arm(wait > 0 ? wait : this.host.delayMs);
      return;
    }
    const work = this.work ?? this.nextWork();
    if (work === null) return this.settled(); // every edited map is caught up
    const began = now();
    try {
      while (now() - began < TURN_MS) {
        if (work.steps.next().done) {
          this.work = null;
          break;
        }
      }
    } catch {
      // A failing preparation is left to the search that needs it, which reports it to the user.
      this.work = null;
    }
    this.queue();
  };

  private nextWork(): IdleCatchUp['work'] {
    for (const mapId of this.edited) {
      this.edited.delete(mapId);
      const grid = this.host.grid(mapId);
      if (grid !== undefined && preparationsBehind(grid)) return (this.work = { mapId, steps: catchUpPreparations(grid) });
    }
    return null;
  }
}
