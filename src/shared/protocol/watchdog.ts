// Tells when a search worker has hung: it stopped answering pings, or a request it was given has
// had no news (no progress, no reply) for too long. The worker answers pings and reports progress
// between search slices, so a slice that never ends silences both. A search the worker said is
// waiting its turn has no news to give until it starts: only the pings count for it meanwhile.
// Pure timing logic over injected timers; the hosts wire it to their transport and restart the
// worker when it fires.
//
// Silence is counted in ticks of the ping timer, not read off a wall clock: a laptop that sleeps
// mid-search, or a background tab whose timers the browser slows down, then never looks hung.
// Silence is not counted until the worker has said something (its 'ready', or a first pong): a
// worker that is slow to start on a busy machine is not a hung one. A much longer limit applies
// meanwhile (startAfterMs), so a worker that stops before it ever answers (stopped by SIGSTOP, or
// stuck loading) is still replaced rather than waited for forever.
import type { WorkerEvent, WorkerRequest } from './messages';

/** The timer functions the watchdog uses (injected so tests drive a fake clock). */
export interface Timers {
  setTimeout(task: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Browsers, workers and Node all have these; the pure lib of src/shared declares neither DOM nor Node.
declare function setTimeout(task: () => void, ms: number): unknown;
declare function clearTimeout(handle: unknown): void;

/** The host's own timers. */
export const systemTimers: Timers = {
  setTimeout: (task, ms) => setTimeout(task, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

export interface WatchdogOptions {
  /** Sends the worker a ping; report its answer with `pong()` (or pass the 'pong' event to `received`). */
  ping(): void;
  /** The worker counts as hung; `reason` completes "The search worker stopped (…)". Called once. */
  onHung(reason: string): void;
  timers?: Timers;
  /** How often to ping while watching. */
  pingEveryMs?: number;
  /** Silence after which the worker counts as hung. */
  hungAfterMs?: number;
  /** Time a new worker has to say anything at all while there is work for it (default 60 s). */
  startAfterMs?: number;
  /**
   * Watch all the time, not only while a request is outstanding: Electron's main process pings
   * the utility process but cannot see the renderer's requests, which go over their own port.
   */
  always?: boolean;
}

/** The silence of a request waiting for its turn in the worker: not counted. */
const WAITING = -1;

/** Defaults: ping every second, and give up after five seconds of silence. */
export const WATCHDOG_DEFAULTS = { pingEveryMs: 1000, hungAfterMs: 5000, startAfterMs: 60_000 } as const;

export class Watchdog {
  private readonly timers: Timers;
  private readonly pingEveryMs: number;
  /** Ticks of silence allowed; one more and the worker counts as hung. */
  private readonly limit: number;
  /** Ticks a worker that never answered may stay silent while watched. */
  private readonly startLimit: number;
  private readonly reasonNotStarted: string;
  private readonly reasonSilent: string;
  private readonly reasonStalled: string;
  /** Outstanding request id → ticks since the worker last said anything about it (WAITING: queued, not counted). */
  private readonly quiet = new Map<number, number>();
  /** Ticks since the oldest unanswered ping was sent, or -1 when every ping was answered. */
  private unanswered = -1;
  private timer: unknown = null;
  private stopped = false;
  /** The worker has answered at least once; silence counts from then on. */
  private alive = false;
  /** Watched ticks before the worker first answered. */
  private startTicks = 0;

  constructor(private readonly options: WatchdogOptions) {
    this.timers = options.timers ?? systemTimers;
    this.pingEveryMs = options.pingEveryMs ?? WATCHDOG_DEFAULTS.pingEveryMs;
    const hungAfterMs = options.hungAfterMs ?? WATCHDOG_DEFAULTS.hungAfterMs;
    this.limit = Math.max(1, Math.ceil(hungAfterMs / this.pingEveryMs));
    const startAfterMs = options.startAfterMs ?? WATCHDOG_DEFAULTS.startAfterMs;
    this.startLimit = Math.max(1, Math.ceil(startAfterMs / this.pingEveryMs));
    this.reasonNotStarted = `it did not start within ${+(startAfterMs / 1000).toFixed(2)} s`;
    const seconds = `${+(hungAfterMs / 1000).toFixed(2)} s`;
    this.reasonSilent = `it did not answer for ${seconds}`;
    this.reasonStalled = `it made no progress for ${seconds}`;
    this.update();
  }

  /** A request left for the worker; pings are the watchdog's own and are not tracked. */
  sent(request: WorkerRequest): void {
    if (this.stopped || request.kind === 'ping') return;
    this.quiet.set(request.requestId, 0);
    this.update();
  }

  /** An event arrived from the worker: progress and replies are news of their request. */
  received(event: WorkerEvent): void {
    if (this.stopped) return;
    this.alive = true;
    if (event.kind === 'pong') this.pong();
    if (event.kind === 'ready') return;
    if (event.requestId === null || !this.quiet.has(event.requestId)) return;
    if (event.kind === 'progress') this.quiet.set(event.requestId, 0);
    else if (event.kind === 'queued') this.quiet.set(event.requestId, WAITING);
    else this.quiet.delete(event.requestId);
    this.update();
  }

  /** The worker answered a ping. */
  pong(): void {
    this.alive = true;
    this.unanswered = -1;
  }

  /** Stops watching for good (the worker is gone or being replaced). */
  stop(): void {
    this.stopped = true;
    this.quiet.clear();
    this.setTicking(false);
  }

  /** Ticks while there is something to watch; forgets an old unanswered ping once there is not. */
  private update(): void {
    const watching = !this.stopped && (this.options.always === true || this.quiet.size > 0);
    if (!watching) this.unanswered = -1;
    this.setTicking(watching);
  }

  private setTicking(on: boolean): void {
    if (on && this.timer === null) this.timer = this.timers.setTimeout(() => this.tick(), this.pingEveryMs);
    if (!on && this.timer !== null) {
      this.timers.clearTimeout(this.timer);
      this.timer = null;
    }
  }

  private tick(): void {
    this.timer = null;
    if (this.stopped) return;
    if (!this.alive) {
      if (++this.startTicks > this.startLimit) {
        this.stop();
        this.options.onHung(this.reasonNotStarted);
        return;
      }
      this.options.ping(); // the worker answers once it has started; until then, only the start limit counts
      this.update();
      return;
    }
    if (this.unanswered >= 0) this.unanswered++;
    // A ping goes out on a tick, so `limit` ticks unanswered are hungAfterMs of silence; a request
    // may have been sent just before a tick, so it gets one tick more.
    const silent = this.unanswered >= this.limit;
    let stalled = false;
    for (const [id, ticks] of this.quiet) {
      if (ticks === WAITING) continue;
      this.quiet.set(id, ticks + 1);
      if (ticks + 1 > this.limit) stalled = true;
    }
    if (silent || stalled) {
      this.stop();
      this.options.onHung(silent ? this.reasonSilent : this.reasonStalled);
      return;
    }
    if (this.unanswered < 0) {
      this.unanswered = 0;
      this.options.ping();
    }
    this.update();
  }
}
