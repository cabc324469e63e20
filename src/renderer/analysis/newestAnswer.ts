// One question to the worker at a time, the newest winning: asking again cancels the question under
// way, and an answer or failure that is no longer the newest is dropped, so painting never queues
// questions behind the pointer. A cancelled question says nothing.
import { SearchWorkerError } from '../../shared/protocol/searchClient';

export class NewestAnswer<T> {
  private inFlight: { cancel(): void } | null = null;
  private asked = 0;

  /** Cancels the question under way; nothing of it is settled after this. */
  drop(): void {
    this.inFlight?.cancel();
    this.inFlight = null;
    this.asked++;
  }

  /** Asks `running` in place of any earlier question; `settle` gets its answer, or its failure as a sentence. */
  ask(running: { answer: Promise<T>; cancel(): void }, settle: (answer: T | null, problem: string | null) => void): void {
    this.drop();
    const asked = this.asked;
    this.inFlight = running;
    running.answer.then(
      (answer) => asked === this.asked && settle(answer, null),
      (err: unknown) => {
        if (asked !== this.asked || (err instanceof SearchWorkerError && err.code === 'cancelled')) return;
        settle(null, err instanceof Error ? err.message : String(err));
      },
    );
  }
}
