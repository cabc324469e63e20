// Electron glue for a window's batch pool: forks each worker as a utility process (the same entry
// as the window's own search worker) and hands the page a MessagePort to it, numbered by pool and
// slot, on every (re)start. Kept thin; the pool and restart logic are in searchPool.ts.
import { availableParallelism } from 'node:os';
import type { BrowserWindow } from 'electron';
import { SEARCH_POOL_PORT_CHANNEL, type SearchPoolNotice } from '../shared/ipc/contract';
import { SearchPool } from './searchPool';
import { UtilityWorker } from './utilityWorker';

export class SearchPoolLink {
  private readonly pool: SearchPool<UtilityWorker>;
  private poolId = 0;

  constructor(workerPath: string, private readonly getWindow: () => BrowserWindow | null) {
    this.pool = new SearchPool({
      launch: (slot) => UtilityWorker.fork(workerPath, `A* Studio batch search ${slot + 1}`),
      onStarted: (slot, worker, generation, reason) => this.connect(worker, { pool: this.poolId, slot, generation, reason }),
      log: (m) => console.log(`[search-pool] ${m}`),
    });
  }

  /** Pool `poolId` with `size` workers (no more than the cores but one), replacing any earlier pool; 0 stops it. */
  open(poolId: number, size: number): number {
    this.poolId = poolId;
    return this.pool.restart(Math.min(size, Math.max(1, availableParallelism() - 1)));
  }

  /** Stops the pool (the page reloaded, or the app quits). */
  close(): void {
    this.pool.stop();
  }

  private connect(worker: UtilityWorker, notice: SearchPoolNotice): void {
    const win = this.getWindow();
    if (!win || win.isDestroyed()) return;
    worker.connectWindow(win, SEARCH_POOL_PORT_CHANNEL, notice);
  }
}
