// PNG files built chunk by chunk for tests: a file from (type, data) pairs with correct lengths
// and checksums, a file's chunks back, checksums made right after damage, and the ancillary chunks
// that carry compressed data (iCCP, zTXt, iTXt) around any zlib stream, bombs included.
import { strFromU8, strToU8 } from 'fflate';
import { crc32 } from '../../../../src/shared/formats/pngChunks';

export type PngChunk = [type: string, data: Uint8Array];

/** A PNG from chunks (type, data), with correct lengths and checksums. */
export function pngOf(chunks: readonly PngChunk[]): Uint8Array {
  const parts = [Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])];
  for (const [type, data] of chunks) {
    const c = new Uint8Array(12 + data.length);
    const view = new DataView(c.buffer);
    view.setUint32(0, data.length);
    c.set(strToU8(type), 4);
    c.set(data, 8);
    view.setUint32(8 + data.length, crc32(c, 4, 8 + data.length));
    parts.push(c);
  }
  return concat(parts);
}

/** A PNG's chunks, in order (a cut-short last chunk is left out). */
export function chunksOf(png: Uint8Array): PngChunk[] {
  const out: PngChunk[] = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at + 12 <= png.length; ) {
    const length = view.getUint32(at);
    if (at + 12 + length > png.length) break;
    out.push([strFromU8(png.subarray(at + 4, at + 8)), png.slice(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  return out;
}

/** Sets every chunk's CRC right, so flipped bits get past the checksum to the decoder. */
export function fixChecksums(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  for (let at = 8; at + 12 <= out.length; ) {
    const length = view.getUint32(at);
    if (at + 12 + length > out.length) break;
    view.setUint32(at + 8 + length, crc32(out, at + 4, at + 8 + length));
    at += 12 + length;
  }
  return out;
}

/** The PNG chunk types whose data holds a zlib stream besides the image data. */
export const COMPRESSED_ANCILLARY = ['iCCP', 'zTXt', 'iTXt'] as const;
export type CompressedAncillary = (typeof COMPRESSED_ANCILLARY)[number];

/** The data of an iCCP, zTXt or (compressed) iTXt chunk around the zlib stream `zlib`. */
export function compressedChunkData(type: CompressedAncillary, zlib: Uint8Array): Uint8Array {
  // iCCP: name, NUL, method 0. zTXt: keyword, NUL, method 0. iTXt: keyword, NUL, compressed 1, method 0, language, NUL, translated keyword, NUL.
  const head = { iCCP: 'ICC profile\0\0', zTXt: 'Comment\0\0', iTXt: 'Comment\0\x01\0en\0\0' }[type];
  return concat([strToU8(head, true), zlib]);
}

/** `png` with the chunk (type, data) inserted before its first IDAT. */
export function withChunkBeforeImage(png: Uint8Array, chunk: PngChunk): Uint8Array {
  const chunks = chunksOf(png);
  chunks.splice(chunks.findIndex(([t]) => t === 'IDAT'), 0, chunk);
  return pngOf(chunks);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
