// A recorded search on a small map and a stand-in for the worker's trace questions, answered from
// the engine's own TraceStore, as the worker answers them: the panels' models are tested against what
// the engine recorded, not against numbers made up for the test. `childrenOf` finds a node's children
// by brute force (every cell whose parent at the step is the asked cell), to check those answers.
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchOptions } from '../../../../../src/shared/engine/index';
import { recordingOf, TraceStore } from '../../../../../src/shared/engine/trace/index';
import { CellState } from '../../../../../src/shared/engine/types';
import { createGrid, type Grid } from '../../../../../src/shared/grid/grid';
import type { TraceAnswers, TraceQuery } from '../../../../../src/shared/protocol/messages';
import type { RunQuestion } from '../../../../../src/renderer/runs/runQuestion';

/** Default palette letters: . Ground, g Grass, f Forest, s Swamp, # Wall. */
const LETTERS: Record<string, number> = { '.': 0, r: 1, g: 2, f: 3, s: 4, '#': 6 };

export function gridFromText(text: string): Grid {
  const rows = text.trim().split('\n').map((r) => r.trim());
  const grid = createGrid(rows[0]!.length, rows.length);
  rows.forEach((row, y) => [...row].forEach((ch, x) => (grid.terrain[y * grid.width + x] = LETTERS[ch]!)));
  return grid;
}

/** A 16 × 10 map with a wall and some costly terrain between the start (1, 1) and the goal (14, 8). */
export const MAP = `
  ................
  ..........ff....
  .....#....ff....
  .....#..........
  .....#...ss.....
  .....#...ss.....
  .....#######....
  ..gg............
  ..gg............
  ................`;

export interface RecordedRun {
  grid: Grid;
  store: TraceStore;
  start: number;
  goal: number;
  /** Answers a trace question as the worker would. */
  answer<Q extends TraceQuery>(query: Q): TraceAnswers[Q['kind']];
}

export function recordRun(over: Partial<SearchOptions> = {}, text = MAP): RecordedRun {
  const grid = gridFromText(text);
  const start = 1 * grid.width + 1, goal = 8 * grid.width + 14;
  const result = runSearch(grid, { start, goal, options: { ...DEFAULT_SEARCH_OPTIONS, ...over, recordTrace: true } });
  const store = new TraceStore(recordingOf(result)!);
  const answer = <Q extends TraceQuery>(q: Q): TraceAnswers[Q['kind']] => answerOf(store, q) as TraceAnswers[Q['kind']];
  return { grid, store, start, goal, answer };
}

function answerOf(store: TraceStore, q: TraceQuery): TraceAnswers[keyof TraceAnswers] {
  switch (q.kind) {
    case 'list':
      return q.list === 'open' ? store.openList(q.step, q.side, q.offset, q.count) : store.closedList(q.step, q.offset, q.count);
    case 'cell':
      return store.cell(q.step, q.cell);
    case 'tree-path':
      return store.treePath(q.step, q.cell, q.side);
    case 'tree-children':
      return store.treeChildren(q.step, q.cell, q.side);
    default:
      throw new Error(`The fixture does not answer '${q.kind}'.`);
  }
}

/** Cells whose parent on `side` at `step` is `cell` (−1: the seen cells without a parent, the roots), in cell order. */
export function childrenOf(store: TraceStore, cells: number, step: number, cell: number, side: number): Int32Array {
  const out: number[] = [];
  for (let c = 0; c < cells; c++) {
    const d = store.cell(step, c);
    const s = side === 1 ? d.backward : d.forward;
    if (s && s.state !== CellState.Unseen && s.parent === cell) out.push(c);
  }
  return Int32Array.from(out);
}

/** A RunQuestion over a recorded run whose answers arrive only when the test releases them. */
export class HeldAsk {
  readonly asked: TraceQuery[] = [];
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly run: RecordedRun) {}

  readonly ask: RunQuestion = <Q extends TraceQuery>(q: Q) => {
    this.asked.push(q);
    return new Promise<TraceAnswers[Q['kind']]>((resolve, reject) =>
      this.waiting.push(() => {
        try {
          resolve(this.run.answer(q));
        } catch (err) {
          reject(err);
        }
      }),
    );
  };

  /** Questions not answered yet. */
  get pending(): number {
    return this.waiting.length;
  }

  /** Answers the oldest question and lets its promise's reactions run. */
  async release(): Promise<void> {
    const next = this.waiting.shift();
    if (!next) throw new Error('No question is waiting for an answer.');
    next();
    await settle();
  }

  /** Answers every question, including those asked while answering, until none is left. */
  async releaseAll(): Promise<void> {
    await settle(); // questions asked after an await are not asked yet
    while (this.waiting.length > 0) await this.release();
  }
}

/**
 * Lets every promise reaction already queued run to its end: a task runs only once the microtask
 * queue is empty, so this is an ordering, not a wait for time to pass (the fixtures answer
 * synchronously; nothing here depends on a timer's length).
 */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
