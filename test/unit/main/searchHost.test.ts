// The SearchHost restarts a worker that dies, tells whoever listens why, and the new worker
// answers. Driven with child_process.fork of the built worker; Electron's glue is not involved.
import type { ChildProcess } from 'node:child_process';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SearchHost, type WorkerHandle } from '../../../src/main/searchHost';
import { ensureBuiltWorker, ForkedWorker } from './forkWorker';

class ForkedHandle implements WorkerHandle {
  readonly worker = new ForkedWorker();
  get pid() {
    return this.worker.child.pid;
  }
  onExit(listener: (code: number | null) => void) {
    (this.worker.child as ChildProcess).once('exit', (code) => listener(code));
  }
  kill() {
    this.worker.kill();
  }
}

function startHost() {
  const starts: { handle: ForkedHandle; generation: number; reason: string }[] = [];
  let notify: (() => void) | null = null;
  const host = new SearchHost<ForkedHandle>({
    launch: () => new ForkedHandle(),
    onStarted: (handle, generation, reason) => {
      starts.push({ handle, generation, reason });
      notify?.();
    },
    restartDelaysMs: [0, 50, 100],
  });
  const nextStart = (count: number) =>
    new Promise<void>((resolve) => {
      if (starts.length >= count) return resolve();
      notify = () => starts.length >= count && resolve();
    });
  return { host, starts, nextStart };
}

describe('SearchHost', () => {
  let dispose: (() => void) | null = null;
  beforeAll(() => ensureBuiltWorker(), 180_000);
  afterEach(() => dispose?.());

  it('restarts a killed worker, says why, and the new worker answers', async () => {
    const { host, starts, nextStart } = startHost();
    dispose = () => host.dispose();
    host.start();
    await starts[0]!.handle.worker.next((e) => e.kind === 'ready');

    starts[0]!.handle.kill();
    await nextStart(2);
    expect(starts[1]!.generation).toBe(2);
    expect(starts[1]!.reason).toBe('it was killed');
    expect(host.current).toBe(starts[1]!.handle);

    const fresh = starts[1]!.handle.worker;
    await fresh.next((e) => e.kind === 'ready');
    fresh.send({ kind: 'ping', requestId: 1 });
    expect(await fresh.next((e) => e.kind === 'pong')).toEqual({ kind: 'pong', requestId: 1 });
  });

  it('keeps restarting a worker that crashes repeatedly, backing off', async () => {
    const { host, starts, nextStart } = startHost();
    dispose = () => host.dispose();
    host.start();
    for (let n = 1; n <= 3; n++) {
      await starts[n - 1]!.handle.worker.next((e) => e.kind === 'ready');
      starts[n - 1]!.handle.kill();
      await nextStart(n + 1);
    }
    expect(starts.map((s) => s.generation)).toEqual([1, 2, 3, 4]);
  });

  it('does not restart after dispose (app quit)', async () => {
    const { host, starts } = startHost();
    host.start();
    await starts[0]!.handle.worker.next((e) => e.kind === 'ready');
    host.dispose();
    await new Promise((r) => setTimeout(r, 300));
    expect(starts).toHaveLength(1);
    expect(host.current).toBeNull();
  });
});
