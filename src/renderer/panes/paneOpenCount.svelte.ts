// How many nodes a compare pane's run has open at the step it shows, asked of the worker (the
// open list's total at that step; both sides of a bidirectional search added). One question at a
// time, newest wins, so playing at 10,000 expansions a second asks at most once per answer.
import { LatestQuestion } from '../components/debugger/latestQuestion';
import type { Run } from '../runs/run.svelte';
import type { RunQuestions } from '../runs/runQuestion';

interface OpenQuestion {
  run: Run;
  step: number;
}

export class PaneOpenCount {
  /** Open nodes at the step last answered; null before an answer, or without a run. */
  open = $state<number | null>(null);
  private wantedId: string | null = null;
  private readonly question: LatestQuestion<OpenQuestion, number>;

  constructor(ask: RunQuestions, onError: (run: Run, err: unknown) => void) {
    this.question = new LatestQuestion<OpenQuestion, number>(
      async ({ run, step }) => {
        try {
          const sides = run.summary?.bidirectional ? [0, 1] : [0];
          const views = await Promise.all(sides.map((side) => ask(run.id, { kind: 'view', step, request: { openPage: { side, offset: 0, count: 0 } } })));
          return views.reduce((sum, v) => sum + (v.openPage?.total ?? 0), 0);
        } catch (err) {
          onError(run, err);
          throw err;
        }
      },
      (id, total) => {
        // While playing, the step moves on before each answer: a recent step's count of the same run beats none.
        if (this.wantedId !== null && id.split(':')[0] === this.wantedId.split(':')[0]) this.open = total;
      },
    );
  }

  /** Shows the open count of `run` at `step` (null run: none). */
  show(run: Run | null, step: number): void {
    if (!run || !run.steppable) {
      this.wantedId = null;
      this.open = null;
      this.question.want(null);
      return;
    }
    this.wantedId = `${run.id}:${step}`;
    this.question.want(this.wantedId, { run, step });
  }
}
