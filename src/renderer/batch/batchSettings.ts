// The batch form's settings: where the pairs come from, how many random ones and from which seed,
// and the scenario file's name. These are what a project keeps of the last batch.
import { MAX_RANDOM_PAIRS } from '../../shared/batch/pairs';
import { MAX_SEED } from '../../shared/batch/rng';

/** Where a batch's start/goal pairs come from. */
export type PairSource = 'random' | 'markers' | 'scenario';

export interface BatchSettings {
  source: PairSource;
  /** Random pairs to draw. */
  pairs: number;
  /** Seed of the random pairs. */
  seed: number;
  /** The scenario file's name when the source is a scenario (its lines are not kept). */
  scenarioName: string | null;
}

export const DEFAULT_BATCH_SETTINGS: Readonly<BatchSettings> = Object.freeze({ source: 'random', pairs: 100, seed: 1, scenarioName: null });

/** A sentence for a number of pairs the form cannot use; null when it can. */
export function pairsProblem(pairs: unknown): string | null {
  return typeof pairs === 'number' && Number.isInteger(pairs) && pairs >= 1 && pairs <= MAX_RANDOM_PAIRS
    ? null
    : `Type a number of pairs from 1 to ${MAX_RANDOM_PAIRS.toLocaleString('en')}.`;
}

/** A sentence for a seed the form cannot use; null when it can. */
export function seedProblem(seed: unknown): string | null {
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED ? null : `Type a seed: a whole number from 0 to ${MAX_SEED}.`;
}

/** How many workers a batch uses: one per core but one (the page needs one too), at least one. */
export function batchWorkerCount(cores: number | undefined = globalThis.navigator?.hardwareConcurrency): number {
  return Math.max(1, Math.floor(cores ?? 2) - 1);
}
