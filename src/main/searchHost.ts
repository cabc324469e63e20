// Keeps one search worker alive: starts it, and when it exits or crashes starts a new one and
// says so. Pure logic over a `launch` function, so tests drive it with child_process.fork while
// Electron drives it with utilityProcess.fork.

/** What the host needs of a worker process. */
export interface WorkerHandle {
  readonly pid: number | undefined;
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
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
  now?: () => number;
  log?: (message: string) => void;
}

export class SearchHost<W extends WorkerHandle> {
  private worker: W | null = null;
  private generation = 0;
  private streak = 0;
  private startedAt = 0;
  private disposed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: SearchHostOptions<W>) {}

  /** The live worker, if any. */
  get current(): W | null {
    return this.worker;
  }

  start(reason = 'started'): W {
    if (this.disposed) throw new Error('SearchHost was disposed');
    const now = this.options.now ?? Date.now;
    const worker = this.options.launch();
    this.worker = worker;
    this.generation += 1;
    this.startedAt = now();
    const generation = this.generation;
    worker.onExit((code) => this.handleExit(worker, generation, code));
    this.options.onStarted(worker, generation, reason);
    return worker;
  }

  /** Stops the worker for good (app quit). */
  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.worker?.kill();
    this.worker = null;
  }

  private handleExit(worker: W, generation: number, code: number | null): void {
    if (this.worker !== worker || this.disposed) return;
    this.worker = null;
    const now = this.options.now ?? Date.now;
    const lived = now() - this.startedAt;
    this.streak = lived >= (this.options.stableAfterMs ?? 10_000) ? 1 : this.streak + 1;
    const delays = this.options.restartDelaysMs ?? [0, 250, 1000, 5000];
    const delay = delays[Math.min(this.streak - 1, delays.length - 1)] ?? 0;
    const how = code === null ? 'it was killed' : `it exited with code ${code}`;
    this.options.log?.(`search worker ${worker.pid ?? '?'} (generation ${generation}) stopped: ${how}; restarting in ${delay} ms`);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.disposed) this.start(how);
    }, delay);
  }
}
