// Turning an analysis answer into the overlay's cells (one colour byte per cell, analysisCells.ts)
// off the UI thread: on a 4096² map that loop takes longer than a frame, so a small Web Worker runs
// it (analysisPainter.ts does the talking, workerMessages.ts's envelope). The arrays the colouring
// reads move to the worker and back with the cells (transferred, never copied); the field's flow,
// which it does not read, stays on the page.
import type { AnalysisAnswer } from '../../shared/analysis/analysisJob';
import type { ServiceAnswer, WorkerService } from '../workers/workerMessages';
import { writeAnalysisCells } from '../overlays/analysisCells';

/** Colour the cells of `answer` on a map of `width` × `height` cells. */
export interface PaintRequest {
  id: number;
  /** The answer, its field's flow left out (paintedPart). */
  answer: AnalysisAnswer;
  width: number;
  height: number;
  /** The cost between the field's contour lines. */
  step: number;
  /** For a field: each cell's terrain (null for the other analyses, which read no walls). */
  terrain: Uint8Array | null;
  /** Per terrain, whether the unit measured can enter it (the field leaves the others unpainted). */
  passable: boolean[];
}

/** The cells (null: the answer is for a map of another size), and the answer with the arrays it lent (put them back with `takeBack`). */
export interface PaintAnswer {
  cells: Uint8Array | null;
  answer: AnalysisAnswer;
}

const NO_FLOW = new Uint8Array(0);

/** What the worker needs of `answer`: all of it but the field's flow. */
export function paintedPart(answer: AnalysisAnswer): AnalysisAnswer {
  return answer.what === 'field' ? { ...answer, flow: NO_FLOW } : answer;
}

/** The arrays the colouring reads: they travel to the worker and back instead of being copied. */
export function paintedArrays(answer: AnalysisAnswer): ArrayBufferView[] {
  switch (answer.what) {
    case 'regions': return [answer.labels];
    case 'range': return [answer.band];
    case 'field': return [answer.costs];
    case 'cut': return answer.articulation ? [answer.cells, answer.articulation] : [answer.cells];
  }
}

/** The distinct buffers of `views` (a buffer listed twice cannot be transferred). */
export function buffersOf(views: ArrayBufferView[]): ArrayBuffer[] {
  return [...new Set(views.map((v) => v.buffer as ArrayBuffer))];
}

/** Puts the arrays `painted` brings back into `answer`, whose own went to the worker. */
export function takeBack(answer: AnalysisAnswer, painted: AnalysisAnswer): void {
  const own = paintedArrays(answer), back = paintedArrays(painted);
  if (own[0] === back[0]) return; // coloured on the page: nothing travelled
  if (answer.what === 'regions' && painted.what === 'regions') answer.labels = painted.labels;
  else if (answer.what === 'range' && painted.what === 'range') answer.band = painted.band;
  else if (answer.what === 'field' && painted.what === 'field') answer.costs = painted.costs;
  else if (answer.what === 'cut' && painted.what === 'cut') (answer.cells = painted.cells), (answer.articulation = painted.articulation);
}

/** Colours one request (in the worker, or on the page where none runs). */
export function paintCells(request: PaintRequest): ServiceAnswer<PaintAnswer> {
  const { answer, width, height, step, terrain, passable } = request;
  const cells = new Uint8Array(width * height);
  const fits = writeAnalysisCells(cells, width, answer, step, (c) => terrain !== null && passable[terrain[c]!] === true);
  const lent = buffersOf(paintedArrays(answer));
  return fits ? { answer: { cells, answer }, transfer: [cells.buffer, ...lent] } : { answer: { cells: null, answer }, transfer: lent };
}

export const paintService: WorkerService<PaintRequest, PaintAnswer> = {
  answer: async (request) => paintCells(request),
};
