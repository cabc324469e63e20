// `batch`'s search workers: W child processes running this program's own file as search workers
// (search-worker-process.ts), one SearchClient each. A child that exits mid-batch is replaced at
// once and its client told why, so the batch runner can run its searches again; close() ends them.
import { fork, type ChildProcess } from 'node:child_process';
import type { WorkerEvent } from '../shared/protocol/messages';
import { SearchClient, type SearchTransport } from '../shared/protocol/searchClient';
import { SEARCH_WORKER_ROLE } from './search-worker-process';

/** Search workers in child processes; the clients stay valid across restarts. */
export class ChildWorkerPool {
  readonly clients: SearchClient[] = [];
  private readonly children: ChildProcess[] = [];
  private closed = false;

  /**
   * Starts `size` workers from `entry` (this program's file). A .ts entry needs tsx: the parent's
   * own execArgv carries it under `node --import tsx`; tests running in-process pass it.
   */
  constructor(
    private readonly entry: string,
    size: number,
    private readonly execArgv: readonly string[] = process.execArgv,
  ) {
    for (let slot = 0; slot < size; slot++) {
      const child = this.start(slot);
      this.children.push(child);
      this.clients.push(new SearchClient(this.transportTo(child)));
    }
  }

  /** The workers' process ids (for tests). */
  get pids(): (number | undefined)[] {
    return this.children.map((c) => c.pid);
  }

  /** Ends every worker. */
  close(): void {
    this.closed = true;
    for (const child of this.children) if (child.connected) child.disconnect();
  }

  /** Kills worker `slot` (tests: a crash mid-batch). */
  kill(slot: number): void {
    this.children[slot]?.kill('SIGKILL');
  }

  private start(slot: number): ChildProcess {
    const child = fork(this.entry, [], {
      serialization: 'advanced',
      execArgv: [...this.execArgv],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, [SEARCH_WORKER_ROLE.name]: SEARCH_WORKER_ROLE.value },
    });
    child.on('message', (event) => this.clients[slot]?.receive(event as WorkerEvent));
    // A send to a child that just died fails here; its exit (below) restarts it.
    child.on('error', () => {});
    child.once('exit', (code, signal) => {
      if (this.closed || this.children[slot] !== child) return;
      const reason = signal ? `it was killed (${signal})` : `it exited with code ${code}`;
      const next = this.start(slot);
      this.children[slot] = next;
      this.clients[slot]!.reconnect(this.transportTo(next), reason);
    });
    return child;
  }

  private transportTo(child: ChildProcess): SearchTransport {
    return {
      post: (request) => {
        // A child that has died but not yet reported its exit: the request stays pending, and the
        // restart fails it (with every other it held) in one sentence, so the crash counts once.
        if (child.connected) child.send(request);
      },
    };
  }
}
