// How much every fuzz test does: a sample on each run of the unit tests (npm test, CI), the full
// count with FUZZ=full (`FUZZ=full npx vitest run fuzz`). The files are made by seeded mutators, so
// a run is repeatable; FUZZ_SEED=n shifts every seed to explore files CI never sees.

import { GIBIBYTE_MIB } from './deflateBomb';

/** Whether the full fuzz was asked for. */
export const FUZZ_FULL = process.env.FUZZ === 'full';

/**
 * What the bombs among the bases inflate to, in MiB: a gibibyte in the full fuzz; 64 MiB in a
 * sampled run, where each mutation of a 1 MiB base would cost more than the rest of the file (a
 * bounded reader refuses both at the same point; each test reads the gibibyte ones on their own).
 */
export const BASE_BOMB_MIB = FUZZ_FULL ? GIBIBYTE_MIB : 64;

/** How many damaged files a test makes: `sampled` normally, `full` under FUZZ=full. */
export function fuzzCount(sampled: number, full: number): number {
  return FUZZ_FULL ? full : sampled;
}

/** A test's seed, shifted by FUZZ_SEED when given. */
export function fuzzSeed(seed: number): number {
  const shift = Number(process.env.FUZZ_SEED ?? 0);
  return Number.isSafeInteger(shift) ? seed + shift : seed;
}

/** A fuzz test's time limit: a sampled run is quick; the full one may take many minutes on a slow machine. */
export const FUZZ_TIMEOUT = FUZZ_FULL ? 60 * 60_000 : 120_000;

/** One line for the test log: how many files, and how they ended. */
export function fuzzReport(what: string, files: number, read: number, refused: number, extra = ''): void {
  console.log(`fuzz: ${files} ${what}${FUZZ_FULL ? ' (full)' : ''}: ${read} read, ${refused} refused with a sentence${extra}`);
}
