// A fake clock for timer-driven logic (the watchdog, the search host's restart delays): time moves
// only when a test says so, and every delay asked for is recorded so a test can check it.
import type { Timers } from '../../../../src/shared/protocol/watchdog';

interface Due {
  id: number;
  at: number;
  task: () => void;
}

export class FakeClock implements Timers {
  /** Milliseconds since the test began. */
  now = 0;
  /** Every delay passed to setTimeout, in order. */
  readonly delays: number[] = [];
  private due: Due[] = [];
  private nextId = 1;

  setTimeout = (task: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.delays.push(ms);
    this.due.push({ id, at: this.now + ms, task });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.due = this.due.filter((d) => d.id !== handle);
  };

  /** Timers waiting to fire. */
  get pending(): number {
    return this.due.length;
  }

  /** Moves time forward by `ms`, firing every timer that falls due on the way, in time order. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (let next = this.earliest(); next && next.at <= end; next = this.earliest()) {
      this.now = next.at;
      this.due = this.due.filter((d) => d !== next);
      next.task();
    }
    this.now = end;
  }

  /** Jumps `ms` ahead with no timer firing on the way (a machine asleep), then fires the next one due. */
  sleepThenWake(ms: number): void {
    this.now += ms;
    const next = this.earliest();
    if (!next) return;
    this.due = this.due.filter((d) => d !== next);
    next.task();
  }

  private earliest(): Due | undefined {
    let best: Due | undefined;
    for (const d of this.due) if (!best || d.at < best.at || (d.at === best.at && d.id < best.id)) best = d;
    return best;
  }
}
