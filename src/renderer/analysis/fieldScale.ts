// The distance field's contour spacing: the user's, or one chosen from the answer so about ten
// bands span the field at a round step (1, 2 or 5 times a power of ten), as a map's axis would.
import type { AnalysisAnswer } from '../../shared/analysis/analysisJob';

/** Bands the automatic step aims for across the farthest cost. */
const BANDS = 10;

/** A round step giving about BANDS bands up to `farthest` (1 for a field of nothing but its origin). */
export function autoContourStep(farthest: number): number {
  if (!(farthest > 0) || !Number.isFinite(farthest)) return 1;
  const raw = farthest / BANDS, power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  return step;
}

/** The step the field is drawn with: the one typed when it is a positive number, else the automatic one. */
export function contourStepOf(state: { contourStep: number | null; answer: AnalysisAnswer | null }): number {
  const typed = state.contourStep;
  if (typed !== null && Number.isFinite(typed) && typed > 0) return typed;
  return autoContourStep(state.answer?.what === 'field' ? state.answer.farthest : 0);
}
