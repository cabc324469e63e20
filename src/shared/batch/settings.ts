// A batch's settings as the Batch panel's form holds them and a project file keeps them: where the
// pairs come from, how many random ones from which seed, and the scenario file's name.
import { MAX_RANDOM_PAIRS } from './pairs';
import { MAX_SEED } from './rng';

/** Where a batch's start/goal pairs come from. */
export type PairSource = 'random' | 'markers' | 'scenario';

export interface BatchSettings {
  source: PairSource;
  /** Random pairs to draw (1 to MAX_RANDOM_PAIRS). */
  pairs: number;
  /** Seed of the random pairs (0 to MAX_SEED). */
  seed: number;
  /** The scenario file's name when one was chosen (its lines are not kept); null before. */
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
