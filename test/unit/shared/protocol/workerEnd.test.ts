// Ending a worker: SIGTERM first, SIGKILL only for one still there once the grace is over, and the
// caller told at once then, whether or not an exit is ever reported. On a fake clock.
import { describe, expect, it } from 'vitest';
import { endWorker } from '../../../../src/shared/protocol/workerEnd';
import { FakeClock } from './fakeClock';

/** A worker process that exits on SIGTERM unless it is stopped; SIGKILL's exit is reported unless `reportsExit` is off. */
class Process {
  signals: string[] = [];
  stopped = false;
  reportsExit = true;
  private exits: (() => void)[] = [];
  terminate = () => {
    this.signals.push('SIGTERM');
    if (!this.stopped) this.exit();
  };
  forceKill = () => {
    this.signals.push('SIGKILL');
    if (this.reportsExit) this.exit();
  };
  onExit = (listener: () => void) => void this.exits.push(listener);
  exit() {
    for (const l of this.exits.splice(0)) l();
  }
}

describe('endWorker', () => {
  it('a worker that exits on SIGTERM is never sent SIGKILL, and no timer is left', () => {
    const clock = new FakeClock();
    const worker = new Process();
    let forced = false;
    endWorker(worker, { timers: clock, graceMs: 1000, onForced: () => (forced = true) });
    clock.advance(10_000);
    expect(worker.signals).toEqual(['SIGTERM']);
    expect(forced).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it('a worker that exits during the grace is left alone', () => {
    const clock = new FakeClock();
    const worker = new Process();
    worker.stopped = true; // busy flushing, say: it exits a little later
    endWorker(worker, { timers: clock, graceMs: 1000 });
    clock.advance(500);
    worker.exit();
    clock.advance(10_000);
    expect(worker.signals).toEqual(['SIGTERM']);
    expect(clock.pending).toBe(0);
  });

  it('a stopped worker gets SIGKILL when the grace is over, and the caller goes on though no exit is reported', () => {
    const clock = new FakeClock();
    const worker = new Process();
    worker.stopped = true;
    worker.reportsExit = false;
    let forcedAt = -1;
    endWorker(worker, { timers: clock, graceMs: 1000, onForced: () => (forcedAt = clock.now) });
    clock.advance(999);
    expect(worker.signals).toEqual(['SIGTERM']);
    clock.advance(1);
    expect(worker.signals).toEqual(['SIGTERM', 'SIGKILL']);
    expect(forcedAt).toBe(1000);
    expect(clock.pending).toBe(0);
  });
});
