// Electron glue for the SearchHost: forks the worker as a utility process, carries the watchdog's
// pings over its parentPort, and gives the window a fresh MessagePort to it on every (re)start and
// page load. Kept thin; restart and hang logic are in searchHost.ts, which is tested under Node.
import type { BrowserWindow } from 'electron';
import { SEARCH_PORT_CHANNEL, type SearchWorkerNotice } from '../shared/ipc/contract';
import { SearchHost } from './searchHost';
import { UtilityWorker } from './utilityWorker';

export class SearchWorkerLink {
  private readonly host: SearchHost<UtilityWorker>;
  private notice: SearchWorkerNotice = { generation: 0, reason: 'started' };

  constructor(workerPath: string, private readonly getWindow: () => BrowserWindow | null) {
    this.host = new SearchHost({
      launch: () => UtilityWorker.fork(workerPath, 'A* Studio search'),
      onStarted: (_worker, generation, reason) => {
        this.notice = { generation, reason };
        this.connectWindow();
      },
      log: (m) => console.log(`[search-host] ${m}`),
    });
    this.host.start();
  }

  /** Gives the window a port to the live worker; call on page load too (a reload drops ports). */
  connectWindow(): void {
    const worker = this.host.current;
    const win = this.getWindow();
    if (!worker || !win || win.isDestroyed()) return;
    worker.connectWindow(win, SEARCH_PORT_CHANNEL, this.notice);
  }

  dispose(): void {
    this.host.dispose();
  }
}
