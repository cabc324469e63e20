// A Tiled tile layer's (or chunk's) data to global tile ids: a JSON array ("csv" encoding) or
// base64 of little-endian 32-bit ids, uncompressed, zlib or gzip (zstd is refused: no maintained
// pure-JS decoder is a dependency). The flip and rotation flags in the top four bits are masked off,
// since a map cell has one terrain however its tile is drawn.
import { base64ToBytes } from './projectFile/base64';
import { inflateBounded, type InflateMeter } from './boundedInflate';
import { ImportError } from './importError';
import { quoted } from './printable';

/** Tiled's horizontal, vertical and diagonal flip bits and the hex 120° rotation bit. */
export const TILED_FLAG_BITS = 0xf0000000;

/** Whether typed arrays are little-endian here, as Tiled's ids are (every browser and Node on x86 and ARM). */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Where the data sits, for messages: `layer "Ground"` or `a chunk of layer "Ground"`. */
export type DataPlace = string;

/** Decodes `cells` ids of one layer or chunk; throws ImportError naming `place` for bad data. */
export function decodeTileData(data: unknown, encoding: unknown, compression: unknown, cells: number, place: DataPlace, meter?: InflateMeter): Uint32Array {
  const fail = (problem: string) => new ImportError(`This Tiled map's ${place} ${problem}`);
  if (Array.isArray(data)) {
    if (data.length !== cells) throw fail(`holds ${data.length} tiles but should hold ${cells}; the file is damaged. Save it again from Tiled.`);
    const gids = new Uint32Array(cells);
    for (let i = 0; i < cells; i++) {
      const v: unknown = data[i];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 0xffffffff)
        throw fail(`has ${shown(v)} where a tile id should be; the file is damaged. Save it again from Tiled.`);
      gids[i] = v & ~TILED_FLAG_BITS;
    }
    return gids;
  }
  if (typeof data !== 'string' || (encoding !== 'base64' && encoding !== undefined))
    throw fail('has no tile data Tiled writes (an array, or base64 text); the file is damaged. Save it again from Tiled.');
  const bytes = base64ToBytes(data.trim());
  if (bytes === null) throw fail('has tile data that is not base64; the file is damaged. Save it again from Tiled.');
  let raw: Uint8Array;
  if (compression === undefined || compression === '') raw = bytes;
  else if (compression === 'zlib' || compression === 'gzip') {
    const sentence = (s: string) => `This Tiled map's ${place} ${s}; the file is damaged. Save it again from Tiled.`;
    raw = inflateBounded(bytes, compression, cells * 4, {
      damaged: sentence(`cannot be decompressed (${compression})`),
      tooLong: sentence(`decompresses to more than its ${cells} tiles`),
      tooShort: sentence(`decompresses to fewer than its ${cells} tiles`),
    }, meter);
  } else if (compression === 'zstd')
    throw fail('is compressed with Zstandard, which A* Studio cannot read; in Tiled, set Map › Map Properties › Tile Layer Format to CSV or Base64 (zlib), save, then import again.');
  else throw fail(`names a compression, ${shown(compression)}, that Tiled does not have; the file is damaged. Save it again from Tiled.`);
  if (raw.length !== cells * 4) throw fail(`holds ${Math.floor(raw.length / 4)} tiles but should hold ${cells}; the file is damaged. Save it again from Tiled.`);
  const gids = new Uint32Array(cells);
  if (LITTLE_ENDIAN && raw.byteOffset % 4 === 0) gids.set(new Uint32Array(raw.buffer, raw.byteOffset, cells));
  else {
    const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
    for (let i = 0; i < cells; i++) gids[i] = view.getUint32(i * 4, true);
  }
  for (let i = 0; i < cells; i++) gids[i]! &= ~TILED_FLAG_BITS;
  return gids;
}

/** A JSON value in a message: a number or short text as it is, else what kind of value it is. */
export function shown(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return quoted(value, 20);
  return value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : String(value);
}
