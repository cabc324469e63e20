// Ends a worker process for sure. It is asked first (SIGTERM, which a healthy process obeys at
// once, even in the middle of a search); one that has not exited after a short grace (stopped by
// SIGSTOP or a debugger, swapped out, or ignoring the signal) is killed outright (SIGKILL), and
// whoever replaces it goes on at once instead of waiting for an exit that, for a process the
// system no longer runs, may never be reported. Pure logic over injected timers: the hosts
// (Electron main, the CLI) pass their own process's signals.
import { systemTimers, type Timers } from './watchdog';

/** What ending a worker needs of its process. */
export interface EndableWorker {
  /** Asks it to end (SIGTERM). */
  terminate(): void;
  /** Ends it outright (SIGKILL), which no process can refuse; does nothing if it is gone already. */
  forceKill(): void;
  /** Calls `listener` once the process has exited. */
  onExit(listener: () => void): void;
}

/** How long a worker asked to end has before it is killed outright. */
export const END_GRACE_MS = 1000;

export interface EndOptions {
  timers?: Timers;
  /** Grace before SIGKILL (default END_GRACE_MS). */
  graceMs?: number;
  /** The grace ran out and the worker was killed outright: it counts as gone now, whether or not its exit is ever seen. */
  onForced?(): void;
}

/** Asks `worker` to end, and kills it outright if it has not exited once the grace is over. */
export function endWorker(worker: EndableWorker, options: EndOptions = {}): void {
  const timers = options.timers ?? systemTimers;
  let exited = false;
  let timer: unknown = null;
  worker.onExit(() => {
    exited = true;
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  });
  worker.terminate();
  if (exited) return; // some workers (a Web Worker, a stand-in) end on the spot
  timer = timers.setTimeout(() => {
    timer = null;
    worker.forceKill();
    options.onForced?.();
  }, options.graceMs ?? END_GRACE_MS);
}
