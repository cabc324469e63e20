// Lock-step arithmetic: one timeline position drives every pane of the run controller (one in the
// single map view, 2–4 in the compare view). By expansion count, pane i shows min(k, steps_i) and
// holds its last step once k passes it; by progress, the timeline runs 0..PROGRESS_STEPS and each
// pane shows the same fraction of its own run.

/** How the shared timeline maps to each pane's step. */
export type TimelineMode = 'expansions' | 'progress';

/** Positions on the timeline in 'progress' mode (0 = every run's start, PROGRESS_STEPS = every run's end). */
export const PROGRESS_STEPS = 1000;

/** The step a run of `steps` expansions shows at timeline position k. */
export function paneStepAt(mode: TimelineMode, k: number, steps: number): number {
  const at = Math.max(0, k);
  if (mode === 'expansions') return Math.min(at, steps);
  return Math.round((Math.min(at, PROGRESS_STEPS) / PROGRESS_STEPS) * steps);
}

/** Whether a run of `steps` expansions shows its last step (and says "finished") at position k. */
export function paneFinishedAt(mode: TimelineMode, k: number, steps: number): boolean {
  return mode === 'expansions' ? k >= steps : k >= PROGRESS_STEPS;
}

/** The timeline's last position for runs of these lengths (0 with none). */
export function timelineLengthOf(mode: TimelineMode, steps: readonly number[]): number {
  if (steps.length === 0) return 0;
  return mode === 'expansions' ? Math.max(0, ...steps) : PROGRESS_STEPS;
}

/**
 * The first timeline position at which a run of `steps` expansions shows step `s` or later: where
 * "jump to step s of pane A" puts the shared cursor.
 */
export function positionOfPaneStep(mode: TimelineMode, s: number, steps: number): number {
  if (mode === 'expansions') return Math.max(0, s);
  if (steps <= 0 || s <= 0) return 0;
  s = Math.min(s, steps);
  // round(k/P × steps) ≥ s ⇔ k ≥ (s − ½) × P / steps.
  let k = Math.max(0, Math.ceil(((s - 0.5) * PROGRESS_STEPS) / steps));
  while (k > 0 && paneStepAt(mode, k - 1, steps) >= s) k--;
  while (k < PROGRESS_STEPS && paneStepAt(mode, k, steps) < s) k++;
  return k;
}

/** Timeline positions to move for `expansions` expansions of the longest run (progress mode plays at the same pace). */
export function positionsForExpansions(mode: TimelineMode, expansions: number, longest: number): number {
  if (mode === 'expansions') return expansions;
  return longest > 0 ? (expansions * PROGRESS_STEPS) / longest : PROGRESS_STEPS;
}
