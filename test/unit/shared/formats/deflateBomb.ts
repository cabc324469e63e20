// Builds a DEFLATE stream that inflates to far more than it occupies, without ever holding the
// output: one fixed-Huffman block of a zero byte followed by back-references of 258 bytes at
// distance 1, 13 bits each (1:~160). The test decoder must refuse it long before its end. zlibZeros
// makes denser ones (1:~1030) from node's own deflate, for bombs of a gibibyte in a megabyte.
import { constants as zlibConstants, deflateRawSync } from 'node:zlib';

/** A raw DEFLATE stream that inflates to 1 + 258 × `repeats` zero bytes. */
export function zeroBomb(repeats: number): Uint8Array {
  const out = new Uint8Array(Math.ceil((3 + 8 + repeats * 13 + 7) / 8) + 1);
  let bit = 0;
  // Header fields are written least significant bit first, Huffman codes most significant first.
  const field = (value: number, bits: number) => {
    for (let i = 0; i < bits; i++, bit++) if ((value >>> i) & 1) out[bit >>> 3]! |= 1 << (bit & 7);
  };
  const code = (value: number, bits: number) => {
    for (let i = bits - 1; i >= 0; i--, bit++) if ((value >>> i) & 1) out[bit >>> 3]! |= 1 << (bit & 7);
  };
  field(1, 1); // last block
  field(1, 2); // fixed Huffman codes
  code(0x30, 8); // literal 0
  for (let r = 0; r < repeats; r++) {
    code(0xc5, 8); // length symbol 285: 258 bytes
    code(0, 5); // distance symbol 0: 1 byte back
  }
  code(0, 7); // end of block
  return out;
}

/** The audit's bombs inflate to this many MiB: a gibibyte, from about 1 MiB. */
export const GIBIBYTE_MIB = 1024;

/** One DEFLATE block emitting 1 MiB of zeros, ending on a byte boundary and needing nothing before it. */
let zeroMiB: Uint8Array | null = null;

/**
 * A raw DEFLATE stream that inflates to `mebibytes` MiB of zero bytes, about 1 KiB per MiB
 * (deflate's best, ~1030:1): one block holding 1 MiB of zeros, compressed with a sync flush so that
 * it ends on a byte and needs nothing before it, repeated, then an empty last block.
 */
export function deflateZeros(mebibytes: number): Uint8Array {
  zeroMiB ??= deflateRawSync(new Uint8Array(1 << 20), { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH });
  const out = new Uint8Array(zeroMiB.length * mebibytes + 2);
  for (let i = 0; i < mebibytes; i++) out.set(zeroMiB, i * zeroMiB.length);
  out.set([0x03, 0x00], zeroMiB.length * mebibytes); // a last fixed-Huffman block holding only its end code
  return out;
}

/** deflateZeros in a zlib wrapper, with its Adler-32: a PNG chunk's or a Tiled layer's bomb. */
export function zlibZeros(mebibytes: number): Uint8Array {
  const body = deflateZeros(mebibytes);
  const out = new Uint8Array(2 + body.length + 4);
  out.set([0x78, 0xda]);
  out.set(body, 2);
  // Adler-32 of n zero bytes: a stays 1, b adds 1 per byte.
  new DataView(out.buffer).setUint32(2 + body.length, (((mebibytes * (1 << 20)) % 65521) << 16 | 1) >>> 0);
  return out;
}

/**
 * deflateZeros in a gzip wrapper: a Tiled layer's bomb. Its CRC is left 0: computing it means
 * making the gibibyte, and every reader must stop long before it reaches the trailer.
 */
export function gzipZeros(mebibytes: number): Uint8Array {
  const body = deflateZeros(mebibytes);
  const out = new Uint8Array(10 + body.length + 8);
  out.set([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
  out.set(body, 10);
  new DataView(out.buffer).setUint32(10 + body.length + 4, (mebibytes * (1 << 20)) >>> 0, true);
  return out;
}
