// Inflates a layer into a buffer of the size the map declares, and stops the moment the data
// would overflow it. fflate's one-shot inflateSync grows its output until the stream ends (a
// 1.3 MiB file once inflated to 1 GiB before being refused), and with a preallocated `out` it
// silently drops the overflow while still decoding all of it; its streaming Inflate, fed small
// slices of input, hands back each slice's output, so the check runs after at most one slice.
import { Inflate } from 'fflate';
import { ProjectFormatError } from './errors';

/**
 * Compressed bytes fed per step. Deflate expands at most ~1032:1, so one step emits at most
 * ~16 MiB before the size check sees it.
 */
export const INFLATE_SLICE_BYTES = 16 * 1024;

/** Counts the work of one inflate, for tests that check it stops early. */
export interface InflateProbe {
  /** Bytes the decompressor produced, including any it produced past the declared size. */
  produced: number;
}

/**
 * Inflates raw DEFLATE `data` into exactly `expected` bytes, or throws ProjectFormatError naming
 * `layer` ("terrain", "height") when the data is damaged, too short or too long.
 */
export function inflateExactly(data: Uint8Array, expected: number, layer: string, probe?: InflateProbe): Uint8Array {
  const out = new Uint8Array(expected);
  let filled = 0;
  const inflater = new Inflate((chunk) => {
    if (probe) probe.produced += chunk.length;
    if (chunk.length > expected - filled) throw tooLong(layer, expected);
    out.set(chunk, filled);
    filled += chunk.length;
  });
  try {
    if (data.length === 0) throw damaged(layer);
    for (let at = 0; at < data.length; at += INFLATE_SLICE_BYTES) {
      const end = Math.min(at + INFLATE_SLICE_BYTES, data.length);
      inflater.push(data.subarray(at, end), end === data.length);
    }
  } catch (err) {
    if (err instanceof ProjectFormatError) throw err;
    throw damaged(layer);
  }
  if (filled !== expected)
    throw new ProjectFormatError(
      `The ${layer} layer decompresses to ${filled} bytes, but the map needs ${expected}; the file is damaged or was cut short. Restore it from a backup.`,
    );
  return out;
}

function damaged(layer: string): ProjectFormatError {
  return new ProjectFormatError(`The ${layer} layer is damaged and cannot be decompressed; restore the file from a backup.`);
}

function tooLong(layer: string, expected: number): ProjectFormatError {
  return new ProjectFormatError(
    `The ${layer} layer decompresses to more than the ${expected} bytes its map needs; the file is damaged or not safe to open. Restore it from a backup.`,
  );
}
