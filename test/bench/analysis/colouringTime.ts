// What colouring an analysis answer into the overlay's cells costs on a 4096² map (analysisCells.ts's
// writeAnalysisCells, which the colouring worker runs, timed in Node): the work the UI thread did itself before it moved to a worker, as the
// baseline beside the browser's longest task.
import { createAnalysisJob, type AnalysisAnswer, type AnalysisAsk } from '../../../src/shared/analysis/analysisJob';
import { DEFAULT_SEARCH_OPTIONS, movementOf } from '../../../src/shared/engine/index';
import { autoContourStep } from '../../../src/renderer/analysis/fieldScale';
import { writeAnalysisCells } from '../../../src/renderer/overlays/analysisCells';
import { paintedMap } from '../engine/paintedMap';
import { median } from '../engine/stats';

const SIDE = 4096;

/** Milliseconds (median of 3) to colour the regions, a range of budget 1000 and the field from a corner. */
export function colouringTimes(): Record<'regions' | 'range' | 'field', number> {
  const grid = paintedMap(SIDE), start = SIDE + 1;
  const asks: Record<'regions' | 'range' | 'field', AnalysisAsk> = {
    regions: { what: 'regions', start },
    range: { what: 'range', origin: start, budget: 1000 },
    field: { what: 'field', origin: start, direction: 'from' },
  };
  const passable = grid.palette.map((t) => t.passable);
  const times = {} as Record<'regions' | 'range' | 'field', number>;
  for (const [kind, ask] of Object.entries(asks) as ['regions' | 'range' | 'field', AnalysisAsk][]) {
    const job = createAnalysisJob(grid, movementOf(DEFAULT_SEARCH_OPTIONS), ask);
    while (!job.step());
    const answer: AnalysisAnswer = job.answer();
    const step = answer.what === 'field' ? autoContourStep(answer.farthest) : 1;
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      writeAnalysisCells(new Uint8Array(SIDE * SIDE), SIDE, answer, step, (c) => passable[grid.terrain[c]!]!);
      runs.push(performance.now() - t0);
    }
    times[kind] = median(runs);
  }
  return times;
}
