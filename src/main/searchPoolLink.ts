// Electron glue for a window's batch pool: forks each worker as a utility process (the same entry
// as the window's own search worker) and hands the page a MessagePort to it, numbered by pool and
// slot, on every (re)start. Kept thin; the pool and restart logic are in searchPool.ts.
import { availableParallelism } from 'node:os';
import { MessageChannelMain, utilityProcess, type BrowserWindow, type UtilityProcess } from 'electron';
import { SEARCH_POOL_PORT_CHANNEL, type SearchPoolNotice } from '../shared/ipc/contract';
import type { WorkerControl, WorkerControlReply } from '../shared/protocol/messages';
import type { WorkerHandle } from './searchHost';
import { SearchPool } from './searchPool';

class UtilityWorker implements WorkerHandle {
  constructor(readonly child: UtilityProcess) {}
  get pid() {
    return this.child.pid;
  }
  onExit(listener: (code: number | null) => void) {
    this.child.once('exit', (code) => listener(code));
  }
  ping() {
    this.child.postMessage({ kind: 'ping' } satisfies WorkerControl);
  }
  onPong(listener: () => void) {
    this.child.on('message', (m: Partial<WorkerControlReply> | null) => m?.kind === 'pong' && listener());
  }
  kill() {
    this.child.kill();
  }
}

export class SearchPoolLink {
  private readonly pool: SearchPool<UtilityWorker>;
  private poolId = 0;

  constructor(workerPath: string, private readonly getWindow: () => BrowserWindow | null) {
    this.pool = new SearchPool({
      launch: (slot) => new UtilityWorker(utilityProcess.fork(workerPath, [], { serviceName: `A* Studio batch search ${slot + 1}`, stdio: 'inherit' })),
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
    const { port1, port2 } = new MessageChannelMain();
    worker.child.postMessage({ kind: 'connect' } satisfies WorkerControl, [port1]);
    win.webContents.postMessage(SEARCH_POOL_PORT_CHANNEL, notice, [port2]);
  }
}
