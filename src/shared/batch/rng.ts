// A small seeded random number generator (mulberry32): the same seed gives the same pairs on every
// machine and in every build, which Math.random cannot promise. Not for cryptography.

/** A stream of pseudo-random numbers from a 32-bit seed. */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, n) (n ≥ 1, at most 2³²). */
  below(n: number): number;
}

/** The generator for `seed` (any integer; only its low 32 bits count). */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, below: (n) => Math.floor(next() * n) };
}

/** Largest seed the batch form and the command line accept (seeds are 32-bit). */
export const MAX_SEED = 0xffffffff;
