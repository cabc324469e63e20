// A preparation that more than one party may carry forward: the worker's idle catch-up starts
// building a map's jump graph or JPSW's regions, then a search asks for them and carries the same
// work on from where it stood, rather than beginning it again (three seconds on a weighted 2048²
// map). A driver that stops early (a cancel, an edit) leaves the work where it is.

export class ResumableWork<T> {
  private finished = false;
  private value: T | undefined;

  constructor(private readonly work: Generator<void, T, void>) {}

  /** Runs the work to its end, a pause at a time, and returns its value (at once if another driver finished it). */
  *run(): Generator<void, T, void> {
    while (!this.finished) {
      const step = this.work.next();
      if (step.done) {
        this.finished = true;
        this.value = step.value;
        break;
      }
      yield;
    }
    return this.value as T;
  }
}
