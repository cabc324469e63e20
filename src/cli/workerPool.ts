// `batch`'s search workers: W child processes running this program's own file as search workers
// (searchWorkerProcess.ts), one SearchClient each, watched as the app's are (watchedClient.ts):
// a child that exits, or stops answering while it holds searches, is replaced at once and its
// client told why, so the batch runner can run its searches again. A silent child is sent SIGTERM
// and, if it has not exited after a short grace (a process stopped by SIGSTOP never acts on it),
// SIGKILL; close() ends them all the same way.
import { fork, type ChildProcess } from 'node:child_process';
import type { WorkerEvent } from '../shared/protocol/messages';
import type { SearchClient } from '../shared/protocol/searchClient';
import { watchedClient, type WatchedClient, type WorkerConnection, type WorkerReports, type WorkerWatch } from '../shared/protocol/watchedClient';
import { endWorker } from '../shared/protocol/workerEnd';
import { SEARCH_WORKER_ROLE } from './searchWorkerProcess';

export interface ChildWorkerPoolOptions {
  /** The watchdog's limits (default: ping every second, hung after 5 s of silence). */
  watch?: WorkerWatch;
  /** How long a worker asked to end has before SIGKILL (default END_GRACE_MS). */
  endGraceMs?: number;
}

/** Search workers in child processes; the clients stay valid across restarts. */
export class ChildWorkerPool {
  readonly clients: SearchClient[] = [];
  private readonly workers: WatchedClient[] = [];
  /** Each slot's live child. */
  private readonly children: ChildProcess[] = [];

  /**
   * Starts `size` workers from `entry` (this program's file). A .ts entry needs tsx: the parent's
   * own execArgv carries it under `node --import tsx`; tests running in-process pass it.
   */
  constructor(
    private readonly entry: string,
    size: number,
    private readonly execArgv: readonly string[] = process.execArgv,
    private readonly options: ChildWorkerPoolOptions = {},
  ) {
    for (let slot = 0; slot < size; slot++) {
      const worker = watchedClient((reports) => this.start(slot, reports), options.watch);
      this.workers.push(worker);
      this.clients.push(worker.client);
    }
  }

  /** The workers' process ids (for tests). */
  get pids(): (number | undefined)[] {
    return this.children.map((c) => c.pid);
  }

  /** Ends every worker. */
  close(): void {
    for (const worker of this.workers) worker.terminate();
  }

  /** Kills worker `slot` (tests: a crash mid-batch). */
  kill(slot: number): void {
    this.children[slot]?.kill('SIGKILL');
  }

  private start(slot: number, reports: WorkerReports): WorkerConnection {
    const child = fork(this.entry, [], {
      serialization: 'advanced',
      execArgv: [...this.execArgv],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, [SEARCH_WORKER_ROLE.name]: SEARCH_WORKER_ROLE.value },
    });
    this.children[slot] = child;
    child.on('message', (event) => reports.event(event as WorkerEvent));
    // A send to a child that just died fails here; its exit (below) restarts it.
    child.on('error', () => {});
    child.once('exit', (code, signal) => reports.failed(signal ? `it was killed (${signal})` : `it exited with code ${code}`));
    return {
      // A child that has died but not yet reported its exit: the request stays pending, and the
      // restart fails it (with every other it held) in one sentence, so the crash counts once.
      post: (request) => {
        if (child.connected) child.send(request);
      },
      end: () =>
        endWorker(
          { terminate: () => child.kill('SIGTERM'), forceKill: () => child.kill('SIGKILL'), onExit: (listener) => child.once('exit', listener) },
          { graceMs: this.options.endGraceMs },
        ),
    };
  }
}
