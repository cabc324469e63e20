// The analysis overlay's cells coloured in a worker (a stand-in running the real service, messages
// crossing as a worker's do: cloned, listed buffers moved): for every analysis the cells are the
// bytes the page used to colour itself (writeAnalysisCells with the map's walls), the answer gets
// back the arrays it lent, the field's flow never leaves the page, a unit type's walls stay clear
// in its field, and an answer for a map of another size gives no cells.
import { describe, expect, it } from 'vitest';
import { createAnalysisJob, type AnalysisAnswer, type AnalysisAsk } from '../../../../src/shared/analysis/analysisJob';
import { DEFAULT_SEARCH_OPTIONS, movementOf } from '../../../../src/shared/engine/index';
import { createGrid, isPassable, type Grid } from '../../../../src/shared/grid/grid';
import { gridForUnitType } from '../../../../src/shared/grid/unitTypes';
import { markOf, writeAnalysisCells } from '../../../../src/renderer/overlays/analysisCells';
import { inlinePainter, workerPainter, type PaintWorker } from '../../../../src/renderer/analysis/analysisPainter';
import { paintService, type PaintAnswer, type PaintRequest } from '../../../../src/renderer/analysis/paintProtocol';
import type { WorkerMessage } from '../../../../src/renderer/workers/workerMessages';

/** A Web Worker stand-in running the real service; what it is sent and what it posts cross as clones with their listed buffers moved. */
class FakeWorker implements PaintWorker {
  onmessage: ((e: MessageEvent<WorkerMessage<PaintAnswer>>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  constructor() {
    this.post({ id: 0, kind: 'ready' }, []);
  }
  postMessage(message: PaintRequest, transfer: Transferable[]): void {
    const received = structuredClone(message, { transfer });
    void paintService.answer(received).then(({ answer, transfer: back }) => this.post({ id: received.id, kind: 'answer', answer }, back));
  }
  terminate(): void {}
  private post(message: WorkerMessage<PaintAnswer>, transfer: Transferable[]): void {
    const delivered = structuredClone(message, { transfer });
    queueMicrotask(() => this.onmessage?.({ data: delivered } as MessageEvent<WorkerMessage<PaintAnswer>>));
  }
}

// A 24 × 16 map: a wall down the middle with a gap, a water pond (impassable), swamp on the right.
const W = 24, H = 16;
function map(): Grid {
  const grid = createGrid(W, H);
  for (let y = 0; y < H; y++) if (y !== 7) grid.terrain[y * W + 12] = 6;
  for (let y = 2; y < 5; y++) for (let x = 3; x < 6; x++) grid.terrain[y * W + x] = 5;
  for (let y = 10; y < 14; y++) for (let x = 16; x < 22; x++) grid.terrain[y * W + x] = 4;
  // A closed box on the left: a region that cannot reach the start.
  for (const [x, y] of [[1, 10], [2, 10], [3, 10], [1, 12], [2, 12], [3, 12], [1, 11], [3, 11]] as const) grid.terrain[y * W + x] = 6;
  return grid;
}

function answerOf(grid: Grid, ask: AnalysisAsk): AnalysisAnswer {
  const job = createAnalysisJob(grid, movementOf(DEFAULT_SEARCH_OPTIONS), ask);
  while (!job.step());
  return job.answer();
}

const ASKS: [string, AnalysisAsk][] = [
  ['regions', { what: 'regions', start: 1 }],
  ['range', { what: 'range', origin: 1, budget: 6 }],
  ['field', { what: 'field', origin: 1, direction: 'from' }],
  ['cut', { what: 'cut', start: 1, goal: W * H - 2, articulation: true }],
];

/** The typed arrays of an answer, copied (to compare after they travelled). */
const arraysOf = (answer: AnalysisAnswer) => Object.entries(answer).filter(([, v]) => ArrayBuffer.isView(v)).map(([k, v]) => [k, Array.from(v as Uint8Array)]);

describe('the analysis painter', () => {
  for (const [name, ask] of ASKS) {
    it(`colours ${name} in the worker as the page did, and gives the answer its arrays back`, async () => {
      const grid = map(), answer = answerOf(grid, ask);
      const before = arraysOf(answer);
      const expected = new Uint8Array(W * H);
      expect(writeAnalysisCells(expected, W, answer, 3, (c) => isPassable(grid, c))).toBe(true);
      const painter = workerPainter(() => new FakeWorker());
      const cells = await painter.paint(answer, { width: W, height: H, step: 3, terrain: grid.terrain, passable: grid.palette.map((t) => t.passable) });
      expect(cells).toEqual(expected);
      expect(arraysOf(answer)).toEqual(before);
      // Something is drawn, so the comparison compares colours.
      expect(cells!.some((b) => b !== 0)).toBe(true);
      expect(await inlinePainter.paint(answer, { width: W, height: H, step: 3, terrain: grid.terrain, passable: grid.palette.map((t) => t.passable) })).toEqual(expected);
    });
  }

  it('keeps the field’s flow on the page: it is never moved, even while the costs are away', async () => {
    const grid = map(), answer = answerOf(grid, { what: 'field', origin: 1, direction: 'from' });
    if (answer.what !== 'field') throw new Error('not a field');
    const flow = answer.flow, length = flow.length;
    const painting = workerPainter(() => new FakeWorker()).paint(answer, { width: W, height: H, step: 2, terrain: grid.terrain, passable: grid.palette.map((t) => t.passable) });
    expect(answer.flow.length).toBe(length);
    await painting;
    expect(answer.flow).toBe(flow);
    expect(answer.costs.length).toBe(W * H);
  });

  it('leaves the walls of the unit type measured clear in its field, and marks its open cells out of reach', async () => {
    const grid = map();
    // A unit that cannot enter swamp: the swamp is a wall to it, not a place it fails to reach.
    grid.unitTypes = [{ name: 'Walker', costs: [1, 0.5, 1.5, 2, null, null, null] }];
    const seen = gridForUnitType(grid, 'Walker');
    const answer = answerOf(seen, { what: 'field', origin: 1, direction: 'from' });
    const cells = await workerPainter(() => new FakeWorker()).paint(answer, { width: W, height: H, step: 5, terrain: grid.terrain, passable: seen.palette.map((t) => t.passable) });
    const marks = (x: number, y: number) => markOf(cells![y * W + x]!);
    expect(marks(18, 11)).toBeNull();
    expect(marks(2, 11)).toBe('unreachable');
    expect(marks(20, 2)).toMatch(/field|contour/);
  });

  it('gives no cells for an answer of another map size', async () => {
    const answer = answerOf(map(), { what: 'regions', start: -1 });
    expect(await workerPainter(() => new FakeWorker()).paint(answer, { width: W + 1, height: H, step: 1, terrain: null, passable: [] })).toBeNull();
  });
});
