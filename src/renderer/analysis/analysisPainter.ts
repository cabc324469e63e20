// The page's side of the analysis colouring worker (paintProtocol.ts; workerClient.ts does the
// talking): an answer's arrays go to the worker and come back with the cells, so the UI thread only
// hands the cells to the overlay's texture. Where no worker can start (unit tests, a page policy),
// the colouring runs on the page with the same result.
import type { AnalysisAnswer } from '../../shared/analysis/analysisJob';
import { pageClient, workerClient, type WorkerClient, type WorkerClientSpec, type WorkerLike } from '../workers/workerClient';
import type { Ask } from '../workers/workerMessages';
import { buffersOf, paintedArrays, paintedPart, paintService, takeBack, type PaintAnswer, type PaintRequest } from './paintProtocol';

/** Colours answers into cells; null when the answer is for a map of another size. */
export interface AnalysisPainter {
  /**
   * The cells of `answer`. Its per-cell arrays are away until this settles (they are moved, not
   * copied), so call it before the answer is shown or while nothing reads them but the colouring.
   */
  paint(answer: AnalysisAnswer, map: Omit<Ask<PaintRequest>, 'answer'>): Promise<Uint8Array | null>;
}

/** The slice of a Web Worker the painter uses. */
export type PaintWorker = WorkerLike<PaintRequest, PaintAnswer>;

const PAINT: WorkerClientSpec<PaintRequest, PaintAnswer> = {
  name: 'analysis colours',
  onPage: () => paintService,
  isSentence: () => false,
  errorOf: (failure) => new Error(failure.message),
  // The painter never cancels: a colouring no longer wanted still brings its arrays back.
  cancelled: () => new Error('Cancelled.'),
  lost: (_request, why) => new Error(`The worker colouring the analysis stopped (${why}); show the analysis again.`),
};

const startPaintWorker = (): PaintWorker =>
  new Worker(new URL('./analysisPaint.worker.ts', import.meta.url), { type: 'module', name: 'A* Studio analysis colours' });

function painterOver(client: WorkerClient<PaintRequest, PaintAnswer>): AnalysisPainter {
  return {
    async paint(answer, map) {
      const lent = paintedPart(answer);
      const painted = await client.run({ ...map, answer: lent }, undefined, buffersOf(paintedArrays(lent))).answer;
      takeBack(answer, painted.answer);
      return painted.cells;
    },
  };
}

/** The painter over a Web Worker started on first use (on the page where none can start). */
export function workerPainter(createWorker: () => PaintWorker = startPaintWorker): AnalysisPainter {
  return painterOver(workerClient(PAINT, createWorker));
}

/** The painter on the page's own thread (tests). */
export const inlinePainter: AnalysisPainter = painterOver(pageClient(PAINT));

/** The worker painter where the page can start workers, else the inline one (Node tests). */
export const defaultPainter = (): AnalysisPainter => (typeof Worker === 'function' ? workerPainter() : inlinePainter);
