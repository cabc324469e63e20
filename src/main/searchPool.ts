// A pool of search workers for batch runs: one SearchHost per slot (so each worker is watched,
// and restarted when it exits or hangs, exactly as the window's own), grown or shrunk on request
// and stopped as a whole. Pure logic over a `launch` function, tested under Node with stand-ins.
import { SearchHost, type SearchHostOptions, type WorkerHandle } from './searchHost';

export interface SearchPoolOptions<W extends WorkerHandle> extends Omit<SearchHostOptions<W>, 'launch' | 'onStarted'> {
  /** Starts a worker process for `slot`. */
  launch(slot: number): W;
  /** A worker was started in `slot`; `reason` says why (first start, or how the last one ended). */
  onStarted(slot: number, worker: W, generation: number, reason: string): void;
}

/** Most workers a pool runs, whatever is asked: a page cannot start processes without bound. */
export const MAX_POOL_SIZE = 16;

export class SearchPool<W extends WorkerHandle> {
  private hosts: SearchHost<W>[] = [];

  constructor(private readonly options: SearchPoolOptions<W>) {}

  /** Workers running (or being restarted). */
  get size(): number {
    return this.hosts.length;
  }

  /** The live worker of each slot (null while one is being restarted). */
  get workers(): (W | null)[] {
    return this.hosts.map((h) => h.current);
  }

  /** Stops every worker, then starts `size` new ones (at most MAX_POOL_SIZE); returns how many. */
  restart(size: number): number {
    this.stop();
    const n = Math.max(0, Math.min(MAX_POOL_SIZE, Math.floor(size)));
    for (let slot = 0; slot < n; slot++) {
      const host: SearchHost<W> = new SearchHost<W>({
        ...this.options,
        launch: () => this.options.launch(slot),
        onStarted: (worker, generation, reason) => this.options.onStarted(slot, worker, generation, reason),
      });
      this.hosts.push(host);
      host.start();
    }
    return n;
  }

  /** Stops every worker for good. */
  stop(): void {
    for (const host of this.hosts) host.dispose();
    this.hosts = [];
  }
}
