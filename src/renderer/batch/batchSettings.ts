// The batch form's settings (shared with the project file, src/shared/batch/settings.ts) and how
// many workers a batch uses in this window.
export { DEFAULT_BATCH_SETTINGS, pairsProblem, seedProblem, type BatchSettings, type PairSource } from '../../shared/batch/settings';

/** How many workers a batch uses: one per core but one (the page needs one too), at least one. */
export function batchWorkerCount(cores: number | undefined = globalThis.navigator?.hardwareConcurrency): number {
  return Math.max(1, Math.floor(cores ?? 2) - 1);
}
