// What the Difference controls show: the counts of cells expanded by A only, B only and both at
// the cursor (or at the runs' ends), and the first divergence, asked of the worker whenever the
// chosen panes or their steps change. The newest question wins: an answer to an older one that
// arrives late is dropped, so scrubbing never shows counts of a step already left.
import type { FirstDivergence, RunDifference } from '../../shared/engine/trace/difference';
import type { CompareState } from './compare.svelte';

/** The counts need no cells: one cell is the smallest rectangle the question takes. */
const NO_CELLS = { x: 0, y: 0, width: 1, height: 1 };

export interface DifferenceCounts {
  onlyA: number;
  onlyB: number;
  both: number;
}

export class DifferenceSummary {
  /** The counts for the chosen panes at the steps last asked; null while off or not yet answered. */
  counts = $state.raw<DifferenceCounts | null>(null);
  firstDivergence = $state.raw<FirstDivergence | null>(null);
  /** The counts are of the steps shown (false while a newer question is out). */
  current = $state(false);
  /** Why the worker could not answer (a run's recording is gone: Run again), or null. */
  problem = $state<string | null>(null);
  private asked = 0;

  /** @param compareOf the compare state (a getter: a component's prop is read when used) */
  constructor(private readonly compareOf: () => CompareState) {}

  private get compare(): CompareState {
    return this.compareOf();
  }

  /**
   * Asks for the difference as the compare view now stands (call from an effect that reads what it
   * depends on); resolves once the answer (or the refusal) is shown.
   */
  refresh(): Promise<void> {
    const pair = this.compare.differencePair();
    const question = ++this.asked;
    this.problem = null;
    if (!pair) {
      this.counts = null;
      this.firstDivergence = null;
      this.current = true;
      return Promise.resolve();
    }
    this.current = false;
    return this.compare.differenceAt(NO_CELLS).then(
      (answer) => {
        if (question === this.asked && answer) this.take(answer);
      },
      (err: unknown) => {
        if (question !== this.asked) return;
        this.counts = null;
        this.firstDivergence = null;
        this.problem = err instanceof Error ? err.message : String(err);
      },
    );
  }

  private take(answer: RunDifference): void {
    this.counts = { onlyA: answer.onlyA, onlyB: answer.onlyB, both: answer.both };
    this.firstDivergence = answer.firstDivergence;
    this.current = true;
  }
}
