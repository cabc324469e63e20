// The worker's work queue: every slice of a search, band of a map's preparation and piece of run
// work waits in one queue and runs in a turn of its own, and the worker reads its messages between
// two turns. A ping or a cancel then waits for one slice, never for a slice of every search under
// way (32 searches queued side by side by setImmediate answered nothing for seconds).

export class TaskTurns {
  private readonly tasks: (() => void)[] = [];
  /** A turn is scheduled and has not run yet. */
  private pending = false;

  /** @param schedule runs a task after pending messages are handled (setImmediate, a MessageChannel, …) */
  constructor(private readonly schedule: (task: () => void) => void) {}

  /** Whether a task waits for its turn. */
  get busy(): boolean {
    return this.tasks.length > 0;
  }

  /** Runs `task` in a turn of its own, after the tasks added before it. */
  add(task: () => void): void {
    this.tasks.push(task);
    this.next();
  }

  private next(): void {
    if (this.pending || this.tasks.length === 0) return;
    this.pending = true;
    this.schedule(this.turn);
  }

  private readonly turn = (): void => {
    this.pending = false;
    const task = this.tasks.shift()!;
    try {
      task();
    } finally {
      this.next();
    }
  };
}
