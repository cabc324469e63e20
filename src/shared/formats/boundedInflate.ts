// The one way any reader decompresses what a file holds (a PNG's scanlines, a Tiled layer's tile
// ids, a project's terrain and heights): into a known number of bytes, stopping the moment it would
// produce more. fflate's one-shot functions grow their output until the stream ends, so a small
// hostile file could make gigabytes; its streaming decoders, fed small slices, hand back each
// slice's output, so the check runs after at most one slice (deflate expands at most ~1032:1, so
// ~16 MiB per 16 KiB slice). Data a map does not need is never decompressed at all.
import { Gunzip, Inflate, Unzlib } from 'fflate';
import { ImportError } from './importError';

/** Compressed bytes fed per step. */
export const INFLATE_SLICE = 16 * 1024;

/** Counts the bytes a decompression produced, for tests that check it stopped early. */
export interface InflateMeter {
  /** Bytes the decompressor produced, including any it produced past the declared size. */
  produced: number;
}

/** How the data is wrapped: zlib (PNG, Tiled), gzip (Tiled) or raw DEFLATE (project layers). */
export type CompressedFormat = 'zlib' | 'gzip' | 'deflate';

/** The sentences for a stream that is damaged, too long or too short, naming what it holds. */
export interface InflateWording {
  damaged: string;
  tooLong: string;
  /** The sentence, or one made from the bytes the stream did hold. */
  tooShort: string | ((produced: number) => string);
  /** The error each sentence is thrown as; ImportError unless the reader has its own. */
  error?: (sentence: string) => Error;
}

/** First output buffer; it doubles as data arrives, so a tiny file claiming a huge size costs little. */
const FIRST_BUFFER = 1 << 20;

const DECODERS = { zlib: Unzlib, gzip: Gunzip, deflate: Inflate } as const;

/**
 * Decompresses `data` into exactly `expected` bytes, or throws one of `wording`'s sentences. `data`
 * may be given in pieces (a PNG's IDAT chunks). With `keep` false the bytes are only counted (an
 * empty array is returned): a check before a decoder that inflates again.
 */
export function inflateBounded(
  data: Uint8Array | readonly Uint8Array[],
  format: CompressedFormat,
  expected: number,
  wording: InflateWording,
  meter?: InflateMeter,
  keep = true,
): Uint8Array {
  const fail = (sentence: string) => (wording.error ?? ((s: string) => new ImportError(s)))(sentence);
  let out = new Uint8Array(keep ? Math.min(expected, FIRST_BUFFER) : 0);
  let filled = 0;
  let tooLong = false;
  const onData = (chunk: Uint8Array) => {
    if (meter) meter.produced += chunk.length;
    if (chunk.length > expected - filled) {
      tooLong = true;
      throw fail(wording.tooLong);
    }
    if (keep) {
      if (filled + chunk.length > out.length) {
        const grown = new Uint8Array(Math.min(expected, Math.max(out.length * 2, filled + chunk.length)));
        grown.set(out.subarray(0, filled));
        out = grown;
      }
      out.set(chunk, filled);
    }
    filled += chunk.length;
  };
  const stream = new DECODERS[format](onData);
  const pieces = data instanceof Uint8Array ? [data] : data;
  const total = pieces.reduce((n, p) => n + p.length, 0);
  if (total === 0) throw fail(wording.damaged);
  try {
    let fed = 0;
    for (const piece of pieces) {
      for (let at = 0; at < piece.length; at += INFLATE_SLICE) {
        const end = Math.min(at + INFLATE_SLICE, piece.length);
        fed += end - at;
        stream.push(piece.subarray(at, end), fed === total);
      }
    }
  } catch (err) {
    if (tooLong) throw err;
    // fflate's own errors ("invalid block type", "unexpected EOF") mean the same to a user.
    throw fail(wording.damaged);
  }
  if (filled !== expected) throw fail(typeof wording.tooShort === 'string' ? wording.tooShort : wording.tooShort(filled));
  return out;
}
