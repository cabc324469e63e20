// Builds a DEFLATE stream that inflates to far more than it occupies, without ever holding the
// output: one fixed-Huffman block of a zero byte followed by back-references of 258 bytes at
// distance 1, 13 bits each (1:~160). The test decoder must refuse it long before its end.

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
