// A project layer's DEFLATE data inflated into the size its map declares, through the one bounded
// decompressor every reader uses (boundedInflate.ts), with the project's own sentences.
import { inflateBounded, type InflateMeter } from '../boundedInflate';
import { ProjectFormatError } from './errors';

/**
 * Inflates raw DEFLATE `data` into exactly `expected` bytes, or throws ProjectFormatError naming
 * `layer` ("terrain", "height") when the data is damaged, too short or too long.
 */
export function inflateExactly(data: Uint8Array, expected: number, layer: string, meter?: InflateMeter): Uint8Array {
  return inflateBounded(data, 'deflate', expected, {
    damaged: `The ${layer} layer is damaged and cannot be decompressed; restore the file from a backup.`,
    tooLong: `The ${layer} layer decompresses to more than the ${expected} bytes its map needs; the file is damaged or not safe to open. Restore it from a backup.`,
    tooShort: (produced) => `The ${layer} layer decompresses to ${produced} bytes, but the map needs ${expected}; the file is damaged or was cut short. Restore it from a backup.`,
    error: (sentence) => new ProjectFormatError(sentence),
  }, meter);
}
