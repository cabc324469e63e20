// Test helpers: fork the BUILT search worker under Node, as the CLI does, and talk to it.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { WorkerEvent, WorkerRequest } from '../../../src/shared/protocol/messages';

export const BUILT_WORKER = resolve('out/main/searchWorker.js');

/** Builds the Electron bundles once if a previous `npm run build` did not. */
export function ensureBuiltWorker(): void {
  if (existsSync(BUILT_WORKER)) return;
  execFileSync(process.execPath, [resolve('node_modules/electron-vite/bin/electron-vite.js'), 'build'], { stdio: 'ignore' });
}

export class ForkedWorker {
  readonly child: ChildProcess;
  private readonly events: WorkerEvent[] = [];
  private readonly waiters: { match: (e: WorkerEvent) => boolean; resolve: (e: WorkerEvent) => void }[] = [];

  constructor() {
    this.child = fork(BUILT_WORKER, [], { serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    this.child.on('message', (m) => this.receive(m as WorkerEvent));
  }

  send(request: WorkerRequest | unknown): void {
    this.child.send(request as object);
  }

  /** Resolves with the first event (already received or future) that matches. */
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
    const w = this.waiters.findIndex((x) => x.match(e));
    if (w >= 0) this.waiters.splice(w, 1)[0]!.resolve(e);
    else this.events.push(e);
  }
}
