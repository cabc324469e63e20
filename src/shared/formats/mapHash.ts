// A map's fingerprint for exported paths: SHA-256 over exactly what decides a search's answer
// (size, the terrain index of each cell, each terrain's cost and passability, heights), and nothing
// that does not (terrain names and colours, start, goal, settings, which travel separately).
//
// The hashed bytes, all integers little-endian, so the digest can be recomputed anywhere:
//   "astar-studio-map/1\n" (ASCII) · width u32 · height u32 · palette length u32
//   · per terrain type: cost f64 · passable u8 (1 or 0)
//   · terrain: one byte per cell, row by row
//   · heights present u8 (1 or 0) · if 1, heights i16 per cell, row by row
import type { Grid } from '../grid/grid';
import { Sha256 } from './sha256';

const MAGIC = 'astar-studio-map/1\n';
/** Whether this platform stores typed arrays little-endian (every browser and Node on x86 and ARM). */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** Heights are hashed in slices so a big-endian platform swaps bytes in a small buffer. */
const HEIGHT_SLICE = 1 << 16;

/** The map's fingerprint, "sha256:" and 64 hex digits; equal maps (as searches see them) hash equal. */
export function mapHash(grid: Grid): string {
  const hash = new Sha256();
  hash.update(Uint8Array.from(MAGIC, (c) => c.charCodeAt(0)));
  const head = new DataView(new ArrayBuffer(12 + grid.palette.length * 9));
  head.setUint32(0, grid.width, true);
  head.setUint32(4, grid.height, true);
  head.setUint32(8, grid.palette.length, true);
  grid.palette.forEach((t, i) => {
    head.setFloat64(12 + i * 9, t.cost, true);
    head.setUint8(20 + i * 9, t.passable ? 1 : 0);
  });
  hash.update(new Uint8Array(head.buffer));
  hash.update(grid.terrain);
  hash.update(new Uint8Array([grid.heights ? 1 : 0]));
  if (grid.heights) {
    const h = grid.heights;
    for (let at = 0; at < h.length; at += HEIGHT_SLICE) {
      const slice = h.subarray(at, Math.min(at + HEIGHT_SLICE, h.length));
      if (LITTLE_ENDIAN) hash.update(new Uint8Array(slice.buffer, slice.byteOffset, slice.byteLength));
      else {
        const bytes = new DataView(new ArrayBuffer(slice.byteLength));
        slice.forEach((v, i) => bytes.setInt16(i * 2, v, true));
        hash.update(new Uint8Array(bytes.buffer));
      }
    }
  }
  return `sha256:${hash.hex()}`;
}
