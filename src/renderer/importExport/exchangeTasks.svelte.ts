// The one import or export under way: what it is ("Importing arena.png"), its stage and progress
// for the progress bar, and Cancel. One runs at a time; the progress dialog shows only once a task
// has taken long enough to notice, so small files do not flash it.
import { ExchangeCancelled, type ExchangeAsk, type ExchangeClient, type ExchangeTask } from './exchangeClient';
import type { ExchangeAnswer } from './exchangeProtocol';

/** What an import or export chosen while another runs is told. */
export const BUSY_SENTENCE = 'Another import or export is under way; wait for it to finish (or cancel it), then try again.';

/** How long a task runs before its progress dialog shows. */
export const PROGRESS_DELAY_MS = 150;

/** What the progress dialog shows. */
export interface TaskProgress {
  /** "Importing arena.png". */
  label: string;
  /** "Reading the file", "Decoding the image". */
  stage: string;
  /** Share done, 0 to 1; null while unknown. */
  fraction: number | null;
}

export class ExchangeTasks {
  /** An import or export is under way (another is refused meanwhile). */
  running = $state(false);
  /** What the progress dialog shows; null until the task has run PROGRESS_DELAY_MS. */
  progress = $state.raw<TaskProgress | null>(null);
  private task: ExchangeTask | null = null;

  constructor(readonly client: ExchangeClient) {}

  /**
   * Runs `ask` in the worker as the one task under way; resolves with its answer. Rejects with
   * ExchangeCancelled when the user cancels, and with the worker's error otherwise.
   */
  async run(label: string, ask: ExchangeAsk, transfer: Transferable[] = []): Promise<ExchangeAnswer> {
    if (this.running) throw new Error(BUSY_SENTENCE);
    let latest: TaskProgress = { label, stage: 'Starting', fraction: null };
    let shown = false;
    const timer = setTimeout(() => {
      shown = true;
      this.progress = latest;
    }, PROGRESS_DELAY_MS);
    this.running = true;
    const task = this.client.run(
      ask,
      (stage, fraction) => {
        latest = { label, stage, fraction };
        if (shown) this.progress = latest;
      },
      transfer,
    );
    this.task = task;
    try {
      return await task.answer;
    } finally {
      clearTimeout(timer);
      this.task = null;
      this.running = false;
      this.progress = null;
    }
  }

  /** Cancel: stops the task under way. */
  cancel(): void {
    this.task?.cancel();
  }
}

/** Whether `error` is the user's cancel (nothing to report). */
export function wasCancelled(error: unknown): boolean {
  return error instanceof ExchangeCancelled;
}
