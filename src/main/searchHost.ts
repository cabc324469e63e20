// Keeps one search worker alive: starts it, watches it, and when it exits, crashes or hangs starts
// a new one and says why. A hung worker is asked to end and, if it has not after a short grace,
// killed outright, and the new one starts either way. Pure logic over a `launch` function and
// injected timers, so tests drive it with child_process.fork and a fake clock while Electron
// drives it with utilityProcess.fork.
import { systemTimers, Watchdog, type Timers } from '../shared/protocol/watchdog';
import { END_GRACE_MS, endWorker, type EndableWorker } from '../shared/protocol/workerEnd';

/** What the host needs of a worker process: its pid, exit and signals (EndableWorker), and the watchdog's ping. */
export interface WorkerHandle extends EndableWorker {
  readonly pid: number | undefined;
  onExit(listener: (code: number | null) => void): void;
  /** Asks the worker whether it is alive; it answers between search slices, through `onPong`. */
  ping(): void;
  onPong(listener: () => void): void;
}

export interface SearchHostOptions<W extends WorkerHandle> {
  /** Starts a worker process. */
  launch(): W;
  /** A worker was started; `reason` says why (first start, or how the last one ended). */
  onStarted(worker: W, generation: number, reason: string): void;
  /** Delays before restarting after consecutive quick crashes; the last one repeats. */
  restartDelaysMs?: number[];
  /** A worker that lived this long resets the crash streak. */
  stableAfterMs?: number;
  /** How often the worker is pinged, and how long it may stay silent before it counts as hung. */
  watchdog?: { pingEveryMs?: number; hungAfterMs?: number };
  /** How long a worker asked to end (SIGTERM) has before it is killed outright (SIGKILL). */
  endGraceMs?: number;
  timers?: Timers;
  now?: () => number;
  log?: (message: string) => void;
}

/** Restart delays after 1, 2, 3, 4+ quick crashes in a row. */
export const DEFAULT_RESTART_DELAYS_MS = [0, 250, 1000, 5000];

export class SearchHost<W extends WorkerHandle> {
  private worker: W | null = null;
  private watchdog: Watchdog | null = null;
  /** Why the live worker is being stopped by us (it hung), which its exit code cannot say. */
  private stopReason: string | null = null;
  private generation = 0;
  private streak = 0;
  private startedAt = 0;
  private disposed = false;
  private timer: unknown = null;
  private readonly timers: Timers;
  private readonly now: () => number;

  constructor(private readonly options: SearchHostOptions<W>) {
    this.timers = options.timers ?? systemTimers;
    this.now = options.now ?? Date.now;
  }

  /** The live worker, if any. */
  get current(): W | null {
    return this.worker;
  }

  start(reason = 'started'): W {
    if (this.disposed) throw new Error('SearchHost was disposed');
    const worker = this.options.launch();
    this.worker = worker;
    this.stopReason = null;
    this.generation += 1;
    this.startedAt = this.now();
    const generation = this.generation;
    const watchdog = new Watchdog({
      ...this.options.watchdog,
      always: true,
      timers: this.timers,
      ping: () => worker.ping(),
      onHung: (why) => this.stopHung(worker, generation, why),
    });
    this.watchdog = watchdog;
    worker.onPong(() => watchdog.pong());
    worker.onExit((code) => this.handleExit(worker, generation, code));
    this.options.onStarted(worker, generation, reason);
    return worker;
  }

  /** Stops the worker for good (app quit). */
  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.watchdog?.stop();
    if (this.worker) endWorker(this.worker, { timers: this.timers, graceMs: this.graceMs });
    this.worker = null;
  }

  private get graceMs(): number {
    return this.options.endGraceMs ?? END_GRACE_MS;
  }

  /**
   * A hung worker is asked to end; its exit then restarts it like a crash, with the hang as the
   * reason. One that ignores the request (a stopped process never acts on SIGTERM) is killed
   * outright after the grace and counts as exited then.
   */
  private stopHung(worker: W, generation: number, why: string): void {
    if (this.worker !== worker || this.disposed) return;
    this.stopReason = why;
    const name = `search worker ${worker.pid ?? '?'} (generation ${generation})`;
    this.options.log?.(`${name} hung: ${why}; stopping it`);
    endWorker(worker, {
      timers: this.timers,
      graceMs: this.graceMs,
      onForced: () => {
        if (this.worker !== worker || this.disposed) return;
        this.options.log?.(`${name} did not exit ${this.graceMs} ms after SIGTERM; killed it (SIGKILL)`);
        this.handleExit(worker, generation, null);
      },
    });
  }

  private handleExit(worker: W, generation: number, code: number | null): void {
    if (this.worker !== worker || this.disposed) return;
    this.watchdog?.stop();
    this.watchdog = null;
    this.worker = null;
    const lived = this.now() - this.startedAt;
    this.streak = lived >= (this.options.stableAfterMs ?? 10_000) ? 1 : this.streak + 1;
    const delays = this.options.restartDelaysMs ?? DEFAULT_RESTART_DELAYS_MS;
    const delay = delays[Math.min(this.streak - 1, delays.length - 1)] ?? 0;
    const how = this.stopReason ?? (code === null ? 'it was killed' : `it exited with code ${code}`);
    this.options.log?.(`search worker ${worker.pid ?? '?'} (generation ${generation}) stopped: ${how}; restarting in ${delay} ms`);
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      if (!this.disposed) this.start(how);
    }, delay);
  }
}
