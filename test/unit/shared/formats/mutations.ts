// A seeded mutator for importer fuzz tests: bytes flipped, the file cut short, ranges spliced
// elsewhere, random bytes inserted; and for JSON formats, a field swapped, deleted, or given a huge
// number or the wrong type. The same seed gives the same damaged files on every run.
import { zlibSync } from 'fflate';
import { zeroBomb } from './deflateBomb';

export type Rand = () => number;

/** A seeded random number generator in [0, 1) (mulberry32). */
export function seeded(seed: number): Rand {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (rand: Rand, n: number) => Math.floor(rand() * n);
export const pick = <T>(rand: Rand, items: readonly T[]): T => items[int(rand, items.length)]!;

/** `make`'s value, made on the first call and kept (corpus files are costly to build). */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** One damaged copy of `bytes`: flipped bits, a cut, a spliced range or inserted garbage. */
export function mutateBytes(rand: Rand, bytes: Uint8Array): Uint8Array {
  switch (int(rand, 4)) {
    case 0: {
      const copy = bytes.slice();
      for (let i = 0, n = 1 + int(rand, 8); i < n && copy.length > 0; i++) copy[int(rand, copy.length)]! ^= 1 << int(rand, 8);
      return copy;
    }
    case 1:
      return bytes.slice(0, int(rand, bytes.length));
    case 2: {
      const from = int(rand, bytes.length), length = int(rand, Math.min(256, bytes.length - from) + 1), to = int(rand, bytes.length);
      const out = new Uint8Array(bytes.length + length);
      out.set(bytes.subarray(0, to));
      out.set(bytes.subarray(from, from + length), to);
      out.set(bytes.subarray(to), to + length);
      return out;
    }
    default: {
      const at = int(rand, bytes.length + 1), junk = Uint8Array.from({ length: 1 + int(rand, 32) }, () => int(rand, 256));
      const out = new Uint8Array(bytes.length + junk.length);
      out.set(bytes.subarray(0, at));
      out.set(junk, at);
      out.set(bytes.subarray(at), at + junk.length);
      return out;
    }
  }
}

/** A zlib stream that inflates to 1 + 258 × `repeats` zero bytes from a few kilobytes. */
export function zlibBomb(repeats: number): Uint8Array {
  const body = zeroBomb(repeats);
  const out = new Uint8Array(body.length + 6);
  out.set([0x78, 0x9c]);
  out.set(body, 2);
  return out;
}

/** Small honest compressed data, of the wrong size for most purposes. */
export function zlibOf(length: number): Uint8Array {
  return zlibSync(new Uint8Array(length));
}

/** Text a terminal would act on (retitle the window, clear the screen) or that reorders what follows. */
export const TERMINAL_ESCAPES = '\u001b]0;owned\u0007\u001b[2J\u0000\u009b31m\u202eexe.gnp';

export type Json = unknown;
const HUGE = [1e308, -1e308, 2 ** 53 + 2, 4096, 4097, 4096 * 4096, -1, 0, 0.5, 255, 256, 2 ** 31, 2 ** 32];
const WRONG = [null, true, 'x', [], {}, 0, [1, 2], { a: 1 }, 'A'.repeat(300), [[0, 0]], '#zzzzzz', 'zstd', 'gzip', 'hexagonal', 'tilelayer', TERMINAL_ESCAPES];

/** Every (container, key) in a JSON value, so a mutation can reach any field. */
export function slots(root: Json): [Record<string | number, Json>, string | number][] {
  const out: [Record<string | number, Json>, string | number][] = [];
  const walk = (v: Json) => {
    if (v === null || typeof v !== 'object') return;
    for (const k of Object.keys(v)) {
      const key = Array.isArray(v) ? Number(k) : k;
      out.push([v as Record<string | number, Json>, key]);
      walk((v as Record<string, Json>)[k]);
    }
  };
  walk(root);
  return out;
}

/** One damaged copy of a JSON text: a field swapped, deleted, made huge or of the wrong type, or `special` applied. */
export function mutateJson(rand: Rand, text: string, special?: (json: Json, rand: Rand) => void): string {
  const json = JSON.parse(text) as Json;
  const all = slots(json);
  if (all.length === 0) return text;
  const [obj, key] = pick(rand, all);
  switch (int(rand, special ? 5 : 4)) {
    case 0: {
      const [other, otherKey] = pick(rand, all);
      const v = obj[key];
      obj[key] = other[otherKey];
      other[otherKey] = v;
      break;
    }
    case 1:
      obj[key] = pick(rand, HUGE);
      break;
    case 2:
      obj[key] = pick(rand, WRONG);
      break;
    case 3:
      if (Array.isArray(obj)) obj.splice(key as number, 1);
      else delete obj[key];
      break;
    default:
      special!(json, rand);
  }
  return JSON.stringify(json);
}

/** Every object in a JSON value that has `key`, for targeted mutations. */
export function holders(root: Json, key: string): Record<string, Json>[] {
  return slots(root).filter(([o, k]) => k === key).map(([o]) => o as Record<string, Json>);
}
