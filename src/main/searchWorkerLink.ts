// Electron glue for the SearchHost: forks the worker as a utility process, carries the watchdog's
// pings over its parentPort, and gives the window a fresh MessagePort to it on every (re)start and
// page load. Kept thin; restart and hang logic are in searchHost.ts, which is tested under Node.
import { MessageChannelMain, utilityProcess, type BrowserWindow, type UtilityProcess } from 'electron';
import { SEARCH_PORT_CHANNEL, type SearchWorkerNotice } from '../shared/ipc/contract';
import type { WorkerControl, WorkerControlReply } from '../shared/protocol/messages';
import { SearchHost, type WorkerHandle } from './searchHost';

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

export class SearchWorkerLink {
  private readonly host: SearchHost<UtilityWorker>;
  private notice: SearchWorkerNotice = { generation: 0, reason: 'started' };

  constructor(workerPath: string, private readonly getWindow: () => BrowserWindow | null) {
    this.host = new SearchHost({
      launch: () =>
        new UtilityWorker(utilityProcess.fork(workerPath, [], { serviceName: 'A* Studio search', stdio: 'inherit' })),
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
    const { port1, port2 } = new MessageChannelMain();
    worker.child.postMessage({ kind: 'connect' } satisfies WorkerControl, [port1]);
    win.webContents.postMessage(SEARCH_PORT_CHANNEL, this.notice, [port2]);
  }

  dispose(): void {
    this.host.dispose();
  }
}
