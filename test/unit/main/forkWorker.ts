// Test helpers: fork the BUILT search worker under Node, as the CLI does, and talk to it.
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureFresh } from '../../../scripts/freshBuild';
import type { WorkerHandle } from '../../../src/main/searchHost';
import type { WorkerEvent, WorkerRequest } from '../../../src/shared/protocol/messages';

export const BUILT_WORKER = resolve('out/main/searchWorker.js');

/**
 * Builds the Electron bundles if no build exists or the worker's sources changed since the last
 * one (a stale bundle would test old code). Test files run in parallel, so one builds while the
 * others wait for its lock to go, then find the bundle fresh.
 */
export function ensureBuiltWorker(): void {
  ensureFresh(
    { output: BUILT_WORKER, sources: ['src/worker', 'src/shared'], command: [resolve('node_modules/electron-vite/bin/electron-vite.js'), 'build'] },
    'worker-build',
  );
}

export class ForkedWorker {
  readonly child: ChildProcess;
  /** Every event received, in order (`next` takes events from a separate queue). */
  readonly log: WorkerEvent[] = [];
  /** Resolves with the exit code (null when killed) once the process has ended. */
  readonly exited: Promise<number | null>;
  private readonly events: WorkerEvent[] = [];
  private readonly waiters: { match: (e: WorkerEvent) => boolean; resolve: (e: WorkerEvent) => void }[] = [];

  /** Forks `script` (the built worker unless a test fixture is named; `execArgv` e.g. to load tsx). */
  constructor(script = BUILT_WORKER, execArgv: string[] = []) {
    this.child = fork(script, [], { serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'], execArgv });
    this.child.on('message', (m) => this.receive(m as WorkerEvent));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  send(request: WorkerRequest | unknown): void {
    this.child.send(request as object);
  }

  /** Resolves with the first event (already received or future) that matches; fails after `timeoutMs`. */
  next(match: (e: WorkerEvent) => boolean, timeoutMs = 20_000): Promise<WorkerEvent> {
    const i = this.events.findIndex(match);
    if (i >= 0) return Promise.resolve(this.events.splice(i, 1)[0]!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('worker did not answer in time')), timeoutMs);
      this.waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }

  private receive(e: WorkerEvent): void {
    this.log.push(e);
    const w = this.waiters.findIndex((x) => x.match(e));
    if (w >= 0) this.waiters.splice(w, 1)[0]!.resolve(e);
    else this.events.push(e);
  }
}

/** A forked worker as SearchHost and SearchPool see one, signalled as Electron's utility processes are. */
export class ForkedHandle implements WorkerHandle {
  readonly worker: ForkedWorker;
  private pings = 0;
  constructor(script?: string, execArgv?: string[]) {
    this.worker = new ForkedWorker(script, execArgv);
  }
  get pid() {
    return this.worker.child.pid;
  }
  onExit(listener: (code: number | null) => void) {
    this.worker.child.once('exit', (code) => listener(code));
  }
  ping() {
    if (this.worker.child.connected) this.worker.send({ kind: 'ping', requestId: 1_000_000 + ++this.pings });
  }
  onPong(listener: () => void) {
    this.worker.child.on('message', (m: { kind?: unknown }) => m.kind === 'pong' && listener());
  }
  /** What Electron's utilityProcess.kill() sends: SIGTERM, which a stopped process does not act on. */
  terminate() {
    this.worker.child.kill('SIGTERM');
  }
  forceKill() {
    this.worker.kill();
  }
}
