// Answers the debugger's questions about a kept run at one step, from its trace store: the frame's
// view, one cell, a page of the open or closed list, a map layer, a branch of the search tree or a
// node's children. Answers are made for the request, so their arrays are moved, not copied. The
// 'error' layer needs h* (the true cost to the goal) for every cell: the first such question of a
// run computes it in slices (progress events meanwhile; later questions wait for the same
// computation) and the run keeps it.
import { createCostToGoal, type CostToGoal } from '../engine/costToGoal';
import { layerValues } from '../engine/trace/layers';
import type { DebugRun, RunWork } from './debugRuns';
import { UNKNOWN_RUN_MESSAGE } from './debugRuns';
import type { TraceAnswer, TraceQuery } from './messages';
import type { WorkerHost } from './runAdvance';
import { arraysIn, ownedBuffers } from './transfer';
import { answerCompareQuery } from './compareQueries';

/** A question the run cannot answer as asked (a cell off its map): a bug in the asking side. */
export class MalformedQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedQueryError';
  }
}

/** Answers trace queries about kept runs, waiting for a run's h* when an 'error' layer needs it. */
export class RunQueries {
  /**
   * @param settleSlice cells the cost-to-goal computation settles per task
   * @param keptRun another kept run by id (the compare view's difference names two), or undefined
   */
  constructor(
    private readonly host: WorkerHost,
    private readonly settleSlice: number,
    private readonly keptRun: (id: number) => DebugRun | undefined = () => undefined,
  ) {}

  /** Answers request `requestId` about `run` now, or once the run's h* is computed. */
  ask(run: DebugRun, requestId: number, query: TraceQuery): void {
    if (query.kind === 'layer' && query.layer === 'error' && run.costToGoal === null) {
      this.costJobOf(run).wait(requestId, query);
      return;
    }
    if (query.kind === 'difference' && !this.keptRun(query.other)) {
      this.host.emit({ kind: 'error', requestId, code: 'unknown-run', message: UNKNOWN_RUN_MESSAGE });
      return;
    }
    this.answer(run, requestId, query);
  }

  /** Answers at once (h* already computed when an 'error' layer is asked). */
  answer(run: DebugRun, requestId: number, query: TraceQuery): void {
    let answer: TraceAnswer;
    try {
      answer = answerOf(run, query, this.keptRun);
    } catch (err) {
      this.host.fail(requestId, err);
      return;
    }
    this.host.emit({ kind: 'trace-answer', requestId, answer }, ownedBuffers(arraysIn(answer.value)));
  }

  private costJobOf(run: DebugRun): CostJob {
    for (const w of run.work) if (w instanceof CostJob) return w;
    const job = new CostJob(this, this.host, run, createCostToGoal(run.grid, run.query), this.settleSlice);
    run.work.add(job);
    this.host.schedule(job.tick);
    return job;
  }
}

/** The run's h*, computed a slice per task for the questions waiting on it. */
class CostJob implements RunWork {
  private readonly waiting: { requestId: number; query: TraceQuery }[] = [];
  private over = false;

  constructor(
    private readonly queries: RunQueries,
    private readonly host: WorkerHost,
    private readonly run: DebugRun,
    private readonly cost: CostToGoal,
    private readonly slice: number,
  ) {}

  wait(requestId: number, query: TraceQuery): void {
    this.waiting.push({ requestId, query });
    // A question cannot be taken back: the computation serves every later one too.
    this.host.begin(requestId, () => {});
  }

  readonly tick = (): void => {
    if (this.over) return;
    try {
      if (!this.cost.step(this.slice)) {
        for (const w of this.waiting) this.host.emit({ kind: 'progress', requestId: w.requestId, expanded: this.cost.settled });
        this.host.schedule(this.tick);
        return;
      }
      this.run.costToGoal = this.cost.result();
      this.finish((w) => this.queries.answer(this.run, w.requestId, w.query));
    } catch (err) {
      this.finish((w) => this.host.fail(w.requestId, err));
    }
  };

  abandon(): void {
    if (this.over) return;
    this.finish((w) => this.host.emit({ kind: 'error', requestId: w.requestId, code: 'unknown-run', message: UNKNOWN_RUN_MESSAGE }));
  }

  private finish(reply: (w: { requestId: number; query: TraceQuery }) => void): void {
    this.over = true;
    this.run.work.delete(this);
    for (const w of this.waiting) {
      this.host.done(w.requestId);
      reply(w);
    }
  }
}

/** The answer to `query` from the run's store. */
function answerOf(run: DebugRun, query: TraceQuery, otherRun: (id: number) => DebugRun | undefined): TraceAnswer {
  const store = run.store;
  switch (query.kind) {
    case 'view':
      return { kind: 'view', value: store.view(query.step, query.request) };
    case 'cell':
      checkCell(run, query.cell, false);
      return { kind: 'cell', value: store.cell(query.step, query.cell) };
    case 'list': {
      const { step, side, offset, count } = query;
      return { kind: 'list', value: query.list === 'open' ? store.openList(step, side, offset, count) : store.closedList(step, offset, count) };
    }
    case 'tree-path':
      checkCell(run, query.cell, false);
      return { kind: 'tree-path', value: store.treePath(query.step, query.cell, query.side) };
    case 'layer':
      // The 'error' layer reaches here once the run's h* is computed (RunQueries.ask waits for it).
      return { kind: 'layer', value: layerValues(store, query.step, query.layer, query.rect, query.layer === 'error' ? run.costToGoal : null) };
    case 'tree-children':
      checkCell(run, query.cell, true);
      return { kind: 'tree-children', value: store.treeChildren(query.step, query.cell, query.side) };
    case 'difference':
      return answerCompareQuery(run, query, otherRun(query.other));
    case 'series':
      return answerCompareQuery(run, query, undefined);
  }
}

/** Throws MalformedQueryError for a cell off the run's map (−1, the roots, where `rootAllowed`). */
function checkCell(run: DebugRun, cell: number, rootAllowed: boolean): void {
  const { width, height } = run.grid;
  if ((cell >= 0 && cell < width * height) || (rootAllowed && cell === -1)) return;
  throw new MalformedQueryError(`The debugger asked about cell ${cell}, which is not on this ${width}×${height} map.`);
}
