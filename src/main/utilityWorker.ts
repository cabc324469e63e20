// A search worker forked as an Electron utility process, as SearchHost and SearchPool see one:
// its pid, its exit, the watchdog's ping and pong over its parentPort, SIGTERM and SIGKILL, and a
// port to it for a window.
import { MessageChannelMain, utilityProcess, type BrowserWindow, type UtilityProcess } from 'electron';
import type { WorkerControl, WorkerControlReply } from '../shared/protocol/messages';
import type { WorkerHandle } from './searchHost';

export class UtilityWorker implements WorkerHandle {
  constructor(readonly child: UtilityProcess) {}

  /** Forks the worker entry at `workerPath`; `serviceName` is what the OS task manager shows. */
  static fork(workerPath: string, serviceName: string): UtilityWorker {
    return new UtilityWorker(utilityProcess.fork(workerPath, [], { serviceName, stdio: 'inherit' }));
  }

  /** Gives `win` a new MessagePort to this worker, posted on `channel` with `notice` (which worker, why it started). */
  connectWindow(win: BrowserWindow, channel: string, notice: unknown): void {
    const { port1, port2 } = new MessageChannelMain();
    this.child.postMessage({ kind: 'connect' } satisfies WorkerControl, [port1]);
    win.webContents.postMessage(channel, notice, [port2]);
  }

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
  /** Electron sends SIGTERM (on Windows it ends the process at once). */
  terminate() {
    this.child.kill();
  }
  /** utilityProcess has no SIGKILL of its own; main is Node, so it signals the pid. */
  forceKill() {
    const pid = this.child.pid;
    if (pid === undefined) return; // never started, or gone
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // It exited in the meantime (ESRCH): nothing left to kill.
    }
  }
}
